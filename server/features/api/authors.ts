// Authors: GET /api/author and /api/author/{authorId}/articles.
import { z } from 'zod';
import { authorParams, languageQuery, listQuery } from '../../../shared/schemas/api.ts';
import { upstreamPath } from '../../plugins/upstream.ts';
import { articleSchema } from './articles.ts';
import type { EndpointDef } from './endpoint.ts';

const MIN = 60_000;

export const authorList: EndpointDef = {
  name: 'author',
  route: '/api/author',
  query: languageQuery,
  upstreamPath: () => upstreamPath`/api/author`,
  data: z.array(z.looseObject({ id: z.union([z.number(), z.string()]), name: z.string() })),
  ttlMs: 60 * MIN,
  staleWhileRevalidateMs: 60 * MIN,
};

export const authorArticles: EndpointDef = {
  name: 'authorArticles',
  route: '/api/author/:authorId/articles',
  params: authorParams,
  query: listQuery,
  upstreamPath: (p) => upstreamPath`/api/author/${p.authorId!}/articles`,
  data: z.array(articleSchema),
  ttlMs: 10 * MIN,
  staleWhileRevalidateMs: 10 * MIN,
};

export const authorEndpoints = [authorList, authorArticles];
