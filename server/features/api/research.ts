// The research provider's feeds (third-party research shown on /platform/{research-provider}/*):
// GET /api/research/signals, /corporate-events, /news-iq, /economic-calendar. Short cache: the
// feeds move during the day.
import { z } from 'zod';
import { brand } from '../../../shared/brand.ts';
import { researchQuery, signalsQuery } from '../../../shared/schemas/api.ts';
import { corporateEventSchema, economicEventSchema, newsIqSchema, signalSchema } from '../../../shared/schemas/research.ts';
import { upstreamPath } from '../../plugins/upstream.ts';
import type { EndpointDef } from './endpoint.ts';

const MIN = 60_000;
const base = `${brand.researchProvider}-api`;

export const researchSignals: EndpointDef = {
  name: 'research-signals',
  route: '/api/research/signals',
  query: signalsQuery,
  upstreamPath: () => upstreamPath`/api/${base}/signals`,
  data: z.array(signalSchema),
  ttlMs: 5 * MIN,
  staleWhileRevalidateMs: 15 * MIN,
};

export const researchCorporateEvents: EndpointDef = {
  name: 'research-corporate-events',
  route: '/api/research/corporate-events',
  query: researchQuery,
  upstreamPath: () => upstreamPath`/api/${base}/corporate-events`,
  data: z.array(corporateEventSchema),
  ttlMs: 30 * MIN,
  staleWhileRevalidateMs: 60 * MIN,
};

export const researchNewsIq: EndpointDef = {
  name: 'research-news-iq',
  route: '/api/research/news-iq',
  query: researchQuery,
  upstreamPath: () => upstreamPath`/api/${base}/news-iq`,
  data: z.array(newsIqSchema),
  ttlMs: 2 * MIN,
  staleWhileRevalidateMs: 10 * MIN,
};

export const researchEconomicCalendar: EndpointDef = {
  name: 'research-economic-calendar',
  route: '/api/research/economic-calendar',
  query: researchQuery,
  upstreamPath: () => upstreamPath`/api/${base}/economic-calendar`,
  data: z.array(economicEventSchema),
  ttlMs: 5 * MIN,
  staleWhileRevalidateMs: 15 * MIN,
};

export const researchEndpoints = [researchSignals, researchCorporateEvents, researchNewsIq, researchEconomicCalendar];
