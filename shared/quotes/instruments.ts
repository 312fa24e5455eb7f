// The instruments the site shows live prices for (spec section 7), with each one's real number
// of digits, a realistic reference price and a broker-like spread in points (1 point = 10^-digits).
// Pure and isomorphic: the server's simulator walks around these prices, the browser formats with
// these digits before the first quote arrives.

export type AssetClass = 'forex' | 'metals' | 'crypto' | 'energy' | 'shares' | 'indices';

export interface Instrument {
  symbol: string;
  assetClass: AssetClass;
  /** Decimal places of bid and ask. */
  digits: number;
  /** A realistic mid price to start from. */
  price: number;
  /** Typical spread, in points (10^-digits). */
  spreadPoints: number;
}

// Digits as a retail MT4/MT5 broker quotes them: FX 5 (JPY pairs 3), metals 2-3, indices 1-2,
// energies 2, shares 2, crypto 2 — except the sub-dollar and single-dollar coins, which no broker
// quotes to the cent (DOGEUSD 5, DOTUSD 3) because their moves would not show.
export const instruments: readonly Instrument[] = [
  // Forex
  { symbol: 'EURUSD', assetClass: 'forex', digits: 5, price: 1.085, spreadPoints: 12 },
  { symbol: 'USDJPY', assetClass: 'forex', digits: 3, price: 156.5, spreadPoints: 14 },
  { symbol: 'GBPUSD', assetClass: 'forex', digits: 5, price: 1.27, spreadPoints: 15 },
  { symbol: 'AUDUSD', assetClass: 'forex', digits: 5, price: 0.662, spreadPoints: 14 },
  { symbol: 'USDCAD', assetClass: 'forex', digits: 5, price: 1.369, spreadPoints: 18 },
  { symbol: 'EURCHF', assetClass: 'forex', digits: 5, price: 0.968, spreadPoints: 20 },
  { symbol: 'USDCHF', assetClass: 'forex', digits: 5, price: 0.892, spreadPoints: 16 },
  { symbol: 'NZDUSD', assetClass: 'forex', digits: 5, price: 0.612, spreadPoints: 18 },
  // Forex minors (crosses)
  { symbol: 'EURGBP', assetClass: 'forex', digits: 5, price: 0.8545, spreadPoints: 16 },
  { symbol: 'EURJPY', assetClass: 'forex', digits: 3, price: 169.8, spreadPoints: 20 },
  { symbol: 'GBPJPY', assetClass: 'forex', digits: 3, price: 198.75, spreadPoints: 30 },
  { symbol: 'EURAUD', assetClass: 'forex', digits: 5, price: 1.639, spreadPoints: 28 },
  { symbol: 'EURCAD', assetClass: 'forex', digits: 5, price: 1.4855, spreadPoints: 26 },
  { symbol: 'AUDJPY', assetClass: 'forex', digits: 3, price: 103.6, spreadPoints: 22 },
  { symbol: 'AUDCAD', assetClass: 'forex', digits: 5, price: 0.9063, spreadPoints: 24 },
  { symbol: 'AUDNZD', assetClass: 'forex', digits: 5, price: 1.0817, spreadPoints: 28 },
  { symbol: 'GBPCHF', assetClass: 'forex', digits: 5, price: 1.1328, spreadPoints: 30 },
  { symbol: 'GBPAUD', assetClass: 'forex', digits: 5, price: 1.9184, spreadPoints: 34 },
  { symbol: 'CADJPY', assetClass: 'forex', digits: 3, price: 114.3, spreadPoints: 26 },
  { symbol: 'CHFJPY', assetClass: 'forex', digits: 3, price: 175.4, spreadPoints: 28 },
  { symbol: 'NZDJPY', assetClass: 'forex', digits: 3, price: 95.8, spreadPoints: 28 },
  // Forex exotics
  { symbol: 'USDZAR', assetClass: 'forex', digits: 5, price: 18.25, spreadPoints: 900 },
  { symbol: 'USDMXN', assetClass: 'forex', digits: 5, price: 17.05, spreadPoints: 600 },
  { symbol: 'USDTRY', assetClass: 'forex', digits: 5, price: 32.4, spreadPoints: 1500 },
  { symbol: 'USDSGD', assetClass: 'forex', digits: 5, price: 1.3495, spreadPoints: 40 },
  { symbol: 'USDHKD', assetClass: 'forex', digits: 5, price: 7.812, spreadPoints: 60 },
  { symbol: 'USDNOK', assetClass: 'forex', digits: 5, price: 10.62, spreadPoints: 500 },
  { symbol: 'USDSEK', assetClass: 'forex', digits: 5, price: 10.48, spreadPoints: 500 },
  { symbol: 'USDPLN', assetClass: 'forex', digits: 5, price: 3.945, spreadPoints: 300 },
  { symbol: 'USDCNH', assetClass: 'forex', digits: 5, price: 7.245, spreadPoints: 150 },
  // Precious metals
  { symbol: 'XAUUSD', assetClass: 'metals', digits: 2, price: 2345.5, spreadPoints: 30 },
  { symbol: 'XAGUSD', assetClass: 'metals', digits: 3, price: 29.65, spreadPoints: 25 },
  { symbol: 'XPTUSD', assetClass: 'metals', digits: 2, price: 985.4, spreadPoints: 300 },
  // Gold in offshore yuan per gram.
  { symbol: 'GAUCNH', assetClass: 'metals', digits: 2, price: 545.8, spreadPoints: 60 },
  { symbol: 'XPDUSD', assetClass: 'metals', digits: 2, price: 1012.5, spreadPoints: 400 },
  { symbol: 'XAUEUR', assetClass: 'metals', digits: 2, price: 2161.8, spreadPoints: 40 },
  // Crypto
  { symbol: 'BTCUSD', assetClass: 'crypto', digits: 2, price: 67450, spreadPoints: 3000 },
  { symbol: 'ETHUSD', assetClass: 'crypto', digits: 2, price: 3520, spreadPoints: 250 },
  { symbol: 'BNBUSD', assetClass: 'crypto', digits: 2, price: 598.4, spreadPoints: 90 },
  { symbol: 'DOGEUSD', assetClass: 'crypto', digits: 5, price: 0.1452, spreadPoints: 40 },
  { symbol: 'DOTUSD', assetClass: 'crypto', digits: 3, price: 6.42, spreadPoints: 20 },
  { symbol: 'SOLUSD', assetClass: 'crypto', digits: 2, price: 162.4, spreadPoints: 60 },
  { symbol: 'XRPUSD', assetClass: 'crypto', digits: 5, price: 0.5214, spreadPoints: 150 },
  { symbol: 'LTCUSD', assetClass: 'crypto', digits: 2, price: 81.6, spreadPoints: 25 },
  // Energy
  { symbol: 'XBRUSD', assetClass: 'energy', digits: 2, price: 82.35, spreadPoints: 4 },
  { symbol: 'XTIUSD', assetClass: 'energy', digits: 2, price: 78.6, spreadPoints: 4 },
  { symbol: 'XNGUSD', assetClass: 'energy', digits: 3, price: 2.685, spreadPoints: 8 },
  // Shares
  { symbol: 'NVDA', assetClass: 'shares', digits: 2, price: 121.8, spreadPoints: 12 },
  { symbol: 'TSLA', assetClass: 'shares', digits: 2, price: 182.4, spreadPoints: 18 },
  { symbol: 'META', assetClass: 'shares', digits: 2, price: 498.6, spreadPoints: 40 },
  { symbol: 'AAPL', assetClass: 'shares', digits: 2, price: 192.3, spreadPoints: 14 },
  { symbol: 'AMD', assetClass: 'shares', digits: 2, price: 158.7, spreadPoints: 16 },
  { symbol: 'MSFT', assetClass: 'shares', digits: 2, price: 425.3, spreadPoints: 30 },
  { symbol: 'AMZN', assetClass: 'shares', digits: 2, price: 183.5, spreadPoints: 16 },
  { symbol: 'GOOGL', assetClass: 'shares', digits: 2, price: 174.9, spreadPoints: 16 },
  { symbol: 'NFLX', assetClass: 'shares', digits: 2, price: 640.2, spreadPoints: 60 },
  // Indices
  { symbol: 'US500', assetClass: 'indices', digits: 2, price: 5305.5, spreadPoints: 50 },
  { symbol: 'US30', assetClass: 'indices', digits: 1, price: 39120, spreadPoints: 20 },
  { symbol: 'GER40', assetClass: 'indices', digits: 1, price: 18650, spreadPoints: 12 },
  { symbol: 'UK100', assetClass: 'indices', digits: 1, price: 8275, spreadPoints: 10 },
  { symbol: 'JPN225', assetClass: 'indices', digits: 1, price: 38650, spreadPoints: 70 },
  { symbol: 'NAS100', assetClass: 'indices', digits: 2, price: 18650, spreadPoints: 120 },
  { symbol: 'FRA40', assetClass: 'indices', digits: 1, price: 8010, spreadPoints: 15 },
  { symbol: 'EU50', assetClass: 'indices', digits: 1, price: 4985, spreadPoints: 15 },
  { symbol: 'AUS200', assetClass: 'indices', digits: 1, price: 7760, spreadPoints: 15 },
  { symbol: 'HK50', assetClass: 'indices', digits: 1, price: 18420, spreadPoints: 80 },
];

const bySymbol = new Map(instruments.map((i) => [i.symbol, i]));

/** The spec's live subscription on the home page (section 7), in its order. */
export const homeSymbols: readonly string[] = [
  'BTCUSD', 'ETHUSD', 'BNBUSD', 'DOGEUSD', 'DOTUSD', 'EURUSD', 'USDJPY', 'GBPUSD', 'AUDUSD',
  'USDCAD', 'EURCHF', 'JPN225', 'UK100', 'GER40', 'US30', 'US500', 'XBRUSD', 'XTIUSD', 'XAUUSD',
  'XPTUSD', 'XAGUSD', 'GAUCNH', 'AMD', 'AAPL', 'META', 'TSLA', 'NVDA',
];

/** The spec's live subscription on the forex page (section 7), in its order. */
export const forexPageSymbols: readonly string[] = ['EURUSD', 'USDJPY', 'GBPUSD', 'AUDUSD', 'USDCAD', 'USDCHF'];

/**
 * A feed or API symbol as the site matches it: any suffix after the first '.' stripped
 * ('EURUSD.r' -> 'EURUSD'), surrounding white space removed, upper-cased.
 * Returns '' for anything that is not a plausible symbol.
 */
export function normalizeSymbol(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  const dot = raw.indexOf('.');
  const base = (dot === -1 ? raw : raw.slice(0, dot)).trim().toUpperCase();
  return /^[A-Z0-9_-]{1,20}$/.test(base) ? base : '';
}

export function instrumentOf(symbol: string): Instrument | undefined {
  return bySymbol.get(normalizeSymbol(symbol));
}

export function isKnownSymbol(symbol: string): boolean {
  return bySymbol.has(symbol);
}
