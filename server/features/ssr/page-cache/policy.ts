// Which pages are cached whole, and for how long. Prices, the UK warning and attribution
// happen after mount, so every page's HTML is the same for all visitors of a locale and path.
import { splitLocalePath } from '../../../../shared/locales.ts';
import { matchRoute } from '../../../../shared/routes.ts';
import { queryFolds, type QueryFoldName } from '../../../../shared/page-cache-folds.ts';

export interface PagePolicy {
  cacheable: boolean;
  pageType: string;
  ttlMs: number;
  staleMs: number;
  /** Query parameters that change the page (paginated, filtered lists): part of the cache key. */
  varyQuery?: readonly string[];
  /** Folds of those parameters' values (the route line's cache.fold): spellings of one page, one key. */
  foldQuery?: Readonly<Partial<Record<string, QueryFoldName>>>;
}

const minute = 60_000;
const day = 24 * 60 * minute;

export function pagePolicy(pathname: string, options: { testRoutes: boolean }): PagePolicy {
  const split = splitLocalePath(pathname);
  if (!split) return { cacheable: true, pageType: 'not-found', ttlMs: minute, staleMs: 0 };
  const route = matchRoute(split.rest, { testRoutes: options.testRoutes });
  if (!route) return { cacheable: true, pageType: 'not-found', ttlMs: minute, staleMs: 0 };
  if (route.route.testOnly) return { cacheable: false, pageType: route.route.name, ttlMs: 0, staleMs: 0 };
  // Each route line declares its page's lifetime and query variants (shared/routes/<family>.ts):
  // pages fed by upstream content get short lives; static copy lives longer.
  const ttlMs = route.route.cache?.ttlMs ?? (route.id !== undefined ? 10 * minute : 60 * minute);
  const varyQuery = route.route.cache?.query;
  const foldQuery = route.route.cache?.fold;
  return { cacheable: true, pageType: route.route.name, ttlMs, staleMs: day, ...(varyQuery ? { varyQuery } : {}), ...(foldQuery ? { foldQuery } : {}) };
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
    // A folded parameter keys on its first value only: the one the page reads.
    const fold = policy.foldQuery?.[name];
    const raw = fold ? search.getAll(name).slice(0, 1) : search.getAll(name);
    const values = [...new Set(fold ? raw.map(queryFolds[fold]) : raw)].filter((v) => v !== '').sort().slice(0, 20);
    for (const value of values) parts.push(`${name}=${encodeURIComponent(value.slice(0, MAX_VALUE_LENGTH))}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/** Cache key: the path first (so a purge can go by path prefix), then build and content version. */
export function pageKey(pathname: string, buildId: string, contentVersion: number): string {
  return `${pathname}|${buildId}|${contentVersion}`;
}
