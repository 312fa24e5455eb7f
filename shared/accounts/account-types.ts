// The account types' conditions (numbers only; names and descriptions are content files per
// language, content/<language>/trading/account-types.json, keyed by the same ids). Leverage is
// not typed here: it is the entity register's (accountLeverage), per entity and client category.
// The minimum deposit of each account lives here and nowhere else: copy says {{minDeposit}} (the
// entry account's, the "from" figure) or {{minDepositIslamic}}, filled by shared/marketing-facts.ts.
import { maxLeverage, type ClientCategory, type Entity, type LeverageGroup } from '../company/entities.ts';
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
  { id: 'standard', minDepositUsd: 100, spreadFromPips: 1.0, commissionPerLotUsd: 0, platforms, baseCurrencies: ['USD', 'EUR', 'GBP', 'AUD', 'JPY'], swapFree: false, featured: true },
  { id: 'raw', minDepositUsd: 100, spreadFromPips: tradingFigures.spreadsFromPips, commissionPerLotUsd: 3.5, platforms, baseCurrencies: ['USD', 'EUR', 'GBP', 'AUD', 'JPY'], swapFree: false },
  { id: 'islamic', minDepositUsd: 100, spreadFromPips: 1.0, commissionPerLotUsd: 0, platforms: ['mt4', 'mt5', 'app'], baseCurrencies: ['USD', 'EUR', 'GBP'], swapFree: true },
];

/** The account type with this id. */
export function accountType(id: AccountTypeId): AccountConditions {
  return accountTypes.find((a) => a.id === id)!;
}

/** The lowest minimum deposit of any account (USD): the "open an account from ..." figure. */
export const entryMinDepositUsd = Math.min(...accountTypes.map((a) => a.minDepositUsd));

/**
 * True while every account asks the same minimum: copy that says "the minimum deposit is X on
 * every account" (help centre, account types, individual accounts) holds only then.
 */
export const oneMinDepositForAll = accountTypes.every((a) => a.minDepositUsd === entryMinDepositUsd);

/**
 * Largest leverage of each account type for an entity: the register's highest cap over the groups
 * the catalogue lists (every account type trades the whole catalogue, so they share it).
 */
export function accountLeverage(entity: Entity, groups: readonly LeverageGroup[], category: ClientCategory = 'retail'): Record<AccountTypeId, number> {
  const max = maxLeverage(entity, category, groups.length ? groups : undefined);
  return { standard: max, raw: max, islamic: max };
}
