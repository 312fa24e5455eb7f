// A course (spec 2.2: /academy/courses/beginner/trading-forex, /academy/courses/individual, and
// /academy/beginner/trading-forex, the same course whose canonical is under /academy/courses):
// level, study time, who it is for, what you will learn, and the outline of modules and lessons,
// each lesson opening its academy article. The visitor's progress (issue 32) is kept in the
// browser and shown after mount (course-progress.tsx). Course JSON-LD (provider, free online instance) and the lessons as an ItemList.
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { notFound, type PageData } from '../../data/loaders.ts';
import type { CoursesContent, CourseLevel } from '../../../shared/content/academy-courses.ts';
import { coursePath, formatHours, isoHours, resolveCourse, type ResolvedLesson } from '../../../shared/academy/courses.ts';
import { getLocale } from '../../../shared/locales.ts';
import { canonicalUrl } from '../../../shared/seo/alternates.ts';
import { courseJsonLd, itemListJsonLd } from '../../../shared/seo/course-json-ld.ts';
import { usePageMessages } from '../../data/use-page-messages.ts';
import { SiteLink } from '../../frame/site-link.tsx';
import { openSignup } from '../../features/signup/open-signup.ts';
import { articlePath } from '../../features/academy-data/academy-data.ts';
import { loadArticleIndex, ownArticleLanguage, reportMissing } from './courses-data.ts';
import { applyCopy, contentPageLoader } from '../../data/content-page.ts';
import { CourseProgress, LessonDoneMark } from './course-progress.tsx';
import '../../styles/pages/academy.css';
import '../../styles/pages/lesson-quiz.css';
import '../../styles/ui-tables.css';

interface LessonView extends ResolvedLesson {
  href: string;
}

interface CourseData extends PageData {
  course: {
    path: string;
    level: CourseLevel;
    title: string;
    intro: string;
    audience: string;
    outcomes: string[];
    hoursLabel: string;
    modules: { title: string; lessons: LessonView[] }[];
    lessonCount: number;
  };
  contentLang?: string;
}

export async function loader(args: LoaderFunctionArgs): Promise<CourseData> {
  const { page, locale, services, content, contentLang, inLanguage, canonicalPath } = await contentPageLoader<CoursesContent>(args, 'academy/courses', ['courses', 'quiz']);
  const course = content.courses.find((c) => `academy/courses/${c.path}` === canonicalPath);
  if (!course) notFound('validation', new URL(args.request.url).pathname);
  const index = await loadArticleIndex(services, args.request.signal);
  const resolved = resolveCourse(course, index, ownArticleLanguage(locale));
  reportMissing(course.path, resolved.missing);
  applyCopy(page, { title: course.title, description: course.description, intro: course.intro }, course.title);

  const site = services.site();
  const url = canonicalUrl(site.origin, locale, coursePath(course));
  const modules = resolved.modules.map((m) => ({ title: m.title, lessons: m.lessons.map((l) => ({ ...l, href: `/${locale}${articlePath(l.slug)}` })) }));
  const messages = page.messages as { courses?: { level?: Record<string, string> } } | undefined;
  page.head = {
    ...page.head,
    jsonLd: [
      courseJsonLd({
        url,
        name: course.title,
        description: course.description,
        inLanguage,
        provider: { name: site.brandName, url: canonicalUrl(site.origin, locale, '') },
        educationalLevel: messages?.courses?.level?.[course.level] ?? course.level,
        teaches: course.outcomes,
        workload: isoHours(course.hours),
      }),
      itemListJsonLd(
        `${url}#lessons`,
        course.title,
        // An English-only article's address is the /en one (its canonical).
        modules.flatMap((m) => m.lessons).map((l) => ({ name: l.title, url: canonicalUrl(site.origin, l.english ? 'en' : locale, articlePath(l.slug)) })),
      ),
    ],
  };
  return {
    ...page,
    course: {
      path: course.path,
      level: course.level,
      title: course.title,
      intro: course.intro,
      audience: course.audience,
      outcomes: course.outcomes,
      hoursLabel: formatHours(course.hours, getLocale(locale).tag),
      modules,
      lessonCount: resolved.lessonCount,
    },
    ...(contentLang ? { contentLang } : {}),
  };
}

export default function CoursePage() {
  const page = useLoaderData() as CourseData;
  const { t } = usePageMessages(page);
  const c = page.course;
  const lang = page.contentLang;
  const first = c.modules[0]?.lessons[0];
  const lessons = c.modules.flatMap((m) => m.lessons);
  return (
    <article className="course-page" aria-labelledby="course-title">
      <header className="page-hero course-hero">
        <p className="course-card__level">{t(`courses.level.${c.level}`)}</p>
        <h1 id="course-title" lang={lang}>{c.title}</h1>
        <p className="page-hero__intro" lang={lang}>{c.intro}</p>
        <dl className="course-facts">
          <div><dt>{t('courses.facts.level')}</dt><dd>{t(`courses.level.${c.level}`)}</dd></div>
          <div><dt>{t('courses.facts.duration')}</dt><dd>{c.hoursLabel}</dd></div>
          <div><dt>{t('courses.facts.modules')}</dt><dd>{c.modules.length}</dd></div>
          <div><dt>{t('courses.facts.lessons')}</dt><dd>{c.lessonCount}</dd></div>
          <div><dt>{t('courses.facts.price')}</dt><dd>{t('courses.facts.free')}</dd></div>
        </dl>
        {first ? (
          <div className="page-hero__actions">
            <SiteLink className="button button--primary" to={first.href} data-testid="course-start">{t('courses.start')}</SiteLink>
            <p className="course-hero__hint">{t('courses.startHint')}</p>
          </div>
        ) : null}
        <CourseProgress lessons={lessons} t={t} {...(lang ? { lang } : {})} />
      </header>
      <div className="course-page__body">
        <section className="course-block" aria-labelledby="audience-title">
          <h2 id="audience-title">{t('courses.audience')}</h2>
          <p lang={lang}>{c.audience}</p>
        </section>
        <section className="course-block" aria-labelledby="outcomes-title">
          <h2 id="outcomes-title">{t('courses.outcomes')}</h2>
          <ul className="check-list" lang={lang}>
            {c.outcomes.map((o, i) => <li key={i}>{o}</li>)}
          </ul>
        </section>
        <section className="course-block" aria-labelledby="outline-title">
          <h2 id="outline-title">{t('courses.outline')}</h2>
          <ol className="course-outline">
            {c.modules.map((m, i) => (
              <li key={i} className="course-module">
                <h3 className="course-module__title">
                  <span className="course-module__number">{t('courses.moduleN', { n: i + 1 })}</span> <span lang={lang}>{m.title}</span>
                </h3>
                <ol className="course-lessons">
                  {m.lessons.map((l) => (
                    <li key={l.articleId} className="course-lesson" data-article={l.articleId}>
                      <SiteLink to={l.href} className="course-lesson__link" {...(l.english ? { hrefLang: 'en' } : {})}>
                        <span lang={lang}>{l.title}</span>
                      </SiteLink>
                      {l.english ? <span className="course-lesson__lang">{` (${t('courses.inEnglish')})`}</span> : null}
                      <LessonDoneMark articleId={l.articleId} t={t} />
                      <p className="course-lesson__summary" lang={lang}>{l.summary}</p>
                    </li>
                  ))}
                </ol>
              </li>
            ))}
          </ol>
        </section>
        <section className="article-cta" aria-labelledby="practise-title">
          <h2 id="practise-title">{t('courses.practise.title')}</h2>
          <p>{t('courses.practise.text')}</p>
          <button type="button" className="button button--primary" onClick={() => openSignup({ source: `course-${c.path}` })}>{t('courses.practise.button')}</button>
        </section>
        <aside className="risk-warning" aria-labelledby="risk-title">
          <h2 id="risk-title">{t('courses.risk.title')}</h2>
          <p>{t('courses.risk.text')}</p>
        </aside>
      </div>
    </article>
  );
}
