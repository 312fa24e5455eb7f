// Market news from the news provider, proxied (spec section 7: GET /api/{provider}-api/news and
// getNewsById), and market insight, the broker's own analysis (GET /api/market-insight and
// /api/market-insight/{id}). Contract: shared/api/. Bodies arrive as Markdown and leave as safe
// HTML (rendered once, cached rendered), like articles.
import { withHtml } from './articles.ts';
import { serverEndpoint } from './endpoint.ts';

const MIN = 60_000;

export const news = serverEndpoint('news', { ttlMs: MIN, staleWhileRevalidateMs: 5 * MIN });
export const newsById = serverEndpoint('newsById', { ttlMs: 10 * MIN, staleWhileRevalidateMs: 30 * MIN, transform: (data, { query }) => withHtml(data, query) });
export const insightList = serverEndpoint('insightList', { ttlMs: 5 * MIN, staleWhileRevalidateMs: 10 * MIN });
export const insightById = serverEndpoint('insightById', { ttlMs: 10 * MIN, staleWhileRevalidateMs: 30 * MIN, transform: (data, { query }) => withHtml(data, query) });

export const newsEndpoints = [news, newsById, insightList, insightById];
