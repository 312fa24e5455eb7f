// The quiz at the end of a course lesson (issue 32): each question a fieldset with its legend and
// native radio choices (a native radio group: arrow keys move and select, Tab leaves the group),
// a "check answer" button and a polite live region that announces the verdict and the
// explanation. The server renders every question, so the page reads the same without JavaScript
// and the cached HTML is the same for everyone; the buttons work once the quiz has hydrated.
// All questions answered correctly (wrong answers may be tried again) marks the lesson done.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { TFunction } from '../../i18n.ts';
import type { LessonQuiz as Quiz } from '../../../shared/content/academy-quizzes.ts';
import { markDone, quizPassed } from '../../../shared/academy/progress.ts';
import { updateProgress } from '../../features/academy-progress/progress-store.ts';

const subscribeNothing = () => () => {};
/** false on the server and while hydrating, true once the component runs in the browser. */
export const useMounted = () => useSyncExternalStore(subscribeNothing, () => true, () => false);

type Verdict = 'correct' | 'wrong' | 'empty';

interface Props {
  quiz: Quiz;
  articleId: number;
  t: TFunction;
  /** lang/dir of the quiz text when it is not in the page's language (an English lesson). */
  lang?: string;
  dir?: 'ltr' | 'rtl';
}

export function LessonQuiz({ quiz, articleId, t, lang, dir }: Props) {
  const mounted = useMounted();
  const [chosen, setChosen] = useState<(number | undefined)[]>(() => quiz.map(() => undefined));
  const [verdicts, setVerdicts] = useState<(Verdict | undefined)[]>(() => quiz.map(() => undefined));
  const [passed, setPassed] = useState(false);
  const base = `quiz-${articleId}`;
  const section = useRef<HTMLElement>(null);
  // A choice clicked before the quiz hydrated is checked in the DOM only: adopt it.
  useEffect(() => {
    const picked = quiz.map((_, i) => {
      const input = section.current?.querySelector<HTMLInputElement>(`input[name="${base}-q${i}"]:checked`);
      return input ? Number(input.value) : undefined;
    });
    if (picked.some((v) => v !== undefined)) setChosen(picked);
  }, [quiz, base]);

  const check = (i: number) => {
    const pick = chosen[i];
    const verdict: Verdict = pick === undefined ? 'empty' : quiz[i]!.choices[pick]?.correct ? 'correct' : 'wrong';
    const next = verdicts.map((v, j) => (j === i ? verdict : v));
    setVerdicts(next);
    const correct = new Set(next.flatMap((v, j) => (v === 'correct' ? [j] : [])));
    if (!passed && quizPassed(quiz.length, correct)) {
      setPassed(true);
      updateProgress((p) => markDone(p, articleId));
    }
  };

  return (
    <section ref={section} className="lesson-quiz" aria-labelledby={`${base}-title`} data-testid="lesson-quiz" data-ready={mounted ? 'true' : undefined}>
      <h2 id={`${base}-title`}>{t('quiz.title')}</h2>
      <p className="lesson-quiz__intro">{t('quiz.intro', { total: quiz.length })}</p>
      <noscript>
        <p className="lesson-quiz__note">{t('quiz.needsScript')}</p>
      </noscript>
      <ol className="lesson-quiz__questions">
        {quiz.map((q, i) => {
          const verdict = verdicts[i];
          const id = `${base}-q${i}`;
          return (
            <li key={i} className="quiz-question" data-verdict={verdict}>
              <fieldset>
                <legend lang={lang} dir={dir}>{q.question}</legend>
                <div className="quiz-question__choices">
                  {q.choices.map((c, k) => (
                    <label key={k} className="quiz-choice">
                      <input
                        type="radio"
                        name={id}
                        value={k}
                        checked={chosen[i] === k}
                        onChange={() => setChosen((all) => all.map((v, j) => (j === i ? k : v)))}
                      />
                      <span lang={lang} dir={dir}>{c.text}</span>
                    </label>
                  ))}
                </div>
                <button type="button" className="button button--ghost quiz-question__check" disabled={!mounted} onClick={() => check(i)}>
                  {t('quiz.check')}
                </button>
                <div id={`${id}-feedback`} className="quiz-question__feedback" aria-live="polite">
                  {verdict === 'empty' ? <p>{t('quiz.chooseFirst')}</p> : null}
                  {verdict === 'correct' || verdict === 'wrong' ? (
                    <p>
                      <strong>{verdict === 'correct' ? `✓ ${t('quiz.correct')}` : `✗ ${t('quiz.wrong')}`}</strong>{' '}
                      <span lang={lang} dir={dir}>{q.explanation}</span>
                    </p>
                  ) : null}
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <p className="lesson-quiz__result" role="status" data-testid="quiz-result">
        {passed ? t('quiz.passed') : ''}
      </p>
    </section>
  );
}
