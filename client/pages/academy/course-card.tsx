// A course as a card: level, title, what it is, study time, modules and lessons. Used by the
// course catalogue, the level pages and the academy overview.
import type { TFunction } from '../../i18n.ts';
import { SiteLink } from '../../frame/site-link.tsx';
import type { CourseCardData } from './courses-data.ts';

export function CourseCards({ courses, t, lang, headingLevel = 2 }: { courses: readonly CourseCardData[]; t: TFunction; lang?: string | undefined; headingLevel?: 2 | 3 }) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="course-cards">
      {courses.map((c) => (
        <li key={c.href} className="course-card">
          <p className="course-card__level">{t(`courses.level.${c.level}`)}</p>
          <H className="course-card__title"><SiteLink to={c.href} lang={lang}>{c.title}</SiteLink></H>
          <p className="course-card__text" lang={lang}>{c.description}</p>
          <dl className="course-facts course-facts--compact">
            <div><dt>{t('courses.facts.duration')}</dt><dd>{c.hoursLabel}</dd></div>
            <div><dt>{t('courses.facts.modules')}</dt><dd>{c.modules}</dd></div>
            <div><dt>{t('courses.facts.lessons')}</dt><dd>{c.lessons}</dd></div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
