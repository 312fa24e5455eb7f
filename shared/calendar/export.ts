// The economic calendar's exports (issue 32): the query both files take (the page's own URL
// parameters, so the filters a visitor sees are the filters exported) and a CSV writer
// (RFC 4180). Pure: the server's routes (server/features/api/calendar-export.ts) and the page's
// links use it.
import { z } from 'zod';
import { localeCodes, type LocaleCode } from '../locales.ts';
import { intlZone } from './time-zone.ts';
import { addDays, parseDate, weekStart } from './week.ts';

export { exportableEventId, exportSearch } from './export-links.ts';

const date = z.string().refine((s) => parseDate(s) !== null, 'must be a date YYYY-MM-DD');
const list = (v: unknown) => (v === undefined ? undefined : Array.isArray(v) ? v : String(v).split(','));

/** ?week&day&country(repeatable)&importance&tz&locale, as on /{locale}/analysis/economic-calendar. */
export const calendarExportQuery = z
  .strictObject({
    week: date.optional(),
    day: date.optional(),
    country: z.preprocess(list, z.array(z.string().regex(/^[A-Z]{2}$/, 'must be country codes like US,GB')).max(30)).optional(),
    importance: z.enum(['1', '2', '3'], { error: 'must be 1, 2 or 3' }).optional(),
    tz: z.string().max(64).refine((z) => intlZone(z) !== null, 'must be a time zone (IANA name or GMT+3)').optional(),
    locale: z.enum(localeCodes as readonly [LocaleCode, ...LocaleCode[]], { error: 'must be a locale code' }).optional(),
  })
  .superRefine((q, ctx) => {
    if (q.day && q.week && weekStart(q.day) !== weekStart(q.week)) ctx.addIssue({ code: 'custom', path: ['day'], message: 'must be a day of the week' });
  });
export type CalendarExportQuery = z.output<typeof calendarExportQuery>;

/** The UTC date range an export covers: the day, else the week (Monday..Sunday) of `week` (default: this week). */
export function exportRange(q: CalendarExportQuery, now: number): { from: string; to: string; week: string } {
  const week = weekStart(q.day ?? q.week ?? new Date(now).toISOString().slice(0, 10));
  return q.day ? { from: q.day, to: q.day, week } : { from: week, to: addDays(week, 6), week };
}

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled.
 * Text that a spreadsheet would run as a formula (= + - @ at the start) gets a leading apostrophe;
 * numbers are written as numbers.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows to CSV text: CRLF line ends, a header row first. */
export function toCsv(rows: readonly (readonly (string | number | null)[])[]): string {
  return rows.map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
}
