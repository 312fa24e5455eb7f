import t from 'tap';
import { easter, nthWeekday, weekday } from './civil.ts';
import { holidays, isBusinessDay, nthBusinessDay } from './holidays.ts';
import { nfpDay } from './rules.ts';
import { centralBanks, decisionDays } from './central-banks.ts';
import { occurrences, scheduleEvents } from './schedule.ts';
import { zonedToUtc } from './zoned.ts';
import { policyRates } from '../../rates/policy-rates.ts';

const bank = (key: string) => centralBanks.find((b) => b.key === key)!;
const dates = (from: string, to: string, key: string) => occurrences(from, to).filter((o) => o.key === key).map((o) => o.date);

t.test('civil rules: Easter, n-th weekdays', async (t) => {
  t.equal(easter(2026), '2026-04-05');
  t.equal(easter(2027), '2027-03-28');
  t.equal(nthWeekday(2026, 11, 4, 4), '2026-11-26', 'Thanksgiving 2026');
  t.equal(nthWeekday(2026, 5, 1, -1), '2026-05-25', 'Memorial Day 2026');
});

t.test('US federal holidays: observed on the nearest weekday', async (t) => {
  const us2026 = holidays('US', 2026);
  t.ok(us2026.has('2026-07-03'), 'Independence Day (Saturday) observed Friday 3 July');
  t.ok(us2026.has('2026-01-19'), 'Martin Luther King Jr. Day');
  t.ok(holidays('US', 2027).has('2027-12-24'), 'Christmas 2027 (Saturday) observed Friday 24 December');
  t.ok(holidays('US', 2021).has('2021-12-31'), 'New Year 2022 (Saturday) observed Friday 31 December 2021');
  t.notOk(isBusinessDay('2026-11-26', 'US'));
  t.ok(holidays('TARGET', 2026).has('2026-04-03') && holidays('TARGET', 2026).has('2026-04-06'), 'TARGET: Good Friday, Easter Monday');
  t.ok(holidays('GB', 2027).has('2027-12-27') && holidays('GB', 2027).has('2027-12-28'), 'England: Christmas on Saturday -> Monday and Tuesday');
});

t.test('NFP on the BLS rule: third Friday after the week including the 12th', async (t) => {
  // August 2026 begins on a Saturday: the first Friday is the 7th (reference week 12-18 July).
  t.equal(weekday('2026-08-01'), 6);
  t.equal(nfpDay(2026, 8), '2026-08-07');
  // May 2026 begins on a Friday; 12 April is a Sunday, so its week ends 18 April: 8 May, not 1 May.
  t.equal(weekday('2026-05-01'), 5);
  t.equal(nfpDay(2026, 5), '2026-05-08');
  // June 2026: 12 May is a Tuesday, its week ends 16 May: Friday 5 June.
  t.equal(nfpDay(2026, 6), '2026-06-05');
  // September 2023 (published release 1 September 2023): 12 August was a Saturday.
  t.equal(nfpDay(2023, 9), '2023-09-01');
  // January 2021 (published 8 January 2021): the rule's 1 January is New Year's Day.
  t.equal(nfpDay(2021, 1), '2021-01-08');
});

t.test('a US holiday moves a release: NFP for June 2026 comes Thursday 2 July', async (t) => {
  t.equal(nfpDay(2026, 7), '2026-07-02', 'Friday 3 July 2026 is the observed Independence Day');
  t.same(dates('2026-06-29', '2026-07-05', 'us-nfp'), ['2026-07-02']);
  // Initial claims are published on Wednesday in Thanksgiving week.
  t.same(dates('2026-11-23', '2026-11-29', 'us-claims'), ['2026-11-25']);
  // ISM manufacturing on the first business day: 1 January 2027 is a holiday, so 4 January.
  t.same(dates('2026-12-28', '2027-01-08', 'us-ism-mfg'), ['2027-01-04']);
  // ISM services on the third business day.
  t.equal(nthBusinessDay(2026, 9, 3, 'US'), '2026-09-03', '7 September (Labor Day) is after it');
  t.equal(nthBusinessDay(2026, 6, 3, 'US'), '2026-06-03');
});

t.test('FOMC 2026: the eight published decision days, at 2 p.m. Eastern', async (t) => {
  const fomc = occurrences('2026-01-01', '2026-12-31', { countries: ['US'] }).filter((o) => o.key === 'us-fomc');
  t.same(fomc.map((o) => o.date), ['2026-01-28', '2026-03-18', '2026-04-29', '2026-06-17', '2026-07-29', '2026-09-16', '2026-10-28', '2026-12-09']);
  t.equal(new Date(fomc[0]!.at).toISOString(), '2026-01-28T19:00:00.000Z', 'EST: 14:00 = 19:00 UTC');
  t.equal(new Date(fomc[3]!.at).toISOString(), '2026-06-17T18:00:00.000Z', 'EDT: 14:00 = 18:00 UTC');
});

t.test('each bank holds about eight decisions a year (SNB four, RBNZ seven), never two a week', async (t) => {
  const expected: Record<string, number> = { 'us-fomc': 8, 'eu-ecb': 8, 'gb-boe': 8, 'jp-boj': 8, 'au-rba': 8, 'ca-boc': 8, 'ch-snb': 4, 'nz-rbnz': 7 };
  for (const year of [2026, 2027, 2028]) {
    for (const b of centralBanks) {
      const days = decisionDays(b, year);
      t.equal(days.length, expected[b.key], `${b.key} ${year}`);
      t.ok(days.every((d) => d.startsWith(String(year)) && isBusinessDay(d, b.holidays)), `${b.key} ${year}: business days of the year`);
    }
  }
  t.same(decisionDays(bank('nz-rbnz'), 2027)[0], '2027-02-17', 'published partial year kept');
  // A week holds only some banks' decisions, not all of them.
  const week = occurrences('2026-11-30', '2026-12-06').filter((o) => o.bank);
  t.same(week.map((o) => o.key), [], 'no decision in the first week of December 2026');
  const dec = occurrences('2026-12-07', '2026-12-13').filter((o) => o.bank).map((o) => o.key).sort();
  t.same(dec, ['au-rba', 'ca-boc', 'ch-snb', 'nz-rbnz', 'us-fomc']);
});

t.test('DST: a release keeps its local time, so its UTC time shifts', async (t) => {
  t.equal(new Date(zonedToUtc('2026-03-06', '08:30', 'America/New_York')).toISOString(), '2026-03-06T13:30:00.000Z', 'EST');
  t.equal(new Date(zonedToUtc('2026-03-13', '08:30', 'America/New_York')).toISOString(), '2026-03-13T12:30:00.000Z', 'EDT from 8 March');
  // US on summer time, Europe not yet (8-29 March 2026): the gap is 4 hours, not 5.
  t.equal(new Date(zonedToUtc('2026-03-19', '14:15', 'Europe/Berlin')).toISOString(), '2026-03-19T13:15:00.000Z', 'CET');
  t.equal(new Date(zonedToUtc('2026-04-30', '14:15', 'Europe/Berlin')).toISOString(), '2026-04-30T12:15:00.000Z', 'CEST');
  t.equal(new Date(zonedToUtc('2026-02-03', '14:30', 'Australia/Sydney')).toISOString(), '2026-02-03T03:30:00.000Z', 'AEDT');
  t.equal(new Date(zonedToUtc('2026-06-16', '14:30', 'Australia/Sydney')).toISOString(), '2026-06-16T04:30:00.000Z', 'AEST');
  const nfp = scheduleEvents('2026-03-01', '2026-04-30', 0, { countries: ['US'] }).filter((e) => e.release === 'us-nfp').map((e) => e.time);
  t.same(nfp, ['2026-03-06T13:30:00.000Z', '2026-04-03T12:30:00.000Z']);
});

t.test('rate decisions read the policy-rates table', async (t) => {
  for (const b of centralBanks) {
    const rate = policyRates.find((r) => r.currency === b.currency)!;
    const year = Number(rate.since.slice(0, 4));
    t.ok(decisionDays(b, year).includes(rate.since), `${b.key}: the table's since (${rate.since}) is a decision day`);
  }
  const now = Date.parse('2026-11-29T12:00:00Z');
  const fed = scheduleEvents('2026-09-01', '2026-12-31', now, { countries: ['US'] }).filter((e) => e.release === 'us-fomc');
  t.same(fed.map((e) => [e.time.slice(0, 10), e.previous, e.actual, e.forecast]), [
    ['2026-09-16', 4, 4, 4],
    ['2026-10-28', 4, 3.75, 3.75],
    ['2026-12-09', 3.75, null, 3.75],
  ]);
  const ecb = scheduleEvents('2026-12-01', '2026-12-31', now, { countries: ['EU'] }).find((e) => e.release === 'eu-ecb')!;
  t.match(ecb, { actual: null, forecast: 2.15, previous: 2.15, time: '2026-12-17T13:15:00.000Z' });
});

t.test('other releases: deterministic, previous is the period before, actual only once out', async (t) => {
  const now = Date.parse('2026-11-29T12:00:00Z');
  const a = scheduleEvents('2026-09-01', '2026-12-31', now, { countries: ['US'] });
  t.same(a, scheduleEvents('2026-09-01', '2026-12-31', now, { countries: ['US'] }));
  const cpi = a.filter((e) => e.release === 'us-cpi');
  t.equal(cpi.length, 4, 'monthly');
  for (let i = 1; i < cpi.length; i++) if (cpi[i]!.actual !== null) t.equal(cpi[i]!.previous, cpi[i - 1]!.actual);
  t.ok(cpi.every((e) => (Date.parse(e.time) <= now) === (e.actual !== null)));
  const gdp = scheduleEvents('2026-01-01', '2026-12-31', now, { countries: ['US'] }).filter((e) => e.release === 'us-gdp');
  t.same(gdp.map((e) => e.time.slice(0, 10)), ['2026-01-29', '2026-04-30', '2026-07-30', '2026-10-29'], 'quarterly, last Thursday of the month after the quarter');
  const pmi = scheduleEvents('2026-01-01', '2026-12-31', now, { countries: ['EU'] }).filter((e) => e.release === 'eu-mfg-pmi');
  t.equal(pmi.length, 12);
  t.ok(pmi.every((e) => isBusinessDay(e.time.slice(0, 10), 'TARGET')), 'on TARGET business days');
  t.equal(pmi[0]!.time.slice(0, 10), '2026-01-02', '1 January is a TARGET holiday');
  t.equal(pmi[4]!.time.slice(0, 10), '2026-05-04', '1 May is a TARGET holiday');
});

t.test('filters and range', async (t) => {
  const all = scheduleEvents('2026-11-30', '2026-12-06', 0);
  t.ok(all.length > 20);
  t.ok(all.every((e) => e.time >= '2026-11-30' && e.time < '2026-12-07'));
  t.ok(scheduleEvents('2026-11-23', '2026-11-29', 0, { importance: 3 }).every((e) => e.importance === 3));
  t.ok(scheduleEvents('2026-11-23', '2026-11-29', 0, { countries: ['JP'] }).every((e) => e.country === 'JP'));
  t.equal(new Set(all.map((e) => e.id)).size, all.length, 'ids unique');
});

t.test('named calendars: Japan\'s citizens\' holiday, Hong Kong and Singapore', async (t) => {
  t.notOk(isBusinessDay('2026-09-22', 'JP'), "22 September 2026, between Respect for the Aged Day and the equinox, is a citizens' holiday");
  t.notOk(isBusinessDay('2027-02-09', 'HK'), 'Hong Kong: the fourth day of Lunar New Year 2027 (the second is a Sunday)');
  t.notOk(isBusinessDay('2027-02-08', 'SG'), 'Singapore: Chinese New Year 2027 in lieu');
  t.ok(holidays('GB', 2026).has('2026-12-28'), 'England: Boxing Day (Saturday) on Monday 28 December 2026');
});
