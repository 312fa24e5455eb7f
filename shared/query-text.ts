// How every search box reads its query: the site search, the lists that search upstream and the
// page cache's key for both. Pure.

/** Longest query (characters after white space is folded); longer ones are refused. */
export const MAX_QUERY_LENGTH = 100;

/** White space folded to one space and trimmed. */
export function cleanQuery(q: string): string {
  return q.replace(/\s+/g, ' ').trim();
}
