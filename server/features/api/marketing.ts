// Marketing content: GET /api/promotions, /api/webinar, /api/urls (video URLs), /api/dividends.
import { z } from 'zod';
import { emptyQuery, languageQuery, listQuery } from '../../../shared/schemas/api.ts';
import { promotionList } from '../../../shared/schemas/promotions.ts';
import { webinarQuery, webinarSchema } from '../../../shared/schemas/media.ts';
import { upstreamPath } from '../../plugins/upstream.ts';
import type { EndpointDef } from './endpoint.ts';

const MIN = 60_000;
const list = z.array(z.looseObject({}));

export const promotions: EndpointDef = {
  name: 'promotions',
  route: '/api/promotions',
  query: listQuery,
  upstreamPath: () => upstreamPath`/api/promotions`,
  data: promotionList,
  ttlMs: 10 * MIN,
  staleWhileRevalidateMs: 30 * MIN,
};

export const webinar: EndpointDef = {
  name: 'webinar',
  route: '/api/webinar',
  query: webinarQuery,
  upstreamPath: () => upstreamPath`/api/webinar`,
  data: z.array(webinarSchema),
  ttlMs: 10 * MIN,
  staleWhileRevalidateMs: 30 * MIN,
};

export const videoUrls: EndpointDef = {
  name: 'urls',
  route: '/api/urls',
  query: languageQuery,
  upstreamPath: () => upstreamPath`/api/urls`,
  data: z.union([list, z.record(z.string(), z.unknown())]),
  ttlMs: 60 * MIN,
  staleWhileRevalidateMs: 60 * MIN,
};

export const dividends: EndpointDef = {
  name: 'dividends',
  route: '/api/dividends',
  query: emptyQuery,
  upstreamPath: () => upstreamPath`/api/dividends`,
  data: z.array(z.looseObject({ symbol: z.string() })),
  ttlMs: 60 * MIN,
  staleWhileRevalidateMs: 60 * MIN,
};

export const marketingEndpoints = [promotions, webinar, videoUrls, dividends];
