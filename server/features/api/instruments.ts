// The instrument catalogue (contract specifications, leverage, swaps, sessions): GET
// /api/instruments, /api/instruments/:symbol, and recent hourly candles
// /api/instruments/:symbol/candles. Specifications change rarely: long TTLs; candles are short.
// Contract: shared/api/.
import type { FastifyInstance } from 'fastify';
import { callEndpoint, serverEndpoint, type Envelope } from './endpoint.ts';

const MIN = 60_000;
const upperSymbol = (p: Record<string, string>) => ({ ...p, symbol: p.symbol!.toUpperCase() });

export const instrumentList = serverEndpoint('instrumentList', { ttlMs: 30 * MIN, staleWhileRevalidateMs: 60 * MIN, browserMaxAgeS: 300 });
export const instrument = serverEndpoint('instrument', { ttlMs: 30 * MIN, staleWhileRevalidateMs: 60 * MIN, browserMaxAgeS: 300, upstreamParams: upperSymbol });
export const instrumentCandles = serverEndpoint('instrumentCandles', { ttlMs: 5 * MIN, staleWhileRevalidateMs: 30 * MIN, upstreamParams: upperSymbol });

export const instrumentEndpoints = [instrumentList, instrument, instrumentCandles];

/** The catalogue for server-side documents (sitemaps): the same validation, cache and time-out as GET /api/instruments. */
export async function getInstrumentCatalogue(app: FastifyInstance): Promise<Envelope> {
  return (await callEndpoint(app, instrumentList, {}, {})).value;
}
