// The home page's market tabs (spec sections 2.4, 3 and 9): order, symbols, market page, icon.
// title and desc are translation keys; the page supplies the words.
import type { LocaleCode } from '../locales.ts';

export type MarketTabKey = 'Forex' | 'Precious Metals' | 'Crypto' | 'Energy' | 'Shares' | 'Indices';

export interface MarketTab {
  key: MarketTabKey;
  /** Translation key of the tab title. */
  title: string;
  /** Translation key of the info card text. */
  desc: string;
  /** The tab's market page, without the locale prefix ('Discover more'). */
  path: string;
  icon: string;
  symbols: readonly string[];
}

const tab = (key: MarketTabKey, slug: string, path: string, symbols: string[]): MarketTab => ({
  key,
  title: `home.markets.${slug}.title`,
  desc: `home.markets.${slug}.desc`,
  path,
  icon: `market-${slug}`,
  symbols,
});

export const marketTabs: Readonly<Record<MarketTabKey, MarketTab>> = {
  Forex: tab('Forex', 'forex', '/trading/forex', ['EURUSD', 'USDJPY', 'GBPUSD', 'AUDUSD', 'USDCAD', 'EURCHF']),
  'Precious Metals': tab('Precious Metals', 'metals', '/trading/precious-metals', ['XAGUSD', 'XAUUSD', 'XPTUSD']),
  Crypto: tab('Crypto', 'crypto', '/trading/crypto', ['BTCUSD', 'ETHUSD', 'BNBUSD', 'DOGEUSD', 'DOTUSD']),
  Energy: tab('Energy', 'energy', '/trading/energies', ['XBRUSD', 'XTIUSD']),
  Shares: tab('Shares', 'shares', '/trading/shares', ['NVDA', 'TSLA', 'META', 'AAPL', 'AMD']),
  Indices: tab('Indices', 'indices', '/trading/indices', ['US500', 'US30', 'GER40', 'UK100', 'JPN225']),
};

export const defaultTabOrder: readonly MarketTabKey[] = ['Forex', 'Precious Metals', 'Crypto', 'Energy', 'Shares', 'Indices'];
export const enInTabOrder: readonly MarketTabKey[] = ['Forex', 'Precious Metals', 'Crypto', 'Indices', 'Energy', 'Shares'];

/** The tabs of a locale's home page, in display order. */
export function marketTabsFor(locale: LocaleCode | string): MarketTab[] {
  return (locale === 'en-in' ? enInTabOrder : defaultTabOrder).map((k) => marketTabs[k]);
}

/** Swipe over 50 px moves tab (section 9). */
export const swipeThresholdPx = 50;

/** The tab index after a horizontal swipe of dx pixels, wrapping around. */
export function tabAfterSwipe(current: number, dx: number, count: number): number {
  if (count <= 0 || Math.abs(dx) <= swipeThresholdPx) return current;
  const step = dx < 0 ? 1 : -1; // swipe left = next
  return (((current + step) % count) + count) % count;
}
