// What a course lesson shows after its quiz: which course it belongs to (lesson n of m), a
// "mark as done" toggle (aria-pressed, enabled after mount: the cached HTML is the same for
// everyone) with a polite status line, and the links back to the course and to the next lesson.
import type { TFunction } from '../../i18n.ts';
import { isDone, markDone, markNotDone } from '../../../shared/academy/progress.ts';
import { updateProgress, useProgress } from '../../features/academy-progress/progress-store.ts';
import { SiteLink } from '../../frame/site-link.tsx';

export interface LessonCourse {
  title: string;
  href: string;
  /** 1-based position of this lesson in the course. */
  position: number;
  total: number;
  next?: { title: string; href: string; english: boolean };
}

export function LessonCoursePanel({ course, articleId, t, lang }: { course: LessonCourse; articleId: number; t: TFunction; lang?: string }) {
  const progress = useProgress();
  const done = progress ? isDone(progress, articleId) : false;
  return (
    <nav className="lesson-course" aria-labelledby="lesson-course-title" data-testid="lesson-course">
      <h2 id="lesson-course-title" className="lesson-course__title">
        {t('quiz.lesson.position', { n: course.position, total: course.total })}{' '}
        <SiteLink to={course.href} lang={lang}>{course.title}</SiteLink>
      </h2>
      <div className="lesson-course__done">
        <button
          type="button"
          className="button button--ghost"
          aria-pressed={progress ? done : undefined}
          disabled={!progress}
          data-testid="lesson-mark-done"
          // Toggled on the stored progress, which another tab may have changed.
          onClick={() => updateProgress((p) => (isDone(p, articleId) ? markNotDone(p, articleId) : markDone(p, articleId)))}
        >
          {t('quiz.lesson.markDone')}
        </button>
        <p className="lesson-course__status" role="status">{done ? `✓ ${t('quiz.lesson.doneStatus')}` : ''}</p>
      </div>
      <p className="lesson-course__links">
        <SiteLink to={course.href}>{t('quiz.lesson.backToCourse')}</SiteLink>
        {course.next ? (
          <>
            {' · '}
            <SiteLink to={course.next.href} rel="next" {...(course.next.english ? { hrefLang: 'en' } : {})}>
              {t('quiz.lesson.next')}: <span lang={lang}>{course.next.title}</span>
            </SiteLink>
          </>
        ) : null}
      </p>
    </nav>
  );
}
