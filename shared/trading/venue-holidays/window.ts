// The span of holidays a catalogue publishes: from the first day of the current month (UTC) to
// the last day of the eleventh month after it, so a page always shows the coming year.
import type { Holiday } from '../instrument.ts';
import { plusDays, ymd } from '../../calendar/schedule/civil.ts';
import { holidaysBetween, holidaysKnownUntil, type HolidaySchedule } from './schedules.ts';

export function holidayWindow(now: number): { from: string; to: string } {
  const d = new Date(now);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + 1;
  return { from: ymd(y, m, 1), to: plusDays(ymd(y + 1, m, 1), -1) };
}

/**
 * The end of the window a schedule's list covers, when its closures are known only to a date
 * before the window's end (SGX past the last gazetted year); undefined when the whole window is
 * covered. Pages say so: a list cut short must not read as "no more closures".
 */
export function holidaysListedUntil(schedule: HolidaySchedule, now: number): string | undefined {
  const known = holidaysKnownUntil(schedule);
  return known !== undefined && known < holidayWindow(now).to ? known : undefined;
}

interface Cached { start: number; end: number; list: readonly Holiday[] }
const memo = new Map<HolidaySchedule, Cached>();

/** A schedule's closures and early closes within the window of `now`, up to the date they are
 * known to (computed once per schedule and month; each caller gets its own copy). */
export function rollingHolidays(schedule: HolidaySchedule, now: number): Holiday[] {
  let cached = memo.get(schedule);
  if (!cached || now < cached.start || now >= cached.end) {
    const { from, to } = holidayWindow(now);
    const until = holidaysListedUntil(schedule, now) ?? to;
    const d = new Date(now);
    const start = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
    cached = { start, end: Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1), list: until < from ? [] : holidaysBetween(schedule, from, until) };
    memo.set(schedule, cached);
  }
  return cached.list.map((h) => ({ ...h }));
}
