// /analysis/components/search (spec 2.2: the analysis search exposed as a route; noindex): one
// search over market news, market insight and Velora TV for ?q=, rendered on the server (the
// box is a GET form), with the count of each kind, its most relevant items linking to their
// pages and a link to the kind's full list of results. An empty search shows the box and
// suggestions; a search without results says so and suggests others.
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { listPageLoader, pickMessages, type PageData } from '../../data/loaders.ts';
import { getLocale, type LocaleCode } from '../../../shared/locales.ts';
import { brand } from '../../../shared/brand.ts';
import { formatNumber } from '../../../shared/format.ts';
import { formatArticleDate } from '../../../shared/articles/list-query.ts';
import { newsListHref } from '../../../shared/news/list-query.ts';
import {
  analysisSearchHref, isolateQuery, parseAnalysisSearch, rankItems, searchItems, videoSearchable,
  SEARCH_FETCH_PER_KIND, SEARCH_SHOWN_PER_KIND, type AnalysisKind,
} from '../../../shared/analysis-search.ts';
import { pick } from '../../i18n.ts';
import { usePageMessages } from '../../data/use-page-messages.ts';
import { SiteLink } from '../../frame/site-link.tsx';
import { useLocale } from '../../frame/use-locale.ts';
import { ListPage } from '../../ui/list-page.tsx';
import { isFallback, itemPath, listItems, type NewsSummary } from './news-data.ts';
import { listAllVideos, type Video } from '../../features/media-data/media-data.ts';
import { videoPath } from '../../../shared/media/video.ts';
import { newsSearchable } from './search-views.ts';
import '../../styles/pages/academy.css';
import '../../styles/pages/news.css';

/** Symbols every locale can search for (the suggestions of an empty or fruitless search). */
export const suggestedSearches = ['EURUSD', 'XAUUSD', 'US500', 'USDJPY', 'BTCUSD'] as const;

export interface SearchHit {
  href: string;
  title: string;
  summary: string;
  dateTime: string;
  dateLabel: string;
  /** 'en' when shown in English on another language's page. */
  lang?: string;
}

export interface SearchGroup {
  kind: AnalysisKind;
  /** All matches of the kind; null when its list could not be loaded. */
  total: number | null;
  hits: SearchHit[];
  /** The kind's list filtered by the search. */
  more: string;
}

interface SearchPageData extends PageData {
  q?: string;
  /** Empty when there is no search. */
  groups: SearchGroup[];
}

const videoListPath = `/analysis/${brand.slug}-tv`;

function hit(locale: LocaleCode, href: string, title: string, summary: string, date: string, language: string): SearchHit {
  return {
    href,
    title,
    summary,
    dateTime: date,
    dateLabel: formatArticleDate(date, getLocale(locale).tag) ?? '',
    ...(isFallback(locale, language) ? { lang: 'en' } : {}),
  };
}

function newsGroup(kind: 'news' | 'insight', list: { items: NewsSummary[]; total: number } | null, locale: LocaleCode, q: string): SearchGroup {
  const base = `/${locale}${kind === 'news' ? '/analysis/market-news' : '/analysis/market-insight'}`;
  const ranked = list ? rankItems(list.items, q, newsSearchable) : [];
  return {
    kind,
    total: list ? list.total : null,
    hits: ranked.slice(0, SEARCH_SHOWN_PER_KIND).map((n) => hit(locale, `/${locale}${itemPath(kind, n.id)}`, n.title, n.summary, n.published_at, n.language)),
    more: newsListHref(base, { page: 1, q }),
  };
}

function videoGroup(list: { items: Video[] } | null, locale: LocaleCode, q: string): SearchGroup {
  const found = list ? searchItems(list.items, q, videoSearchable) : [];
  return {
    kind: 'video',
    total: list ? found.length : null,
    hits: found.slice(0, SEARCH_SHOWN_PER_KIND).map((v) => hit(locale, `/${locale}${videoPath(v.id, v.slug)}`, v.title, v.description, v.published_at, v.language)),
    more: `/${locale}${videoListPath}?${new URLSearchParams({ q }).toString()}`,
  };
}

export async function loader(args: LoaderFunctionArgs): Promise<SearchPageData> {
  const { page, services, locale, query } = await listPageLoader(args, parseAnalysisSearch);
  const signal = args.request.signal;
  const q = query.q;
  const [messages, news, insight, videos] = await Promise.all([
    services.messages(locale),
    q ? listItems(services, 'news', { limit: SEARCH_FETCH_PER_KIND, q, language: locale }, signal).catch(() => null) : null,
    q ? listItems(services, 'insight', { limit: SEARCH_FETCH_PER_KIND, q, language: locale }, signal).catch(() => null) : null,
    // Videos are matched here, against the whole library (cached pages shared by every search).
    q ? listAllVideos(services, locale, {}, signal) : null,
  ]);
  page.messages = pickMessages(messages, ['analysisSearch']);
  // The route's generic texts describe a component; the page has its own.
  const own = (key: string) => {
    const v = pick(messages, `analysisSearch.page.${key}`);
    return typeof v === 'string' ? v : '';
  };
  page.text = { ...page.text, title: own('title'), description: own('description'), intro: own('intro') };
  // 'Components' is a folder of sub-views, not a page: Home > Analysis > Search.
  page.crumbs = page.crumbs.filter((c) => c.path !== '/analysis/components');
  const last = page.crumbs.at(-1);
  if (last) last.name = own('title');
  // Every search is a view of the one search page.
  page.head = { canonical: analysisSearchHref(locale) };
  const groups = q ? [newsGroup('news', news, locale, q), newsGroup('insight', insight, locale, q), videoGroup(videos, locale, q)] : [];
  return { ...page, ...(q ? { q } : {}), groups };
}

function Hits({ hits }: { hits: SearchHit[] }) {
  return (
    <ol className="search-results__list">
      {hits.map((h) => (
        <li key={h.href} lang={h.lang} dir={h.lang ? 'ltr' : undefined}>
          <h3 className="search-results__title"><SiteLink to={h.href}>{h.title}</SiteLink></h3>
          {h.dateLabel ? <p className="search-results__meta"><time dateTime={h.dateTime}>{h.dateLabel}</time></p> : null}
          <p className="search-results__summary">{h.summary}</p>
        </li>
      ))}
    </ol>
  );
}

function Suggestions({ locale, label }: { locale: LocaleCode; label: string }) {
  return (
    <nav className="tag-chips" aria-label={label}>
      <ul>
        {suggestedSearches.map((s) => (
          <li key={s}><SiteLink to={analysisSearchHref(locale, s)}><bdi>{s}</bdi></SiteLink></li>
        ))}
      </ul>
    </nav>
  );
}

export default function AnalysisSearchPage() {
  const data = useLoaderData() as SearchPageData;
  const { t } = usePageMessages(data);
  const locale = useLocale();
  const tag = getLocale(locale).tag;
  const n = (value: number) => formatNumber(value, tag, 0);
  const q = data.q;
  const shownQ = q === undefined ? '' : isolateQuery(q, getLocale(locale).dir);
  const total = data.groups.reduce((sum, g) => sum + (g.total ?? 0), 0);
  const kindName = (kind: AnalysisKind) => t(`analysisSearch.kind.${kind}`);
  const failed = data.groups.length > 0 && data.groups.every((g) => g.total === null);
  return (
    <ListPage
      className="academy-list analysis-search"
      title={data.text.title}
      intro={data.text.intro}
      search={{ action: analysisSearchHref(locale), q, label: t('analysisSearch.box.label'), placeholder: t('analysisSearch.box.placeholder'), button: t('analysisSearch.box.button') }}
    >
      {/* Announced when a search finishes: the total, then the count of each kind. */}
      <div className="academy-list__count search-results__summary-line" role="status">
        {q === undefined ? (
          <p>{t('analysisSearch.page.prompt')}</p>
        ) : failed ? (
          <p>{t('analysisSearch.page.unavailable')}</p>
        ) : total === 0 ? (
          <p>{t('analysisSearch.page.none', { q: shownQ })}</p>
        ) : (
          <>
            <p>{t('analysisSearch.page.summary', { q: shownQ, n: n(total) })}</p>
            <ul className="search-results__counts" aria-label={t('analysisSearch.page.countsLabel')}>
              {data.groups.map((g) => (
                <li key={g.kind} data-kind={g.kind}>
                  {g.total === null ? t('analysisSearch.page.kindUnavailable', { kind: kindName(g.kind) }) : t('analysisSearch.page.kindCount', { kind: kindName(g.kind), n: n(g.total) })}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      {q !== undefined && !failed && total === 0 ? <p>{t('analysisSearch.page.tryOther')}</p> : null}
      {q === undefined || total === 0 ? <Suggestions locale={locale} label={t('analysisSearch.page.suggestions')} /> : null}
      {data.groups.filter((g) => g.total).map((g) => (
        <section key={g.kind} className="search-results" aria-labelledby={`results-${g.kind}`} data-kind={g.kind}>
          <h2 id={`results-${g.kind}`}>{kindName(g.kind)} <span className="search-results__count">({n(g.total!)})</span></h2>
          <Hits hits={g.hits} />
          {g.total! > g.hits.length ? (
            <p className="search-results__more"><SiteLink to={g.more}>{t('analysisSearch.page.seeAll', { kind: kindName(g.kind), n: n(g.total!) })}</SiteLink></p>
          ) : null}
        </section>
      ))}
    </ListPage>
  );
}
