// Swap-free (Islamic) account rules: no swap is ever charged or paid; on some instrument groups a
// flat administration fee applies once a position has been held longer than its free nights.
// The fee is fixed per lot and per night, the same for buy and sell, and is not interest.

export interface SwapFreeGroup {
  id: 'forex-majors' | 'forex-minors' | 'forex-exotics' | 'metals' | 'energies' | 'indices';
  /** Example symbols (linked to their instrument pages). */
  symbols: readonly string[];
  /** Nights a position is held with no charge at all. */
  freeNights: number;
  /** Flat fee per standard lot per night after the free nights, USD (0: never). */
  adminFeePerLotUsd: number;
}

export const swapFreeGroups: readonly SwapFreeGroup[] = [
  { id: 'forex-majors', symbols: ['EURUSD', 'GBPUSD', 'USDJPY', 'AUDUSD', 'USDCAD', 'USDCHF', 'NZDUSD'], freeNights: 10, adminFeePerLotUsd: 0 },
  { id: 'forex-minors', symbols: ['EURGBP', 'EURJPY', 'GBPJPY', 'EURCHF', 'AUDJPY'], freeNights: 5, adminFeePerLotUsd: 5 },
  { id: 'forex-exotics', symbols: ['USDTRY', 'USDZAR', 'USDMXN', 'USDSGD'], freeNights: 2, adminFeePerLotUsd: 12 },
  { id: 'metals', symbols: ['XAUUSD', 'XAGUSD'], freeNights: 5, adminFeePerLotUsd: 8 },
  { id: 'energies', symbols: ['XTIUSD', 'XBRUSD'], freeNights: 3, adminFeePerLotUsd: 6 },
  { id: 'indices', symbols: ['US500', 'US30', 'GER40', 'UK100', 'JPN225'], freeNights: 3, adminFeePerLotUsd: 4 },
];

/** Groups that cannot be held on a swap-free account (their overnight cost cannot be waived). */
export const swapFreeExcluded = ['shares', 'crypto'] as const;

/** Total admin fee for a position: lots x fee x chargeable nights (nights past the free ones). */
export function swapFreeAdminFee(group: SwapFreeGroup, lots: number, nights: number): number {
  const chargeable = Math.max(0, Math.floor(nights) - group.freeNights);
  return Math.round(lots * group.adminFeePerLotUsd * chargeable * 100) / 100;
}
