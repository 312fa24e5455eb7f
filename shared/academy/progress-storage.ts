// Reading the stored course progress: JSON anyone can edit or break, parsed with zod; anything
// unreadable counts as no progress rather than an error. A module of its own so the zod it needs
// loads after mount (client/features/academy-progress/progress-store.ts), not with the page.
import { z } from 'zod';
import { emptyProgress, normalise, type Progress } from './progress.ts';

const articleId = z.number().int().positive();

const storedProgress = z.object({
  version: z.literal(1),
  /** Finished lessons' article ids; more than any course has is someone else's data. */
  done: z.array(articleId).max(2000),
});

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
