// Chinese lunisolar dates (Lunar New Year, Buddha's Birthday, Tuen Ng, Mid-Autumn, Chung Yeung) and
// the Ching Ming solar term, for the Hong Kong and Singapore holiday rules.
// Lunar months come from Intl's 'chinese' calendar (ICU). ICU computes new moons approximately and
// dates a month one day off when the new moon falls within minutes of midnight China time: checked
// against the Hong Kong Observatory's calendar for 2024-2035 (Lunar New Year, Buddha's Birthday,
// Tuen Ng, Mid-Autumn, Chung Yeung), it is wrong only for Lunar New Year 2027 (HKO: 6 Feb, a new
// moon just before midnight) and 2030 (HKO: 3 Feb), corrected below from the HKO's tables.
// Years past 2035 rely on ICU alone.
import { plusDays, ymd } from './civil.ts';

/** Published first days of lunar months ('<lunar year>-<month>') where ICU is a day off (HKO). */
const monthStartCorrections: Readonly<Record<string, string>> = {
  '2027-1': '2027-02-06',
  '2030-1': '2030-02-03',
};

let chinese: Intl.DateTimeFormat | undefined; // made on first use: most importers never need it
const DAY = 86_400_000;

/** ICU's first day of each (non-leap) lunar month that begins in Gregorian `year`, keyed '<lunar year>-<month>'. */
const starts = new Map<number, Map<string, string>>();
function monthStartsIn(year: number): Map<string, string> {
  let found = starts.get(year);
  if (found) return found;
  found = new Map();
  chinese ??= new Intl.DateTimeFormat('en-u-ca-chinese', { timeZone: 'UTC', year: 'numeric', month: 'numeric', day: 'numeric' });
  for (let t = Date.UTC(year, 0, 1); t < Date.UTC(year + 1, 0, 1); t += DAY) {
    const p: Record<string, string> = {};
    for (const part of chinese.formatToParts(t)) p[part.type] = part.value;
    // A leap month reads '4bis' and is skipped: no holiday here falls in one.
    if (p.day === '1' && /^\d+$/.test(p.month ?? '')) found.set(`${p.relatedYear}-${p.month}`, new Date(t).toISOString().slice(0, 10));
  }
  if (starts.size > 50) starts.clear();
  starts.set(year, found);
  return found;
}

/** The Gregorian date of lunar `month`/`day` of the lunar year that begins in Gregorian `year`. */
export function lunarDate(year: number, month: number, day: number): string {
  const key = `${year}-${month}`;
  const start = monthStartCorrections[key] ?? monthStartsIn(year).get(key) ?? monthStartsIn(year + 1).get(key);
  if (!start) throw new Error(`no lunar month ${key}`);
  return plusDays(start, day - 1);
}

/** Lunar New Year's Day of the lunar year beginning in `year`. */
export const lunarNewYear = (year: number): string => lunarDate(year, 1, 1);

/**
 * Ching Ming (Qingming, the sun at 15 degrees longitude), UTC+8: the standard 21st-century
 * solar-term formula floor(Y * 0.2422 + 4.81) - floor(Y / 4), Y the year within the century
 * (no published exception for Qingming between 2000 and 2099).
 */
export function chingMing(year: number): string {
  const y = year % 100;
  return ymd(year, 4, Math.floor(y * 0.2422 + 4.81) - Math.floor(y / 4));
}
