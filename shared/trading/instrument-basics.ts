// The catalogue's enumerations and URL rule, without zod, so browser code can use them without
// shipping the schema library (instrument.ts holds the schemas and re-exports these).
export const assetClasses = ['forex', 'metals', 'energy', 'indices', 'shares', 'crypto', 'etfs'] as const;
export type AssetClass = (typeof assetClasses)[number];

/** Finer grouping used by the conditions tables and the ESMA-style retail caps. */
export const instrumentGroups = [
  'forex-major', 'forex-minor', 'forex-exotic', 'gold', 'metals', 'energy', 'index-major', 'index-minor', 'shares', 'etf', 'crypto',
] as const;
export type InstrumentGroup = (typeof instrumentGroups)[number];

/** MetaTrader 5 margin calculation modes (SYMBOL_TRADE_CALC_MODE_*) this broker uses. */
export const calcModes = ['forex', 'forex-no-leverage', 'cfd', 'cfd-leverage', 'cfd-index'] as const;
export type CalcMode = (typeof calcModes)[number];

/** MetaTrader 5 swap modes (SYMBOL_SWAP_MODE_*): how swapLong/swapShort are expressed. */
export const swapTypes = ['points', 'base-currency', 'margin-currency', 'deposit-currency', 'interest'] as const;
export type SwapType = (typeof swapTypes)[number];

export const accountTypes = ['standard', 'raw', 'professional'] as const;
export type AccountType = (typeof accountTypes)[number];

/** Canonical URL path of an instrument page (relative to the locale). */
export function instrumentPath(symbol: string): string {
  return `/trading/trading-${symbol.toLowerCase()}`;
}
