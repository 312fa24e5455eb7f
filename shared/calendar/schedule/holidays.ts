// Public holidays of the calendars releases and venues follow (US federal for US agencies, TARGET
// for the ECB and Eurostat, England's bank holidays for the ONS, Hong Kong's and Singapore's
// general holidays, ...), from their published rules, each with its English name. A release due
// on a holiday moves to the next (or previous) business day; exchange calendars
// (shared/trading/venue-holidays/) pick their closures from these lists.
// Limits: China's lunar holidays are not modelled (Jan 1, May 1-5 and Oct 1-7 only for China);
// NSW rules stand for Australia, England's for the UK; Singapore's Vesak, Hari Raya and Deepavali
// are gazetted yearly and come from a table of published years (singapore.ts).
import { easter, nthWeekday, plusDays, weekday, ymd } from './civil.ts';
import { chingMing, lunarDate } from './lunar.ts';
import { singaporeGazetted } from './singapore.ts';

export type HolidayCalendar = 'US' | 'TARGET' | 'GB' | 'JP' | 'CN' | 'AU' | 'CA' | 'CH' | 'NZ' | 'HK' | 'SG';

export interface NamedHoliday { date: string; name: string }
type Named = [date: string, name: string];

const named = (list: Named[]): NamedHoliday[] => list.map(([date, name]) => ({ date, name }));

/** US federal rule: Saturday -> Friday before, Sunday -> Monday after. */
export function usObserved([date, name]: Named): Named {
  const wd = weekday(date);
  return wd === 6 ? [plusDays(date, -1), `${name} (observed)`] : wd === 0 ? [plusDays(date, 1), `${name} (observed)`] : [date, name];
}

/**
 * Commonwealth rule: a holiday on a weekend (or, with `sundayOnly`, on a Sunday: Hong Kong,
 * Singapore) moves to the next weekday that is not already a holiday, named with `suffix`.
 */
export function mondayise(list: Named[], suffix = '(substitute)', sundayOnly = false): Named[] {
  const out: Named[] = [];
  const taken = new Set(list.map(([d]) => d));
  for (const [d, name] of list) {
    const wd = weekday(d);
    if (wd === 0 || (wd === 6 && !sundayOnly)) {
      let day = plusDays(d, 1);
      while (taken.has(day) || weekday(day) === 0 || (!sundayOnly && weekday(day) === 6)) day = plusDays(day, 1);
      taken.add(day);
      out.push([d, name], [day, `${name} ${suffix}`]);
    } else out.push([d, name]);
  }
  return out;
}

function japan(y: number): Named[] {
  const k = y - 1980;
  const vernal = Math.floor(20.8431 + 0.242194 * k - Math.floor(k / 4));
  const autumnal = Math.floor(23.2488 + 0.242194 * k - Math.floor(k / 4));
  const national: Named[] = [
    [ymd(y, 1, 1), "New Year's Day"], [nthWeekday(y, 1, 1, 2), 'Coming of Age Day'], [ymd(y, 2, 11), 'National Foundation Day'],
    [ymd(y, 2, 23), "Emperor's Birthday"], [ymd(y, 3, vernal), 'Vernal Equinox Day'], [ymd(y, 4, 29), 'Showa Day'],
    [ymd(y, 5, 3), 'Constitution Memorial Day'], [ymd(y, 5, 4), 'Greenery Day'], [ymd(y, 5, 5), "Children's Day"],
    [nthWeekday(y, 7, 1, 3), 'Marine Day'], [ymd(y, 8, 11), 'Mountain Day'], [nthWeekday(y, 9, 1, 3), 'Respect for the Aged Day'],
    [ymd(y, 9, autumnal), 'Autumnal Equinox Day'], [nthWeekday(y, 10, 1, 2), 'Sports Day'], [ymd(y, 11, 3), 'Culture Day'],
    [ymd(y, 11, 23), 'Labour Thanksgiving Day'],
  ];
  const dates = new Set(national.map(([d]) => d));
  // A holiday on a Sunday gives the next non-holiday day off (furikae kyujitsu).
  const substitutes: Named[] = national.filter(([d]) => weekday(d) === 0).map(([d, name]) => {
    let s = plusDays(d, 1);
    while (dates.has(s)) s = plusDays(s, 1);
    return [s, `${name} (substitute)`];
  });
  // A weekday between two holidays is a holiday too (kokumin no kyujitsu: September 2026, 2032).
  const between: Named[] = [...dates].filter((d) => dates.has(plusDays(d, 2)) && !dates.has(plusDays(d, 1)) && weekday(plusDays(d, 1)) !== 0)
    .map((d) => [plusDays(d, 1), "Citizens' Holiday"]);
  // Banks and the exchange close 1-3 January and 31 December.
  return [...national, ...substitutes, ...between, [ymd(y, 1, 2), 'New Year holidays'], [ymd(y, 1, 3), 'New Year holidays'], [ymd(y, 12, 31), 'New Year holidays']];
}

/** Hong Kong's general holidays (General Holidays Ordinance, Cap. 149). */
function hongKong(y: number, goodFriday: string, easterMonday: string): Named[] {
  const lny = lunarDate(y, 1, 1);
  const lunarNewYear: Named[] = [[lny, "Lunar New Year's Day"], [plusDays(lny, 1), 'Second day of Lunar New Year'], [plusDays(lny, 2), 'Third day of Lunar New Year']];
  // Any of the first three days on a Sunday: the fourth day instead.
  if (lunarNewYear.some(([d]) => weekday(d) === 0)) lunarNewYear.push([plusDays(lny, 3), 'Fourth day of Lunar New Year']);
  const christmas = ymd(y, 12, 25);
  let afterChristmas = plusDays(christmas, 1);
  while (weekday(afterChristmas) === 0 || weekday(afterChristmas) === 6) afterChristmas = plusDays(afterChristmas, 1);
  const fixedDays: Named[] = [[plusDays(goodFriday, 1), 'The day following Good Friday'], [easterMonday, 'Easter Monday'], ...lunarNewYear, [goodFriday, 'Good Friday'], [afterChristmas, 'First weekday after Christmas Day']];
  const movable: Named[] = [
    [ymd(y, 1, 1), "New Year's Day"], [chingMing(y), 'Ching Ming Festival'], [ymd(y, 5, 1), 'Labour Day'], [lunarDate(y, 4, 8), "Buddha's Birthday"],
    [lunarDate(y, 5, 5), 'Tuen Ng Festival'], [ymd(y, 7, 1), 'HKSAR Establishment Day'], [plusDays(lunarDate(y, 8, 15), 1), 'The day following Mid-Autumn Festival'],
    [ymd(y, 10, 1), 'National Day'], [lunarDate(y, 9, 9), 'Chung Yeung Festival'], [christmas, 'Christmas Day'],
  ];
  // A holiday on a Sunday (or on another holiday: Ching Ming on Easter Monday) moves to the next free day.
  const taken = new Set(fixedDays.map(([d]) => d));
  const out: Named[] = [...fixedDays];
  for (const [d, name] of movable) {
    out.push([d, name]);
    if (weekday(d) !== 0 && !(taken.has(d) && weekday(d) !== 6)) {
      taken.add(d);
      continue;
    }
    let day = plusDays(d, 1);
    while (taken.has(day) || weekday(day) === 0) day = plusDays(day, 1);
    taken.add(day);
    out.push([day, name.startsWith('The day following') ? `${name} (substitute)` : `The day following ${name}`]);
  }
  return out;
}

/** Singapore's public holidays (Holidays Act): a Sunday holiday gives the Monday (or next free day) in lieu. */
function singapore(y: number, goodFriday: string): Named[] {
  const cny = lunarDate(y, 1, 1);
  return mondayise([
    [ymd(y, 1, 1), "New Year's Day"], [cny, 'Chinese New Year'], [plusDays(cny, 1), 'Chinese New Year'], [goodFriday, 'Good Friday'],
    [ymd(y, 5, 1), 'Labour Day'], [ymd(y, 8, 9), 'National Day'], ...singaporeGazetted(y), [ymd(y, 12, 25), 'Christmas Day'],
  ], '(in lieu)', true);
}

function rules(calendar: HolidayCalendar, y: number): Named[] {
  const e = easter(y);
  const goodFriday = plusDays(e, -2);
  const easterMonday = plusDays(e, 1);
  const gf: Named = [goodFriday, 'Good Friday'];
  const em: Named = [easterMonday, 'Easter Monday'];
  const christmas: Named[] = [[ymd(y, 12, 25), 'Christmas Day'], [ymd(y, 12, 26), 'Boxing Day']];
  const newYear: Named = [ymd(y, 1, 1), "New Year's Day"];
  switch (calendar) {
    case 'US':
      return [
        usObserved(newYear), usObserved([ymd(y + 1, 1, 1), "New Year's Day"]), [nthWeekday(y, 1, 1, 3), 'Martin Luther King Jr. Day'],
        [nthWeekday(y, 2, 1, 3), "Washington's Birthday"], [nthWeekday(y, 5, 1, -1), 'Memorial Day'], usObserved([ymd(y, 6, 19), 'Juneteenth National Independence Day']),
        usObserved([ymd(y, 7, 4), 'Independence Day']), [nthWeekday(y, 9, 1, 1), 'Labor Day'], [nthWeekday(y, 10, 1, 2), 'Columbus Day'],
        usObserved([ymd(y, 11, 11), 'Veterans Day']), [nthWeekday(y, 11, 4, 4), 'Thanksgiving Day'], usObserved([ymd(y, 12, 25), 'Christmas Day']),
      ];
    case 'TARGET':
      return [newYear, gf, em, [ymd(y, 5, 1), 'Labour Day'], ...christmas];
    case 'GB':
      return [...mondayise([newYear]), gf, em, [nthWeekday(y, 5, 1, 1), 'Early May bank holiday'], [nthWeekday(y, 5, 1, -1), 'Spring bank holiday'], [nthWeekday(y, 8, 1, -1), 'Summer bank holiday'], ...mondayise(christmas)];
    case 'JP':
      return japan(y);
    case 'CN':
      return [newYear, ...[1, 2, 3, 4, 5].map((d): Named => [ymd(y, 5, d), 'Labour Day holiday']), ...[1, 2, 3, 4, 5, 6, 7].map((d): Named => [ymd(y, 10, d), 'National Day holiday'])];
    case 'AU':
      return [...mondayise([newYear]), ...mondayise([[ymd(y, 1, 26), 'Australia Day']]), gf, em, [ymd(y, 4, 25), 'Anzac Day'], [nthWeekday(y, 6, 1, 2), "King's Birthday"], [nthWeekday(y, 10, 1, 1), 'Labour Day'], ...mondayise(christmas)];
    case 'CA': {
      const victoria = plusDays(ymd(y, 5, 24), -((weekday(ymd(y, 5, 24)) + 6) % 7)); // Monday on or before 24 May
      return [...mondayise([newYear]), gf, [victoria, 'Victoria Day'], ...mondayise([[ymd(y, 7, 1), 'Canada Day']]), [nthWeekday(y, 9, 1, 1), 'Labour Day'], [ymd(y, 9, 30), 'National Day for Truth and Reconciliation'], [nthWeekday(y, 10, 1, 2), 'Thanksgiving'], [ymd(y, 11, 11), 'Remembrance Day'], ...mondayise(christmas)];
    }
    case 'CH':
      return [newYear, [ymd(y, 1, 2), "Berchtold's Day"], gf, em, [plusDays(e, 39), 'Ascension Day'], [plusDays(e, 50), 'Whit Monday'], [ymd(y, 8, 1), 'Swiss National Day'], [ymd(y, 12, 25), 'Christmas Day'], [ymd(y, 12, 26), "St Stephen's Day"]];
    case 'NZ':
      return [...mondayise([newYear, [ymd(y, 1, 2), "Day after New Year's Day"]]), ...mondayise([[ymd(y, 2, 6), 'Waitangi Day']]), gf, em, ...mondayise([[ymd(y, 4, 25), 'Anzac Day']]), [nthWeekday(y, 6, 1, 1), "King's Birthday"], [nthWeekday(y, 10, 1, 4), 'Labour Day'], ...mondayise(christmas)];
    case 'HK':
      return hongKong(y, goodFriday, easterMonday);
    case 'SG':
      return singapore(y, goodFriday);
  }
}

const memo = new Map<string, NamedHoliday[]>();
const dateMemo = new Map<string, Set<string>>();

/** The holidays of `calendar` in `year` with their names, in rule order (a bounded memo: a handful of calendars and years). */
export function namedHolidays(calendar: HolidayCalendar, year: number): readonly NamedHoliday[] {
  const key = `${calendar}:${year}`;
  let list = memo.get(key);
  if (!list) {
    list = named(rules(calendar, year));
    if (memo.size > 500) memo.clear();
    memo.set(key, list);
  }
  return list;
}

/** The holiday dates of `calendar` in `year`. */
export function holidays(calendar: HolidayCalendar, year: number): Set<string> {
  const key = `${calendar}:${year}`;
  let set = dateMemo.get(key);
  if (!set) {
    set = new Set(namedHolidays(calendar, year).map((h) => h.date));
    if (dateMemo.size > 500) dateMemo.clear();
    dateMemo.set(key, set);
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
