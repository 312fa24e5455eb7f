// The conditions, hours and leverage tables, generated from the instrument catalogue and the
// entity register (never typed twice): instruments grouped, leverage per group / entity / client
// category, and compact weekly session summaries. Instruments whose shown conditions or hours are
// identical share one row (the shares of an exchange, the coins), so the tables stay small at
// hundreds of instruments.
import { clientCategories, leverageCap, regulatedEntities, type ClientCategory, type Entity } from '../company/entities.ts';
import { instrumentGroups, type InstrumentGroup } from './instrument-basics.ts';
import type { InstrumentSpec, Session } from './instrument.ts';
import { packRows, type PackedRows } from '../pack-rows.ts';

export interface GroupOf<T> {
  group: InstrumentGroup;
  items: T[];
}

/** The catalogue by group, in the fixed group order, empty groups left out; symbols sorted. */
export function groupCatalogue<T extends Pick<InstrumentSpec, 'group' | 'symbol'>>(catalogue: readonly T[]): GroupOf<T>[] {
  return instrumentGroups
    .map((group) => ({ group, items: catalogue.filter((i) => i.group === group).sort((a, b) => a.symbol.localeCompare(b.symbol)) }))
    .filter((g) => g.items.length > 0);
}

export interface LeverageCell {
  entity: Entity['id'];
  category: ClientCategory;
  /** The N of 1:N. */
  cap: number;
}

export interface LeverageRow {
  group: InstrumentGroup;
  count: number;
  cells: LeverageCell[];
}

/** The regulated entities, the one on-boarding this locale's visitors first (the others after, in register order). */
export function entitiesFirst(first: Entity): Entity[] {
  return [first, ...regulatedEntities.filter((e) => e.id !== first.id)];
}

/** Per catalogue group, the register's cap for every entity and client category (the register is the only source). */
export function leverageRows(catalogue: readonly Pick<InstrumentSpec, 'group' | 'symbol'>[], entities: readonly Entity[] = regulatedEntities): LeverageRow[] {
  return groupCatalogue(catalogue).map(({ group, items }) => ({
    group,
    count: items.length,
    cells: entities.flatMap((e) => clientCategories.map((category) => ({ entity: e.id, category, cap: leverageCap(e, category, group) }))),
  }));
}

/** '1:30' */
export function formatLeverage(cap: number): string {
  return `1:${cap}`;
}

export interface SessionSpan {
  /** First and last weekday (0 = Sunday) with these ranges. */
  fromDay: number;
  toDay: number;
  ranges: { open: string; close: string }[];
}

/** Consecutive weekdays with the same ranges merged: Mon-Thu 00:00-24:00. Sunday first. */
export function sessionSummary(sessions: readonly Session[]): SessionSpan[] {
  const byDay = Array.from({ length: 7 }, (_, d) =>
    sessions.filter((s) => s.day === d).map((s) => ({ open: s.open, close: s.close })).sort((a, b) => a.open.localeCompare(b.open)),
  );
  const out: SessionSpan[] = [];
  byDay.forEach((ranges, day) => {
    if (ranges.length === 0) return;
    const last = out.at(-1);
    if (last && last.toDay === day - 1 && JSON.stringify(last.ranges) === JSON.stringify(ranges)) last.toDay = day;
    else out.push({ fromDay: day, toDay: day, ranges });
  });
  return out;
}

/** Instruments whose weekly hours and zone are identical share one hours row. */
export interface HoursRow { symbols: string[]; timeZone: string; spans: SessionSpan[] }

export function hoursRows<T extends Pick<InstrumentSpec, 'group' | 'symbol' | 'timeZone' | 'sessions'>>(items: readonly T[]): HoursRow[] {
  const rows = new Map<string, HoursRow>();
  for (const i of items) {
    const spans = sessionSummary(i.sessions);
    const key = `${i.timeZone}|${JSON.stringify(spans)}`;
    const row = rows.get(key);
    if (row) row.symbols.push(i.symbol);
    else rows.set(key, { symbols: [i.symbol], timeZone: i.timeZone, spans });
  }
  return [...rows.values()];
}

/** What the conditions table shows of an instrument (leverage: the register's retail cap of the visitor's entity). */
export interface ConditionsRow extends Pick<InstrumentSpec, 'contractSize' | 'baseUnit' | 'minVolume' | 'maxVolume' | 'marginCurrency' | 'swapType' | 'swapLong' | 'swapShort' | 'tripleSwapDay'> {
  symbols: string[];
  leverage: number;
}

/** One row per set of instruments whose shown conditions are identical, in the items' order. */
export function conditionsRows(items: readonly Pick<InstrumentSpec, 'symbol' | 'group' | ConditionsKey>[], entity: Entity): ConditionsRow[] {
  const rows = new Map<string, ConditionsRow>();
  for (const i of items) {
    const row: ConditionsRow = {
      symbols: [i.symbol], contractSize: i.contractSize, baseUnit: i.baseUnit, minVolume: i.minVolume, maxVolume: i.maxVolume,
      marginCurrency: i.marginCurrency, leverage: leverageCap(entity, 'retail', i.group), swapType: i.swapType, swapLong: i.swapLong,
      swapShort: i.swapShort, tripleSwapDay: i.tripleSwapDay,
    };
    const key = JSON.stringify({ ...row, symbols: 0 });
    const seen = rows.get(key);
    if (seen) seen.symbols.push(i.symbol);
    else rows.set(key, row);
  }
  return [...rows.values()];
}
type ConditionsKey = Exclude<keyof ConditionsRow, 'symbols' | 'leverage'>;

/** The three tables of the conditions pages, computed on the server: the page data carries rows, not the catalogue. */
export interface ConditionsTablesData {
  leverage?: LeverageRow[];
  /** Packed (shared/pack-rows.ts): a hundred-odd rows of eleven fields. */
  conditions?: { group: InstrumentGroup; rows: PackedRows<ConditionsRow> }[];
  hours?: { group: InstrumentGroup; rows: HoursRow[] }[];
}

const conditionsKeys = [
  'symbols', 'contractSize', 'baseUnit', 'minVolume', 'maxVolume', 'marginCurrency', 'leverage', 'swapType', 'swapLong', 'swapShort', 'tripleSwapDay',
] as const satisfies readonly (keyof ConditionsRow)[];
// Fails to compile when ConditionsRow gains a field the list lacks.
const allKeys: Exclude<keyof ConditionsRow, (typeof conditionsKeys)[number]> extends never ? true : never = true;
void allKeys;

export function conditionsTablesData(catalogue: readonly InstrumentSpec[], views: readonly ('leverage' | 'conditions' | 'hours')[], entity: Entity): ConditionsTablesData {
  const out: ConditionsTablesData = {};
  if (views.includes('leverage')) out.leverage = leverageRows(catalogue, entitiesFirst(entity));
  const groups = groupCatalogue(catalogue);
  if (views.includes('conditions')) out.conditions = groups.map(({ group, items }) => ({ group, rows: packRows(conditionsRows(items, entity), conditionsKeys) }));
  if (views.includes('hours')) out.hours = groups.map(({ group, items }) => ({ group, rows: hoursRows(items) }));
  return out;
}
