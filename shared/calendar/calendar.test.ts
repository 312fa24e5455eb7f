import t from 'tap';
import { countdownParts, countdownText } from './countdown.ts';
import { outcome } from './outcome.ts';
import { formatTimeIn, intlZone, localDate, offsetLabel, zoneOffsetMinutes } from './time-zone.ts';
import { parseDate, weekBounds, weekDays, weekStart } from './week.ts';

t.test('time zones: fixed offsets and IANA zones with DST', async (t) => {
  t.equal(intlZone('GMT+3'), 'Etc/GMT-3', 'POSIX sign is reversed');
  t.equal(intlZone('GMT-5'), 'Etc/GMT+5');
  t.equal(intlZone('GMT+5:30'), '+05:30');
  t.equal(intlZone('GMT+0'), 'UTC');
  t.equal(intlZone('Europe/London'), 'Europe/London');
  t.equal(intlZone('Mars/Olympus'), null);
  t.equal(intlZone('GMT+15'), null);
  t.equal(intlZone('../etc'), null);
  const winter = Date.UTC(2026, 0, 15, 12);
  const summer = Date.UTC(2026, 6, 15, 12);
  t.equal(zoneOffsetMinutes('GMT+3', winter), 180);
  t.equal(zoneOffsetMinutes('GMT+5:30', winter), 330);
  t.equal(zoneOffsetMinutes('Europe/London', winter), 0);
  t.equal(zoneOffsetMinutes('Europe/London', summer), 60, 'BST');
  t.equal(zoneOffsetMinutes('America/New_York', winter), -300);
  t.equal(zoneOffsetMinutes('America/New_York', summer), -240, 'EDT');
  t.equal(zoneOffsetMinutes('Australia/Sydney', winter), 660, 'southern summer time');
  // US DST starts 8 March 2026 at 02:00 local: 06:59 UTC is EST, 07:00 UTC is EDT.
  t.equal(zoneOffsetMinutes('America/New_York', Date.UTC(2026, 2, 8, 6, 59)), -300);
  t.equal(zoneOffsetMinutes('America/New_York', Date.UTC(2026, 2, 8, 7, 0)), -240);
  t.equal(offsetLabel(180), 'GMT+3');
  t.equal(offsetLabel(-270), 'GMT-4:30');
  t.equal(offsetLabel(0), 'GMT');
});

t.test('NFP at 13:30 UTC shown in several zones', async (t) => {
  const nfp = Date.UTC(2026, 10, 6, 13, 30);
  t.equal(formatTimeIn(nfp, 'GMT+3', 'en'), '16:30');
  t.equal(formatTimeIn(nfp, 'America/New_York', 'en'), '08:30');
  t.equal(formatTimeIn(nfp, 'Asia/Tokyo', 'en'), '22:30');
  t.equal(localDate(Date.UTC(2026, 10, 8, 22, 0), 'GMT+3'), '2026-11-09', 'Sunday 22:00 UTC is Monday in GMT+3');
  t.equal(localDate(Date.UTC(2026, 10, 8, 22, 0), 'America/New_York'), '2026-11-08');
});

t.test('weeks run Monday to Sunday', async (t) => {
  t.equal(weekStart('2026-11-24'), '2026-11-23', 'Tuesday -> Monday');
  t.equal(weekStart('2026-11-29'), '2026-11-23', 'Sunday belongs to the week before');
  t.equal(weekStart('2026-11-23'), '2026-11-23');
  t.same(weekBounds('2026-12-31'), { start: '2026-12-28', end: '2027-01-03', prev: '2026-12-21', next: '2027-01-04' });
  t.same(weekDays('2026-03-01'), ['2026-02-23', '2026-02-24', '2026-02-25', '2026-02-26', '2026-02-27', '2026-02-28', '2026-03-01']);
  t.equal(parseDate('2026-02-30'), null);
  t.equal(parseDate('2026-2-3'), null);
  t.equal(parseDate('2026-02-03'), Date.UTC(2026, 1, 3));
});

t.test('actual vs forecast: better, worse, or only above/below for neutral indicators', async (t) => {
  t.equal(outcome(250, 180, 'higher'), 'better', 'NFP above forecast');
  t.equal(outcome(49.1, 50.2, 'higher'), 'worse', 'PMI below forecast');
  t.equal(outcome(4.3, 4.1, 'lower'), 'worse', 'unemployment above forecast');
  t.equal(outcome(3.9, 4.1, 'lower'), 'better');
  t.equal(outcome(3.4, 3.2, 'neutral'), 'above', 'CPI: no value judgement');
  t.equal(outcome(0.1 + 0.2, 0.3, 'higher'), 'asExpected', 'no floating-point noise');
  t.equal(outcome(null, 0.3, 'higher'), null, 'not released yet');
  t.equal(outcome(1, null, 'higher'), null, 'no forecast');
});

t.test('countdown text', async (t) => {
  t.same(countdownParts(90_061_000), { days: 1, hours: 1, minutes: 1, seconds: 1 });
  t.equal(countdownText(2 * 86_400_000 + 3 * 3_600_000 + 5 * 60_000, 'en'), '2d 3h');
  t.equal(countdownText(45 * 60_000 + 10_000, 'en'), '45m 10s');
  t.equal(countdownText(3 * 3_600_000, 'en'), '3h');
  t.equal(countdownText(-5000, 'en'), '0s', 'never negative');
  t.equal(countdownText(3_600_000 + 60_000, 'de'), '1h 1 Min.', 'the locale abbreviations (CLDR narrow units)');
});
