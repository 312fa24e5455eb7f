// What an article page adds when the article is a course lesson: the course it belongs to (its
// position, the next lesson) and the lesson's quiz in the language the lesson is shown in (the
// English quiz, marked lang="en", under an English lesson or when the language has none yet).
import type { LocaleCode } from '../../../shared/locales.ts';
import { getLocale } from '../../../shared/locales.ts';
import { coursePath, resolveCourse } from '../../../shared/academy/courses.ts';
import type { CoursesContent } from '../../../shared/content/academy-courses.ts';
import type { LessonQuiz, QuizzesContent } from '../../../shared/content/academy-quizzes.ts';
import type { Services } from '../../services.ts';
import { articlePath } from '../../features/academy-data/academy-data.ts';
import { loadArticleIndex, ownArticleLanguage } from './courses-data.ts';
import type { LessonCourse } from './lesson-course-panel.tsx';

export interface LessonQuizData {
  questions: LessonQuiz;
  /** Set when the quiz is not in the page's language. */
  lang?: string;
  dir?: 'ltr' | 'rtl';
}

export interface LessonExtras {
  course?: LessonCourse;
  /** lang of the course title when the outline fell back to another language. */
  courseLang?: string;
  quiz?: LessonQuizData;
}

export async function loadLessonExtras(services: Services, locale: LocaleCode, slug: string, englishLesson: boolean, signal?: AbortSignal): Promise<LessonExtras> {
  const courses = await services.content<CoursesContent>('academy/courses', locale);
  const course = courses?.data.courses.find((c) => c.modules.some((m) => m.lessons.some((l) => l.article === slug)));
  if (!courses || !course) return {};
  const info = getLocale(locale);
  const extras: LessonExtras = {};
  if (courses.lang !== info.messages[0]) extras.courseLang = courses.lang;

  // Position and next lesson as the course page shows them (lessons whose article is gone are left out).
  let lessons: { slug: string; title: string; english: boolean }[];
  try {
    const index = await loadArticleIndex(services, signal);
    lessons = resolveCourse(course, index, ownArticleLanguage(locale)).modules.flatMap((m) => m.lessons);
  } catch {
    lessons = course.modules.flatMap((m) => m.lessons.map((l) => ({ slug: l.article, title: l.title, english: englishLesson })));
  }
  const at = lessons.findIndex((l) => l.slug === slug);
  const next = at >= 0 ? lessons[at + 1] : undefined;
  extras.course = {
    title: course.title,
    href: `/${locale}${coursePath(course)}`,
    position: at + 1,
    total: lessons.length,
    ...(next ? { next: { title: next.title, href: `/${locale}${articlePath(next.slug)}`, english: next.english } } : {}),
  };

  let quizzes = await services.content<QuizzesContent>('academy/quizzes', englishLesson ? 'en' : locale);
  let questions = quizzes?.data.quizzes[slug];
  if (!questions && quizzes && quizzes.lang !== 'en') {
    quizzes = await services.content<QuizzesContent>('academy/quizzes', 'en');
    questions = quizzes?.data.quizzes[slug];
  }
  if (questions && quizzes) {
    const own = quizzes.lang === info.messages[0];
    extras.quiz = { questions, ...(own ? {} : { lang: quizzes.lang, dir: quizzes.lang === 'ar' ? 'rtl' : 'ltr' }) };
  }
  return extras;
}
