// What the market-data and candle endpoints answer.
import { z } from 'zod';

export const quoteSchema = z.looseObject({
  symbol: z.string().min(1),
  bid: z.number(),
  ask: z.number(),
  digits: z.number().int().min(0).max(10),
});

export const candleSchema = z.strictObject({
  time: z.number().int(),
  open: z.number(),
  high: z.number(),
  low: z.number(),
  close: z.number(),
});
