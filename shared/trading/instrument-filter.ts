// Search and filter of the instruments table: by symbol or description (case- and
// accent-insensitive, every word must match) and by asset class.
import type { AssetClass } from './instrument.ts';

export interface InstrumentRow {
  symbol: string;
  description: string;
  assetClass: AssetClass;
  /** The name in the page's language, made by the loader (shared/trading/instrument-name.ts). */
  name?: string;
  /** 'en' when `name` is the upstream's English description on another language's page. */
  nameLang?: 'en';
}

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export function filterInstruments<T extends InstrumentRow>(rows: readonly T[], query: string, assetClass: AssetClass | 'all'): T[] {
  const words = fold(query).split(/[\s/]+/).filter(Boolean);
  return rows.filter((r) => {
    if (assetClass !== 'all' && r.assetClass !== assetClass) return false;
    const hay = fold(`${r.symbol} ${r.description} ${r.name ?? ''}`);
    return words.every((w) => hay.includes(w));
  });
}
