// A visitor's course progress, kept in the browser (localStorage; there is no account): the
// academy articles (by id, which survives a slug's rename) the visitor has finished. Stored as
// JSON that anyone can edit or break, so it is parsed with zod (progress-storage.ts, loaded after
// mount so no course page's first JavaScript carries zod) and anything unreadable counts as no
// progress rather than an error. Pure: the page hands in what it read and stores what it gets.
export { progressStorageKey } from './progress-storage-key.ts';

export interface Progress {
  /** Finished lessons' article ids, ascending, each once. */
  readonly done: readonly number[];
}

export const emptyProgress: Progress = { done: [] };

export const normalise = (ids: Iterable<number>): number[] => [...new Set(ids)].sort((a, b) => a - b);

export function serialiseProgress(progress: Progress): string {
  return JSON.stringify({ version: 1, done: normalise(progress.done) });
}

export const isDone = (progress: Progress, id: number): boolean => progress.done.includes(id);

export function markDone(progress: Progress, id: number): Progress {
  return isDone(progress, id) ? progress : { done: normalise([...progress.done, id]) };
}

export function markNotDone(progress: Progress, id: number): Progress {
  return isDone(progress, id) ? { done: progress.done.filter((d) => d !== id) } : progress;
}

/** Forgets the given lessons (a course's reset), keeping the other courses' progress. */
export function resetLessons(progress: Progress, ids: readonly number[]): Progress {
  const drop = new Set(ids);
  return { done: progress.done.filter((d) => !drop.has(d)) };
}

export interface CourseProgress {
  done: number;
  total: number;
  /** The first lesson, in course order, that is not done; undefined when all are. */
  next: number | undefined;
  /** Whether the visitor has started (at least one lesson done). */
  started: boolean;
  complete: boolean;
}

/** A course's progress: `lessons` are its lessons' article ids in course order. */
export function courseProgress(progress: Progress, lessons: readonly number[]): CourseProgress {
  const done = lessons.filter((id) => isDone(progress, id)).length;
  return {
    done,
    total: lessons.length,
    next: lessons.find((id) => !isDone(progress, id)),
    started: done > 0,
    complete: lessons.length > 0 && done === lessons.length,
  };
}

/**
 * Whether a quiz counts the lesson as done: every question answered correctly (a wrong answer
 * shows the explanation and may be tried again). `correct` holds the questions answered right.
 */
export const quizPassed = (questions: number, correct: ReadonlySet<number>): boolean =>
  questions > 0 && Array.from({ length: questions }, (_, i) => i).every((i) => correct.has(i));
