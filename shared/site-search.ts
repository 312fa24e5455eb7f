// The site search (issue 33): the kinds of result, the URL of the results page, what the API
// answers and how the page reads its query. Pure and free of zod (the page and the header dialog
// import it; the API's schema is shared/schemas/site-search.ts).
import type { LocaleCode } from './locales.ts';
import { cleanQuery, MAX_QUERY_LENGTH } from './query-text.ts';

export { cleanQuery };

/** Result groups, in the order the results page shows them. */
export const siteSearchKinds = ['learn', 'instruments', 'glossary', 'help', 'news', 'media', 'pages'] as const;
export type SiteSearchKind = (typeof siteSearchKinds)[number];

export function isSiteSearchKind(value: unknown): value is SiteSearchKind {
  return typeof value === 'string' && (siteSearchKinds as readonly string[]).includes(value);
}

/** Longest query (characters after white space is folded); longer ones are refused (400). */
export const SITE_SEARCH_MAX_QUERY = MAX_QUERY_LENGTH;
/** Results per page of one kind, and per kind in the grouped view. */
export const SITE_SEARCH_PAGE_SIZE = 10;
export const SITE_SEARCH_GROUP_SIZE = 5;
/** Pages of one kind a visitor can walk. */
export const SITE_SEARCH_MAX_PAGE = 50;
/** Content results the header dialog shows while typing. */
export const SITE_SEARCH_DIALOG_LIMIT = 6;
/** The dialog waits this long after the last key before asking. */
export const SITE_SEARCH_DEBOUNCE_MS = 150;

/** One result as the API answers it; hrefs are paths with the locale. */
export interface SiteSearchHit {
  kind: SiteSearchKind;
  title: string;
  href: string;
  /** A short text under the title (definition, summary, answer); may be ''. */
  snippet: string;
  /** 'en' when the item is shown in English on another language's page. */
  lang?: 'en';
  /** ISO date of dated items (news, videos, webinars). */
  date?: string;
  /** The item is exactly what was asked for (an instrument's symbol or a glossary term). */
  exact?: boolean;
}

export interface SiteSearchGroup {
  kind: SiteSearchKind;
  total: number;
  hits: SiteSearchHit[];
}

export interface SiteSearchAnswer {
  q: string;
  locale: LocaleCode;
  /** The kind asked for, or absent for all. */
  kind?: SiteSearchKind;
  page: number;
  pages: number;
  /** Matches of the kind asked for (all kinds without one). */
  total: number;
  counts: Record<SiteSearchKind, number>;
  /** The page of results: of the kind asked for, or of all kinds ranked together. */
  hits: SiteSearchHit[];
  /** Asked with groups=1 and no kind: the first results of each kind that has any, in siteSearchKinds order. */
  groups?: SiteSearchGroup[];
}

/** '/en/search?q=gold&kind=instruments&page=2' (page 1 and no kind left out). */
export function siteSearchHref(locale: LocaleCode, q?: string, kind?: SiteSearchKind, page = 1): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (kind) params.set('kind', kind);
  if (page > 1) params.set('page', String(page));
  const qs = params.toString();
  return `/${locale}/search${qs ? `?${qs}` : ''}`;
}

export type SiteSearchPageQuery =
  | { state: 'empty' }
  | { state: 'too-long' }
  | { state: 'search'; q: string; kind?: SiteSearchKind; page: number };

/**
 * The results page's query: no or a blank q is the empty page; a q over the limit is said so on
 * the page; an unknown kind or a page outside 1..50 is null (the 404 page, as other lists do).
 */
export function parseSiteSearchPage(search: URLSearchParams): SiteSearchPageQuery | null {
  const rawKind = search.get('kind');
  const rawPage = search.get('page');
  if (rawKind !== null && rawKind !== '' && !isSiteSearchKind(rawKind)) return null;
  let page = 1;
  if (rawPage !== null && rawPage !== '') {
    if (!/^\d{1,2}$/.test(rawPage) || Number(rawPage) < 1 || Number(rawPage) > SITE_SEARCH_MAX_PAGE) return null;
    page = Number(rawPage);
  }
  const q = cleanQuery(search.get('q') ?? '');
  if (q === '') return { state: 'empty' };
  if (q.length > SITE_SEARCH_MAX_QUERY) return { state: 'too-long' };
  const kind = rawKind && isSiteSearchKind(rawKind) ? rawKind : undefined;
  return { state: 'search', q, ...(kind ? { kind } : {}), page };
}
