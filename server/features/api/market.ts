// Market data: GET /api/{prefix}-api/symblos/3/{symbol} (the spec's spelling), /api/allsymblos,
// /api/getSymbolToday. Short TTLs: a snapshot, the live stream does the rest. Contract: shared/api/.
import { serverEndpoint } from './endpoint.ts';

export { marketSymbolPath } from '../../../shared/api/endpoints.ts';

export const symbol = serverEndpoint('symbol', { ttlMs: 2_000, staleWhileRevalidateMs: 10_000, browserMaxAgeS: 1 });
export const allSymbols = serverEndpoint('allSymbols', { ttlMs: 2_000, staleWhileRevalidateMs: 10_000, browserMaxAgeS: 1 });
export const symbolToday = serverEndpoint('symbolToday', { ttlMs: 5 * 60_000, staleWhileRevalidateMs: 10 * 60_000 });

export const marketEndpoints = [symbol, allSymbols, symbolToday];
