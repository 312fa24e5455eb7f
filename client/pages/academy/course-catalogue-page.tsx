// The course catalogue (spec 2.2: /academy/courses): every course grouped by level, with study
// time, modules and lessons (counted from the lessons whose articles exist). ItemList JSON-LD.
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { PageData } from '../../data/loaders.ts';
import { courseLevels, type CourseLevel } from '../../../shared/content/course-levels.ts';
import type { CoursesContent } from '../../../shared/content/academy-courses.ts';
import { levelPath } from '../../../shared/academy/courses.ts';
import { canonicalUrl } from '../../../shared/seo/alternates.ts';
import { itemListJsonLd } from '../../../shared/seo/course-json-ld.ts';
import { usePageMessages } from '../../data/use-page-messages.ts';
import { SiteLink } from '../../frame/site-link.tsx';
import { CourseCards } from './course-card.tsx';
import { courseCards, loadArticleIndex, type CourseCardData } from './courses-data.ts';
import { applyCopy, contentPageLoader } from '../../data/content-page.ts';
import '../../styles/pages/academy.css';

interface CatalogueData extends PageData {
  groups: { level: CourseLevel; href?: string; courses: CourseCardData[] }[];
  contentLang?: string;
}

/** Levels with a page of their own. */
const levelPages: ReadonlySet<CourseLevel> = new Set(['beginner']);

export async function loader(args: LoaderFunctionArgs): Promise<CatalogueData> {
  const { page, locale, services, content, contentLang } = await contentPageLoader<CoursesContent>(args, 'academy/courses');
  const index = await loadArticleIndex(services, args.request.signal);
  applyCopy(page, content.catalogue);
  const cards = courseCards(content.courses, index, locale);
  const site = services.site();
  page.head = { ...page.head, jsonLd: [itemListJsonLd(`${canonicalUrl(site.origin, locale, '/academy/courses')}#courses`, content.catalogue.title, cards.map((c) => ({ name: c.title, url: site.origin + c.href })))] };
  const groups = courseLevels
    .map((level) => ({ level, ...(levelPages.has(level) ? { href: `/${locale}${levelPath(level)}` } : {}), courses: cards.filter((c) => c.level === level) }))
    .filter((g) => g.courses.length > 0);
  return { ...page, groups, ...(contentLang ? { contentLang } : {}) };
}

export default function CourseCataloguePage() {
  const page = useLoaderData() as CatalogueData;
  const { t } = usePageMessages(page);
  return (
    <article className="course-catalogue">
      <header className="page-hero">
        <h1 lang={page.contentLang}>{page.text.title}</h1>
        <p className="page-hero__intro" lang={page.contentLang}>{page.text.intro}</p>
      </header>
      {page.groups.map((g) => (
        <section key={g.level} className="course-group" aria-labelledby={`level-${g.level}`}>
          <div className="academy-topic__head">
            <h2 id={`level-${g.level}`}>{t(`courses.levelCourses.${g.level}`)}</h2>
            {g.href ? <SiteLink to={g.href}>{t('courses.levelLink')}</SiteLink> : null}
          </div>
          <CourseCards courses={g.courses} t={t} lang={page.contentLang} headingLevel={3} />
        </section>
      ))}
    </article>
  );
}
