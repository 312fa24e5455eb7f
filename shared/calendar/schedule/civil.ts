// Civil-date arithmetic for release rules: dates are 'YYYY-MM-DD' strings, months 1-12, weekdays
// 0 = Sunday .. 6 = Saturday (as Date#getUTCDay), so a rule reads like the published one.

export const ymd = (year: number, month: number, day: number): string => new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);

export function parts(date: string): { year: number; month: number; day: number } {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)), day: Number(date.slice(8, 10)) };
}

export const weekday = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

export const plusDays = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The n-th (1-based) `wd` of the month; n = -1 is the last one. */
export function nthWeekday(year: number, month: number, wd: number, n: number): string {
  if (n > 0) {
    const first = ymd(year, month, 1);
    return plusDays(first, ((wd - weekday(first) + 7) % 7) + (n - 1) * 7);
  }
  const last = ymd(year, month, daysInMonth(year, month));
  return plusDays(last, -((weekday(last) - wd + 7) % 7));
}

/** The first `wd` on or after `date`. */
export const weekdayOnOrAfter = (date: string, wd: number): string => plusDays(date, (wd - weekday(date) + 7) % 7);

/** Easter Sunday (Gregorian; the anonymous/Meeus algorithm). */
export function easter(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return ymd(year, month, day);
}

/** The same weekday as `date`, nearest to its month and day in `year` (projects a meeting date to a later year). */
export function sameWeekdayNear(date: string, year: number): string {
  const { month, day } = parts(date);
  const target = ymd(year, month, Math.min(day, daysInMonth(year, month)));
  const shift = (weekday(date) - weekday(target) + 7) % 7;
  return plusDays(target, shift > 3 ? shift - 7 : shift);
}
