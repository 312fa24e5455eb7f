// The research provider's feeds as the upstream sends them (third-party research, in English):
// trading signals, corporate events, news-intelligence headlines and the economic calendar.
// Validated by the BFF (server/features/api/research.ts) and read by the research pages.
import { z } from 'zod';

const symbol = z.string().regex(/^[A-Z0-9]{2,12}$/);
const iso = z.iso.datetime();

export const signalSchema = z.looseObject({
  id: z.string().min(1),
  symbol,
  direction: z.enum(['buy', 'sell']),
  timeframe: z.enum(['15m', '1h', '4h', '1d']),
  entry: z.number().positive(),
  targets: z.array(z.number().positive()).min(1).max(3),
  stop: z.number().positive(),
  digits: z.number().int().min(0).max(6),
  issued_at: iso,
  rationale: z.string().min(1),
});
export type Signal = z.infer<typeof signalSchema>;

export const corporateEventSchema = z.looseObject({
  id: z.string().min(1),
  symbol,
  company: z.string().min(1),
  type: z.enum(['earnings', 'dividend', 'split', 'agm']),
  date: iso,
  /** Earnings: EPS estimate; dividend: amount per share; split: ratio '4:1'. */
  estimate: z.number().optional(),
  amount: z.number().optional(),
  ratio: z.string().regex(/^\d+:\d+$/).optional(),
  currency: z.string().regex(/^[A-Z]{3}$/).optional(),
});
export type CorporateEvent = z.infer<typeof corporateEventSchema>;

export const newsIqSchema = z.looseObject({
  id: z.string().min(1),
  headline: z.string().min(1),
  source: z.string().min(1),
  published_at: iso,
  symbols: z.array(symbol).max(5),
  sentiment: z.enum(['positive', 'negative', 'neutral']),
  /** -1 (very negative) .. 1 (very positive). */
  score: z.number().min(-1).max(1),
});
export type NewsIqItem = z.infer<typeof newsIqSchema>;

export const economicEventSchema = z.looseObject({
  id: z.string().min(1),
  time: iso,
  country: z.string().regex(/^[A-Z]{2}$/),
  currency: z.string().regex(/^[A-Z]{3}$/),
  event: z.string().min(1),
  importance: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  actual: z.string().nullable(),
  forecast: z.string().nullable(),
  previous: z.string().nullable(),
});
export type EconomicEvent = z.infer<typeof economicEventSchema>;

export const researchFeeds = ['signals', 'corporate-events', 'news-iq', 'economic-calendar'] as const;
export type ResearchFeed = (typeof researchFeeds)[number];
