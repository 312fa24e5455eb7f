// GET /api/search's query (issue 33): strict, so an unknown parameter is a 400 naming it.
import { z } from 'zod';
import { localeCodes } from '../locales.ts';
import { cleanQuery, SITE_SEARCH_MAX_PAGE, SITE_SEARCH_MAX_QUERY, SITE_SEARCH_PAGE_SIZE, siteSearchKinds } from '../site-search.ts';

const smallInt = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,3}$/, 'must be an integer')
    .transform(Number)
    .pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

export const siteSearchQuery = z.strictObject({
  q: z
    .string({ error: 'must be one search text' })
    .transform(cleanQuery)
    .pipe(z.string().min(1, 'must not be empty').max(SITE_SEARCH_MAX_QUERY, `at most ${SITE_SEARCH_MAX_QUERY} characters`)),
  locale: z.enum(localeCodes as [string, ...string[]], { error: 'must be a supported locale code' }),
  kind: z.enum(siteSearchKinds, { error: `must be one of ${siteSearchKinds.join(', ')}` }).optional(),
  page: smallInt(1, SITE_SEARCH_MAX_PAGE).optional(),
  limit: smallInt(1, SITE_SEARCH_PAGE_SIZE * 2).optional(),
  /** 1: also the first results of each kind (without a kind only). */
  groups: z.enum(['0', '1'], { error: 'must be 0 or 1' }).optional(),
});
export type SiteSearchQuery = z.output<typeof siteSearchQuery>;
