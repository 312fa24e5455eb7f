// The URL parameters every paginated, searchable list shares (academy articles, market news and
// insight), parsed strictly: a malformed value is null, so the page answers 404 instead of a
// silently different list.
import { cleanQuery, MAX_QUERY_LENGTH } from './query-text.ts';

/** ?page: 1 when absent or empty, null unless 1-9999. */
export function pageParam(search: URLSearchParams): number | null {
  const page = search.get('page');
  if (page === null || page === '') return 1;
  return /^\d{1,4}$/.test(page) && Number(page) >= 1 ? Number(page) : null;
}

/** ?q with its white space folded: undefined when absent or blank, null past 100 characters. */
export function searchParam(search: URLSearchParams): string | undefined | null {
  const q = search.get('q');
  if (q === null) return undefined;
  const trimmed = cleanQuery(q);
  if (trimmed.length > MAX_QUERY_LENGTH) return null;
  return trimmed || undefined;
}
