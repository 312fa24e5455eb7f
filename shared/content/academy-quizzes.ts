// Schema of the lesson quizzes (content/<language>/academy/quizzes.json): for each course lesson,
// by its article's slug (as courses.json names it), 3-5 questions of 3-4 choices, exactly one of
// them correct, and the explanation shown after an answer. Worked figures in a question are the
// lesson's own examples, never a live rate or an entity's limit.
import { z } from 'zod';

const text = z.string().min(1);
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a slug');

export const quizChoice = z.strictObject({
  text,
  /** Set on the one right answer. */
  correct: z.literal(true).optional(),
});

export const quizQuestion = z
  .strictObject({
    question: text,
    choices: z.array(quizChoice).min(3).max(4),
    /** Why the right answer is right: shown (and announced) after every answer. */
    explanation: text,
  })
  .refine((q) => q.choices.filter((c) => c.correct).length === 1, { message: 'exactly one choice must be correct', path: ['choices'] })
  .refine((q) => new Set(q.choices.map((c) => c.text)).size === q.choices.length, { message: 'choices must differ', path: ['choices'] });
export type QuizQuestion = z.infer<typeof quizQuestion>;

export const lessonQuiz = z.array(quizQuestion).min(3).max(5);
export type LessonQuiz = z.infer<typeof lessonQuiz>;

export const quizzesContent = z.strictObject({
  quizzes: z.record(slug, lessonQuiz),
});
export type QuizzesContent = z.infer<typeof quizzesContent>;
