// Lesson quizzes (content/<language>/academy/quizzes.json): every question has exactly one
// correct choice among 3-4 and every lesson 3-5 questions (the schema, shown to reject bad
// examples); every lesson of every course has its quiz in English, Simplified and Traditional
// Chinese, and the beginner course's lessons in all 14 languages; a translation asks the same
// questions as English (same count, same right choice); no quiz belongs to no lesson.
import t from 'tap';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { messageLanguages, type MessageLanguage } from '../../../shared/locales.ts';
import { quizzesContent, type QuizzesContent } from '../../../shared/content/academy-quizzes.ts';
import type { CoursesContent } from '../../../shared/content/academy-courses.ts';
import { defaultContentDir } from './index.ts';

const read = (language: string, name: string) => JSON.parse(readFileSync(join(defaultContentDir, language, `academy/${name}.json`), 'utf8')) as unknown;
const courses = (read('en', 'courses') as CoursesContent).courses;
const lessonsOf = (path: string) => courses.find((c) => c.path === path)!.modules.flatMap((m) => m.lessons.map((l) => l.article));
const allLessons = courses.flatMap((c) => lessonsOf(c.path));

/** The languages each course's quizzes are promised in (the lessons exist in them). */
const claims: { course: string; languages: readonly MessageLanguage[] }[] = [
  { course: 'beginner/trading-forex', languages: messageLanguages },
  { course: 'individual', languages: ['en', 'zh-Hans', 'zh-Hant'] },
];

const files = new Map<string, QuizzesContent>();
for (const language of messageLanguages) {
  if (existsSync(join(defaultContentDir, language, 'academy/quizzes.json'))) files.set(language, read(language, 'quizzes') as QuizzesContent);
}

t.test('the schema: one correct choice of 3-4, 3-5 questions', async (t) => {
  const q = (choices: { text: string; correct?: true }[]) => ({ question: 'Q?', choices, explanation: 'Because.' });
  const good = q([{ text: 'a', correct: true }, { text: 'b' }, { text: 'c' }]);
  t.ok(quizzesContent.safeParse({ quizzes: { 'what-is-a-pip': [good, good, good] } }).success, 'a valid quiz');
  const bad = {
    'no correct choice': [q([{ text: 'a' }, { text: 'b' }, { text: 'c' }]), good, good],
    'two correct choices': [q([{ text: 'a', correct: true }, { text: 'b', correct: true }, { text: 'c' }]), good, good],
    'two choices': [q([{ text: 'a', correct: true }, { text: 'b' }]), good, good],
    'five choices': [q(['a', 'b', 'c', 'd', 'e'].map((text, i) => (i ? { text } : { text, correct: true as const }))), good, good],
    'the same choice twice': [q([{ text: 'a', correct: true }, { text: 'b' }, { text: 'b' }]), good, good],
    'two questions': [good, good],
    'six questions': [good, good, good, good, good, good],
  };
  for (const [name, quiz] of Object.entries(bad)) t.notOk(quizzesContent.safeParse({ quizzes: { 'what-is-a-pip': quiz } }).success, name);
});

t.test('every file is valid; every question has exactly one correct choice', async (t) => {
  for (const [language, file] of files) {
    t.ok(quizzesContent.safeParse(file).success, `${language} is valid`);
    for (const [slug, quiz] of Object.entries(file.quizzes)) {
      t.ok(quiz.length >= 3 && quiz.length <= 5, `${language}/${slug}: 3-5 questions`);
      for (const [i, q] of quiz.entries()) t.equal(q.choices.filter((c) => c.correct).length, 1, `${language}/${slug} #${i + 1}: one correct choice`);
    }
  }
});

t.test('every lesson of every course has its quiz in the languages claimed', async (t) => {
  for (const { course, languages } of claims) {
    for (const language of languages) {
      const missing = lessonsOf(course).filter((slug) => !files.get(language)?.quizzes[slug]);
      t.same(missing, [], `${course} in ${language}`);
    }
  }
});

t.test('a translation asks the same questions: same count, same correct choice; no stray quizzes', async (t) => {
  const english = files.get('en')!;
  for (const [language, file] of files) {
    for (const [slug, quiz] of Object.entries(file.quizzes)) {
      t.ok(allLessons.includes(slug), `${language}/${slug} is a course lesson`);
      const shape = (qs: typeof quiz) => qs.map((q) => ({ choices: q.choices.length, correct: q.choices.findIndex((c) => c.correct) }));
      t.same(shape(quiz), shape(english.quizzes[slug] ?? []), `${language}/${slug} matches English`);
    }
  }
});
