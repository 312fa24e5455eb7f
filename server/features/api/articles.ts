// Articles (spec section 7): GET /api/articles/null, /api/articles, /api/articleTags,
// /api/getArticleAlias. Articles are cached (Redis when configured) per language and filter.
import { z } from 'zod';
import { articlesQuery, languageQuery, emptyQuery } from '../../../shared/schemas/api.ts';
import { upstreamPath } from '../../plugins/upstream.ts';
import type { EndpointDef } from './endpoint.ts';

const MIN = 60_000;

export const articleSchema = z.looseObject({
  id: z.number().int(),
  title: z.string(),
  image: z.string().optional(),
  tag: z.string().optional(),
  description: z.string().optional(),
  readTime: z.union([z.number(), z.string()]).optional(),
});

export const articleInfo: EndpointDef = {
  name: 'articleInfo',
  route: '/api/articles/null',
  query: languageQuery,
  upstreamPath: () => upstreamPath`/api/articles/null`,
  data: z.unknown(),
  ttlMs: 5 * MIN,
  staleWhileRevalidateMs: 10 * MIN,
};

export const articles: EndpointDef = {
  name: 'articles',
  route: '/api/articles',
  query: articlesQuery,
  upstreamPath: () => upstreamPath`/api/articles`,
  data: z.array(articleSchema),
  ttlMs: 5 * MIN,
  staleWhileRevalidateMs: 10 * MIN,
};

export const articleTags: EndpointDef = {
  name: 'articleTags',
  route: '/api/articleTags',
  query: languageQuery,
  upstreamPath: () => upstreamPath`/api/articleTags`,
  data: z.array(z.looseObject({ id: z.number().int() })),
  ttlMs: 60 * MIN,
  staleWhileRevalidateMs: 60 * MIN,
};

export const articleAlias: EndpointDef = {
  name: 'getArticleAlias',
  route: '/api/getArticleAlias',
  query: emptyQuery,
  upstreamPath: () => upstreamPath`/api/getArticleAlias`,
  data: z.array(z.looseObject({})),
  ttlMs: 60 * MIN,
  staleWhileRevalidateMs: 60 * MIN,
};

export const articleEndpoints = [articleInfo, articles, articleTags, articleAlias];
