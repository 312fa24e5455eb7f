// The academy overview hub (spec 2.2): the academy's sections, its courses, and the newest
// articles of each topic with a link to the topic's full list.
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { pageLoader, pickMessages, type PageData } from '../../data/loaders.ts';
import { servicesContext, type Services } from '../../services.ts';
import { getLocale, type LocaleCode } from '../../../shared/locales.ts';
import { COMPANY_NEWS_TAG, listHref } from '../../../shared/articles/list-query.ts';
import { pick } from '../../i18n.ts';
import { usePageMessages } from '../../data/use-page-messages.ts';
import { SiteLink } from '../../frame/site-link.tsx';
import { SectionLinks, type SectionLink } from '../../ui/section-links.tsx';
import { LocaleLink } from '../../frame/locale-link.tsx';
import { ArticleGrid } from '../../ui/article-card.tsx';
import { listArticles, listTags } from '../../features/academy-data/academy-data.ts';
import { toCard, withReadTime, type CardWithMinutes } from '../../features/articles/article-cards.ts';
import type { CoursesContent } from '../../../shared/content/academy-courses.ts';
import { CourseCards } from './course-card.tsx';
import { courseCards, loadArticleIndex, type CourseCardData } from './courses-data.ts';
import '../../styles/pages/academy.css';

/** The academy's sections, in the order a new trader would use them. */
const sections = [
  { route: 'academy-trading-academy', path: '/academy/trading-academy' },
  // The beginner level's canonical address (/academy/beginner repeats it).
  { route: 'academy-courses-beginner', path: '/academy/courses/beginner' },
  { route: 'academy-courses', path: '/academy/courses' },
  { route: 'academy-webinars', path: '/academy/webinars' },
  { route: 'academy-terminology', path: '/academy/terminology' },
  { route: 'academy-ebook', path: '/academy/ebook' },
] as const;

interface OverviewData extends PageData {
  sections: SectionLink[];
  topics: { id: number; name: string; href: string; cards: CardWithMinutes[] }[];
  /** The course catalogue's courses (none when the outline could not be checked). */
  courses: CourseCardData[];
  coursesLang?: string;
}

/** The courses as cards; an article index that cannot be read leaves the hub without them. */
async function overviewCourses(services: Services, locale: LocaleCode, signal: AbortSignal): Promise<{ cards: CourseCardData[]; lang?: string }> {
  const content = await services.content<CoursesContent>('academy/courses', locale);
  if (!content) return { cards: [] };
  try {
    const index = await loadArticleIndex(services, signal);
    return { cards: courseCards(content.data.courses, index, locale), ...(content.lang !== getLocale(locale).messages[0] ? { lang: content.lang } : {}) };
  } catch {
    return { cards: [] };
  }
}

export async function loader(args: LoaderFunctionArgs): Promise<OverviewData> {
  const page = await pageLoader(args);
  const services = args.context.get(servicesContext);
  const locale = args.params.locale as LocaleCode;
  const signal = args.request.signal;
  const [messages, allTags, courses] = await Promise.all([services.messages(locale), listTags(services, locale, signal), overviewCourses(services, locale, signal)]);
  const tags = allTags.filter((tag) => tag.id !== COMPANY_NEWS_TAG);
  const lists = await Promise.all(tags.map((tag) => listArticles(services, { tags_ids: [tag.id], limit: 3, language: locale }, signal)));
  page.messages = pickMessages(messages, ['academy', 'courses']);
  const text = (route: string, key: string) => {
    const v = pick(messages, `pages.${route}.${key}`);
    return typeof v === 'string' ? v : '';
  };
  const base = `/${locale}/academy/trading-academy`;
  return {
    ...page,
    sections: sections.map((s) => ({ href: `/${locale}${s.path}`, title: text(s.route, 'title'), text: text(s.route, 'description') })),
    topics: tags
      .map((tag, i) => ({ id: tag.id, name: tag.name, href: listHref(base, { page: 1, tag: tag.id }), cards: (lists[i]?.items ?? []).map((a) => toCard(a, locale)) }))
      .filter((topic) => topic.cards.length > 0),
    courses: courses.cards,
    ...(courses.lang ? { coursesLang: courses.lang } : {}),
  };
}

export default function AcademyOverviewPage() {
  const page = useLoaderData() as OverviewData;
  const { t } = usePageMessages(page);
  const readTime = (count: number) => t('academy.card.readTime', { count });
  return (
    <article className="academy-overview">
      <header className="page-hero">
        <h1>{page.text.title}</h1>
        <p className="page-hero__intro">{page.text.intro}</p>
      </header>
      <SectionLinks title={t('academy.overview.sections')} links={page.sections} />
      {page.courses.length ? (
        <section className="academy-topic" aria-labelledby="courses-title">
          <div className="academy-topic__head">
            <h2 id="courses-title">{t('courses.overview.title')}</h2>
            <LocaleLink to="/academy/courses">{t('courses.links.catalogue')}</LocaleLink>
          </div>
          <CourseCards courses={page.courses} t={t} lang={page.coursesLang} headingLevel={3} />
        </section>
      ) : null}
      {page.topics.map((topic) => (
        <section key={topic.id} className="academy-topic" aria-labelledby={`topic-${topic.id}`}>
          <div className="academy-topic__head">
            <h2 id={`topic-${topic.id}`}>{t('academy.overview.newestIn', { topic: topic.name })}</h2>
            <SiteLink to={topic.href}>{t('academy.overview.allIn', { topic: topic.name })}</SiteLink>
          </div>
          <ArticleGrid items={withReadTime(topic.cards, readTime)} />
        </section>
      ))}
    </article>
  );
}
