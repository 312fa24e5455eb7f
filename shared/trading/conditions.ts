// The conditions, hours and leverage tables, generated from the instrument catalogue and the
// entity register (never typed twice): instruments grouped, leverage per group / entity / client
// category, and compact weekly session summaries.
import { clientCategories, leverageCap, regulatedEntities, type ClientCategory, type Entity } from '../company/entities.ts';
import { instrumentGroups, type InstrumentGroup } from './instrument-basics.ts';
import type { InstrumentSpec, Session } from './instrument.ts';

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
export function hoursRows<T extends Pick<InstrumentSpec, 'group' | 'symbol' | 'timeZone' | 'sessions'>>(items: readonly T[]): { symbols: string[]; timeZone: string; spans: SessionSpan[] }[] {
  const rows = new Map<string, { symbols: string[]; timeZone: string; spans: SessionSpan[] }>();
  for (const i of items) {
    const spans = sessionSummary(i.sessions);
    const key = `${i.timeZone}|${JSON.stringify(spans)}`;
    const row = rows.get(key);
    if (row) row.symbols.push(i.symbol);
    else rows.set(key, { symbols: [i.symbol], timeZone: i.timeZone, spans });
  }
  return [...rows.values()];
}
