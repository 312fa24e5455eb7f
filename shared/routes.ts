// The route table of spec section 2.2 (plus the menu targets it lists without routes), with the
// placeholders of shared/brand.ts filled in. Paths are relative to /{locale}.
// Pattern syntax: a trailing '{id*}' segment is a catch-all (zero or more segments);
// 'prefix-{id}' is one segment that must start with the literal prefix; 'prefix-{id*}' is a
// catch-all that must start with the prefix.
import { brand } from './brand.ts';

/**
 * Which page module renders a route: its path under client/pages/ without '.tsx'
 * ('academy/article-page'). Pages without their own module use the generic content page.
 * Adding a page = one route line here + one module there (it may export its own `loader`).
 */
export type PageModule = string;

export const contentPage: PageModule = 'content/content-page';

export interface RouteEntry {
  /** Route name without the locale suffix (the full name is `${name}___${locale}`). */
  name: string;
  /** Path after /{locale}; '' is the locale home. */
  path: string;
  page: PageModule;
  /** Kept out of sitemaps and llms.txt (sub-views exposed as routes, utility modules). */
  noindex?: boolean;
  /** Only served when the server runs with test routes enabled. */
  testOnly?: boolean;
  /**
   * The same page at a second address (menus link both): the path of the canonical one. The
   * page's canonical link points there, and sitemaps and llms.txt leave this one out.
   */
  canonical?: string;
}

const b = brand.slug;
const term = brand.terminal;
const rp = brand.researchProvider;

function r(path: string, page: PageModule = contentPage, extra: Partial<RouteEntry> = {}): RouteEntry {
  return { name: routeName(path), path, page, ...extra };
}

/** Nuxt-style route name: segments joined with '-', parameters named 'id'. '' is 'index'. */
export function routeName(path: string): string {
  if (path === '') return 'index';
  return path
    .split('/')
    .map((s) => s.replace(/\{id\*?\}/, 'id'))
    .join('-');
}

export const routes: readonly RouteEntry[] = [
  r('', 'home/home-page'),
  r('warning', 'about/warning-page'),
  r('getRouters', contentPage, { noindex: true }),
  r('utils/message', contentPage, { noindex: true }),
  r('utils/request', contentPage, { noindex: true }),
  // The whole site's search results (issue 33): a view of queries, never indexed.
  r('search', 'search/search-page', { noindex: true }),
  // About
  r('about/achievement', 'about/achievement-page'),
  r('about/company', 'about/company-page'),
  r('about/company/{id*}', 'about/company-news-page'),
  r('about/contact-us', 'about/contact-us-page'),
  r('about/legal-document', 'about/legal-document-page'),
  r('about/privacy-policy', 'about/privacy-policy-page'),
  r('about/regulatory-supervision', 'about/regulatory-supervision-page'),
  r('about/sponsorship', 'about/sponsorship-page'),
  // Before the catch-all, so the partnership has its own page.
  r(`about/sponsorship/${b}-and-${brand.sponsoredTeam}`, 'about/partnership-page'),
  r('about/sponsorship/{id*}', 'about/sponsorship-item-page'),
  r(`about/why-choose-${b}`, 'about/why-choose-page'),
  r('about/career', 'about/career-page'),
  r(`about/${brand.sponsoredTeam}`, 'about/partnership-page'),
  // Academy
  r('academy/overview', 'academy/academy-overview-page'),
  // The beginner landing and lesson are the beginner level and its forex course (spec 2.2 and
  // the beginner menu): one page each, canonical under /academy/courses.
  r('academy/beginner', 'academy/course-level-page', { canonical: 'academy/courses/beginner' }),
  r('academy/beginner/trading-forex', 'academy/course-page', { canonical: 'academy/courses/beginner/trading-forex' }),
  r('academy/courses', 'academy/course-catalogue-page'),
  r('academy/courses/beginner', 'academy/course-level-page'),
  r('academy/courses/beginner/trading-forex', 'academy/course-page'),
  r('academy/courses/individual', 'academy/course-page'),
  r('academy/ebook', 'academy/ebook-page'),
  r('academy/terminology', 'academy/glossary-page'),
  r('academy/webinars', 'media/webinars-page'),
  r('academy/trading-academy', 'academy/article-list-page'),
  r('academy/trading-academy/{id*}', 'academy/article-page'),
  r('academy/register-{id}', 'media/register-page'),
  r('academy/thank-you', 'media/thank-you-page', { noindex: true }),
  r('academy/components/max-tabs', contentPage, { noindex: true }),
  r('academy/components/tabs', contentPage, { noindex: true }),
  // Analysis
  r('analysis/overview', 'analysis/analysis-overview-page'),
  r('analysis/article'),
  r('analysis/article-tv-{id*}', 'media/video-page'),
  r('analysis/economic-calendar', 'analysis/economic-calendar-page'),
  r('analysis/individual/{id*}'),
  r('analysis/market-insight', 'analysis/market-insight-list-page'),
  r('analysis/market-insight/{id*}', 'analysis/market-insight-page'),
  r('analysis/market-insight/article/{id*}', 'analysis/market-insight-article-page'),
  r('analysis/market-news', 'analysis/market-news-list-page'),
  r('analysis/market-news/{id*}', 'analysis/market-news-page'),
  r('analysis/our-expert-team', 'experts/expert-team-page'),
  r('analysis/our-expert-team/{id*}', 'experts/expert-page'),
  r('analysis/our-expert-team/group/{id*}', 'experts/expert-group-page'),
  r(`analysis/${b}-editorial-guideline`, 'analysis/editorial-guideline-page'),
  r(`analysis/${b}-tv`, 'media/video-list-page'),
  r('analysis/components/max-tabs', contentPage, { noindex: true }),
  r('analysis/components/search', 'analysis/analysis-search-page', { noindex: true }),
  // Platform
  r(`platform/${term}-4`, 'platform/metatrader-4-page'),
  r(`platform/${term}-5`, 'platform/product-page'),
  r(`platform/${b}-app`, 'platform/product-page'),
  r('platform/copy-trading', 'platform/product-page'),
  r('platform/forex-vps', 'platform/product-page'),
  r('platform/hub-x', 'platform/product-page'),
  r('platform/trading-calculator', 'platform/trading-calculator-page'),
  r(`platform/${rp}`, 'platform/research-page'),
  r(`platform/${rp}/corporate-calendar`, 'platform/research-page'),
  r(`platform/${rp}/economic-calendar`, 'platform/research-page'),
  r(`platform/${rp}/news-iq`, 'platform/research-page'),
  r(`platform/${rp}/signal`, 'platform/research-page'),
  r(`platform/${rp}/components/tabs`, contentPage, { noindex: true }),
  r('platform/components/tabs', contentPage, { noindex: true }),
  r(`platform/${brand.newsProvider}`, 'platform/product-page'),
  // Trading
  r('trading/range-of-markets', 'markets/market-page'),
  r('trading/forex', 'trading/forex-page'),
  r('trading/precious-metals', 'markets/market-page'),
  r('trading/crypto', 'markets/market-page'),
  r('trading/energies', 'markets/market-page'),
  r('trading/indices', 'markets/market-page'),
  r('trading/shares', 'markets/market-page'),
  r('trading/trading-{id}', 'trading/instrument-page'),
  r('trading/individual', 'trading/individual-page'),
  r('trading/account-types', 'trading/account-types-page'),
  r('trading/deposit-and-withdrawal', 'trading/deposit-withdrawal-page'),
  r('trading/promotions-and-rewards', 'trading/promotions-page'),
  r('trading/swap-free-account', 'trading/swap-free-page'),
  r('trading/help-center', 'trading/help-centre-page'),
  r('trading/trading-conditions', 'trading/conditions-page'),
  r('trading/components/conditions', 'trading/conditions-page', { noindex: true }),
  r('trading/components/hours', 'trading/conditions-page', { noindex: true }),
  r('trading/components/leveroge', 'trading/conditions-page', { noindex: true }),
  r('trading/components/tabs', contentPage, { noindex: true }),
  // Deliberately slow and failing pages for the streaming and 500 tests (TEST_ROUTES=1 only).
  r('__test/slow', 'test/slow-page', { noindex: true, testOnly: true }),
  r('__test/throw', 'test/throw-page', { noindex: true, testOnly: true }),
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
