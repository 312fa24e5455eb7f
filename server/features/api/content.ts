// In-process reads for SSR page loaders: the same validation, cache and upstream client as the
// /api/* routes, without an HTTP hop. Each returns the body GET /api/... would answer
// ({ code, data, ... }). Bad input throws ValidationError; upstream trouble throws an
// UpstreamError (status, body) unless a stale answer could be served; a well-formed answer with
// a non-200 code is returned as-is (the spec's pages check code === 200).
import type { FastifyInstance } from 'fastify';
import type { ArticlesQuery } from '../../../shared/schemas/api.ts';
import type { LocaleCode } from '../../../shared/locales.ts';
import { article, articleAlias, articleInfo, articles, articleTags } from './articles.ts';
import { authorArticles, authorGroups, authorList } from './authors.ts';
import { callEndpoint, UpstreamSoftError, type EndpointDef, type Envelope } from './endpoint.ts';
import { allSymbols, symbol, symbolToday } from './market.ts';
import { dividends, promotions, videoUrls, webinar } from './marketing.ts';
import { insightById, insightList, news, newsById } from './news.ts';
import { video, videos } from './media.ts';

export type { Envelope };
type Language = LocaleCode | 'zh_Hant' | 'zh_Hans';

async function read(app: FastifyInstance, def: EndpointDef, query: Record<string, unknown> = {}, params?: Record<string, string>): Promise<Envelope> {
  const clean = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined));
  try {
    return (await callEndpoint(app, def, params, clean)).value;
  } catch (error) {
    if (error instanceof UpstreamSoftError) return error.body as Envelope;
    throw error;
  }
}

export interface GetArticlesInput {
  tagsIds?: readonly number[];
  ids?: readonly number[];
  limit?: number;
  page?: number;
  language?: Language;
}

/** GET /api/articles (forex page: { tagsIds: [4], limit: 3, language }; terminal-4: { ids: [48, 56, 58] }). */
export function getArticles(app: FastifyInstance, input: GetArticlesInput = {}): Promise<Envelope> {
  const query: ArticlesQuery = {};
  if (input.tagsIds) query.tags_ids = [...input.tagsIds];
  if (input.ids) query.ids = [...input.ids];
  if (input.limit !== undefined) query.limit = input.limit;
  if (input.page !== undefined) query.page = input.page;
  if (input.language !== undefined) query.language = input.language;
  return read(app, articles, query);
}

export const getArticleInfo = (app: FastifyInstance, language?: Language) => read(app, articleInfo, { language });
export const getArticleTags = (app: FastifyInstance, language?: Language) => read(app, articleTags, { language });
export const getArticleAliases = (app: FastifyInstance) => read(app, articleAlias);
/** GET /api/article/{slug}: one article with its Markdown body, rendered html and toc. */
export const getArticle = (app: FastifyInstance, slug: string, language?: Language) => read(app, article, { language }, { slug });
export const getAuthorGroups = (app: FastifyInstance, language?: Language) => read(app, authorGroups, { language });
export const getPromotions = (app: FastifyInstance, q: { language?: Language; limit?: number } = {}) => read(app, promotions, q);
export const getWebinars = (app: FastifyInstance, q: { language?: Language; limit?: number } = {}) => read(app, webinar, q);
/** GET /api/videos: the video library, newest first. */
export const getVideos = (app: FastifyInstance, q: { language?: Language; limit?: number; category?: string } = {}) => read(app, videos, q);
export const getWebinarsWhen = (app: FastifyInstance, q: { language?: Language; limit?: number; when?: 'upcoming' | 'past' } = {}) => read(app, webinar, q);
export const getVideoUrls = (app: FastifyInstance, language?: Language) => read(app, videoUrls, { language });
export const getDividends = (app: FastifyInstance) => read(app, dividends);
export const getAuthors = (app: FastifyInstance, language?: Language) => read(app, authorList, { language });
export const getAuthorArticles = (app: FastifyInstance, authorId: string | number, q: { language?: Language; limit?: number } = {}) =>
  read(app, authorArticles, q, { authorId: String(authorId) });
/** GET /api/allsymblos: { code, data: [{ symbol, bid, ask, digits }] }. */
export const getAllSymbols = (app: FastifyInstance) => read(app, allSymbols);
export const getSymbol = (app: FastifyInstance, sym: string) => read(app, symbol, {}, { symbol: sym });
export const getSymbolToday = (app: FastifyInstance) => read(app, symbolToday);
export const getNews = (app: FastifyInstance, q: { language?: Language; limit?: number; page?: number } = {}) => read(app, news, q);
export const getNewsById = (app: FastifyInstance, id: string, language?: Language) => read(app, newsById, { id, language });

/** GET /api/market-insight (newest first) in a language. */
export const getInsightList = (app: FastifyInstance, q: { language?: Language; limit?: number; page?: number } = {}) => read(app, insightList, q);
/** GET /api/market-insight/{id}: one insight item with its Markdown body. */
export const getInsight = (app: FastifyInstance, id: string, language?: Language) => read(app, insightById, { language }, { id });
/** GET /api/videos/{id}: one video with its chapters and summary. */
export const getVideo = (app: FastifyInstance, id: number, language?: Language) => read(app, video, { language }, { id: String(id) });
