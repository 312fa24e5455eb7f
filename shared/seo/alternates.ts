// Canonical and alternate-language links, robots and keywords of every page (spec section 9).
// Pure and isomorphic: used by the SSR head, the sitemaps and llms.txt alike, so the three can
// never disagree about a page's URLs.
import { alternateLanguages, type LocaleCode } from '../locales.ts';
import { defaultKeywords } from '../brand.ts';

export interface AlternateLink {
  hreflang: string;
  href: string;
}

/** 'https://x.com/' -> 'https://x.com' (the origin as configured may carry a trailing slash). */
export function normalizeOrigin(origin: string): string {
  return origin.replace(/\/+$/, '');
}

/**
 * A path relative to the locale, as the route table writes it: '' for the locale home, else
 * '/segment/...' with no query, no fragment and no trailing slash.
 * Accepts 'trading/forex', '/trading/forex/', '/trading/forex?x=1#y' and '/' alike.
 */
export function normalizePath(path: string): string {
  let p = path;
  const cut = p.search(/[?#]/);
  if (cut !== -1) p = p.slice(0, cut);
  p = p.replace(/\/+$/, '');
  if (p !== '' && !p.startsWith('/')) p = '/' + p;
  return p;
}

/** origin + '/' + locale + path: the page's own canonical URL, without query. */
export function canonicalUrl(origin: string, locale: LocaleCode, path: string): string {
  return `${normalizeOrigin(origin)}/${locale}${normalizePath(path)}`;
}

/**
 * The alternate-language set of section 9 for the page at `path` (relative to the locale), in
 * the spec's order, x-default first. The set is the same whichever locale the page is rendered
 * in, so every listed page links to every other one (reciprocal), and each of them to itself.
 */
export function alternateLinks(origin: string, path: string, only?: readonly LocaleCode[]): AlternateLink[] {
  return alternateLanguages
    .filter(({ locale }) => !only || only.includes(locale))
    .map(({ hreflang, locale }) => ({
      hreflang,
      href: canonicalUrl(origin, locale, path),
    }));
}

/** The robots meta content: set only for noindex pages. */
export function robotsContent(noindex?: boolean): 'noindex, nofollow' | undefined {
  return noindex ? 'noindex, nofollow' : undefined;
}

/** The keywords meta content: the page's own, else the brand default. */
export function keywordsFor(pageKeywords?: string | readonly string[] | null): string {
  const own = typeof pageKeywords === 'string'
    ? pageKeywords.trim()
    : (pageKeywords ?? []).map((k) => k.trim()).filter(Boolean).join(', ');
  return own === '' ? defaultKeywords : own;
}
