// The economic calendar from published rules: every release's days in a date range (rules.ts,
// central-banks.ts), at its local time converted to UTC with DST (zoned.ts), with values. A rate
// decision's values come from the one policy-rates table (a decision on the table's `since` day
// moved the rate from `previous` to `rate`; earlier ones held `previous`, later ones held `rate`;
// a decision not yet announced has the current rate as forecast and no actual). Other releases get
// deterministic values from (release, period), so a release's "previous" is the period before's actual.
import type { CalendarEvent } from '../event.ts';
import { policyRateOf } from '../../rates/policy-rates.ts';
import { parts, plusDays, weekday, ymd } from './civil.ts';
import { businessDay } from './holidays.ts';
import { centralBanks, decisionDays, type CentralBank } from './central-banks.ts';
import { releases, type Release } from './releases.ts';
import { zonedToUtc } from './zoned.ts';

export interface Occurrence {
  key: string;
  /** Local release day in the publisher's zone. */
  date: string;
  /** UTC instant (ms). */
  at: number;
  /** Period index (months since year 0 or weeks since 1970) for values; -1 for rate decisions. */
  period: number;
  release?: Release;
  bank?: CentralBank;
}

export interface CalendarFilter {
  countries?: readonly string[];
  importance?: number;
}

const dayMs = 86_400_000;

/** Every scheduled release whose UTC instant falls in [from, to] (inclusive dates, UTC). */
export function occurrences(from: string, to: string, filter: CalendarFilter = {}): Occurrence[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`) + dayMs;
  // Local days can be a day either side of the UTC day.
  const first = plusDays(from, -2);
  const last = plusDays(to, 2);
  const wanted = (country: string, importance: number) => (!filter.countries?.length || filter.countries.includes(country)) && (!filter.importance || importance >= filter.importance);
  const out: Occurrence[] = [];
  const push = (o: Occurrence) => {
    if (o.at >= start && o.at < end) out.push(o);
  };
  const months: { y: number; m: number }[] = [];
  for (let { year: y, month: m } = parts(first); ymd(y, m, 1) <= last; m === 12 ? ((y += 1), (m = 1)) : (m += 1)) months.push({ y, m });

  for (const release of releases) {
    if (!wanted(release.country, release.importance)) continue;
    const s = release.schedule;
    if (s.every === 'month') {
      for (const { y, m } of months) {
        if (s.months && !s.months.includes(m)) continue;
        const date = s.day(y, m);
        push({ key: release.key, date, at: zonedToUtc(date, release.time, release.zone), period: y * 12 + m - 1, release });
      }
    } else {
      for (let d = plusDays(first, (s.weekday - weekday(first) + 7) % 7); d <= last; d = plusDays(d, 7)) {
        const date = businessDay(d, release.holidays, s.direction);
        push({ key: release.key, date, at: zonedToUtc(date, release.time, release.zone), period: Math.floor(Date.parse(`${d}T00:00:00Z`) / dayMs / 7), release });
      }
    }
  }
  for (const bank of centralBanks) {
    if (!wanted(bank.country, 3)) continue;
    for (let y = Number(first.slice(0, 4)); y <= Number(last.slice(0, 4)); y++) {
      for (const date of decisionDays(bank, y)) if (date >= first && date <= last) push({ key: bank.key, date, at: zonedToUtc(date, bank.time, bank.zone), period: -1, bank });
    }
  }
  return out.sort((a, b) => a.at - b.at || a.key.localeCompare(b.key));
}

/** mulberry32 seeded by a string hash: small, fast, deterministic. */
function random(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) (h = Math.imul(h ^ seed.charCodeAt(i), 3432918353)), (h = (h << 13) | (h >>> 19));
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (v: number, decimals: number) => Math.round(v * 10 ** decimals) / 10 ** decimals;

/** A release's figure for a period: its level plus a deterministic move. */
function figure(release: Release, period: number): number {
  return round(release.level + (random(`${release.key}:${period}`)() - 0.5) * 2 * release.step, release.decimals);
}

function decisionValues(bank: CentralBank, date: string, announced: boolean): Pick<CalendarEvent, 'actual' | 'forecast' | 'previous'> {
  const rate = policyRateOf(bank.currency);
  if (!rate) return { actual: null, forecast: null, previous: null };
  const before = date < rate.since;
  const previous = date <= rate.since ? rate.previous : rate.rate;
  const outcome = before ? rate.previous : rate.rate;
  // Markets priced the table's decisions; a decision not yet made is forecast to hold.
  return announced ? { actual: outcome, forecast: outcome, previous } : { actual: null, forecast: rate.rate, previous: rate.rate };
}

function valuesOf(o: Occurrence, announced: boolean): Pick<CalendarEvent, 'actual' | 'forecast' | 'previous'> {
  if (o.bank) return decisionValues(o.bank, o.date, announced);
  const release = o.release!;
  const step = release.schedule.every === 'month' ? ((release.schedule.months?.length ?? 12) < 12 ? 12 / release.schedule.months!.length : 1) : 1;
  const actual = figure(release, o.period);
  const previous = figure(release, o.period - step);
  const nudge = (random(`${release.key}:${o.period}:forecast`)() - 0.5) * release.step * 0.6;
  const forecast = round(previous + (actual - previous) * 0.6 + nudge, release.decimals);
  return { actual: announced ? actual : null, forecast, previous };
}

/** Calendar events from `from` to `to` (inclusive 'YYYY-MM-DD', UTC) as known at `now`. */
export function scheduleEvents(from: string, to: string, now: number, filter: CalendarFilter = {}): CalendarEvent[] {
  return occurrences(from, to, filter).map((o) => {
    const source = o.bank ?? o.release!;
    return {
      id: `${o.key}-${o.date}`,
      release: o.key,
      time: new Date(o.at).toISOString(),
      country: source.country,
      currency: source.currency,
      title: source.title,
      importance: o.bank ? 3 : o.release!.importance,
      unit: o.bank ? '%' : o.release!.unit,
      direction: o.bank ? 'neutral' : o.release!.direction,
      ...valuesOf(o, o.at <= now),
    };
  });
}
