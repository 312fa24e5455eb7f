// The research provider's feeds (third-party research shown on /platform/{research-provider}/*):
// GET /api/research/signals, /corporate-events, /news-iq, /economic-calendar. Short cache: the
// feeds move during the day. Contract (and the provider's upstream paths): shared/api/.
import { serverEndpoint } from './endpoint.ts';

const MIN = 60_000;

export const researchSignals = serverEndpoint('researchSignals', { ttlMs: 5 * MIN, staleWhileRevalidateMs: 15 * MIN });
export const researchCorporateEvents = serverEndpoint('researchCorporateEvents', { ttlMs: 30 * MIN, staleWhileRevalidateMs: 60 * MIN });
export const researchNewsIq = serverEndpoint('researchNewsIq', { ttlMs: 2 * MIN, staleWhileRevalidateMs: 10 * MIN });
export const researchEconomicCalendar = serverEndpoint('researchEconomicCalendar', { ttlMs: 5 * MIN, staleWhileRevalidateMs: 15 * MIN });

export const researchEndpoints = [researchSignals, researchCorporateEvents, researchNewsIq, researchEconomicCalendar];
