// A level's page (spec 2.2: /academy/courses/beginner, and /academy/beginner, the beginner
// landing, whose canonical it is): who the level is for, its courses, and what to do after them.
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { notFound, type PageData } from '../../data/loaders.ts';
import { courseLevels, type CourseLevel } from '../../../shared/content/course-levels.ts';
import type { CoursesContent } from '../../../shared/content/academy-courses.ts';
import type { TitledText } from '../../../shared/content/prose.ts';
import { canonicalUrl } from '../../../shared/seo/alternates.ts';
import { itemListJsonLd } from '../../../shared/seo/course-json-ld.ts';
import { usePageMessages } from '../../data/use-page-messages.ts';
import { LocaleLink } from '../../frame/locale-link.tsx';
import { openSignup } from '../../features/signup/open-signup.ts';
import { CourseCards } from './course-card.tsx';
import { courseCards, loadArticleIndex, type CourseCardData } from './courses-data.ts';
import { applyCopy, contentPageLoader } from '../../data/content-page.ts';
import '../../styles/pages/academy.css';
import '../../styles/ui-tables.css';

interface LevelData extends PageData {
  level: CourseLevel;
  courses: CourseCardData[];
  nextSteps: TitledText[];
  contentLang?: string;
}

export async function loader(args: LoaderFunctionArgs): Promise<LevelData> {
  const { page, locale, services, content, contentLang, canonicalPath } = await contentPageLoader<CoursesContent>(args, 'academy/courses');
  const level = canonicalPath.split('/').at(-1) as CourseLevel;
  const copy = (content.levels as Partial<Record<CourseLevel, CoursesContent['levels']['beginner']>>)[level];
  if (!courseLevels.includes(level) || !copy) notFound('validation', new URL(args.request.url).pathname);
  const index = await loadArticleIndex(services, args.request.signal);
  applyCopy(page, copy);
  const courses = courseCards(content.courses.filter((c) => c.level === level), index, locale);
  const site = services.site();
  page.head = { ...page.head, jsonLd: [itemListJsonLd(`${canonicalUrl(site.origin, locale, '/' + canonicalPath)}#courses`, copy.title, courses.map((c) => ({ name: c.title, url: site.origin + c.href })))] };
  return { ...page, level, courses, nextSteps: copy.nextSteps, ...(contentLang ? { contentLang } : {}) };
}

export default function CourseLevelPage() {
  const page = useLoaderData() as LevelData;
  const { t } = usePageMessages(page);
  const lang = page.contentLang;
  return (
    <article className="course-level">
      <header className="page-hero">
        <p className="course-card__level">{t(`courses.level.${page.level}`)}</p>
        <h1 lang={lang}>{page.text.title}</h1>
        <p className="page-hero__intro" lang={lang}>{page.text.intro}</p>
      </header>
      <section className="course-group" aria-labelledby="level-courses">
        <h2 id="level-courses">{t(`courses.levelCourses.${page.level}`)}</h2>
        <CourseCards courses={page.courses} t={t} lang={lang} headingLevel={3} />
      </section>
      <section className="course-group" aria-labelledby="next-steps">
        <h2 id="next-steps">{t('courses.nextSteps')}</h2>
        <ol className="step-list" lang={lang}>
          {page.nextSteps.map((s, i) => <li key={i}><h3>{s.title}</h3><p>{s.text}</p></li>)}
        </ol>
        <p className="course-links">
          <LocaleLink to="/academy/terminology">{t('courses.links.glossary')}</LocaleLink>
          {' · '}
          <LocaleLink to="/academy/courses">{t('courses.links.catalogue')}</LocaleLink>
          {' · '}
          <LocaleLink to="/academy/ebook">{t('courses.links.ebook')}</LocaleLink>
        </p>
        <button type="button" className="button button--primary" onClick={() => openSignup({ source: `courses-level-${page.level}` })}>{t('courses.practise.button')}</button>
      </section>
    </article>
  );
}
