// Venue closures from published rules, checked against the venues' own published calendars, and
// against the hand-written tables (November 2026 to March 2027) they replace.
import t from 'tap';
import type { Holiday } from '../instrument.ts';
import { holidaySchedules, holidaysBetween, holidaysKnownUntil, scheduleHolidays, type HolidaySchedule } from './schedules.ts';
import { holidaysListedUntil, holidayWindow, rollingHolidays } from './window.ts';
import { chingMing, lunarDate, lunarNewYear } from '../../calendar/schedule/lunar.ts';
import { weekday } from '../../calendar/schedule/civil.ts';
import { singaporeGazettedUntil } from '../../calendar/schedule/singapore.ts';

const lines = (list: readonly Holiday[]) => list.map((h) => `${h.date}${h.closeAt ? `@${h.closeAt}` : ''} ${h.name}`);
const table = (text: string) => text.trim().split('\n').map((l) => l.trim());

t.test('NYSE 2026 and 2027 as nyse.com publishes them (Saturday rule, observed days, 13:00 early closes)', async (t) => {
  t.same(lines(scheduleHolidays('NYSE', 2026)), table(`
    2026-01-01 New Year's Day
    2026-01-19 Martin Luther King Jr. Day
    2026-02-16 Washington's Birthday
    2026-04-03 Good Friday
    2026-05-25 Memorial Day
    2026-06-19 Juneteenth National Independence Day
    2026-07-03 Independence Day (observed)
    2026-09-07 Labor Day
    2026-11-26 Thanksgiving Day
    2026-11-27@13:00 Day after Thanksgiving
    2026-12-24@13:00 Christmas Eve
    2026-12-25 Christmas Day
  `));
  // 2027: Juneteenth (Saturday) closes Friday 18 June, Christmas (Saturday) Friday 24 December; New
  // Year's Day 2028 is a Saturday and, by the year-end exception, closes nothing on 31 December.
  t.same(lines(scheduleHolidays('NYSE', 2027)), table(`
    2027-01-01 New Year's Day
    2027-01-18 Martin Luther King Jr. Day
    2027-02-15 Washington's Birthday
    2027-03-26 Good Friday
    2027-05-31 Memorial Day
    2027-06-18 Juneteenth National Independence Day (observed)
    2027-07-05 Independence Day (observed)
    2027-09-06 Labor Day
    2027-11-25 Thanksgiving Day
    2027-11-26@13:00 Day after Thanksgiving
    2027-12-24 Christmas Day (observed)
  `));
  t.same(lines(scheduleHolidays('NYSE', 2023)).slice(0, 1), ["2023-01-02 New Year's Day (observed)"], 'New Year on a Sunday: Monday');
  t.ok(lines(scheduleHolidays('NYSE', 2025)).includes('2025-07-03@13:00 Day before Independence Day'), '3 July 2025 (Thursday) closes at 13:00');
  t.notOk(scheduleHolidays('NYSE', 2027).some((h) => h.date === '2027-07-02'), 'no early close on a Friday before a Monday holiday');
});

t.test('LSE 2027: England and Wales bank holidays, 12:30 on Christmas Eve and New Year\'s Eve', async (t) => {
  t.same(lines(scheduleHolidays('LSE', 2027)), table(`
    2027-01-01 New Year's Day
    2027-03-26 Good Friday
    2027-03-29 Easter Monday
    2027-05-03 Early May bank holiday
    2027-05-31 Spring bank holiday
    2027-08-30 Summer bank holiday
    2027-12-24@12:30 Christmas Eve
    2027-12-27 Christmas Day (substitute)
    2027-12-28 Boxing Day (substitute)
    2027-12-31@12:30 New Year's Eve
  `));
});

t.test('TSE 2027 (JPX calendar): equinoxes by the formula, substitute holiday, 31 Dec-3 Jan', async (t) => {
  t.same(lines(scheduleHolidays('TSE', 2027)), table(`
    2027-01-01 New Year's Day
    2027-01-11 Coming of Age Day
    2027-02-11 National Foundation Day
    2027-02-23 Emperor's Birthday
    2027-03-22 Vernal Equinox Day (substitute)
    2027-04-29 Showa Day
    2027-05-03 Constitution Memorial Day
    2027-05-04 Greenery Day
    2027-05-05 Children's Day
    2027-07-19 Marine Day
    2027-08-11 Mountain Day
    2027-09-20 Respect for the Aged Day
    2027-09-23 Autumnal Equinox Day
    2027-10-11 Sports Day
    2027-11-03 Culture Day
    2027-11-23 Labour Thanksgiving Day
    2027-12-31 New Year holidays
  `));
  const tse2026 = lines(scheduleHolidays('TSE', 2026));
  t.ok(tse2026.includes("2026-09-22 Citizens' Holiday"), 'a weekday between two holidays (21 and 23 September 2026)');
  t.ok(tse2026.includes('2026-05-06 Constitution Memorial Day (substitute)'), '3 May on a Sunday: the substitute skips 4 and 5 May');
  t.ok(tse2026.includes('2026-01-02 New Year holidays'));
});

t.test("HKEX: Lunar New Year 2027 (HKO: 6 February, a Saturday) and Hong Kong's Sunday rules", async (t) => {
  t.equal(lunarNewYear(2027), '2027-02-06', 'corrected from the HKO where ICU says 7 February');
  const hk2027 = lines(scheduleHolidays('HKEX', 2027));
  t.same(hk2027.filter((l) => /Lunar/.test(l)), [
    "2027-02-05@12:00 Lunar New Year's Eve",
    '2027-02-08 Third day of Lunar New Year',
    '2027-02-09 Fourth day of Lunar New Year',
  ], 'the second day is a Sunday: the fourth day is a holiday');
  for (const l of ['2027-04-05 Ching Ming Festival', "2027-05-13 Buddha's Birthday", '2027-06-09 Tuen Ng Festival', '2027-09-16 The day following Mid-Autumn Festival', '2027-10-08 Chung Yeung Festival', '2027-12-27 First weekday after Christmas Day']) {
    t.ok(hk2027.includes(l), l);
  }
  // 2026: Ching Ming on Easter Sunday, Buddha's Birthday and Chung Yeung on Sundays (HK gazette 2026).
  const hk2026 = lines(scheduleHolidays('HKEX', 2026));
  for (const l of ['2026-04-07 The day following Ching Ming Festival', "2026-05-25 The day following Buddha's Birthday", '2026-10-19 The day following Chung Yeung Festival', "2026-02-16@12:00 Lunar New Year's Eve"]) t.ok(hk2026.includes(l), l);
});

t.test('lunar dates and Ching Ming against the Hong Kong Observatory, 2024-2035', async (t) => {
  const lny = { 2024: '02-10', 2025: '01-29', 2026: '02-17', 2027: '02-06', 2028: '01-26', 2029: '02-13', 2030: '02-03', 2031: '01-23', 2032: '02-11', 2033: '01-31', 2034: '02-19', 2035: '02-08' };
  for (const [y, md] of Object.entries(lny)) t.equal(lunarNewYear(Number(y)), `${y}-${md}`, `Lunar New Year ${y}`);
  t.same([lunarDate(2025, 4, 8), lunarDate(2025, 5, 5), lunarDate(2025, 8, 15), lunarDate(2025, 9, 9)], ['2025-05-05', '2025-05-31', '2025-10-06', '2025-10-29'], '2025 festivals');
  t.same([2024, 2025, 2026, 2027, 2028].map(chingMing), ['2024-04-04', '2025-04-04', '2026-04-05', '2027-04-05', '2028-04-04']);
});

t.test('SGX: Chinese New Year, Sunday holidays in lieu, gazetted days from the published years only', async (t) => {
  t.same(lines(scheduleHolidays('SGX', 2026)), table(`
    2026-01-01 New Year's Day
    2026-02-17 Chinese New Year
    2026-02-18 Chinese New Year
    2026-04-03 Good Friday
    2026-05-01 Labour Day
    2026-05-27 Hari Raya Haji
    2026-06-01 Vesak Day (in lieu)
    2026-08-10 National Day (in lieu)
    2026-11-09 Deepavali (in lieu)
    2026-12-25 Christmas Day
  `));
  t.ok(lines(scheduleHolidays('SGX', 2027)).includes('2027-02-08 Chinese New Year (in lieu)'));
  t.ok(singaporeGazettedUntil >= 2026, "MOM's gazetted dates are listed through 2026 at least");
  // Past the table, the gazetted days are missing rather than guessed.
  t.notOk(scheduleHolidays('SGX', singaporeGazettedUntil + 1).some((h) => /Hari Raya|Vesak|Deepavali/.test(h.name)), 'no guessed dates');
});

// The tables venues.ts held until these rules replaced them (same shapes, November 2026 to March 2027).
const handWritten: Record<HolidaySchedule, string> = {
  NYSE: `2026-11-26 Thanksgiving Day|2026-11-27@13:00 Day after Thanksgiving|2026-12-24@13:00 Christmas Eve|2026-12-25 Christmas Day|2027-01-01 New Year's Day|2027-01-18 Martin Luther King Jr. Day|2027-02-15 Washington's Birthday|2027-03-26 Good Friday`,
  LSE: `2026-12-24@12:30 Christmas Eve|2026-12-25 Christmas Day|2026-12-28 Boxing Day (substitute)|2026-12-31@12:30 New Year's Eve|2027-01-01 New Year's Day|2027-03-26 Good Friday|2027-03-29 Easter Monday`,
  XETRA: `2026-12-24 Christmas Eve|2026-12-25 Christmas Day|2026-12-31 New Year's Eve|2027-01-01 New Year's Day|2027-03-26 Good Friday|2027-03-29 Easter Monday`,
  EURONEXT: `2026-12-24@14:05 Christmas Eve|2026-12-25 Christmas Day|2026-12-31@14:05 New Year's Eve|2027-01-01 New Year's Day|2027-03-26 Good Friday|2027-03-29 Easter Monday`,
  TSE: `2026-11-03 Culture Day|2026-11-23 Labour Thanksgiving Day|2026-12-31 New Year holidays|2027-01-01 New Year's Day|2027-01-11 Coming of Age Day|2027-02-11 National Foundation Day|2027-02-23 Emperor's Birthday|2027-03-22 Vernal Equinox Day (substitute)`,
  HKEX: `2026-12-24@12:00 Christmas Eve|2026-12-25 Christmas Day|2026-12-28 First weekday after Christmas Day|2026-12-31@12:00 New Year's Eve|2027-01-01 New Year's Day|2027-02-05@12:00 Lunar New Year's Eve|2027-02-08 Third day of Lunar New Year|2027-02-09 Fourth day of Lunar New Year|2027-03-26 Good Friday|2027-03-29 Easter Monday`,
  ASX: `2026-12-24@14:10 Christmas Eve|2026-12-25 Christmas Day|2026-12-28 Boxing Day (substitute)|2026-12-31@14:10 New Year's Eve|2027-01-01 New Year's Day|2027-01-26 Australia Day|2027-03-26 Good Friday|2027-03-29 Easter Monday`,
  // The table missed Deepavali's day in lieu (Monday 9 November 2026, MOM's 2026 list): the rules add it.
  SGX: `2026-11-09 Deepavali (in lieu)|2026-12-25 Christmas Day|2027-01-01 New Year's Day|2027-02-08 Chinese New Year (in lieu)|2027-03-26 Good Friday`,
  FX: `2026-12-24@13:00 Christmas Eve|2026-12-25 Christmas Day|2027-01-01 New Year's Day`,
  'EU-INDEX-CFD': `2026-12-24 Christmas Eve|2026-12-25 Christmas Day|2026-12-31 New Year's Eve|2027-01-01 New Year's Day`,
  'UK-INDEX-CFD': `2026-12-25 Christmas Day|2026-12-28 Boxing Day (substitute)|2027-01-01 New Year's Day`,
  'JP-INDEX-CFD': `2027-01-01 New Year's Day`,
  'AU-INDEX-CFD': `2026-12-25 Christmas Day|2026-12-28 Boxing Day (substitute)|2027-01-01 New Year's Day|2027-01-26 Australia Day`,
  'HK-INDEX-CFD': `2026-12-25 Christmas Day|2027-01-01 New Year's Day`,
  'HK-CHINA-INDEX-CFD': `2026-12-25 Christmas Day|2027-01-01 New Year's Day|2027-02-08 Third day of Lunar New Year|2027-02-09 Fourth day of Lunar New Year`,
};

t.test('November 2026 to March 2027: the rules give the hand-written tables they replace', async (t) => {
  for (const s of holidaySchedules) t.same(lines(holidaysBetween(s, '2026-11-01', '2027-03-31')), handWritten[s].split('|'), s);
});

t.test('every year: weekdays only, one entry per date, an exchange closes several days a year', async (t) => {
  for (const s of holidaySchedules) {
    for (let y = 2024; y <= 2040; y++) {
      const list = scheduleHolidays(s, y);
      const bad = list.filter((h) => weekday(h.date) === 0 || weekday(h.date) === 6 || !h.date.startsWith(String(y)));
      if (bad.length) t.fail(`${s} ${y}: ${lines(bad).join(', ')}`);
      if (new Set(list.map((h) => h.date)).size !== list.length) t.fail(`${s} ${y}: a date twice`);
      const closures = list.filter((h) => !h.closeAt).length;
      if (!s.includes('CFD') && s !== 'FX' && closures < 3) t.fail(`${s} ${y}: ${closures} closures`);
    }
  }
  t.pass('checked 2024-2040');
});

t.test('the rolling window: this month to eleven months ahead, from the clock given', async (t) => {
  t.same(holidayWindow(Date.parse('2026-11-29T10:00:00Z')), { from: '2026-11-01', to: '2027-10-31' });
  t.same(holidayWindow(Date.parse('2027-01-31T23:59:00Z')), { from: '2027-01-01', to: '2027-12-31' });
  // The hand tables ended in March 2027: from April the pages still list the coming closures.
  const april = rollingHolidays('NYSE', Date.parse('2027-04-15T12:00:00Z'));
  t.same([april[0]!.date, april.at(-1)!.date], ['2027-05-31', '2028-02-21'], 'Memorial Day 2027 to Washington\'s Birthday 2028');
  const copy = rollingHolidays('LSE', Date.parse('2027-04-15T12:00:00Z'));
  copy.pop();
  t.equal(rollingHolidays('LSE', Date.parse('2027-04-15T12:00:00Z')).length, copy.length + 1, "a caller's change does not reach the next caller");
});

t.test('SGX past the last gazetted year: the rolling list stops where its closures are known, and says so', async (t) => {
  const last = singaporeGazettedUntil;
  t.equal(holidaysKnownUntil('SGX'), `${last}-12-31`);
  t.equal(holidaysKnownUntil('NYSE'), undefined, 'rules predict every NYSE year');
  // November of the last gazetted year: the window runs into the next year, which is not gazetted.
  const november = Date.UTC(last, 10, 29);
  t.equal(holidaysListedUntil('SGX', november), `${last}-12-31`);
  const sgx = rollingHolidays('SGX', november);
  t.ok(sgx.length > 0 && sgx.every((h) => h.date <= `${last}-12-31`), 'nothing after the gazetted year');
  t.ok(sgx.some((h) => h.date === `${last}-12-25`), 'Christmas Day is still listed');
  t.notOk(sgx.some((h) => h.date === `${last + 1}-01-01`), "next New Year's Day is known but left out: the list is complete to its date");
  // January of that year: the whole window is gazetted, nothing is cut.
  const january = Date.UTC(last, 0, 15);
  t.equal(holidaysListedUntil('SGX', january), undefined);
  t.same(rollingHolidays('SGX', january), holidaysBetween('SGX', holidayWindow(january).from, holidayWindow(january).to));
  t.equal(holidaysListedUntil('NYSE', november), undefined);
  t.ok(rollingHolidays('NYSE', november).some((h) => h.date.startsWith(String(last + 1))), 'other venues roll on');
  // A year past the table: an empty list, still marked.
  t.same(rollingHolidays('SGX', Date.UTC(last + 1, 5, 1)), []);
  t.equal(holidaysListedUntil('SGX', Date.UTC(last + 1, 5, 1)), `${last}-12-31`);
});
