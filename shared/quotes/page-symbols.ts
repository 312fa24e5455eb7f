// The live subscriptions the spec names per page. A module of its own: a page that subscribes
// needs the list, not the instrument table (instruments.ts).

/** The spec's live subscription on the home page (section 7), in its order. */
export const homeSymbols: readonly string[] = [
  'BTCUSD', 'ETHUSD', 'BNBUSD', 'DOGEUSD', 'DOTUSD', 'EURUSD', 'USDJPY', 'GBPUSD', 'AUDUSD',
  'USDCAD', 'EURCHF', 'JPN225', 'UK100', 'GER40', 'US30', 'US500', 'XBRUSD', 'XTIUSD', 'XAUUSD',
  'XPTUSD', 'XAGUSD', 'GAUCNH', 'AMD', 'AAPL', 'META', 'TSLA', 'NVDA',
];

/** The spec's live subscription on the forex page (section 7), in its order. */
export const forexPageSymbols: readonly string[] = ['EURUSD', 'USDJPY', 'GBPUSD', 'AUDUSD', 'USDCAD', 'USDCHF'];
