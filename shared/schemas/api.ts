// Query and path-parameter schemas of this server's /api/* endpoints (spec section 7). Isomorphic:
// page code may use them to build calls. Every object is strict: an unknown parameter is a 400
// naming it, never forwarded, and never part of a cache key.
import { z } from 'zod';
import { localeCodes } from '../locales.ts';
import { newsCategories } from '../news/list-query.ts';

/** A positive id as a number or a decimal string (no signs, exponents or hex). */
export const idParam = z
  .union([z.number(), z.string().regex(/^\d{1,9}$/, 'must be a positive integer').transform(Number)], {
    error: 'must be a positive integer',
  })
  .pipe(z.number().int('must be a positive integer').min(1, 'must be a positive integer').max(2_147_483_647));

const boundedInt = (min: number, max: number) =>
  z
    .union([z.number(), z.string().regex(/^\d{1,6}$/, 'must be an integer').transform(Number)], { error: 'must be an integer' })
    .pipe(z.number().int('must be an integer').min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

/** Accepts [4, 5], ['4', '5'] or '4,5'; at most 50 ids. */
const idList = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',') : typeof v === 'number' ? [v] : v),
  z.array(idParam, { error: 'must be a list of positive integers' }).min(1, 'must not be empty').max(50, 'at most 50 ids'),
);

/** A locale code of section 2.1, or one of the registration language spellings. */
export const apiLanguages = [...localeCodes, 'zh_Hant', 'zh_Hans'] as const;
export const languageParam = z.enum(apiLanguages, { error: 'must be a supported locale code' });

const page = boundedInt(1, 1000);

export const emptyQuery = z.strictObject({});
export const languageQuery = z.strictObject({ language: languageParam.optional() });
export const listQuery = z.strictObject({
  language: languageParam.optional(),
  limit: boundedInt(1, 100).optional(),
  page: page.optional(),
});

export const articlesQuery = z.strictObject({
  tags_ids: idList.optional(),
  /** Leave out articles with any of these tags (the academy leaves out company news). */
  exclude_tags_ids: idList.optional(),
  ids: idList.optional(),
  limit: boundedInt(1, 100).optional(),
  page: page.optional(),
  language: languageParam.optional(),
  /** Search words (title, description, body). */
  q: z.string().trim().max(100, 'at most 100 characters').optional(),
});
export type ArticlesQuery = z.input<typeof articlesQuery>;

/** An article slug (current or old) or its numeric id. */
export const articleParams = z.strictObject({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+){0,20}$/, 'must be an article slug').max(120, 'must be an article slug'),
});

/** Author ids are numbers or slugs; nothing that could be a path, a dot segment or a URL. */
export const authorParams = z.strictObject({
  authorId: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, 'must be an author id'),
});

/** An instrument symbol, optionally with a broker suffix (EURUSD, EURUSD.s, US500). */
export const symbolParams = z.strictObject({
  symbol: z.string().regex(/^[A-Za-z0-9]{1,20}(\.[A-Za-z0-9]{1,10})?$/, 'must be an instrument symbol'),
});

/** Recent hourly candles of an instrument: how many (default 72). */
export const candlesQuery = z.strictObject({
  limit: boundedInt(1, 500).optional(),
});

/** getSymbolToday: no parameters (today's movers), or one symbol (its range today). */
export const symbolTodayQuery = z.strictObject({
  symbol: z.string().regex(/^[A-Za-z0-9]{1,20}(\.[A-Za-z0-9]{1,10})?$/, 'must be an instrument symbol').optional(),
});

const newsCategory = z.enum(newsCategories, { error: `must be one of ${newsCategories.join(', ')}` });
const searchWords = z.string().trim().max(100, 'at most 100 characters');

export const newsQuery = z.strictObject({
  language: languageParam.optional(),
  limit: boundedInt(1, 50).optional(),
  page: page.optional(),
  category: newsCategory.optional(),
  /** Search words (headline, summary, body, symbols). */
  q: searchWords.optional(),
  /** Only items about this instrument. */
  symbol: z.string().regex(/^[A-Z0-9]{2,12}$/, 'must be an instrument symbol').optional(),
});
export const newsByIdQuery = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,79}$/, 'must be a news id'),
  language: languageParam.optional(),
});

/** Market insight (the broker's own analysis): a list like news, plus an author filter. */
export const insightQuery = z.strictObject({
  language: languageParam.optional(),
  limit: boundedInt(1, 50).optional(),
  page: page.optional(),
  category: newsCategory.optional(),
  q: searchWords.optional(),
  author: idParam.optional(),
});
export const insightParams = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+){0,20}$/, 'must be an insight id').max(120, 'must be an insight id'),
});

/** Research feeds (third-party): a page size and, for signals, an asset class. */
export const researchQuery = z.strictObject({ limit: boundedInt(1, 50).optional() });
export const signalsQuery = z.strictObject({
  limit: boundedInt(1, 50).optional(),
  asset_class: z.enum(['forex', 'metals', 'indices', 'energies', 'shares', 'crypto'], { error: 'must be forex, metals, indices, energies, shares or crypto' }).optional(),
});

export const locationQuery = z.strictObject({
  /** Sandbox upstream only: pretend the visitor is in this country (two letters). */
  sandbox_country: z.string().regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code').optional(),
});

/**
 * Query strings as the browser sends them: 'tags_ids[]=4&tags_ids[]=5' or 'tags_ids[0]=4' become
 * { tags_ids: ['4', '5'] } (always an array); a repeated plain key becomes an array too (and is
 * then refused by a scalar schema).
 */
export function normalizeQuery(raw: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!raw || typeof raw !== 'object') return out;
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    const m = /^([^[\]]+)\[\d{0,3}\]$/.exec(key);
    const name = m ? m[1]! : key;
    const values = Array.isArray(value) ? value : [value];
    if (m || name in out) {
      const prev = out[name];
      out[name] = [...(prev === undefined ? [] : Array.isArray(prev) ? prev : [prev]), ...values];
    } else {
      out[name] = value;
    }
  }
  return out;
}
