import t from 'tap';
import { calendarExportQuery, csvField, exportRange, exportSearch, toCsv } from './export.ts';

t.test('CSV fields (RFC 4180) and spreadsheet formulas', async (t) => {
  t.equal(csvField('Nonfarm Payrolls'), 'Nonfarm Payrolls');
  t.equal(csvField('GDP (QoQ, annualised) Advance'), '"GDP (QoQ, annualised) Advance"');
  t.equal(csvField('the "flash" estimate'), '"the ""flash"" estimate"');
  t.equal(csvField('two\nlines'), '"two\nlines"');
  t.equal(csvField('=HYPERLINK("x")'), `"'=HYPERLINK(""x"")"`, 'a formula is neutralised');
  t.equal(csvField(-72.5), '-72.5', 'numbers stay numbers');
  t.equal(csvField(null), '');
  t.equal(toCsv([['a', 'b'], [1, null]]), 'a,b\r\n1,\r\n');
});

t.test('export query: the page parameters', async (t) => {
  const q = calendarExportQuery.parse({ week: '2026-12-02', country: ['US', 'GB'], importance: '2', tz: 'Europe/London', locale: 'de' });
  t.same(q.country, ['US', 'GB']);
  t.same(exportRange(q, 0), { from: '2026-11-30', to: '2026-12-06', week: '2026-11-30' }, 'Monday to Sunday of the week');
  t.same(exportRange(calendarExportQuery.parse({ week: '2026-11-30', day: '2026-12-04' }), 0), { from: '2026-12-04', to: '2026-12-04', week: '2026-11-30' });
  t.same(exportRange(calendarExportQuery.parse({}), Date.UTC(2026, 10, 29)), { from: '2026-11-23', to: '2026-11-29', week: '2026-11-23' }, 'this week by default');
  t.same(calendarExportQuery.parse({ country: 'US,JP' }).country, ['US', 'JP'], 'comma list too');
  t.notOk(calendarExportQuery.safeParse({ week: '2026-11-30', day: '2026-12-07' }).success, 'a day outside the week');
  t.equal(exportSearch({ week: '2026-11-30', day: null, countries: ['US', 'GB'], importance: 3, zone: 'Asia/Tokyo' }, 'th'), 'week=2026-11-30&country=US&country=GB&importance=3&tz=Asia%2FTokyo&locale=th');
  t.ok(calendarExportQuery.safeParse(Object.fromEntries(new URLSearchParams(exportSearch({ week: '2026-11-30', day: '2026-12-01', countries: ['CA'], importance: 2, zone: 'GMT+5:30' }, 'en')))).success, 'the page\'s links parse');
});
