// Folds of query values before they key the whole-page cache. A route line names them
// (cache.fold in shared/route-entry.ts); the page cache keys the page, and renders it, with the
// folded values, so the spellings of one page ('XAU/USD', ' xau/usd ', 'XAU%2FUSD  ') share one
// entry and a flood of variants cannot fill the cache. Each fold keeps what the page shows:
// values that render the same page fold to the same value. Pure.
import { isSiteSearchKind, SITE_SEARCH_MAX_PAGE } from './site-search.ts';
import { cleanQuery, MAX_QUERY_LENGTH } from './query-text.ts';

/**
 * Any query over the limit: the site search says "at most 100 characters" and shows no query, a
 * list answers 404, so every over-long query is one page, keyed by this one value (one character
 * over the limit).
 */
export const TOO_LONG_KEY = 'x'.repeat(MAX_QUERY_LENGTH + 1);

/**
 * The site search's q as the search reads it: white space folded and trimmed (cleanQuery), width
 * (NFKC: 'ＸＡＵ' is 'XAU') and case folded, as the index folds its words (search-text/fold.ts),
 * so the results are the same. Accents and Arabic letter forms are not dropped although the
 * index drops them: the page shows the key's query ('Results for “…”'), and 'Đòn bẩy' shown as
 * 'don bay', or ة as ه, would misspell the visitor's words. Over the limit (counted as the page
 * counts, before folding): TOO_LONG_KEY.
 */
export function siteSearchKeyQuery(raw: string): string {
  const q = cleanQuery(raw);
  if (q.length > MAX_QUERY_LENGTH) return TOO_LONG_KEY;
  const folded = cleanQuery(q.normalize('NFKC').toLowerCase());
  // NFKC can lengthen a query (ligatures): it must not turn a search into the "too long" page.
  return folded.length <= MAX_QUERY_LENGTH ? folded : q;
}

/** A known kind as it is; any other is the same 404 page ('-'); '' is no kind. */
export function siteSearchKeyKind(raw: string): string {
  return raw === '' || isSiteSearchKind(raw) ? raw : '-';
}

/** Page 2..50 as a plain number; 1 is no page (''); anything the page refuses is one 404 ('0'). */
export function siteSearchKeyPage(raw: string): string {
  if (raw === '') return '';
  if (!/^\d{1,2}$/.test(raw)) return '0';
  const n = Number(raw);
  if (n < 1 || n > SITE_SEARCH_MAX_PAGE) return '0';
  return n === 1 ? '' : String(n);
}

/**
 * ?q of the lists that search upstream (academy articles, Velora TV, the analysis search): white
 * space folded as the page reads it (list-params.ts); case and width kept, since the upstream's
 * search decides what they mean. A query the page refuses (over the limit): TOO_LONG_KEY.
 */
export function listKeyQuery(raw: string): string {
  const q = cleanQuery(raw);
  return q.length > MAX_QUERY_LENGTH ? TOO_LONG_KEY : q;
}

export const queryFolds = {
  'list-q': listKeyQuery,
  'site-search-q': siteSearchKeyQuery,
  'site-search-kind': siteSearchKeyKind,
  'site-search-page': siteSearchKeyPage,
} satisfies Record<string, (raw: string) => string>;

export type QueryFoldName = keyof typeof queryFolds;
