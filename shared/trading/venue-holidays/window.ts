// The span of holidays a catalogue publishes: from the first day of the current month (UTC) to
// the last day of the eleventh month after it, so a page always shows the coming year.
import type { Holiday } from '../instrument.ts';
import { plusDays, ymd } from '../../calendar/schedule/civil.ts';
import { holidaysBetween, type HolidaySchedule } from './schedules.ts';

export function holidayWindow(now: number): { from: string; to: string } {
  const d = new Date(now);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + 1;
  return { from: ymd(y, m, 1), to: plusDays(ymd(y + 1, m, 1), -1) };
}

const memo = new Map<string, readonly Holiday[]>();

/** A schedule's closures and early closes within the window of `now` (computed once per schedule
 * and month; each caller gets its own copy). */
export function rollingHolidays(schedule: HolidaySchedule, now: number): Holiday[] {
  const { from, to } = holidayWindow(now);
  const key = `${schedule}:${from}`;
  let list = memo.get(key);
  if (!list) {
    list = holidaysBetween(schedule, from, to);
    if (memo.size > 200) memo.clear();
    memo.set(key, list);
  }
  return list.map((h) => ({ ...h }));
}
