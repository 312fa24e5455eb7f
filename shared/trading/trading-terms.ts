// Trading terms the catalogue does not carry (issue 32), derived in this one place so every page
// states the same: commission per account type, the minimum stop/limit distance and the margin
// requirement of each instrument, and the rows of the conditions page's spread tables (sorted,
// filtered). Pure.
import { accountTypeIds, accountTypes, type AccountTypeId } from '../accounts/account-types.ts';
import type { InstrumentGroup } from './instrument-basics.ts';
import { leverageCap, type Entity } from '../company/entities.ts';
import type { InstrumentSpec } from './instrument.ts';
import { groupCatalogue } from './conditions.ts';

/**
 * Raw accounts pay a commission per lot and side on forex and metals (the account types' table,
 * shared/accounts/account-types.ts); on every other group the cost is in the spread on all accounts.
 */
const commissionGroups: ReadonlySet<InstrumentGroup> = new Set(['forex-major', 'forex-minor', 'forex-exotic', 'gold', 'metals']);

/** Commission in USD per lot per side, by account type. */
export function commissionPerLot(spec: Pick<InstrumentSpec, 'group'>): Record<AccountTypeId, number> {
  const charged = commissionGroups.has(spec.group);
  return Object.fromEntries(accountTypes.map((a) => [a.id, charged ? a.commissionPerLotUsd : 0])) as Record<AccountTypeId, number>;
}

/**
 * Smallest distance of a stop or limit order from the current price (MetaTrader's stops level),
 * in the unit spreads are shown in: (price difference) x 10^(digits - 1), pips on forex, points on
 * indices and shares.
 */
export const minStopDistance: Record<InstrumentGroup, number> = {
  'forex-major': 0.5,
  'forex-minor': 1,
  'forex-exotic': 10,
  gold: 1,
  metals: 5,
  energy: 2,
  'index-major': 5,
  'index-minor': 10,
  shares: 5,
  etf: 5,
  crypto: 50,
};

/** Initial margin in % of the position's value: MetaTrader's margin rate / the register's retail cap for the visitor's entity. */
export function marginPercent(spec: Pick<InstrumentSpec, 'group' | 'marginRate'>, entity: Entity): number {
  return Math.round((spec.marginRate * 100 * 1e6) / leverageCap(entity, 'retail', spec.group)) / 1e6;
}

export type SpreadWindow = '24h' | '7d';

export interface ConditionRow {
  symbol: string;
  description: string;
  group: InstrumentGroup;
  typical: { median: number; window: SpreadWindow } | null;
  commission: Record<AccountTypeId, number>;
  minStop: number;
  marginPct: number;
  leverage: number;
  swapLong: number;
  swapShort: number;
  swapType: InstrumentSpec['swapType'];
}

export function conditionRow(spec: InstrumentSpec, typical: ConditionRow['typical'], entity: Entity): ConditionRow {
  return {
    symbol: spec.symbol,
    description: spec.description,
    group: spec.group,
    typical,
    commission: commissionPerLot(spec),
    minStop: minStopDistance[spec.group],
    marginPct: marginPercent(spec, entity),
    leverage: leverageCap(entity, 'retail', spec.group),
    swapLong: spec.swapLong,
    swapShort: spec.swapShort,
    swapType: spec.swapType,
  };
}

export const sortKeys = ['symbol', 'typical', 'minStop', 'marginPct', 'swapLong', 'swapShort'] as const;
export type SortKey = (typeof sortKeys)[number];
export type SortDirection = 'ascending' | 'descending';

/** Rows sorted by a column; rows without a measured spread go last either way; ties by symbol. */
export function sortRows(rows: readonly ConditionRow[], key: SortKey, direction: SortDirection): ConditionRow[] {
  const sign = direction === 'ascending' ? 1 : -1;
  const value = (r: ConditionRow): number | string | null => (key === 'symbol' ? r.symbol : key === 'typical' ? (r.typical?.median ?? null) : r[key]);
  return [...rows].sort((a, b) => {
    const va = value(a);
    const vb = value(b);
    if (va === null || vb === null) return va === vb ? a.symbol.localeCompare(b.symbol) : va === null ? 1 : -1;
    const c = typeof va === 'string' ? va.localeCompare(vb as string) : va - (vb as number);
    return c !== 0 ? sign * c : a.symbol.localeCompare(b.symbol);
  });
}

/** Rows whose symbol or description contains every word of the query (any case); all for ''. */
export function filterRows(rows: readonly ConditionRow[], query: string): readonly ConditionRow[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return rows;
  return rows.filter((r) => {
    const hay = `${r.symbol} ${r.description}`.toLowerCase();
    return words.every((w) => hay.includes(w));
  });
}

export { accountTypeIds };

/** The spread tables' rows per instrument group, computed by the loader (the page data carries rows, not the catalogue). */
export function conditionGroups(catalogue: readonly InstrumentSpec[], typical: Record<string, ConditionRow['typical']>, entity: Entity): { group: InstrumentGroup; rows: ConditionRow[] }[] {
  return groupCatalogue(catalogue).map(({ group, items }) => ({ group, rows: items.map((i) => conditionRow(i, typical[i.symbol] ?? null, entity)) }));
}
