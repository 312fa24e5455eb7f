// react-router's matcher tries the branches of the whole route table in rank order on every
// request, matching the root and the locale route again for each branch (a RegExp test and two
// path joins apiece): a fifth of an error page's render and a tenth of a content page's. Every
// page route but the catch-all starts with a literal segment under the locale (trading,
// academy...), so a request can only match routes of its own section: this splits the table
// into one tree per section, each with the same root and locale routes (same ids, so the
// hydration data and the browser's full table agree) and only that section's pages plus the
// routes every section needs (those led by a parameter, and the catch-all).
import type { RouteObject } from 'react-router';
import { splitLocalePath } from '../shared/locales.ts';

/** The section of a page route: '' for the index, the lower-cased first segment, or null when a parameter leads. */
export function routeSection(route: RouteObject): string | null {
  if (route.index) return '';
  const first = (route.path ?? '').split('/')[0]!;
  return first === '' || first.startsWith(':') || first.includes('*') ? null : first.toLowerCase();
}

/**
 * The section a request path can match in: its first segment after the locale, lower-cased
 * (matching ignores case). null sends the request to the whole table: no locale, or a segment
 * the matcher would decode first.
 */
export function requestSection(pathname: string): string | null {
  const split = splitLocalePath(pathname);
  if (!split) return null;
  const end = split.rest.indexOf('/', 1);
  const first = end === -1 ? split.rest.slice(1) : split.rest.slice(1, end);
  return first.includes('%') ? null : first.toLowerCase();
}

/** A route table not of the shape root > locale > (layouts >) pages; `roots` and `children` say what was found. */
export class RouteTableShapeError extends Error {
  override name = 'RouteTableShapeError';
  readonly roots: number;
  readonly children: number;
  constructor(roots: number, children: number) {
    super(`route table: expected root > locale > pages, found ${roots} root(s) with ${children} child(ren)`);
    this.roots = roots;
    this.children = children;
  }
}

/** A layout route without a path of its own (a family's frame part around its pages): it takes its children's sections. */
function isPathlessLayout(route: RouteObject): boolean {
  return !route.index && route.path === undefined && Array.isArray(route.children);
}

/** The sections a page route or layout route serves: a pathless layout serves each of its children's. */
function sectionsOf(route: RouteObject): (string | null)[] {
  return isPathlessLayout(route) ? route.children!.flatMap(sectionsOf) : [routeSection(route)];
}

/** `routes` with only the page routes `keep` accepts; a pathless layout stays (with those children) while it has any. */
function keepRoutes(routes: RouteObject[], keep: (route: RouteObject) => boolean): RouteObject[] {
  const out: RouteObject[] = [];
  for (const route of routes) {
    if (isPathlessLayout(route)) {
      const children = keepRoutes(route.children!, keep);
      if (children.length) out.push({ ...route, children } as RouteObject);
    } else if (keep(route)) out.push(route);
  }
  return out;
}

/**
 * One route tree per section of `routes` (root > locale > pages, where a page may sit in layout
 * routes: one with a path belongs to its first segment's section, a pathless one to each of its
 * children's); `other` holds what every section shares.
 */
export function routeTreesBySection(routes: RouteObject[]): { trees: Map<string, RouteObject[]>; other: RouteObject[] } {
  const [root] = routes;
  const locale = root?.children?.[0];
  if (routes.length !== 1 || root?.children?.length !== 1 || !locale?.children) throw new RouteTableShapeError(routes.length, root?.children?.length ?? 0);
  const pages = locale.children;
  const treeOf = (keep: (route: RouteObject) => boolean): RouteObject[] => [{ ...root, children: [{ ...locale, children: keepRoutes(pages, keep) } as RouteObject] } as RouteObject];
  const shared = (route: RouteObject) => routeSection(route) === null;
  const trees = new Map<string, RouteObject[]>();
  for (const section of new Set(pages.flatMap(sectionsOf))) {
    // Keeps the table's order: routes of equal rank are tried in it.
    if (section !== null) trees.set(section, treeOf((route) => shared(route) || routeSection(route) === section));
  }
  return { trees, other: treeOf(shared) };
}
