// The sitemaps: one urlset per locale (/{locale}/api/sitemap), their index (/sitemap.xml) and
// the old-URL urlset (/{locale}/api/sitemap-old-urls). Pure functions of the route table; the
// plugin in index.ts only serves them.
import { routes, isParameterised, type RouteEntry } from '../../../shared/routes.ts';
import { localeCodes, type LocaleCode } from '../../../shared/locales.ts';
import { alternateLinks, canonicalUrl, normalizeOrigin, normalizePath } from '../../../shared/seo/alternates.ts';
import { instruments } from '../../../shared/quotes/instruments.ts';
import { instrumentPath } from '../../../shared/trading/instrument.ts';

export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
export const XHTML_NS = 'http://www.w3.org/1999/xhtml';
/** sitemaps.org limit per file. A locale has about 550 URLs (60 pages, ~390 instruments, articles),
 * about 1.5 MB with its hreflang alternates: a guard, not a split (tested in instrument-sitemap.test.ts). */
export const MAX_URLS_PER_SITEMAP = 50_000;

/** Pages that belong in sitemaps and llms.txt: not noindex, not test-only, no parameters, not a second address. */
export function isIndexable(route: RouteEntry): boolean {
  return !route.noindex && !route.testOnly && !isParameterised(route) && route.canonical === undefined;
}

export function indexableRoutes(): RouteEntry[] {
  return routes.filter(isIndexable);
}

const xmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function xmlEscape(s: string): string {
  return s.replace(/[&<>"']/g, (c) => xmlEntities[c]!);
}

/** W3C datetime of the sitemaps protocol, to the second: 2025-06-01T12:00:00Z. */
export function w3cDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

const head = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** A URL of a sitemap: a path relative to the locale, its own lastmod and alternate locales. */
export interface SitemapEntry {
  path: string;
  /** When the item last changed (articles, profiles); the build date otherwise. */
  lastmod?: Date | string;
  /** Locales that have this item in their own language (default: the whole section 9 set). */
  alternateLocales?: readonly LocaleCode[];
}

/** One <url> with its hreflang alternates (the set of section 9, reciprocal by construction). */
function urlEntry(origin: string, locale: LocaleCode, entry: SitemapEntry, fallbackLastmod: string): string {
  const lines = [`  <url>`, `    <loc>${xmlEscape(canonicalUrl(origin, locale, entry.path))}</loc>`];
  for (const alt of alternatesOf(origin, entry)) {
    lines.push(`    <xhtml:link rel="alternate" hreflang="${xmlEscape(alt.hreflang)}" href="${xmlEscape(alt.href)}"/>`);
  }
  const mod = entry.lastmod === undefined ? fallbackLastmod : w3cDate(new Date(entry.lastmod));
  lines.push(`    <lastmod>${mod}</lastmod>`, `  </url>`);
  return lines.join('\n');
}

function alternatesOf(origin: string, entry: SitemapEntry) {
  const all = alternateLinks(origin, entry.path);
  if (!entry.alternateLocales) return all;
  const allowed = new Set(entry.alternateLocales.map((l) => canonicalUrl(origin, l, entry.path)));
  return all.filter((a) => allowed.has(a.href));
}

function urlset(origin: string, locale: LocaleCode, items: readonly (string | SitemapEntry)[], lastmod: Date): string {
  const seen = new Set<string>();
  const entries: SitemapEntry[] = [];
  for (const item of items) {
    const entry = typeof item === 'string' ? { path: item } : item;
    const path = normalizePath(entry.path);
    if (seen.has(path)) continue;
    seen.add(path);
    entries.push({ ...entry, path });
  }
  const mod = w3cDate(lastmod);
  const body = entries.slice(0, MAX_URLS_PER_SITEMAP).map((e) => urlEntry(origin, locale, e, mod)).join('\n');
  return `${head}<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n${body}${body ? '\n' : ''}</urlset>\n`;
}

/**
 * The symbols of the site's static quote table: what the sitemaps list when the catalogue (the
 * source of the instrument pages, see instruments.ts) cannot be read. The sandbox catalogue is
 * built from the same table, so the two agree unless the upstream adds or drops a symbol.
 */
export function fallbackInstrumentSymbols(): string[] {
  return instruments.map((i) => i.symbol);
}

/** Instrument pages (/trading/trading-{symbol}, lower case) of the given symbols. */
export function instrumentPaths(symbols: readonly string[] = fallbackInstrumentSymbols()): string[] {
  return symbols.map((s) => instrumentPath(s));
}

/**
 * The locale's sitemap: every indexable page of the route table, the instrument page of every
 * symbol in `instrumentSymbols` (the catalogue's), plus `extraPaths` (the parameterised pages
 * known at request time, see articleAliasUrls), paths relative to the locale.
 */
export function localeSitemapXml(
  origin: string,
  locale: LocaleCode,
  lastmod: Date,
  extraPaths: readonly (string | SitemapEntry)[] = [],
  instrumentSymbols: readonly string[] = fallbackInstrumentSymbols(),
): string {
  return urlset(origin, locale, [...indexableRoutes().map((r) => r.path), ...instrumentPaths(instrumentSymbols), ...extraPaths], lastmod);
}

/** /sitemap.xml: a sitemap index of the 25 locale sitemaps. */
export function sitemapIndexXml(origin: string, lastmod: Date): string {
  const o = normalizeOrigin(origin);
  const mod = w3cDate(lastmod);
  const entries = localeCodes.map(
    (code) => `  <sitemap>\n    <loc>${xmlEscape(`${o}/${code}/api/sitemap`)}</loc>\n    <lastmod>${mod}</lastmod>\n  </sitemap>`,
  );
  return `${head}<sitemapindex xmlns="${SITEMAP_NS}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

// ---- Old URLs -------------------------------------------------------------------------------
//
// The spec names /{locale}/api/sitemap-old-urls ('Old-URL sitemap / redirects') but not the old
// URLs themselves. What is known: the site used to serve its pages without a locale prefix
// (/trading/forex; the bare root '/' still exists and redirects), and every page now lives under
// /{locale}. So the legacy set is the unprefixed form of every indexable page.
//
// Design: this sitemap lists, for the requested locale, the *current* URL of each page that had
// an old unprefixed URL (with the same hreflang alternates as the main sitemap), not the old URLs
// themselves. A sitemap must only list canonical, indexable 200 URLs; the old URLs redirect, and
// listing redirecting URLs makes search consoles report errors. Listing the targets tells
// crawlers that followed an old link where its content lives in this locale, and keeps every
// hreflang cluster complete. The old -> new mapping itself is exported (legacyUrlMap) so the
// redirect of unprefixed paths can use the same table. It is a separate file from the main
// sitemap (not in the index) so it can be submitted, and retired, on its own during migration.

export interface LegacyUrl {
  /** The old unprefixed path, '/trading/forex'. */
  oldPath: string;
  /** The page's path relative to the locale, '/trading/forex'. */
  path: string;
}

/** Old unprefixed paths and the page each one now is (relative to any locale). */
export function legacyUrlMap(): LegacyUrl[] {
  // The home page is left out: the old '/' is still served (it redirects by locale detection).
  return indexableRoutes()
    .filter((r) => r.path !== '')
    .map((r) => ({ oldPath: '/' + r.path, path: '/' + r.path }));
}

/** The old-URL sitemap of a locale: the locale's current URLs for the legacy paths. */
export function oldUrlsSitemapXml(
  origin: string,
  locale: LocaleCode,
  lastmod: Date,
  aliasPaths: readonly (string | SitemapEntry)[] = [],
): string {
  return urlset(origin, locale, [...legacyUrlMap().map((u) => u.path), ...aliasPaths], lastmod);
}
