// The calendar page's URL state (?week, ?day, ?country, ?importance, ?tz) and its grouping of
// events into days of the shown time zone. Pure: used by the loader and the page.
import type { CalendarEvent } from '../../../shared/calendar/event.ts';
import { defaultZone, intlZone, localDate } from '../../../shared/calendar/time-zone.ts';
import { addDays, parseDate, weekBounds } from '../../../shared/calendar/week.ts';

export const calendarCountries = ['US', 'EU', 'GB', 'JP', 'DE', 'FR', 'CH', 'CA', 'AU', 'NZ', 'CN'] as const;
export const currencyOf: Record<string, string> = { US: 'USD', EU: 'EUR', GB: 'GBP', JP: 'JPY', DE: 'EUR', FR: 'EUR', CH: 'CHF', CA: 'CAD', AU: 'AUD', NZ: 'NZD', CN: 'CNY' };
/** Zones offered besides the visitor's own (GMT+3 first: the site's default). */
export const zoneChoices = ['GMT+3', 'UTC', 'Europe/London', 'Europe/Berlin', 'America/New_York', 'Asia/Tokyo', 'Asia/Shanghai', 'Asia/Singapore', 'Australia/Sydney', 'GMT+5:30', 'GMT-5'] as const;

export interface CalendarState {
  week: string;
  day: string | null;
  countries: string[];
  importance: number;
  zone: string;
}

/** Reads the URL; anything unknown falls back to its default (this week, all days, all countries, GMT+3). */
export function calendarState(url: URL, now: number): CalendarState {
  const sp = url.searchParams;
  const today = new Date(now).toISOString().slice(0, 10);
  const week = weekBounds(parseDate(sp.get('week')) !== null ? sp.get('week')! : today).start;
  const dayParam = sp.get('day');
  const day = dayParam && parseDate(dayParam) !== null && weekBounds(dayParam).start === week ? dayParam : null;
  const countries = sp.getAll('country').filter((c): c is string => (calendarCountries as readonly string[]).includes(c));
  const importance = Math.min(Math.max(Number(sp.get('importance')) || 1, 1), 3);
  const tz = sp.get('tz');
  const zone = tz && intlZone(tz) ? tz : defaultZone;
  return { week, day, countries, importance, zone };
}

/** The upstream range covering the week in any zone (a day either side). */
export function fetchRange(week: string): { from: string; to: string } {
  return { from: addDays(week, -1), to: addDays(week, 7) };
}

/** Events by day ('YYYY-MM-DD' in `zone`) for the seven days of the week (days without events included). */
export function groupByDay(events: CalendarEvent[], week: string, zone: string): { date: string; events: CalendarEvent[] }[] {
  const days = Array.from({ length: 7 }, (_, i) => ({ date: addDays(week, i), events: [] as CalendarEvent[] }));
  for (const e of events) days.find((d) => d.date === localDate(Date.parse(e.time), zone))?.events.push(e);
  return days;
}

