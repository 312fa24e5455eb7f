// A course's progress on its page, shown after mount only (it lives in this browser's storage;
// the cached HTML is the same for everyone): a progressbar with "N of M lessons" in words,
// "continue where you left off" (the first lesson not done, in course order), and a reset that
// asks for confirmation in place and says when it is done. Completed lessons in the outline
// are marked by <LessonDoneMark> with a tick and a word, not by colour.
import { useRef, useState } from 'react';
import type { TFunction } from '../../i18n.ts';
import { courseProgress, isDone, resetLessons } from '../../../shared/academy/progress.ts';
import { updateProgress, useProgress } from '../../features/academy-progress/progress-store.ts';
import { SiteLink } from '../../frame/site-link.tsx';

export interface ProgressLesson {
  articleId: number;
  title: string;
  href: string;
  english: boolean;
}

export function CourseProgress({ lessons, t, lang }: { lessons: readonly ProgressLesson[]; t: TFunction; lang?: string }) {
  const progress = useProgress();
  const [confirming, setConfirming] = useState(false);
  const [status, setStatus] = useState('');
  const resetButton = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  if (!progress) return null;
  const ids = lessons.map((l) => l.articleId);
  const summary = courseProgress(progress, ids);
  const next = lessons.find((l) => l.articleId === summary.next);
  const count = t('quiz.progress.count', { done: summary.done, total: summary.total });
  return (
    <section className="course-progress" aria-labelledby="course-progress-title" data-testid="course-progress">
      <h2 id="course-progress-title" className="course-progress__title" ref={heading} tabIndex={-1}>{t('quiz.progress.title')}</h2>
      <div
        className="course-progress__bar"
        role="progressbar"
        aria-labelledby="course-progress-title"
        aria-valuemin={0}
        aria-valuemax={summary.total}
        aria-valuenow={summary.done}
        aria-valuetext={count}
      >
        <span className="course-progress__fill" style={{ inlineSize: `${summary.total ? (100 * summary.done) / summary.total : 0}%` }} />
      </div>
      <p className="course-progress__count" data-testid="course-progress-count">{count}</p>
      {summary.complete ? <p className="course-progress__complete">✓ {t('quiz.progress.complete')}</p> : null}
      {summary.started && next ? (
        <p>
          <SiteLink className="button button--primary" to={next.href} data-testid="course-continue" {...(next.english ? { hrefLang: 'en' } : {})}>
            {t('quiz.progress.continue')}: <span lang={lang}>{next.title}</span>
          </SiteLink>
        </p>
      ) : null}
      <p className="course-progress__saved">{t('quiz.progress.savedHere')}</p>
      {summary.started ? (
        confirming ? (
          <div className="course-progress__confirm" role="group" aria-labelledby="course-progress-confirm">
            <p id="course-progress-confirm">{t('quiz.progress.confirm')}</p>
            <button
              type="button"
              className="button button--primary"
              data-testid="course-reset-confirm"
              autoFocus
              onClick={() => {
                updateProgress((p) => resetLessons(p, ids));
                setConfirming(false);
                setStatus(t('quiz.progress.wasReset'));
                // The confirmation and the reset button are gone: focus stays in the section.
                requestAnimationFrame(() => heading.current?.focus());
              }}
            >
              {t('quiz.progress.confirmYes')}
            </button>{' '}
            <button
              type="button"
              className="button button--ghost"
              onClick={() => {
                setConfirming(false);
                requestAnimationFrame(() => resetButton.current?.focus());
              }}
            >
              {t('quiz.progress.cancel')}
            </button>
          </div>
        ) : (
          <button ref={resetButton} type="button" className="button button--ghost" data-testid="course-reset" onClick={() => { setStatus(''); setConfirming(true); }}>
            {t('quiz.progress.reset')}
          </button>
        )
      ) : null}
      <p className="course-progress__status" role="status">{status}</p>
    </section>
  );
}

/** "✓ Completed" beside a lesson of the outline, after mount, when the lesson is done. */
export function LessonDoneMark({ articleId, t }: { articleId: number; t: TFunction }) {
  const progress = useProgress();
  if (!progress || !isDone(progress, articleId)) return null;
  return (
    <span className="course-lesson__done" data-testid="lesson-done-mark">
      <span aria-hidden="true">✓ </span>
      {t('quiz.progress.completed')}
    </span>
  );
}
