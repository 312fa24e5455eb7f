// The instrument catalogue (contract specifications, leverage, swaps, sessions): GET
// /api/instruments, /api/instruments/:symbol, and recent hourly candles
// /api/instruments/:symbol/candles. Specifications change rarely: long TTLs; candles are short.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { candlesQuery, emptyQuery, symbolParams } from '../../../shared/schemas/api.ts';
import { instrumentCatalogueSchema, instrumentSpecSchema } from '../../../shared/trading/instrument.ts';
import { upstreamPath } from '../../plugins/upstream.ts';
import { callEndpoint, type EndpointDef, type Envelope } from './endpoint.ts';

const MIN = 60_000;

export const instrumentList: EndpointDef = {
  name: 'instruments',
  route: '/api/instruments',
  query: emptyQuery,
  upstreamPath: () => upstreamPath`/api/instruments`,
  data: instrumentCatalogueSchema,
  ttlMs: 30 * MIN,
  staleWhileRevalidateMs: 60 * MIN,
  browserMaxAgeS: 300,
};

export const instrument: EndpointDef = {
  name: 'instrument',
  route: '/api/instruments/:symbol',
  params: symbolParams,
  query: emptyQuery,
  upstreamPath: (p) => upstreamPath`/api/instruments/${p.symbol!.toUpperCase()}`,
  data: instrumentSpecSchema,
  ttlMs: 30 * MIN,
  staleWhileRevalidateMs: 60 * MIN,
  browserMaxAgeS: 300,
};

export const candleSchema = z.strictObject({
  time: z.number().int(),
  open: z.number(),
  high: z.number(),
  low: z.number(),
  close: z.number(),
});

export const instrumentCandles: EndpointDef = {
  name: 'instrumentCandles',
  route: '/api/instruments/:symbol/candles',
  params: symbolParams,
  query: candlesQuery,
  upstreamPath: (p) => upstreamPath`/api/instruments/${p.symbol!.toUpperCase()}/candles`,
  data: z.array(candleSchema),
  ttlMs: 5 * MIN,
  staleWhileRevalidateMs: 30 * MIN,
};

export const instrumentEndpoints = [instrumentList, instrument, instrumentCandles];

/** The catalogue for server-side documents (sitemaps): the same validation, cache and time-out as GET /api/instruments. */
export async function getInstrumentCatalogue(app: FastifyInstance): Promise<Envelope> {
  return (await callEndpoint(app, instrumentList, {}, {})).value;
}
