// Trading hours: is an instrument open at an instant, when does it next open or close, and its
// weekly sessions seen from another time zone. Sessions are venue wall-clock times in an IANA
// zone, so daylight-saving changes follow the zone rules of Intl (no offsets typed anywhere).
import type { Holiday, Session } from './instrument.ts';
import { cachedDateFormat } from '../format.ts';

export interface Hours {
  timeZone: string;
  sessions: readonly Session[];
  holidays: readonly Holiday[];
}

const DAY = 86_400_000;
const MIN = 60_000;

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  return cachedDateFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
}

/** Wall-clock fields of an instant in a zone. */
export function wallClock(instant: number, timeZone: string): { year: number; month: number; day: number; minutes: number; weekday: number; epochDay: number } {
  const p: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(instant)) if (part.type !== 'literal') p[part.type] = Number(part.value);
  const epochDay = Math.floor(Date.UTC(p.year!, p.month! - 1, p.day!) / DAY);
  return { year: p.year!, month: p.month!, day: p.day!, minutes: p.hour! * 60 + p.minute!, weekday: (epochDay + 4) % 7, epochDay };
}

/** The zone's offset from UTC at an instant (ms, positive east). */
export function zoneOffset(instant: number, timeZone: string): number {
  const p: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(instant)) if (part.type !== 'literal') p[part.type] = Number(part.value);
  const asUtc = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant of a wall-clock time (epoch day + minutes) in a zone; times skipped by DST move forward. */
export function wallToInstant(epochDay: number, minutes: number, timeZone: string): number {
  const guess = epochDay * DAY + minutes * MIN;
  const first = guess - zoneOffset(guess, timeZone);
  const second = guess - zoneOffset(first, timeZone);
  return second === first ? first : Math.max(first, second);
}

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const isoDate = (epochDay: number) => new Date(epochDay * DAY).toISOString().slice(0, 10);

export interface Interval {
  start: number;
  end: number;
}

/** Open intervals (UTC instants) for venue days [fromDay, toDay], holidays applied, adjacent ones merged. */
export function openIntervals(hours: Hours, fromDay: number, toDay: number): Interval[] {
  const holidays = new Map(hours.holidays.map((h) => [h.date, h]));
  const out: Interval[] = [];
  for (let d = fromDay; d <= toDay; d++) {
    const weekday = (d + 4) % 7;
    const holiday = holidays.get(isoDate(d));
    if (holiday && !holiday.closeAt) continue;
    const cap = holiday?.closeAt ? toMinutes(holiday.closeAt) : Infinity;
    for (const s of hours.sessions) {
      if (s.day !== weekday) continue;
      const open = toMinutes(s.open);
      const close = Math.min(toMinutes(s.close), cap);
      if (close <= open) continue;
      out.push({ start: wallToInstant(d, open, hours.timeZone), end: wallToInstant(d, close, hours.timeZone) });
    }
  }
  out.sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const i of out) {
    const last = merged.at(-1);
    if (last && i.start <= last.end) last.end = Math.max(last.end, i.end);
    else merged.push({ ...i });
  }
  return merged;
}

/** closesAt null: open around the clock; opensAt null: not within the next three weeks. */
export type MarketStatus = { open: true; closesAt: number | null } | { open: false; opensAt: number | null };

/** Open now (and until when) or closed (and when it opens). */
export function marketStatus(hours: Hours, now: number): MarketStatus {
  const today = wallClock(now, hours.timeZone).epochDay;
  const intervals = openIntervals(hours, today - 7, today + 21);
  const horizon = wallToInstant(today + 21, 0, hours.timeZone);
  for (const i of intervals) {
    if (i.start <= now && now < i.end) return { open: true, closesAt: i.end > horizon ? null : i.end };
    if (i.start > now) return { open: false, opensAt: i.start };
  }
  return { open: false, opensAt: null };
}

/** A duration as whole days, hours and minutes (rounded up to the minute). */
export function splitDuration(ms: number): { days: number; hours: number; minutes: number } {
  const total = Math.max(0, Math.ceil(ms / MIN));
  return { days: Math.floor(total / 1440), hours: Math.floor((total % 1440) / 60), minutes: total % 60 };
}

export interface DayHours {
  /** 0 = Sunday, in the viewer's zone. */
  weekday: number;
  /** 'HH:MM'-'HH:MM' ranges in the viewer's zone ('24:00' ends the day). */
  ranges: { from: string; to: string }[];
}

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The regular week (no holidays) of an instrument as seen in `viewerZone`, for the week that
 * contains `reference`: seven rows, Sunday first, each with its open ranges in viewer time.
 */
export function weeklyHoursIn(hours: Hours, viewerZone: string, reference: number): DayHours[] {
  const regular: Hours = { ...hours, holidays: [] };
  const ref = wallClock(reference, viewerZone);
  const sunday = ref.epochDay - ref.weekday;
  const weekStart = wallToInstant(sunday, 0, viewerZone);
  const weekEnd = wallToInstant(sunday + 7, 0, viewerZone);
  const days: DayHours[] = Array.from({ length: 7 }, (_, weekday) => ({ weekday, ranges: [] }));
  const venueDay = wallClock(reference, hours.timeZone).epochDay;
  for (const i of openIntervals(regular, venueDay - 9, venueDay + 9)) {
    let start = Math.max(i.start, weekStart);
    const end = Math.min(i.end, weekEnd);
    while (start < end) {
      const w = wallClock(start, viewerZone);
      const midnight = wallToInstant(w.epochDay + 1, 0, viewerZone);
      const stop = Math.min(end, midnight);
      const to = stop === midnight ? 1440 : wallClock(stop, viewerZone).minutes;
      days[w.epochDay - sunday]?.ranges.push({ from: hhmm(w.minutes), to: hhmm(to) });
      start = stop;
    }
  }
  return days;
}

/** Upcoming holidays (venue date >= today's venue date), soonest first, at most `limit`. */
export function upcomingHolidays(hours: Hours, now: number, limit = 5): Holiday[] {
  const today = isoDate(wallClock(now, hours.timeZone).epochDay);
  return hours.holidays.filter((h) => h.date >= today).sort((a, b) => a.date.localeCompare(b.date)).slice(0, limit);
}
