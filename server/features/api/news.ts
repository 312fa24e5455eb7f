// Market news from the news provider, proxied (spec section 7: GET /api/{provider}-api/news and
// getNewsById), and market insight, the broker's own analysis (GET /api/market-insight and
// /api/market-insight/{id}, added to the upstream contract; shaped like news plus an author).
// Answers are validated with zod; bodies arrive as Markdown and leave as safe HTML (rendered
// once, cached rendered), like articles.
import { z } from 'zod';
import { brand } from '../../../shared/brand.ts';
import { isLocaleCode } from '../../../shared/locales.ts';
import { newsCategories } from '../../../shared/news/list-query.ts';
import { renderMarkdown } from '../../../shared/articles/markdown.ts';
import { insightParams, insightQuery, newsByIdQuery, newsQuery } from '../../../shared/schemas/api.ts';
import { upstreamPath } from '../../plugins/upstream.ts';
import { articleAuthorSchema } from './articles.ts';
import type { EndpointDef } from './endpoint.ts';

const MIN = 60_000;
const prefix = `/api/${brand.newsProvider}-api`;
const isoDate = z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'must be a date');
const itemId = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+){0,20}$/, 'must be an item id').max(120);

export const newsItemSchema = z.looseObject({
  id: itemId,
  title: z.string().min(1).max(300),
  summary: z.string().max(1000),
  category: z.enum(newsCategories),
  source: z.string().min(1).max(100),
  /** Written by the broker (its research team), not by the news provider: credited as such. */
  in_house: z.boolean().optional(),
  language: z.string(),
  symbols: z.array(z.string().regex(/^[A-Z0-9]{2,12}$/)).max(20),
  published_at: isoDate,
  updated_at: isoDate,
});

export const newsDetailSchema = newsItemSchema.extend({ body: z.string().min(1).max(100_000) });

export const insightItemSchema = newsItemSchema.omit({ source: true }).extend({
  readTime: z.number().int().positive().optional(),
  author: articleAuthorSchema,
});

export const insightDetailSchema = insightItemSchema.extend({
  body: z.string().min(1).max(200_000),
  languages: z.array(z.string()).optional(),
});

/** Markdown body -> { html, toc } with site links in the requested locale. */
function withHtml(data: unknown, query: Record<string, unknown>) {
  const item = data as { body: string };
  const language = typeof query.language === 'string' && isLocaleCode(query.language) ? query.language : 'en';
  const { html, toc } = renderMarkdown(item.body, { pathPrefix: `/${language}` });
  return { ...item, html, toc };
}

export const news: EndpointDef = {
  name: 'news',
  route: `${prefix}/news`,
  query: newsQuery,
  upstreamPath: () => `${prefix}${upstreamPath`/news`}`,
  data: z.array(newsItemSchema),
  ttlMs: MIN,
  staleWhileRevalidateMs: 5 * MIN,
};

export const newsById: EndpointDef = {
  name: 'newsById',
  route: `${prefix}/getNewsById`,
  query: newsByIdQuery,
  upstreamPath: () => `${prefix}${upstreamPath`/getNewsById`}`,
  data: newsDetailSchema,
  transform: (data, { query }) => withHtml(data, query),
  ttlMs: 10 * MIN,
  staleWhileRevalidateMs: 30 * MIN,
};

export const insightList: EndpointDef = {
  name: 'insight',
  route: '/api/market-insight',
  query: insightQuery,
  upstreamPath: () => upstreamPath`/api/market-insight`,
  data: z.array(insightItemSchema),
  ttlMs: 5 * MIN,
  staleWhileRevalidateMs: 10 * MIN,
};

export const insightById: EndpointDef = {
  name: 'insightById',
  route: '/api/market-insight/:id',
  params: insightParams,
  query: z.strictObject({ language: newsQuery.shape.language }),
  upstreamPath: (p) => upstreamPath`/api/market-insight/${p.id!}`,
  data: insightDetailSchema,
  transform: (data, { query }) => withHtml(data, query),
  ttlMs: 10 * MIN,
  staleWhileRevalidateMs: 30 * MIN,
};

export const newsEndpoints = [news, newsById, insightList, insightById];
