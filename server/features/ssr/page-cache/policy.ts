// Which pages are cached whole, and for how long. Prices, the UK warning and attribution
// happen after mount, so every page's HTML is the same for all visitors of a locale and path.
import { splitLocalePath } from '../../../../shared/locales.ts';
import { matchRoute } from '../../../../shared/routes.ts';

export interface PagePolicy {
  cacheable: boolean;
  pageType: string;
  ttlMs: number;
  staleMs: number;
  /** Query parameters that change the page (paginated, filtered lists): part of the cache key. */
  varyQuery?: readonly string[];
}

const minute = 60_000;
const day = 24 * 60 * minute;

/** Pages fed by upstream content get short lives; static copy lives longer. */
const ttlByPage: Record<string, number> = {
  index: 2 * minute, // market insights
  'trading-forex': 5 * minute, // explore articles
  'platform-metatrader-4': 5 * minute,
  'trading-indices': 5 * minute, // dividends
  'academy-trading-academy': 5 * minute, // the article list
  'academy-overview': 5 * minute, // newest articles
  'analysis-overview': 2 * minute, // newest news, insight, videos and the next releases
  'analysis-our-expert-team': 30 * minute,
  'analysis-economic-calendar': minute, // "upcoming" moves with the clock
  'analysis-market-news': 2 * minute, // the news feed, newest first
  'analysis-market-insight': 5 * minute,
  'analysis-velora-tv': 10 * minute, // the video library
  'analysis-components-search': 2 * minute, // searches the news feed
  search: 2 * minute, // the site search: its index follows news and videos
  'academy-webinars': 5 * minute, // upcoming and past sessions, Event JSON-LD of the upcoming ones
  'academy-register-id': 5 * minute, // a webinar's landing says when it has ended
  'trading-trading-conditions': 10 * minute, // measured typical spreads (instrument pages: 10 minutes too)
};

/** Pages whose content depends on these query parameters (all others ignore the query). */
const queryByPage: Record<string, readonly string[]> = {
  'academy-trading-academy': ['page', 'tag', 'q'],
  'analysis-economic-calendar': ['week', 'day', 'country', 'importance', 'tz'],
  'platform-trading-calculator': ['symbol', 'volume', 'leverage', 'account', 'side', 'open', 'close'],
  'analysis-market-news': ['page', 'category', 'q'],
  'analysis-market-insight': ['page', 'category', 'q'],
  'analysis-velora-tv': ['category', 'q'],
  'analysis-components-search': ['q'], // the analysis search page
  search: ['q', 'kind', 'page'], // the site search's results
};

export function pagePolicy(pathname: string, options: { testRoutes: boolean }): PagePolicy {
  const split = splitLocalePath(pathname);
  if (!split) return { cacheable: true, pageType: 'not-found', ttlMs: minute, staleMs: 0 };
  const route = matchRoute(split.rest, { testRoutes: options.testRoutes });
  if (!route) return { cacheable: true, pageType: 'not-found', ttlMs: minute, staleMs: 0 };
  if (route.route.testOnly) return { cacheable: false, pageType: route.route.name, ttlMs: 0, staleMs: 0 };
  const ttlMs = ttlByPage[route.route.name] ?? (route.id !== undefined ? 10 * minute : 60 * minute);
  const varyQuery = queryByPage[route.route.name];
  return { cacheable: true, pageType: route.route.name, ttlMs, staleMs: day, ...(varyQuery ? { varyQuery } : {}) };
}

/**
 * Longest value of a parameter in the key and the rendered URL. Longer than any value a page
 * accepts (a search stops at 100 characters, shared/list-params.ts), so an over-long value still
 * reaches the page's parser and is refused there (404) instead of being cut into a valid search.
 */
const MAX_VALUE_LENGTH = 200;

/**
 * The part of a page's cache key that comes from its query: its declared parameters in a fixed
 * order ('?page=2&tag=4'), '' when none are set or the page ignores the query.
 */
export function queryVariant(policy: PagePolicy, search: URLSearchParams): string {
  if (!policy.varyQuery) return '';
  const parts: string[] = [];
  for (const name of policy.varyQuery) {
    // Repeated parameters (?country=US&country=JP) in a fixed order, bounded in count and length.
    const values = [...new Set(search.getAll(name))].filter((v) => v !== '').sort().slice(0, 20);
    for (const value of values) parts.push(`${name}=${encodeURIComponent(value.slice(0, MAX_VALUE_LENGTH))}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/** Cache key: the path first (so a purge can go by path prefix), then build and content version. */
export function pageKey(pathname: string, buildId: string, contentVersion: number): string {
  return `${pathname}|${buildId}|${contentVersion}`;
}
