// Market news and market insight lists: their URL state (?category=metals&q=gold&page=2),
// parsed strictly (a bad value is a 404, never a silently different page) and written back in
// one canonical order, so links, rel prev/next and the page cache agree on one URL per page.

import { cachedDateFormat } from '../format.ts';
import { pageParam, searchParam } from '../list-params.ts';

/** The market categories of news and insight items (upstream `category`). */
export const newsCategories = ['forex', 'metals', 'energy', 'indices', 'crypto'] as const;
export type NewsCategory = (typeof newsCategories)[number];

export const isNewsCategory = (s: string): s is NewsCategory => (newsCategories as readonly string[]).includes(s);

export const NEWS_PER_PAGE = 10;
export const INSIGHT_PER_PAGE = 9;

export interface NewsListQuery {
  page: number;
  category?: NewsCategory;
  q?: string;
}

/** null when a parameter is malformed (page 0, an unknown category, a 200-character search). */
export function parseNewsListQuery(search: URLSearchParams): NewsListQuery | null {
  const page = pageParam(search);
  const q = searchParam(search);
  if (page === null || q === null) return null;
  const out: NewsListQuery = { page, ...(q ? { q } : {}) };
  const category = search.get('category');
  if (category !== null && category !== '') {
    if (!isNewsCategory(category)) return null;
    out.category = category;
  }
  return out;
}

/** '/en/analysis/market-news?category=metals&q=gold&page=2' (page 1 and empty values left out). */
export function newsListHref(base: string, query: NewsListQuery): string {
  const params = new URLSearchParams();
  if (query.category) params.set('category', query.category);
  if (query.q) params.set('q', query.q);
  if (query.page > 1) params.set('page', String(query.page));
  const qs = params.toString();
  return qs ? `${base}?${qs}` : base;
}

/** A news or insight id in a URL: '1040-gold-hits-record' (letters, digits and hyphens). */
export const newsIdPattern = /^[a-z0-9]+(-[a-z0-9]+){0,20}$/;
export const isNewsId = (s: string) => s.length <= 120 && newsIdPattern.test(s);

/** Site paths, relative to the locale. */
export const newsPath = (id: string) => `/analysis/market-news/${id}`;
export const insightPath = (id: string) => `/analysis/market-insight/${id}`;
/** The route table's second insight pattern; it redirects (301) to insightPath. */
export const legacyInsightPath = (id: string) => `/analysis/market-insight/article/${id}`;

/** Case-insensitive search: every word of the query appears in the text. */
export function matchesWords(text: string, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const hay = text.toLowerCase();
  return words.every((w) => hay.includes(w));
}

/** A date and time as the locale writes it ('24 November 2026, 14:05 UTC'): UTC, so server and browser agree. */
export function formatNewsDateTime(iso: string | undefined, tag: string): string | undefined {
  if (!iso) return undefined;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return undefined;
  return cachedDateFormat(tag, { year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' }).format(d);
}
