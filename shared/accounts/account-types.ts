// The account types' conditions (numbers only; names and descriptions are content files per
// language, content/<language>/trading/account-types.json, keyed by the same ids). Leverage is
// not typed here: it is the instrument catalogue's (accountLeverage), so it cannot drift from
// what the trading server allows.
import type { AccountType, Entity } from '../trading/instrument-basics.ts';
import type { InstrumentSpec } from '../trading/instrument.ts';
import { tradingFigures } from './figures.ts';

export const accountTypeIds = ['standard', 'raw', 'islamic'] as const;
export type AccountTypeId = (typeof accountTypeIds)[number];

export type PlatformId = 'mt4' | 'mt5' | 'app' | 'web';

export interface AccountConditions {
  id: AccountTypeId;
  minDepositUsd: number;
  /** Lowest typical spread, pips. */
  spreadFromPips: number;
  /** Commission per standard lot per side, USD (0: none, the cost is in the spread). */
  commissionPerLotUsd: number;
  platforms: readonly PlatformId[];
  baseCurrencies: readonly string[];
  swapFree: boolean;
  /** The account most traders pick (highlighted in the table). */
  featured?: boolean;
}

const platforms: readonly PlatformId[] = ['mt4', 'mt5', 'app', 'web'];

export const accountTypes: readonly AccountConditions[] = [
  { id: 'standard', minDepositUsd: tradingFigures.minDepositUsd, spreadFromPips: 1.0, commissionPerLotUsd: 0, platforms, baseCurrencies: ['USD', 'EUR', 'GBP', 'AUD', 'JPY'], swapFree: false, featured: true },
  { id: 'raw', minDepositUsd: tradingFigures.minDepositUsd, spreadFromPips: tradingFigures.spreadsFromPips, commissionPerLotUsd: 3.5, platforms, baseCurrencies: ['USD', 'EUR', 'GBP', 'AUD', 'JPY'], swapFree: false },
  { id: 'islamic', minDepositUsd: tradingFigures.minDepositUsd, spreadFromPips: 1.0, commissionPerLotUsd: 0, platforms: ['mt4', 'mt5', 'app'], baseCurrencies: ['USD', 'EUR', 'GBP'], swapFree: true },
];

/**
 * The catalogue's leverage row each account type reads. The catalogue knows standard, raw and
 * professional; Islamic is a Standard account without swap, so it has Standard's leverage unless
 * the catalogue ever carries a row of its own (read first, by the account's id).
 */
export const catalogueAccountOf: Record<AccountTypeId, AccountType> = { standard: 'standard', raw: 'raw', islamic: 'standard' };

/** Largest leverage of each account type: the maximum over the catalogue's instruments for the entity. */
export function accountLeverage(catalogue: readonly Pick<InstrumentSpec, 'leverage'>[], entity: Entity = 'global'): Record<AccountTypeId, number> {
  const of = (id: AccountTypeId) => Math.max(...catalogue.map((i) => {
    const row: Partial<Record<string, number>> = i.leverage[entity];
    return row[id] ?? row[catalogueAccountOf[id]]!;
  }));
  return { standard: of('standard'), raw: of('raw'), islamic: of('islamic') };
}
