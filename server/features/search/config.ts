// Settings of the site search, from the environment, with their own schema and safe defaults.
import { z } from 'zod';
import { ConfigError } from '../../config.ts';

const positive = (def: number) => z.coerce.number().int().positive().default(def);

export const searchConfigSchema = z.object({
  /**
   * Heap all indexes may hold together (MB, estimated as 9x their JSON size); the least recently
   * used go first. Measured: 4-6.6 MB each, 72 MB for all 14 (estimated 98 MB), so all fit.
   */
  SEARCH_INDEX_MAX_MB: positive(192),
  /** A locale's index is built again this long after it was built (news, videos and webinars move). */
  SEARCH_INDEX_TTL_MS: positive(10 * 60 * 1000),
  /** Searches per client address per window (GET /api/search). */
  SEARCH_RATE_LIMIT: positive(120),
  SEARCH_RATE_WINDOW_MS: positive(60 * 1000),
});
export type SearchConfig = z.infer<typeof searchConfigSchema>;

export function loadSearchConfig(env: Record<string, string | undefined> = process.env): SearchConfig {
  const parsed = searchConfigSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid ${String(issue.path[0] ?? 'environment')}: ${issue.message}`);
  }
  return parsed.data;
}
