// The header search finds the site's menu pages; the editorial content (news, insight, videos,
// academy articles) has full-text searches of its own. These are the links that carry the
// visitor's term there, written with the term as those pages read it (white space folded), and
// none for a term they would refuse (past 100 characters is a 404 there, not a search).
import { analysisSearchHref } from './analysis-search.ts';
import { listHref } from './articles/list-query.ts';
import { searchParam } from './list-params.ts';

export const editorialSearches = ['analysis', 'academy'] as const;
export type EditorialSearch = (typeof editorialSearches)[number];

export interface EditorialSearchLink {
  kind: EditorialSearch;
  href: string;
}

/** '/en', 'gold ' -> the analysis search and the academy list for 'gold'; [] for a blank or over-long term. */
export function editorialSearchLinks(locale: string, term: string): EditorialSearchLink[] {
  const q = searchParam(new URLSearchParams({ q: term }));
  if (!q) return [];
  return [
    { kind: 'analysis', href: analysisSearchHref(locale, q) },
    { kind: 'academy', href: listHref(`/${locale}/academy/trading-academy`, { page: 1, q }) },
  ];
}
