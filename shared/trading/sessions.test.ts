// Trading hours from worked examples: a US daylight-saving change (1 November 2026), a European
// one (25 October 2026), weekends, a holiday and an early close, and a viewer in another zone.
import t from 'tap';
import { marketStatus, splitDuration, upcomingHolidays, weeklyHoursIn, wallToInstant, zoneOffset, type Hours } from './sessions.ts';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

// Forex: Sunday 17:00 to Friday 17:00 New York time.
const forex: Hours = {
  timeZone: 'America/New_York',
  sessions: [{ day: 0, open: '17:00', close: '24:00' }, ...[1, 2, 3, 4].map((day) => ({ day, open: '00:00', close: '24:00' })), { day: 5, open: '00:00', close: '17:00' }],
  holidays: [{ date: '2026-12-25', name: 'Christmas Day' }, { date: '2026-12-24', name: 'Christmas Eve', closeAt: '13:00' }],
};
const ger40: Hours = { timeZone: 'Europe/Berlin', sessions: [1, 2, 3, 4, 5].map((day) => ({ day, open: '01:15', close: '22:00' })), holidays: [] };
const shares: Hours = {
  timeZone: 'America/New_York',
  sessions: [1, 2, 3, 4, 5].map((day) => ({ day, open: '09:30', close: '16:00' })),
  holidays: [{ date: '2026-11-26', name: 'Thanksgiving Day' }, { date: '2026-11-27', name: 'Day after Thanksgiving', closeAt: '13:00' }],
};
const crypto: Hours = { timeZone: 'UTC', sessions: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '00:00', close: '24:00' })), holidays: [] };

t.test('zone rules: offsets and wall times across DST', async (t) => {
  t.equal(zoneOffset(at('2026-10-30T12:00:00Z'), 'America/New_York'), -4 * 3600_000, 'EDT before 1 Nov');
  t.equal(zoneOffset(at('2026-11-02T12:00:00Z'), 'America/New_York'), -5 * 3600_000, 'EST after');
  // 2026-11-01 is epoch day 20393; 17:00 EST = 22:00Z
  t.equal(iso(wallToInstant(Date.UTC(2026, 10, 1) / 86_400_000, 17 * 60, 'America/New_York')), '2026-11-01T22:00:00.000Z');
});

t.test('forex over the weekend of the US DST change', async (t) => {
  // Friday 30 Oct, 16:59 EDT = 20:59Z: still open, closes 17:00 EDT = 21:00Z
  t.same(marketStatus(forex, at('2026-10-30T20:59:00Z')), { open: true, closesAt: at('2026-10-30T21:00:00Z') });
  // Saturday: closed; reopens Sunday 1 Nov 17:00 EST = 22:00Z (one hour later in UTC than a week before)
  t.same(marketStatus(forex, at('2026-10-31T12:00:00Z')), { open: false, opensAt: at('2026-11-01T22:00:00Z') });
  t.same(marketStatus(forex, at('2026-10-24T12:00:00Z')), { open: false, opensAt: at('2026-10-25T21:00:00Z') }, 'a week earlier, EDT: 21:00Z');
  // Wednesday: open all day, closes Friday 17:00 EST = 22:00Z
  t.same(marketStatus(forex, at('2026-11-04T03:00:00Z')), { open: true, closesAt: at('2026-11-06T22:00:00Z') });
});

t.test('GER40 across the European DST change (25 Oct 2026)', async (t) => {
  // Saturday 24 Oct: opens Monday 26 Oct 01:15 CET = 00:15Z
  t.same(marketStatus(ger40, at('2026-10-24T12:00:00Z')), { open: false, opensAt: at('2026-10-26T00:15:00Z') });
  // Friday 23 Oct 19:00Z = 21:00 CEST: open until 22:00 CEST = 20:00Z
  t.same(marketStatus(ger40, at('2026-10-23T19:00:00Z')), { open: true, closesAt: at('2026-10-23T20:00:00Z') });
});

t.test('holidays and early closes', async (t) => {
  // Christmas Eve 13:00 EST = 18:00Z early close
  t.same(marketStatus(forex, at('2026-12-24T17:00:00Z')), { open: true, closesAt: at('2026-12-24T18:00:00Z') });
  // Christmas Day closed; next open Sunday 27 Dec 17:00 EST = 22:00Z
  t.same(marketStatus(forex, at('2026-12-25T15:00:00Z')), { open: false, opensAt: at('2026-12-27T22:00:00Z') });
  // Thanksgiving: shares closed; Friday opens 09:30 EST = 14:30Z
  t.same(marketStatus(shares, at('2026-11-26T15:00:00Z')), { open: false, opensAt: at('2026-11-27T14:30:00Z') });
  t.same(marketStatus(shares, at('2026-11-27T15:00:00Z')), { open: true, closesAt: at('2026-11-27T18:00:00Z') }, '13:00 EST early close');
  t.same(upcomingHolidays(shares, at('2026-11-26T15:00:00Z')).map((h) => h.date), ['2026-11-26', '2026-11-27']);
});

t.test('crypto trades around the clock', async (t) => {
  t.same(marketStatus(crypto, at('2026-11-07T12:00:00Z')), { open: true, closesAt: null });
});

t.test('the forex week seen from Tokyo (no DST there), week of 4 Nov 2026', async (t) => {
  // Opens Sun 17:00 EST = Sun 22:00Z = Mon 07:00 JST; closes Fri 17:00 EST = Sat 07:00 JST
  const week = weeklyHoursIn(forex, 'Asia/Tokyo', at('2026-11-04T03:00:00Z'));
  t.same(week.map((d) => d.ranges), [
    [],
    [{ from: '07:00', to: '24:00' }],
    [{ from: '00:00', to: '24:00' }],
    [{ from: '00:00', to: '24:00' }],
    [{ from: '00:00', to: '24:00' }],
    [{ from: '00:00', to: '24:00' }],
    [{ from: '00:00', to: '07:00' }],
  ]);
  // The same week seen from London (GMT since 25 Oct): Sun 22:00 to Fri 22:00
  const london = weeklyHoursIn(forex, 'Europe/London', at('2026-11-04T03:00:00Z'));
  t.same(london[0]!.ranges, [{ from: '22:00', to: '24:00' }]);
  t.same(london[5]!.ranges, [{ from: '00:00', to: '22:00' }]);
  t.same(london[6]!.ranges, []);
});

t.test('durations for "opens in"', async (t) => {
  t.same(splitDuration(26 * 3600_000 + 15 * 60_000), { days: 1, hours: 2, minutes: 15 });
  t.same(splitDuration(30_000), { days: 0, hours: 0, minutes: 1 }, 'rounded up to the minute');
});
