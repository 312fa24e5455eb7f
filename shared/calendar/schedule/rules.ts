// Release-day rules, each as its publisher states it (BLS, BEA, ISM, S&P Global, Eurostat, ONS,
// ...). A rule maps a year and month to the release day in the publisher's own calendar.
import { nthWeekday, plusDays, weekday, weekdayOnOrAfter, ymd } from './civil.ts';
import { businessDay, isBusinessDay, nthBusinessDay, type HolidayCalendar } from './holidays.ts';

export type DayRule = (year: number, month: number) => string;

/**
 * BLS Employment Situation: the third Friday after the week (Sunday-Saturday) that includes the
 * 12th of the reference (previous) month, which is most often the first Friday of the month. On a
 * federal holiday it comes the business day before (3 July 2026 -> Thursday 2 July), except on
 * New Year's Day, when it moves a week later (BLS practice, e.g. 8 January 2021).
 */
export const nfpDay: DayRule = (year, month) => {
  const ref = month === 1 ? { y: year - 1, m: 12 } : { y: year, m: month - 1 };
  const twelfth = ymd(ref.y, ref.m, 12);
  const saturday = plusDays(twelfth, 6 - weekday(twelfth));
  const friday = plusDays(saturday, 20);
  if (isBusinessDay(friday, 'US')) return friday;
  return friday.slice(5) === '01-01' ? plusDays(friday, 7) : businessDay(friday, 'US', -1);
};

/** The n-th business day of the month (ISM and S&P Global PMIs: manufacturing 1st, services 3rd). */
export const businessDayRule = (n: number, calendar: HolidayCalendar): DayRule => (y, m) => nthBusinessDay(y, m, n, calendar);

/** The n-th weekday of the month (n = -1: the last), moved to a business day in `direction`. */
export const weekdayRule = (wd: number, n: number, calendar: HolidayCalendar, direction: 1 | -1 = 1): DayRule => (y, m) => businessDay(nthWeekday(y, m, wd, n), calendar, direction);

/** The first `wd` on or after day `day` of the month, moved to a business day (BLS CPI: mid-month). */
export const weekdayFromRule = (day: number, wd: number, calendar: HolidayCalendar): DayRule => (y, m) => businessDay(weekdayOnOrAfter(ymd(y, m, day), wd), calendar);

/** Day `day` of the month, or the next (previous) business day. */
export const dayOfMonthRule = (day: number, calendar: HolidayCalendar, direction: 1 | -1 = 1): DayRule => (y, m) => businessDay(ymd(y, m, day), calendar, direction);

/** `days` after another rule's day (ADP: the Wednesday before the payrolls Friday is -2). */
export const relativeRule = (base: DayRule, days: number, calendar: HolidayCalendar): DayRule => (y, m) => businessDay(plusDays(base(y, m), days), calendar, days < 0 ? -1 : 1);
