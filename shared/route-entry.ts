// What a route line says about its page: the one place a page's facts live. The central tables
// that used to hold them (the page cache's ttl and query lists, the loaders' namespaces, extras
// and section links, llms.txt's sections) are derived from these entries. Route lines are
// grouped per page family in shared/routes/<family>.ts; shared/routes.ts joins the families.
// Pure and small: this ships to the browser with the route table (no English copy, no schemas).
import type { QueryFoldName } from './page-cache-folds.ts';

/**
 * Which page module renders a route: its path under client/pages/ without '.tsx'
 * ('academy/article-page'). Pages without their own module use the generic content page.
 */
export type PageModule = string;

export const contentPage: PageModule = 'content/content-page';

export const minute = 60_000;

/** The llms.txt sections, in the order the file lists them. */
export const LLMS_SECTIONS = ['Markets', 'Platforms', 'Accounts and trading', 'Academy', 'Analysis', 'Company'] as const;
export type LlmsSection = (typeof LLMS_SECTIONS)[number];

/** How the whole-page cache keeps a page (server/features/ssr/page-cache/policy.ts). */
export interface PageCacheFacts {
  /** Time to live; default 10 minutes for a page with an id, else 60 minutes. */
  ttlMs?: number;
  /** Query parameters that change the page (paginated, filtered lists): part of the cache key. */
  query?: readonly string[];
  /**
   * Folds of those parameters' values before they key the page, by name (shared/page-cache-folds.ts;
   * named so the folds stay out of the browser's route table): the spellings of one page share
   * one entry, and the page is rendered from the folded value.
   */
  fold?: Readonly<Partial<Record<string, QueryFoldName>>>;
}

/** The /api/articles query of a page's 'explore articles' list (the loader adds the language). */
export interface ArticlesQuery {
  limit?: number;
  tags_ids?: readonly number[];
  ids?: readonly number[];
}

/** What a route line may declare beyond its path and module. */
export interface PageFacts {
  /** Kept out of sitemaps and llms.txt (sub-views exposed as routes, utility modules). */
  noindex?: boolean;
  /** Only served when the server runs with test routes enabled. */
  testOnly?: boolean;
  /**
   * The same page at a second address (menus link both): the path of the canonical one. The
   * page's canonical link points there, and sitemaps and llms.txt leave this one out.
   */
  canonical?: string;
  /** The page cache's lifetime and query variants. */
  cache?: PageCacheFacts;
  /**
   * The message namespaces the page hydrates with beyond the frame's ('forex', 'faq.forex'),
   * handed over by the generic page loader. A module whose namespaces depend on its data picks
   * them in its own loader instead.
   */
  messages?: readonly string[];
  /** Streamed by the generic page loader: the page's 'explore articles' list. */
  articles?: ArticlesQuery;
  /** Streamed by the generic page loader: the dividend table. */
  dividends?: true;
  /** The breadcrumb's section crumb ('/trading') links to this page. */
  sectionHome?: true;
  /** llms.txt section; default the family's; null keeps a listed page out of the sections (home). */
  llms?: LlmsSection | null;
  /** The content file the page reads ('platform/forex-vps'). */
  content?: string;
  /** The page's key in its family's tab bar (the platform product tabs), in route order. */
  tab?: string;
}

export interface RouteEntry extends PageFacts {
  /** Route name without the locale suffix (the full name is `${name}___${locale}`). */
  name: string;
  /** Path after /{locale}; '' is the locale home. */
  path: string;
  page: PageModule;
}

/** Nuxt-style route name: segments joined with '-', parameters named 'id'. '' is 'index'. */
export function routeName(path: string): string {
  if (path === '') return 'index';
  return path
    .split('/')
    .map((s) => s.replace(/\{id\*?\}/, 'id'))
    .join('-');
}

/** One route line: the path (relative to /{locale}), the page module and the page's facts. */
export function definePage(path: string, page: PageModule = contentPage, facts: PageFacts = {}): RouteEntry {
  return { name: routeName(path), path, page, ...facts };
}

/** What every page of a family shares. */
export interface FamilyFacts {
  /** The family's llms.txt section (a page may name another, or null). */
  llms?: LlmsSection;
}

/** A family's route lines with the family's defaults filled in (a page's own facts win). */
export function defineFamily(family: FamilyFacts, pages: readonly RouteEntry[]): RouteEntry[] {
  return pages.map((p) => (family.llms !== undefined && p.llms === undefined ? { ...p, llms: family.llms } : p));
}
