// A visitor's course progress, kept in the browser (localStorage; there is no account): the
// academy articles (by id, which survives a slug's rename) the visitor has finished. Stored as
// JSON that anyone can edit or break, so it is parsed with zod and anything unreadable counts as
// no progress rather than an error. Pure: the page hands in what it read and stores what it gets.
import { z } from 'zod';

/** The localStorage key (versioned by the value's `version`, not by the key). */
export const progressStorageKey = 'velora.academy.progress';

const articleId = z.number().int().positive();

const storedProgress = z.object({
  version: z.literal(1),
  /** Finished lessons' article ids; more than any course has is someone else's data. */
  done: z.array(articleId).max(2000),
});

export interface Progress {
  /** Finished lessons' article ids, ascending, each once. */
  readonly done: readonly number[];
}

export const emptyProgress: Progress = { done: [] };

const normalise = (ids: Iterable<number>): number[] => [...new Set(ids)].sort((a, b) => a - b);

/** What localStorage held (null when nothing): corrupted or foreign values are no progress. */
export function parseProgress(raw: string | null | undefined): Progress {
  if (!raw) return emptyProgress;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return emptyProgress;
  }
  const parsed = storedProgress.safeParse(json);
  return parsed.success ? { done: normalise(parsed.data.done) } : emptyProgress;
}

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
