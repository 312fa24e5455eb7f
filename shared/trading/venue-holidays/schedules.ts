// Closures and early closes of each venue (exchange or broker CFD schedule) for any year, from the
// rules each publishes, built on the national holiday calendars (shared/calendar/schedule/holidays.ts).
// Only days the venue would trade (Monday to Friday) are listed: a holiday on a weekend is no closure.
import type { Holiday } from '../instrument.ts';
import { namedHolidays, type HolidayCalendar, type NamedHoliday } from '../../calendar/schedule/holidays.ts';
import { easter, nthWeekday, plusDays, weekday, ymd } from '../../calendar/schedule/civil.ts';
import { lunarNewYear } from '../../calendar/schedule/lunar.ts';
import { singaporeGazettedUntil } from '../../calendar/schedule/singapore.ts';

export const holidaySchedules = [
  'NYSE', 'LSE', 'XETRA', 'EURONEXT', 'TSE', 'HKEX', 'ASX', 'SGX', 'FX',
  'EU-INDEX-CFD', 'UK-INDEX-CFD', 'JP-INDEX-CFD', 'AU-INDEX-CFD', 'HK-INDEX-CFD', 'HK-CHINA-INDEX-CFD',
] as const;
export type HolidaySchedule = (typeof holidaySchedules)[number];

type Rule = (year: number) => Holiday[];

const isWeekday = (date: string) => weekday(date) !== 0 && weekday(date) !== 6;
const closed = (h: NamedHoliday): Holiday => ({ date: h.date, name: h.name });
const early = (date: string, name: string, closeAt: string): Holiday => ({ date, name, closeAt });

/** A national calendar's holidays whose (unsuffixed) name is one of `names`; all when `names` is absent. */
function pick(calendar: HolidayCalendar, year: number, names?: readonly string[]): Holiday[] {
  return namedHolidays(calendar, year).filter((h) => !names || names.some((n) => h.name === n || h.name.startsWith(`${n} (`))).map(closed);
}

/** Early closes on fixed dates (Christmas Eve, New Year's Eve) when they are trading days. */
const eves = (year: number, closeAt: string, days: readonly [month: number, day: number, name: string][]): Holiday[] =>
  days.map(([m, d, name]) => early(ymd(year, m, d), name, closeAt));

const christmasEve: [number, number, string] = [12, 24, 'Christmas Eve'];
const newYearsEve: [number, number, string] = [12, 31, "New Year's Eve"];

// NYSE Rule 7.2: a Saturday holiday closes the Friday before, except New Year's Day (the Friday
// ends the accounting year); Sunday holidays close the Monday after. Early closes at 13:00 on the
// day after Thanksgiving, Christmas Eve and 3 July when they are trading days (nyse.com, "Holidays
// and trading hours"). Not federal holidays: Columbus Day and Veterans Day; Good Friday is a closure.
const nyse: Rule = (y) => {
  const newYear = ymd(y, 1, 1);
  const thanksgiving = nthWeekday(y, 11, 4, 4);
  return [
    ...(weekday(newYear) === 0 ? [{ date: plusDays(newYear, 1), name: "New Year's Day (observed)" }] : [{ date: newYear, name: "New Year's Day" }]),
    ...pick('US', y, ['Martin Luther King Jr. Day', "Washington's Birthday", 'Memorial Day', 'Juneteenth National Independence Day', 'Independence Day', 'Labor Day', 'Thanksgiving Day', 'Christmas Day']),
    { date: plusDays(easter(y), -2), name: 'Good Friday' },
    early(plusDays(thanksgiving, 1), 'Day after Thanksgiving', '13:00'),
    ...eves(y, '13:00', [[7, 3, 'Day before Independence Day'], christmasEve]),
  ];
};

/** Hong Kong's closures named in `names`, with the days that replace them when they fall on a Sunday. */
const hongKong = (y: number, names: readonly string[]) => pick('HK', y, [...names, ...names.map((n) => `The day following ${n}`)]);

const rules: Record<HolidaySchedule, Rule> = {
  NYSE: nyse,
  // England and Wales bank holidays; half days (12:30) on Christmas Eve and New Year's Eve.
  LSE: (y) => [...pick('GB', y), ...eves(y, '12:30', [christmasEve, newYearsEve])],
  // Deutsche Börse's Xetra calendar: the TARGET holidays plus Christmas Eve and New Year's Eve.
  XETRA: (y) => [...pick('TARGET', y), { date: ymd(y, 12, 24), name: 'Christmas Eve' }, { date: ymd(y, 12, 31), name: "New Year's Eve" }],
  // Euronext: the TARGET holidays; the cash market closes at 14:05 on Christmas Eve and New Year's Eve.
  EURONEXT: (y) => [...pick('TARGET', y), ...eves(y, '14:05', [christmasEve, newYearsEve])],
  // The TSE closes on Japan's national holidays (substitutes and citizens' holidays included) and 31 Dec-3 Jan.
  TSE: (y) => pick('JP', y),
  // HKEX closes on Hong Kong's general holidays; morning session only (to 12:00) on the eves of
  // Christmas, New Year and Lunar New Year.
  HKEX: (y) => [
    ...pick('HK', y),
    early(plusDays(lunarNewYear(y), -1), "Lunar New Year's Eve", '12:00'),
    ...eves(y, '12:00', [christmasEve, newYearsEve]),
  ],
  // ASX: the national holidays as observed in NSW, without NSW's Labour Day (the ASX trades);
  // early close 14:10 on Christmas Eve and New Year's Eve.
  ASX: (y) => [
    ...pick('AU', y, ["New Year's Day", 'Australia Day', 'Good Friday', 'Easter Monday', 'Anzac Day', "King's Birthday", 'Christmas Day', 'Boxing Day']),
    ...eves(y, '14:10', [christmasEve, newYearsEve]),
  ],
  // SGX closes on Singapore's public holidays (Vesak, Hari Raya and Deepavali from MOM's gazetted years).
  SGX: (y) => pick('SG', y),
  // The broker's FX and spot-metals schedule: closed on Christmas Day and New Year's Day, 13:00 New York on Christmas Eve.
  FX: (y) => [{ date: ymd(y, 12, 25), name: 'Christmas Day' }, { date: ymd(y, 1, 1), name: "New Year's Day" }, early(ymd(y, 12, 24), 'Christmas Eve', '13:00')],
  // The broker's CFDs on European indices (and Dutch gas): closed 24-25 and 31 December and 1 January.
  'EU-INDEX-CFD': (y) => [
    { date: ymd(y, 12, 24), name: 'Christmas Eve' }, { date: ymd(y, 12, 25), name: 'Christmas Day' },
    { date: ymd(y, 12, 31), name: "New Year's Eve" }, { date: ymd(y, 1, 1), name: "New Year's Day" },
  ],
  // UK100: closed on England's Christmas, Boxing Day and New Year bank holidays.
  'UK-INDEX-CFD': (y) => pick('GB', y, ['Christmas Day', 'Boxing Day', "New Year's Day"]),
  // JPN225: closed on New Year's Day only.
  'JP-INDEX-CFD': (y) => [{ date: ymd(y, 1, 1), name: "New Year's Day" }],
  // AUS200: closed on Christmas, Boxing Day, New Year's Day and Australia Day as observed in NSW.
  'AU-INDEX-CFD': (y) => pick('AU', y, ['Christmas Day', 'Boxing Day', "New Year's Day", 'Australia Day']),
  // HK50: closed on Christmas Day and New Year's Day (Hong Kong's observance).
  'HK-INDEX-CFD': (y) => hongKong(y, ['Christmas Day', "New Year's Day"]),
  // CHINAH: as HK50, plus the Lunar New Year holidays.
  'HK-CHINA-INDEX-CFD': (y) => [
    ...hongKong(y, ['Christmas Day', "New Year's Day", "Lunar New Year's Day", 'Second day of Lunar New Year', 'Third day of Lunar New Year', 'Fourth day of Lunar New Year']),
  ],
};

/**
 * A venue's closures and early closes in `year`, by date: weekdays only, one entry per date (a full
 * closure wins over an early close, the first-listed name over a later one).
 */
export function scheduleHolidays(schedule: HolidaySchedule, year: number): Holiday[] {
  const byDate = new Map<string, Holiday>();
  for (const h of rules[schedule](year)) {
    if (!h.date.startsWith(String(year)) || !isWeekday(h.date)) continue;
    const seen = byDate.get(h.date);
    if (!seen || (seen.closeAt && !h.closeAt)) byDate.set(h.date, h);
  }
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * The last date ('YYYY-MM-DD') through which a schedule's closures are all known, or undefined
 * when its rules predict every year. SGX's depend on holidays Singapore gazettes yearly
 * (singapore.ts): past the last gazetted year a list would miss closures, so none is given.
 */
export function holidaysKnownUntil(schedule: HolidaySchedule): string | undefined {
  return schedule === 'SGX' ? `${singaporeGazettedUntil}-12-31` : undefined;
}

/** Closures and early closes on venue dates in [from, to] ('YYYY-MM-DD', inclusive). */
export function holidaysBetween(schedule: HolidaySchedule, from: string, to: string): Holiday[] {
  const out: Holiday[] = [];
  for (let y = Number(from.slice(0, 4)); y <= Number(to.slice(0, 4)); y++) {
    for (const h of scheduleHolidays(schedule, y)) if (h.date >= from && h.date <= to) out.push(h);
  }
  return out;
}
