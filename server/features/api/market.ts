// Market data: GET /api/{prefix}-api/symblos/3/{symbol} (the spec's spelling), /api/allsymblos,
// /api/getSymbolToday. Short TTLs: a snapshot, the live stream does the rest.
import { z } from 'zod';
import { brand } from '../../../shared/brand.ts';
import { emptyQuery, symbolParams, symbolTodayQuery } from '../../../shared/schemas/api.ts';
import { upstreamPath } from '../../plugins/upstream.ts';
import type { EndpointDef } from './endpoint.ts';

export const quoteSchema = z.looseObject({
  symbol: z.string().min(1),
  bid: z.number(),
  ask: z.number(),
  digits: z.number().int().min(0).max(10),
});

export const marketSymbolPath = `/api/${brand.marketDataPrefix}-api/symblos/3`;

export const symbol: EndpointDef = {
  name: 'symbol',
  route: `${marketSymbolPath}/:symbol`,
  params: symbolParams,
  query: emptyQuery,
  upstreamPath: (p) => `${marketSymbolPath}${upstreamPath`/${p.symbol!}`}`,
  data: quoteSchema,
  ttlMs: 2_000,
  staleWhileRevalidateMs: 10_000,
  browserMaxAgeS: 1,
};

export const allSymbols: EndpointDef = {
  name: 'allsymblos',
  route: '/api/allsymblos',
  query: emptyQuery,
  upstreamPath: () => upstreamPath`/api/allsymblos`,
  data: z.array(quoteSchema),
  ttlMs: 2_000,
  staleWhileRevalidateMs: 10_000,
  browserMaxAgeS: 1,
};

export const symbolToday: EndpointDef = {
  name: 'getSymbolToday',
  route: '/api/getSymbolToday',
  query: symbolTodayQuery,
  upstreamPath: () => upstreamPath`/api/getSymbolToday`,
  data: z.unknown(),
  ttlMs: 5 * 60_000,
  staleWhileRevalidateMs: 10 * 60_000,
};

export const marketEndpoints = [symbol, allSymbols, symbolToday];
