// Central banks' scheduled rate decisions: the banks' published meeting calendars (the day the
// decision is announced, in the bank's own time zone and at its announced time). A year the bank
// has not published yet is projected from the latest published one (same weekday, nearest date),
// so the calendar stays plausible; replace the projection with the real dates once published.
import { sameWeekdayNear } from './civil.ts';
import { businessDay, type HolidayCalendar } from './holidays.ts';

export interface CentralBank {
  /** Release id of its decision (calendar names table key). */
  key: string;
  /** Currency whose policy rate it sets (shared/rates/policy-rates.ts). */
  currency: string;
  country: string;
  title: string;
  zone: string;
  /** Local announcement time. */
  time: string;
  holidays: HolidayCalendar;
  /** Published decision days by year. */
  published: Record<number, readonly string[]>;
}

const md = (year: number, days: string) => days.split(' ').map((d) => `${year}-${d}`);

export const centralBanks: readonly CentralBank[] = [
  {
    // federalreserve.gov: statement at 2 p.m. ET on the second day of each meeting.
    key: 'us-fomc', currency: 'USD', country: 'US', title: 'Fed Interest Rate Decision', zone: 'America/New_York', time: '14:00', holidays: 'US',
    published: {
      2025: md(2025, '01-29 03-19 05-07 06-18 07-30 09-17 10-29 12-10'),
      2026: md(2026, '01-28 03-18 04-29 06-17 07-29 09-16 10-28 12-09'),
      2027: md(2027, '01-27 03-17 04-28 06-09 07-28 09-15 10-27 12-08'),
    },
  },
  {
    // ecb.europa.eu: press release at 14:15 CET on the second day of monetary policy meetings.
    key: 'eu-ecb', currency: 'EUR', country: 'EU', title: 'ECB Interest Rate Decision', zone: 'Europe/Berlin', time: '14:15', holidays: 'TARGET',
    published: {
      2025: md(2025, '01-30 03-06 04-17 06-05 07-24 09-11 10-30 12-18'),
      2026: md(2026, '02-05 03-19 04-30 06-11 07-23 09-10 10-29 12-17'),
    },
  },
  {
    // bankofengland.co.uk: Bank Rate announced at 12:00 UK time.
    key: 'gb-boe', currency: 'GBP', country: 'GB', title: 'BoE Interest Rate Decision', zone: 'Europe/London', time: '12:00', holidays: 'GB',
    published: {
      2025: md(2025, '02-06 03-20 05-08 06-19 08-07 09-18 11-06 12-18'),
      2026: md(2026, '02-05 03-19 04-30 06-18 07-30 09-17 11-05 12-17'),
    },
  },
  {
    // boj.or.jp: no fixed time, usually around noon JST on the meeting's second day.
    key: 'jp-boj', currency: 'JPY', country: 'JP', title: 'BoJ Interest Rate Decision', zone: 'Asia/Tokyo', time: '12:00', holidays: 'JP',
    published: {
      2025: md(2025, '01-24 03-19 05-01 06-17 07-31 09-19 10-30 12-19'),
      2026: md(2026, '01-23 03-19 04-28 06-16 07-31 09-18 10-30 12-18'),
    },
  },
  {
    // rba.gov.au: decision at 2.30 pm Sydney time on the second day.
    key: 'au-rba', currency: 'AUD', country: 'AU', title: 'RBA Interest Rate Decision', zone: 'Australia/Sydney', time: '14:30', holidays: 'AU',
    published: {
      2025: md(2025, '02-18 04-01 05-20 07-08 08-12 09-30 11-04 12-09'),
      2026: md(2026, '02-03 03-17 05-05 06-16 08-11 09-29 11-03 12-08'),
    },
  },
  {
    // bankofcanada.ca: announcements at 09:45 ET.
    key: 'ca-boc', currency: 'CAD', country: 'CA', title: 'BoC Interest Rate Decision', zone: 'America/Toronto', time: '09:45', holidays: 'CA',
    published: {
      2025: md(2025, '01-29 03-12 04-16 06-04 07-30 09-17 10-29 12-10'),
      2026: md(2026, '01-28 03-18 04-29 06-10 07-15 09-02 10-28 12-09'),
    },
  },
  {
    // snb.ch: quarterly monetary policy assessment, 09:30 Zurich time.
    key: 'ch-snb', currency: 'CHF', country: 'CH', title: 'SNB Interest Rate Decision', zone: 'Europe/Zurich', time: '09:30', holidays: 'CH',
    published: {
      2025: md(2025, '03-20 06-19 09-25 12-11'),
      2026: md(2026, '03-19 06-18 09-24 12-10'),
    },
  },
  {
    // rbnz.govt.nz: OCR decisions at 2 pm Wellington time, seven a year.
    key: 'nz-rbnz', currency: 'NZD', country: 'NZ', title: 'RBNZ Interest Rate Decision', zone: 'Pacific/Auckland', time: '14:00', holidays: 'NZ',
    published: {
      2025: md(2025, '02-19 04-09 05-28 07-09 08-20 10-08 11-26'),
      2026: md(2026, '02-18 04-08 05-27 07-08 09-02 10-28 12-09'),
      2027: md(2027, '02-17'),
    },
  },
];

/** A year is published when it has the bank's full count (a year with only its first date is not). */
function isFull(bank: CentralBank, year: number): boolean {
  const counts = Object.values(bank.published).map((d) => d.length);
  return (bank.published[year]?.length ?? 0) >= Math.max(...counts) - 1;
}

/** The bank's decision days in `year`: published, or projected from the nearest published year. */
export function decisionDays(bank: CentralBank, year: number): string[] {
  if (isFull(bank, year)) return [...bank.published[year]!];
  const full = Object.keys(bank.published).map(Number).filter((y) => isFull(bank, y));
  const base = full.reduce((best, y) => (Math.abs(y - year) < Math.abs(best - year) || (Math.abs(y - year) === Math.abs(best - year) && y > best) ? y : best), full[0]!);
  const known = bank.published[year] ?? [];
  const projected = bank.published[base]!.map((d) => businessDay(sameWeekdayNear(d, year), bank.holidays));
  // Published dates of a partial year replace the projections of their month.
  return [...known, ...projected.filter((p) => !known.some((k) => k.slice(0, 7) === p.slice(0, 7)))].sort();
}
