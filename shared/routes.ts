// The route table of spec section 2.2 (plus the menu targets it lists without routes), with the
// placeholders of shared/brand.ts filled in. Paths are relative to /{locale}.
// Pattern syntax: a trailing '{id*}' segment is a catch-all (zero or more segments);
// 'prefix-{id}' is one segment that must start with the literal prefix; 'prefix-{id*}' is a
// catch-all that must start with the prefix.
//
// Each page family's route lines, with everything about their pages (cache policy, message
// namespaces, streamed lists, llms.txt section, content file...), are in shared/routes/<family>.ts
// (see shared/route-entry.ts). Adding a page = one route line there + one module under
// client/pages/ (it may export its own `loader`). The order of the families is the table's order.
import { aboutRoutes } from './routes/about.ts';
import { academyRoutes } from './routes/academy.ts';
import { analysisRoutes } from './routes/analysis.ts';
import { platformRoutes } from './routes/platform.ts';
import { siteRoutes } from './routes/site.ts';
import { testRoutes } from './routes/test.ts';
import { tradingRoutes } from './routes/trading.ts';
import type { RouteEntry } from './route-entry.ts';

export { contentPage, routeName, type PageModule, type RouteEntry } from './route-entry.ts';

export const routes: readonly RouteEntry[] = [
  ...siteRoutes,
  ...aboutRoutes,
  ...academyRoutes,
  ...analysisRoutes,
  ...platformRoutes,
  ...tradingRoutes,
  ...testRoutes,
];

/** Routes that are served as server endpoints, not pages, under /{locale}/api/. */
export const localeApiPaths = ['api/user', 'api/sitemap', 'api/sitemap-old-urls', 'api/llms'] as const;

export function isParameterised(route: RouteEntry): boolean {
  return route.path.includes('{');
}

/** A concrete example path for a route (used by tests, sitemaps of static pages, etc.). */
export function examplePath(route: RouteEntry, id = 'example'): string {
  return route.path.replace(/\{id\*?\}/, id);
}

export interface RouteMatch {
  route: RouteEntry;
  /** The dynamic part, if the route has one ('' for an empty catch-all). */
  id?: string;
}

interface CompiledRoute {
  route: RouteEntry;
  regex: RegExp;
  /** Higher wins: static segments outrank dynamic ones. */
  score: number;
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function compile(route: RouteEntry): CompiledRoute {
  const segments = route.path === '' ? [] : route.path.split('/');
  let source = '';
  let score = 0;
  for (const seg of segments) {
    const m = /^(.*)\{id(\*)?\}$/.exec(seg);
    if (!m) {
      source += '/' + escape(seg);
      score += 10;
    } else if (m[2]) {
      // Catch-all: the prefix, then anything (several segments, or none).
      source += m[1] ? `/${escape(m[1])}(?<id>.*)` : '(?:/(?<id>.*))?';
      score += m[1] ? 3 : -1;
    } else {
      source += `/${escape(m[1] ?? '')}(?<id>[^/]+)`;
      score += m[1] ? 5 : 2;
    }
  }
  return { route, regex: new RegExp(`^${source}/?$`), score };
}

const compiled = routes.map(compile).sort((a, b) => b.score - a.score);

/**
 * Matches a path relative to the locale ('' or '/trading/forex', no query) against the table.
 * The most specific pattern wins.
 */
export function matchRoute(path: string, options: { testRoutes?: boolean } = {}): RouteMatch | null {
  const p = path === '/' ? '' : path;
  for (const c of compiled) {
    if (c.route.testOnly && !options.testRoutes) continue;
    const m = c.regex.exec(p);
    if (m) {
      const id = m.groups?.id;
      return id === undefined ? { route: c.route } : { route: c.route, id };
    }
  }
  return null;
}
