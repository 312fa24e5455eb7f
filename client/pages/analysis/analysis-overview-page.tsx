// The analysis overview hub (spec 2.2): the analysis sections, then the newest items of each
// kind — market news, the team's insight, the next high-impact releases of the economic calendar
// and the newest videos — each with a link to its full list. Lists that cannot be loaded are left
// out (the sections still lead everywhere).
import type { ReactNode } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { pageLoader, pickMessages, type PageData } from '../../data/loaders.ts';
import { api } from '../../data/api.ts';
import { servicesContext } from '../../services.ts';
import { getLocale, type LocaleCode } from '../../../shared/locales.ts';
import { brand } from '../../../shared/brand.ts';
import { pick } from '../../i18n.ts';
import { usePageMessages } from '../../data/use-page-messages.ts';
import { SiteLink } from '../../frame/site-link.tsx';
import { SectionLinks, type SectionLink } from '../../ui/section-links.tsx';
import { useLocale } from '../../frame/use-locale.ts';
import { ArticleGrid } from '../../ui/article-card.tsx';
import { SearchBox } from '../../ui/search-box.tsx';
import { analysisSearchHref } from '../../../shared/analysis-search.ts';
import { listItems, toNewsCard, type NewsCard } from './news-data.ts';
import { NewsCards } from './news-cards.tsx';
import { defaultZone, intlZone, localDate } from '../../../shared/calendar/time-zone.ts';
import { addDays } from '../../../shared/calendar/week.ts';
import { labelCards, listVideos, toVideoCard, type VideoCard } from '../../features/media-data/media-data.ts';
import '../../styles/pages/academy.css';
import '../../styles/pages/news.css';
import { cachedDateFormat } from '../../../shared/format.ts';

/** The analysis sections, in the order a trader uses them through the day. */
const sections = [
  { route: 'analysis-market-news', path: '/analysis/market-news' },
  { route: 'analysis-market-insight', path: '/analysis/market-insight' },
  { route: 'analysis-economic-calendar', path: '/analysis/economic-calendar' },
  { route: `analysis-${brand.slug}-tv`, path: `/analysis/${brand.slug}-tv` },
  { route: 'analysis-our-expert-team', path: '/analysis/our-expert-team' },
  { route: `platform-${brand.researchProvider}`, path: `/platform/${brand.researchProvider}` },
  { route: `analysis-${brand.slug}-editorial-guideline`, path: `/analysis/${brand.slug}-editorial-guideline` },
] as const;

export interface UpcomingRelease {
  id: string;
  time: string;
  /** Weekday and time in GMT+3 (the site's quote time), made in the loader. */
  label: string;
  currency: string;
  title: string;
  importance: 1 | 2 | 3;
}

interface OverviewData extends PageData {
  sections: SectionLink[];
  news: NewsCard[];
  insight: NewsCard[];
  releases: UpcomingRelease[] | null;
  videos: VideoCard[];
}

/** The next high-importance releases from now, over the coming seven days (GMT+3 dates). */
async function upcomingReleases(args: LoaderFunctionArgs, locale: LocaleCode, now: number): Promise<UpcomingRelease[] | null> {
  const services = args.context.get(servicesContext);
  const today = localDate(now, defaultZone);
  try {
    const answer = await api(services, 'economicCalendar', { from: today, to: addDays(today, 7), importance: '3' }, { signal: args.request.signal });
    const { calendarAnswer } = await import('./calendar-answer.ts');
    const parsed = answer.ok ? calendarAnswer.safeParse(answer.data) : null;
    if (!parsed?.success) return null;
    const format = cachedDateFormat(getLocale(locale).tag, { weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: intlZone(defaultZone) ?? 'UTC' });
    return parsed.data
      .filter((e) => Date.parse(e.time) > now)
      .sort((a, b) => Date.parse(a.time) - Date.parse(b.time))
      .slice(0, 6)
      .map((e) => ({ id: e.id, time: e.time, label: format.format(Date.parse(e.time)), currency: e.currency, title: e.title, importance: e.importance }));
  } catch {
    return null;
  }
}

export async function loader(args: LoaderFunctionArgs): Promise<OverviewData> {
  const page = await pageLoader(args);
  const services = args.context.get(servicesContext);
  const locale = args.params.locale as LocaleCode;
  const signal = args.request.signal;
  const [messages, news, insight, releases, videos] = await Promise.all([
    services.messages(locale),
    listItems(services, 'news', { limit: 3 }, signal),
    listItems(services, 'insight', { limit: 3, language: locale }, signal),
    upcomingReleases(args, locale, Date.now()),
    listVideos(services, locale, { limit: 3 }, signal),
  ]);
  page.messages = pickMessages(messages, ['analysisOverview', 'analysisSearch', 'news', 'media', 'calendar.col', 'calendar.importance', 'calendar.timesIn']);
  const text = (route: string, key: string) => {
    const v = pick(messages, `pages.${route}.${key}`);
    return typeof v === 'string' ? v : '';
  };
  return {
    ...page,
    sections: sections.map((s) => ({ href: `/${locale}${s.path}`, title: text(s.route, 'title'), text: text(s.route, 'description') })),
    news: (news?.items ?? []).map((n) => toNewsCard(n, 'news', locale)),
    insight: (insight?.items ?? []).map((n) => toNewsCard(n, 'insight', locale)),
    releases,
    videos: (videos?.items ?? []).map((v) => toVideoCard(v, locale)),
  };
}

function Block({ id, title, more, children }: { id: string; title: string; more: { href: string; label: string }; children: ReactNode }) {
  return (
    <section className="academy-topic" aria-labelledby={id} data-section={id}>
      <div className="academy-topic__head">
        <h2 id={id}>{title}</h2>
        <SiteLink to={more.href}>{more.label}</SiteLink>
      </div>
      {children}
    </section>
  );
}

export default function AnalysisOverviewPage() {
  const page = useLoaderData() as OverviewData;
  const { t, lang } = usePageMessages(page);
  const locale = useLocale();
  const englishTitles = lang !== 'en';
  return (
    <article className="academy-overview analysis-overview">
      <header className="page-hero">
        <h1>{page.text.title}</h1>
        <p className="page-hero__intro">{page.text.intro}</p>
      </header>
      <div className="analysis-overview__search">
        <SearchBox action={analysisSearchHref(locale)} label={t('analysisSearch.box.label')} placeholder={t('analysisSearch.box.placeholder')} button={t('analysisSearch.box.button')} />
      </div>
      <SectionLinks title={t('analysisOverview.sections')} links={page.sections} />
      {page.news.length ? (
        <Block id="latest-news" title={t('analysisOverview.latestNews')} more={{ href: `/${locale}/analysis/market-news`, label: t('analysisOverview.allNews') }}>
          <NewsCards items={page.news} />
        </Block>
      ) : null}
      {page.insight.length ? (
        <Block id="latest-insight" title={t('analysisOverview.latestInsight')} more={{ href: `/${locale}/analysis/market-insight`, label: t('analysisOverview.allInsight') }}>
          <NewsCards items={page.insight} />
        </Block>
      ) : null}
      {page.releases?.length ? (
        <Block id="next-releases" title={t('analysisOverview.nextReleases')} more={{ href: `/${locale}/analysis/economic-calendar`, label: t('analysisOverview.calendar') }}>
          <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="next-releases">
            <table className="analysis-overview__releases">
              <caption>{t('calendar.timesIn', { zone: defaultZone })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('calendar.col.time')}</th>
                  <th scope="col">{t('calendar.col.country')}</th>
                  <th scope="col">{t('calendar.col.event')}</th>
                  <th scope="col">{t('calendar.col.importance')}</th>
                </tr>
              </thead>
              <tbody>
                {page.releases.map((r) => (
                  <tr key={r.id}>
                    <td><time dateTime={r.time}>{r.label}</time></td>
                    <td><bdi>{r.currency}</bdi></td>
                    <th scope="row" lang={englishTitles ? 'en' : undefined} dir="auto">{r.title}</th>
                    <td>{t(`calendar.importance.${r.importance}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Block>
      ) : null}
      {page.videos.length ? (
        <Block id="latest-videos" title={t('analysisOverview.latestVideos')} more={{ href: `/${locale}/analysis/${brand.slug}-tv`, label: t('analysisOverview.allVideos') }}>
          <ArticleGrid items={labelCards(page.videos, (c) => t(`media.category.${c}`), (count) => t('media.card.minutes', { count }))} />
        </Block>
      ) : null}
    </article>
  );
}
