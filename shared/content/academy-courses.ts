// Schemas of the academy's course outlines (content/<language>/academy/courses.json) and the
// e-book landing (content/<language>/academy/ebook.json). A course names its lessons' academy
// articles by slug; the loader checks them against the article API (shared/academy/courses.ts).
import { z } from 'zod';
import { titledText } from './prose.ts';
import { courseLevels } from './course-levels.ts';
import { quizzesContent } from './academy-quizzes.ts';

const text = z.string().min(1);
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a slug');

export { courseLevels, type CourseLevel } from './course-levels.ts';

export const courseLesson = z.strictObject({
  /** The academy article (its current slug) the lesson reads. */
  article: slug,
  title: text,
  /** One sentence: what the lesson teaches. */
  summary: text,
});
export type CourseLesson = z.infer<typeof courseLesson>;

export const courseModule = z.strictObject({
  title: text,
  lessons: z.array(courseLesson).min(1),
});
export type CourseModule = z.infer<typeof courseModule>;

export const course = z.strictObject({
  /** Path under /academy/courses/ ('beginner/trading-forex'): the course's canonical address. */
  path: z.string().regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/, 'must be a path'),
  level: z.enum(courseLevels),
  /** Estimated study time including practice, in hours. */
  hours: z.number().positive().max(200),
  title: text,
  /** Meta description (at most 160 characters). */
  description: text.max(160),
  intro: text,
  audience: text,
  outcomes: z.array(text).min(3),
  modules: z.array(courseModule).min(1),
});
export type Course = z.infer<typeof course>;

const pageCopy = z.strictObject({ title: text, description: text.max(160), intro: text });

export const coursesContent = z
  .strictObject({
    catalogue: pageCopy,
    /** Level pages (/academy/courses/beginner): their copy and what to do after the courses. */
    levels: z.strictObject({
      beginner: pageCopy.extend({ nextSteps: z.array(titledText).min(1) }),
    }),
    courses: z.array(course).min(1),
  })
  .refine((c) => new Set(c.courses.map((x) => x.path)).size === c.courses.length, 'course paths must be unique');
export type CoursesContent = z.infer<typeof coursesContent>;

export const ebookContent = z.strictObject({
  title: text,
  description: text.max(160),
  intro: text,
  /** The e-book's own title and edition line. */
  book: z.strictObject({ title: text, subtitle: text, pages: z.number().int().positive() }),
  audience: z.strictObject({ title: text, items: z.array(text).min(1) }),
  chapters: z.array(z.strictObject({ title: text, summary: text, sections: z.array(text).min(1) })).min(3),
  /** What signing up gives and what it does not (no spam, consent). */
  signup: titledText,
  riskNote: text,
});
export type EbookContent = z.infer<typeof ebookContent>;

export const academyCourseContent = {
  'academy/courses': coursesContent,
  'academy/ebook': ebookContent,
  'academy/quizzes': quizzesContent,
};
