// The instrument catalogue's shape (upstream /api/instruments): one contract specification per
// symbol, as a MetaTrader 5 server describes it. Validated at the BFF edge and in the sandbox.
import { z } from 'zod';

import { assetClasses, calcModes, instrumentGroups, swapTypes } from './instrument-basics.ts';

export * from './instrument-basics.ts';

const currency = z.string().regex(/^[A-Z]{3}$/);
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/);

export const sessionSchema = z.strictObject({
  /** Day of the week in the venue's time zone, 0 = Sunday. */
  day: z.number().int().min(0).max(6),
  open: hhmm,
  close: hhmm,
}).refine((s) => s.open < s.close, { message: 'open must be before close' });
export type Session = z.infer<typeof sessionSchema>;

export const holidaySchema = z.strictObject({
  /** Venue-local date. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  name: z.string().min(1),
  /** Absent: closed all day; else the early close (venue time). */
  closeAt: hhmm.optional(),
});
export type Holiday = z.infer<typeof holidaySchema>;

export const instrumentSpecSchema = z.strictObject({
  symbol: z.string().regex(/^[A-Z0-9]{2,12}$/),
  assetClass: z.enum(assetClasses),
  group: z.enum(instrumentGroups),
  description: z.string().min(1),
  digits: z.number().int().min(0).max(8),
  /** Size of a price "pip" as traders count it (0.0001 on EURUSD, 1 on an index). */
  pipSize: z.number().positive(),
  contractSize: z.number().positive(),
  /** Unit of the contract ('EUR', 'troy oz', 'barrel', 'share', 'index point', 'BTC'). */
  baseUnit: z.string().min(1),
  minVolume: z.number().positive(),
  maxVolume: z.number().positive(),
  volumeStep: z.number().positive(),
  marginCurrency: currency,
  profitCurrency: currency,
  calcMode: z.enum(calcModes),
  /** Initial margin rate multiplier of MT5 (1 = none). */
  marginRate: z.number().positive(),
  // No leverage here: caps belong to the entity register (shared/company/entities.ts leverageCap),
  // per entity, client category and `group`.
  swapType: z.enum(swapTypes),
  swapLong: z.number(),
  swapShort: z.number(),
  /** Weekday (0 = Sunday) on which three nights of swap are charged. */
  tripleSwapDay: z.number().int().min(0).max(6),
  /** IANA time zone of the venue; sessions and holidays are in its local time (DST included). */
  timeZone: z.string().min(1),
  sessions: z.array(sessionSchema).min(1),
  holidays: z.array(holidaySchema),
  /** Present when `holidays` is complete only up to this venue date, before the catalogue's window
   * ends (our holiday table for the venue stops there, e.g. Singapore's gazetted days); pages say so. */
  holidaysUntil: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  /** Shares and ETFs: the exchange's short name ('NYSE', 'Xetra'), a proper name in every language. */
  exchange: z.string().min(1).max(40).optional(),
}).refine((i) => i.minVolume <= i.maxVolume, { message: 'minVolume above maxVolume', path: ['minVolume'] });
export type InstrumentSpec = z.infer<typeof instrumentSpecSchema>;

export const instrumentCatalogueSchema = z.array(instrumentSpecSchema).min(1);
