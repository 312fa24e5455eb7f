// Authors: GET /api/author, /api/author/{authorId}/articles and /api/authorGroups (the expert
// groups; an addition to the upstream contract of section 7).
import { z } from 'zod';
import { authorParams, languageQuery, listQuery } from '../../../shared/schemas/api.ts';
import { upstreamPath } from '../../plugins/upstream.ts';
import { articleSchema } from './articles.ts';
import type { EndpointDef } from './endpoint.ts';

const MIN = 60_000;

export const authorSchema = z.looseObject({
  id: z.union([z.number(), z.string()]),
  name: z.string(),
  slug: z.string().optional(),
  title: z.string().optional(),
  bio: z.string().optional(),
  avatar: z.string().optional(),
  expertise: z.array(z.string()).optional(),
  groups: z.array(z.number().int()).optional(),
  languages: z.array(z.string()).optional(),
  joined_year: z.number().int().optional(),
  articles_count: z.number().int().optional(),
  updated_at: z.string().optional(),
});

export const authorList: EndpointDef = {
  name: 'author',
  route: '/api/author',
  query: languageQuery,
  upstreamPath: () => upstreamPath`/api/author`,
  data: z.array(authorSchema),
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

export const authorGroupSchema = z.looseObject({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string().optional(),
  author_ids: z.array(z.union([z.number(), z.string()])),
});

export const authorGroups: EndpointDef = {
  name: 'authorGroups',
  route: '/api/authorGroups',
  query: languageQuery,
  upstreamPath: () => upstreamPath`/api/authorGroups`,
  data: z.array(authorGroupSchema),
  ttlMs: 60 * MIN,
  staleWhileRevalidateMs: 60 * MIN,
};

export const authorEndpoints = [authorList, authorArticles, authorGroups];
