// The trading-academy list's URL state (?page=2&tag=4&q=margin): parsed strictly (a bad value is
// a 404, never a silently different page) and written back in one canonical order, so links,
// rel prev/next and the page cache agree on one URL per list page.
import { getLocale, locales, type LocaleCode, type MessageLanguage } from '../locales.ts';
import { cachedDateFormat } from '../format.ts';
import { pageParam, searchParam } from '../list-params.ts';

export const ARTICLES_PER_PAGE = 12;
/** Company news (tag 3) belongs to the company pages, not to the trading academy's lists. */
export const COMPANY_NEWS_TAG = 3;

export interface ListQuery {
  page: number;
  tag?: number;
  q?: string;
}

/** null when a parameter is malformed (page 0, tag 'x', a 200-character search). */
export function parseListQuery(search: URLSearchParams): ListQuery | null {
  const page = pageParam(search);
  const q = searchParam(search);
  if (page === null || q === null) return null;
  const out: ListQuery = { page, ...(q ? { q } : {}) };
  const tag = search.get('tag');
  if (tag !== null && tag !== '') {
    if (!/^\d{1,4}$/.test(tag) || Number(tag) < 1) return null;
    out.tag = Number(tag);
  }
  return out;
}

/** The list's URL for a state: '/en/academy/trading-academy?tag=4&page=2' (page 1 and empty values left out). */
export function listHref(base: string, query: ListQuery): string {
  const params = new URLSearchParams();
  if (query.tag !== undefined) params.set('tag', String(query.tag));
  if (query.q) params.set('q', query.q);
  if (query.page > 1) params.set('page', String(query.page));
  const qs = params.toString();
  return qs ? `${base}?${qs}` : base;
}

export function pageCount(total: number, perPage = ARTICLES_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** Page numbers to show around the current one: 1 … 4 5 6 … 12 (null marks a gap). */
export function pageWindow(current: number, pages: number, around = 1): (number | null)[] {
  const out: (number | null)[] = [];
  for (let p = 1; p <= pages; p++) {
    if (p === 1 || p === pages || Math.abs(p - current) <= around) out.push(p);
    else if (out.at(-1) !== null) out.push(null);
  }
  return out;
}

/**
 * The article languages: the site's message languages, lower-cased ('zh-hans', 'de'). Every item
 * family exists in en, zh-hans and zh-hant; single articles (the beginner course's lessons) in all.
 */
export type ArticleLanguage = 'en' | 'zh-hans' | 'zh-hant' | 'ar' | 'de' | 'fr' | 'id' | 'it' | 'ko' | 'ms' | 'pt' | 'th' | 'tl' | 'vi';

/** The article language of a locale: the language of its messages ('pt' for pt, 'zh-hant' for cht). */
export function articleLanguageOf(locale: LocaleCode): ArticleLanguage {
  const first: MessageLanguage = getLocale(locale).messages[0]!;
  return first.toLowerCase() as ArticleLanguage;
}

/**
 * Whether a locale shows every item family in its own language (English and Chinese locales).
 * Others show the English items, marked lang="en", with their canonical at the /en item, except
 * the single articles written in their language (showsEnglishFallback decides per item).
 */
export function hasOwnArticles(locale: LocaleCode): boolean {
  const first = getLocale(locale).messages[0];
  return first === 'en' || first === 'zh-Hans' || first === 'zh-Hant';
}

/** Whether a page of `locale` shows an item written in `itemLanguage` as the English fallback. */
export function showsEnglishFallback(locale: LocaleCode, itemLanguage: string): boolean {
  return itemLanguage.toLowerCase() !== articleLanguageOf(locale);
}

/** A date as the locale writes it ('24 Nov 2026'), in UTC so every server and browser agree. */
export function formatArticleDate(iso: string | undefined, tag: string): string | undefined {
  if (!iso) return undefined;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return undefined;
  return cachedDateFormat(tag, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(d);
}

/** Locales that show items of these article languages as their own (an hreflang cluster). */
export function localesWithOwn(languages: readonly string[]): LocaleCode[] {
  return locales.filter((l) => languages.includes(articleLanguageOf(l.code))).map((l) => l.code);
}
