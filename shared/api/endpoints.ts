// Every read endpoint of this BFF (spec section 7 and its additions): the path the browser and SSR
// loaders call, the upstream path the server forwards to (and the sandbox serves), and whether
// `data` is a list or one item. No zod here: browser code imports this file for paths without
// loading the schemas (contract.ts holds those, keyed by the same names, checked by the compiler).
// Paths use Fastify's ':param' syntax; fillPath() makes a concrete path.
import { brand } from '../brand.ts';

export interface EndpointPaths {
  /** Short name for cache keys and logs (stable: Redis keys carry it). */
  name: string;
  /** This server's route. */
  path: string;
  /** The upstream's route (the sandbox registers it). */
  upstream: string;
  /** What `data` is: the client's structural check (the server checks the full schema). */
  data: 'list' | 'item' | 'any';
}

const news = `/api/${brand.newsProvider}-api`;
const research = `/api/${brand.researchProvider}-api`;
/** One quote (the spec's spelling 'symblos'). */
export const marketSymbolPath = `/api/${brand.marketDataPrefix}-api/symblos/3`;

const same = (name: string, path: string, data: EndpointPaths['data']): EndpointPaths => ({ name, path, upstream: path, data });

export const endpoints = {
  // Articles (the academy, the flagship pages' article rows)
  articleInfo: same('articleInfo', '/api/articles/null', 'any'),
  articles: same('articles', '/api/articles', 'list'),
  article: same('article', '/api/article/:slug', 'item'),
  articleTags: same('articleTags', '/api/articleTags', 'list'),
  articleAlias: same('getArticleAlias', '/api/getArticleAlias', 'list'),
  // Authors and expert groups
  authorList: same('author', '/api/author', 'list'),
  authorArticles: same('authorArticles', '/api/author/:authorId/articles', 'list'),
  authorGroups: same('authorGroups', '/api/authorGroups', 'list'),
  // Marketing content
  promotions: same('promotions', '/api/promotions', 'list'),
  webinar: same('webinar', '/api/webinar', 'list'),
  videoUrls: same('urls', '/api/urls', 'any'),
  dividends: same('dividends', '/api/dividends', 'list'),
  // Market data
  symbol: same('symbol', `${marketSymbolPath}/:symbol`, 'item'),
  allSymbols: same('allsymblos', '/api/allsymblos', 'list'),
  symbolToday: same('getSymbolToday', '/api/getSymbolToday', 'any'),
  // News (the provider's feed) and market insight (the broker's analysis)
  news: same('news', `${news}/news`, 'list'),
  newsById: same('newsById', `${news}/getNewsById`, 'item'),
  insightList: same('insight', '/api/market-insight', 'list'),
  insightById: same('insightById', '/api/market-insight/:id', 'item'),
  // Research provider feeds: a neutral path here, the provider's upstream
  researchSignals: { name: 'research-signals', path: '/api/research/signals', upstream: `${research}/signals`, data: 'list' },
  researchCorporateEvents: { name: 'research-corporate-events', path: '/api/research/corporate-events', upstream: `${research}/corporate-events`, data: 'list' },
  researchNewsIq: { name: 'research-news-iq', path: '/api/research/news-iq', upstream: `${research}/news-iq`, data: 'list' },
  researchEconomicCalendar: { name: 'research-economic-calendar', path: '/api/research/economic-calendar', upstream: `${research}/economic-calendar`, data: 'list' },
  // Economic calendar
  economicCalendar: same('economicCalendar', '/api/economic-calendar', 'list'),
  // Instrument catalogue and candles
  instrumentList: same('instruments', '/api/instruments', 'list'),
  instrument: same('instrument', '/api/instruments/:symbol', 'item'),
  instrumentCandles: same('instrumentCandles', '/api/instruments/:symbol/candles', 'list'),
  // Video library
  videos: same('videos', '/api/videos', 'list'),
  video: same('video', '/api/videos/:id', 'item'),
} as const satisfies Record<string, EndpointPaths>;

export type EndpointName = keyof typeof endpoints;
export const endpointNames = Object.keys(endpoints) as EndpointName[];

/**
 * The upstream's other routes (not cached reads: the BFF's own handlers call them), named here
 * so the server and the sandbox spell them once.
 */
export const upstreamActions = {
  location: '/api/location',
  register: '/api/register',
  signUp: '/api/signUp',
  contact: '/api/contact',
  userLogin: '/api/user/login',
  userInfo: '/api/user/info',
} as const;

/** The ':param' names of a path, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z]\w*)/g)].map((m) => m[1]!);
}

/** '/api/article/:slug', { slug: 'a b' } -> '/api/article/a%20b'. Throws when a parameter is missing. */
export function fillPath(path: string, params: Readonly<Record<string, string | number>>): string {
  return path.replace(/:([A-Za-z]\w*)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === '') throw new Error(`missing path parameter ${key} of ${path}`);
    return encodeURIComponent(String(value));
  });
}
