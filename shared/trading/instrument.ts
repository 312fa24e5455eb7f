// The instrument catalogue's shape (upstream /api/instruments): one contract specification per
// symbol, as a MetaTrader 5 server describes it. Validated at the BFF edge and in the sandbox.
import { z } from 'zod';

export const assetClasses = ['forex', 'metals', 'energy', 'indices', 'shares', 'crypto'] as const;
export type AssetClass = (typeof assetClasses)[number];

/** Finer grouping used by the conditions tables and the ESMA-style retail caps. */
export const instrumentGroups = [
  'forex-major', 'forex-minor', 'forex-exotic', 'gold', 'metals', 'energy', 'index-major', 'index-minor', 'shares', 'crypto',
] as const;
export type InstrumentGroup = (typeof instrumentGroups)[number];

/** MetaTrader 5 margin calculation modes (SYMBOL_TRADE_CALC_MODE_*) this broker uses. */
export const calcModes = ['forex', 'forex-no-leverage', 'cfd', 'cfd-leverage', 'cfd-index'] as const;
export type CalcMode = (typeof calcModes)[number];

/** MetaTrader 5 swap modes (SYMBOL_SWAP_MODE_*): how swapLong/swapShort are expressed. */
export const swapTypes = ['points', 'base-currency', 'margin-currency', 'deposit-currency', 'interest'] as const;
export type SwapType = (typeof swapTypes)[number];

export const entities = ['global', 'eu', 'uk', 'au'] as const;
export type Entity = (typeof entities)[number];

export const accountTypes = ['standard', 'raw', 'professional'] as const;
export type AccountType = (typeof accountTypes)[number];

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

const leverageRow = z.strictObject({ standard: z.number().int().min(1), raw: z.number().int().min(1), professional: z.number().int().min(1) });

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
  /** Largest leverage per entity and account type (1 for no leverage). */
  leverage: z.strictObject({ global: leverageRow, eu: leverageRow, uk: leverageRow, au: leverageRow }),
  swapType: z.enum(swapTypes),
  swapLong: z.number(),
  swapShort: z.number(),
  /** Weekday (0 = Sunday) on which three nights of swap are charged. */
  tripleSwapDay: z.number().int().min(0).max(6),
  /** IANA time zone of the venue; sessions and holidays are in its local time (DST included). */
  timeZone: z.string().min(1),
  sessions: z.array(sessionSchema).min(1),
  holidays: z.array(holidaySchema),
}).refine((i) => i.minVolume <= i.maxVolume, { message: 'minVolume above maxVolume', path: ['minVolume'] });
export type InstrumentSpec = z.infer<typeof instrumentSpecSchema>;

export const instrumentCatalogueSchema = z.array(instrumentSpecSchema).min(1);

/** Canonical URL path of an instrument page (relative to the locale). */
export function instrumentPath(symbol: string): string {
  return `/trading/trading-${symbol.toLowerCase()}`;
}

/** Largest leverage the instrument allows for an entity's account type. */
export function maxLeverage(spec: Pick<InstrumentSpec, 'leverage'>, entity: Entity = 'global', account: AccountType = 'standard'): number {
  return spec.leverage[entity][account];
}
