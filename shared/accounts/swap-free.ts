// Swap-free (Islamic) account rules: no swap is ever charged or paid; on some instrument groups a
// flat administration fee applies once a position has been held longer than its free nights.
// The fee is fixed per lot and per night, the same for buy and sell, and is not interest.
// Which instruments are eligible is a rule on the catalogue's groups (swapFreeEligible), so the
// page lists exactly what the trading server offers and nothing is typed twice.
import type { InstrumentGroup } from '../trading/instrument-basics.ts';
import type { InstrumentSpec } from '../trading/instrument.ts';
import { accountTypes, type AccountConditions, type PlatformId } from './account-types.ts';

export const swapFreeGroupIds = ['forex-majors', 'forex-minors', 'forex-exotics', 'metals', 'energies', 'indices'] as const;
export type SwapFreeGroupId = (typeof swapFreeGroupIds)[number];

export interface SwapFreeGroup {
  id: SwapFreeGroupId;
  /** Nights a position is held with no charge at all. */
  freeNights: number;
  /** Flat fee per standard lot per night after the free nights, USD (0: never). */
  adminFeePerLotUsd: number;
}

export const swapFreeGroups: readonly SwapFreeGroup[] = [
  { id: 'forex-majors', freeNights: 10, adminFeePerLotUsd: 0 },
  { id: 'forex-minors', freeNights: 5, adminFeePerLotUsd: 5 },
  { id: 'forex-exotics', freeNights: 2, adminFeePerLotUsd: 12 },
  { id: 'metals', freeNights: 5, adminFeePerLotUsd: 8 },
  { id: 'energies', freeNights: 3, adminFeePerLotUsd: 6 },
  { id: 'indices', freeNights: 3, adminFeePerLotUsd: 4 },
];

/**
 * The swap-free group of each catalogue group; null: not tradable swap-free. Share and crypto
 * CFDs are financed at an interest rate on the position's value, a cost that cannot be waived.
 * Gold and the other metals share one fee, as do major and minor indices.
 */
const groupRule: Record<InstrumentGroup, SwapFreeGroupId | null> = {
  'forex-major': 'forex-majors',
  'forex-minor': 'forex-minors',
  'forex-exotic': 'forex-exotics',
  gold: 'metals',
  metals: 'metals',
  energy: 'energies',
  'index-major': 'indices',
  'index-minor': 'indices',
  shares: null,
  etf: null,
  crypto: null,
};

/** Catalogue groups that cannot be held on a swap-free account. */
export const swapFreeExcluded: readonly InstrumentGroup[] = (Object.keys(groupRule) as InstrumentGroup[]).filter((g) => groupRule[g] === null);

/** The swap-free group an instrument trades in, or null when it is not eligible. */
export function swapFreeGroupOf(spec: Pick<InstrumentSpec, 'group'>): SwapFreeGroup | null {
  const id = groupRule[spec.group];
  return id ? swapFreeGroups.find((g) => g.id === id)! : null;
}

export interface SwapFreeEligibleGroup {
  group: SwapFreeGroup;
  /** Eligible symbols of the catalogue, sorted. */
  symbols: string[];
}

/** Every eligible instrument of the catalogue by swap-free group, in the fixed group order; empty groups left out. */
export function swapFreeEligible(catalogue: readonly Pick<InstrumentSpec, 'symbol' | 'group'>[]): SwapFreeEligibleGroup[] {
  return swapFreeGroups
    .map((group) => ({
      group,
      symbols: catalogue.filter((i) => swapFreeGroupOf(i) === group).map((i) => i.symbol).sort(),
    }))
    .filter((g) => g.symbols.length > 0);
}

/**
 * The page's worked example (content/<language>/trading/swap-free-account.json "example"): a
 * position of `lots` lots of `symbol` held `nights` nights. Its figures are placeholders filled
 * from the fee table (marketing-facts.ts), so the arithmetic follows the table.
 */
export const swapFreeExample = { groupId: 'metals' as SwapFreeGroupId, symbol: 'XAUUSD', lots: 2, nights: 8 };

/** Total admin fee for a position: lots x fee x chargeable nights (nights past the free ones). */
export function swapFreeAdminFee(group: SwapFreeGroup, lots: number, nights: number): number {
  const chargeable = Math.max(0, Math.floor(nights) - group.freeNights);
  return Math.round(lots * group.adminFeePerLotUsd * chargeable * 100) / 100;
}

/**
 * The swap-free account's platforms, and the Standard account's that it lacks (e.g. the web
 * platform), from the account-types data: the page states these rather than "same as Standard".
 */
export function swapFreePlatforms(types: readonly AccountConditions[] = accountTypes): { on: PlatformId[]; notOn: PlatformId[] } {
  const swapFree = types.find((a) => a.swapFree);
  const standard = types.find((a) => a.id === 'standard');
  const on = [...(swapFree?.platforms ?? [])];
  return { on, notOn: (standard?.platforms ?? []).filter((p) => !on.includes(p)) };
}
