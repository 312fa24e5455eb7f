// Public holidays of the calendars releases follow (US federal for US agencies, TARGET for the
// ECB and Eurostat, England's bank holidays for the ONS, ...), from their published rules. A
// release due on a holiday moves to the next (or previous) business day.
// Limits: China's lunar holidays and Japan's "sandwich" days are not modelled (Jan 1, May 1-5 and
// Oct 1-7 only for China); NSW rules stand for Australia, England's for the UK.
import { easter, nthWeekday, plusDays, weekday, ymd } from './civil.ts';

export type HolidayCalendar = 'US' | 'TARGET' | 'GB' | 'JP' | 'CN' | 'AU' | 'CA' | 'CH' | 'NZ';

/** US federal rule: Saturday -> Friday before, Sunday -> Monday after. */
const usObserved = (date: string): string => (weekday(date) === 6 ? plusDays(date, -1) : weekday(date) === 0 ? plusDays(date, 1) : date);
/** Commonwealth rule: a weekend holiday moves to the next weekday not already a holiday. */
function mondayise(dates: string[]): string[] {
  const out: string[] = [];
  for (const d of dates) {
    let day = d;
    if (weekday(day) === 0 || weekday(day) === 6) {
      day = plusDays(day, weekday(day) === 6 ? 2 : 1);
      while (out.includes(day) || dates.includes(day)) day = plusDays(day, 1);
    }
    out.push(day);
  }
  return out;
}

function rules(calendar: HolidayCalendar, y: number): string[] {
  const e = easter(y);
  const goodFriday = plusDays(e, -2);
  const easterMonday = plusDays(e, 1);
  switch (calendar) {
    case 'US':
      return [
        usObserved(ymd(y, 1, 1)), usObserved(ymd(y + 1, 1, 1)), nthWeekday(y, 1, 1, 3), nthWeekday(y, 2, 1, 3), nthWeekday(y, 5, 1, -1),
        usObserved(ymd(y, 6, 19)), usObserved(ymd(y, 7, 4)), nthWeekday(y, 9, 1, 1), nthWeekday(y, 10, 1, 2),
        usObserved(ymd(y, 11, 11)), nthWeekday(y, 11, 4, 4), usObserved(ymd(y, 12, 25)),
      ];
    case 'TARGET':
      return [ymd(y, 1, 1), goodFriday, easterMonday, ymd(y, 5, 1), ymd(y, 12, 25), ymd(y, 12, 26)];
    case 'GB':
      return [...mondayise([ymd(y, 1, 1)]), goodFriday, easterMonday, nthWeekday(y, 5, 1, 1), nthWeekday(y, 5, 1, -1), nthWeekday(y, 8, 1, -1), ...mondayise([ymd(y, 12, 25), ymd(y, 12, 26)])];
    case 'JP': {
      const k = y - 1980;
      const vernal = Math.floor(20.8431 + 0.242194 * k - Math.floor(k / 4));
      const autumnal = Math.floor(23.2488 + 0.242194 * k - Math.floor(k / 4));
      const fixed = [ymd(y, 1, 1), ymd(y, 2, 11), ymd(y, 2, 23), ymd(y, 3, vernal), ymd(y, 4, 29), ymd(y, 5, 3), ymd(y, 5, 4), ymd(y, 5, 5), ymd(y, 8, 11), ymd(y, 9, autumnal), ymd(y, 11, 3), ymd(y, 11, 23)];
      // A holiday on a Sunday gives the next non-holiday weekday off (furikae kyujitsu).
      const substitutes = fixed.filter((d) => weekday(d) === 0).map((d) => {
        let s = plusDays(d, 1);
        while (fixed.includes(s)) s = plusDays(s, 1);
        return s;
      });
      // Banks close 1-3 January and 31 December.
      return [...fixed, ...substitutes, ymd(y, 1, 2), ymd(y, 1, 3), ymd(y, 12, 31), nthWeekday(y, 1, 1, 2), nthWeekday(y, 7, 1, 3), nthWeekday(y, 9, 1, 3), nthWeekday(y, 10, 1, 2)];
    }
    case 'CN':
      return [ymd(y, 1, 1), ...[1, 2, 3, 4, 5].map((d) => ymd(y, 5, d)), ...[1, 2, 3, 4, 5, 6, 7].map((d) => ymd(y, 10, d))];
    case 'AU':
      return [...mondayise([ymd(y, 1, 1)]), ...mondayise([ymd(y, 1, 26)]), goodFriday, easterMonday, ymd(y, 4, 25), nthWeekday(y, 6, 1, 2), nthWeekday(y, 10, 1, 1), ...mondayise([ymd(y, 12, 25), ymd(y, 12, 26)])];
    case 'CA': {
      const victoria = plusDays(ymd(y, 5, 24), -((weekday(ymd(y, 5, 24)) + 6) % 7)); // Monday on or before 24 May
      return [...mondayise([ymd(y, 1, 1)]), goodFriday, victoria, ...mondayise([ymd(y, 7, 1)]), nthWeekday(y, 9, 1, 1), ymd(y, 9, 30), nthWeekday(y, 10, 1, 2), ymd(y, 11, 11), ...mondayise([ymd(y, 12, 25), ymd(y, 12, 26)])];
    }
    case 'CH':
      return [ymd(y, 1, 1), ymd(y, 1, 2), goodFriday, easterMonday, plusDays(e, 39), plusDays(e, 50), ymd(y, 8, 1), ymd(y, 12, 25), ymd(y, 12, 26)];
    case 'NZ':
      return [...mondayise([ymd(y, 1, 1), ymd(y, 1, 2)]), ...mondayise([ymd(y, 2, 6)]), goodFriday, easterMonday, ...mondayise([ymd(y, 4, 25)]), nthWeekday(y, 6, 1, 1), nthWeekday(y, 10, 1, 4), ...mondayise([ymd(y, 12, 25), ymd(y, 12, 26)])];
  }
}

const memo = new Map<string, Set<string>>();

/** The holidays of `calendar` in `year` (a bounded memo: a handful of calendars and years). */
export function holidays(calendar: HolidayCalendar, year: number): Set<string> {
  const key = `${calendar}:${year}`;
  let set = memo.get(key);
  if (!set) {
    set = new Set(rules(calendar, year));
    if (memo.size > 500) memo.clear();
    memo.set(key, set);
  }
  return set;
}

export function isBusinessDay(date: string, calendar: HolidayCalendar): boolean {
  const wd = weekday(date);
  return wd !== 0 && wd !== 6 && !holidays(calendar, Number(date.slice(0, 4))).has(date);
}

/** `date` if it is a business day, else the next (direction 1) or previous (-1) one. */
export function businessDay(date: string, calendar: HolidayCalendar, direction: 1 | -1 = 1): string {
  let d = date;
  while (!isBusinessDay(d, calendar)) d = plusDays(d, direction);
  return d;
}

/** The n-th (1-based) business day of a month. */
export function nthBusinessDay(year: number, month: number, n: number, calendar: HolidayCalendar): string {
  let d = businessDay(ymd(year, month, 1), calendar);
  for (let i = 1; i < n; i++) d = businessDay(plusDays(d, 1), calendar);
  return d;
}
