// Market news from the news provider, proxied: GET /api/{provider}-api/news and getNewsById.
import { z } from 'zod';
import { brand } from '../../../shared/brand.ts';
import { newsByIdQuery, newsQuery } from '../../../shared/schemas/api.ts';
import { upstreamPath } from '../../plugins/upstream.ts';
import type { EndpointDef } from './endpoint.ts';

const prefix = `/api/${brand.newsProvider}-api`;

export const news: EndpointDef = {
  name: 'news',
  route: `${prefix}/news`,
  query: newsQuery,
  upstreamPath: () => `${prefix}${upstreamPath`/news`}`,
  data: z.array(z.looseObject({ id: z.union([z.string(), z.number()]), title: z.string() })),
  ttlMs: 60_000,
  staleWhileRevalidateMs: 5 * 60_000,
};

export const newsById: EndpointDef = {
  name: 'newsById',
  route: `${prefix}/getNewsById`,
  query: newsByIdQuery,
  upstreamPath: () => `${prefix}${upstreamPath`/getNewsById`}`,
  data: z.looseObject({ id: z.union([z.string(), z.number()]), title: z.string() }),
  ttlMs: 10 * 60_000,
  staleWhileRevalidateMs: 30 * 60_000,
};

export const newsEndpoints = [news, newsById];
