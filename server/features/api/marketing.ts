// Marketing content: GET /api/promotions, /api/webinar, /api/urls (video URLs), /api/dividends.
// Contract: shared/api/.
import { serverEndpoint } from './endpoint.ts';

const MIN = 60_000;

export const promotions = serverEndpoint('promotions', { ttlMs: 10 * MIN, staleWhileRevalidateMs: 30 * MIN });
export const webinar = serverEndpoint('webinar', { ttlMs: 10 * MIN, staleWhileRevalidateMs: 30 * MIN });
export const videoUrls = serverEndpoint('videoUrls', { ttlMs: 60 * MIN, staleWhileRevalidateMs: 60 * MIN });
export const dividends = serverEndpoint('dividends', { ttlMs: 60 * MIN, staleWhileRevalidateMs: 60 * MIN });

export const marketingEndpoints = [promotions, webinar, videoUrls, dividends];
