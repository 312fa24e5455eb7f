import t from 'tap';
import { entityById } from '../company/entities.ts';
import { entitiesFirst, formatLeverage, groupCatalogue, hoursRows, leverageRows, sessionSummary } from './conditions.ts';
const fxWeek = [{ day: 0, open: '17:00', close: '24:00' }, ...[1, 2, 3, 4].map((day) => ({ day, open: '00:00', close: '24:00' })), { day: 5, open: '00:00', close: '17:00' }];
const items = [
  { symbol: 'USDJPY', group: 'forex-major' as const, timeZone: 'America/New_York', sessions: fxWeek },
  { symbol: 'EURUSD', group: 'forex-major' as const, timeZone: 'America/New_York', sessions: fxWeek },
  { symbol: 'BTCUSD', group: 'crypto' as const, timeZone: 'UTC', sessions: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '00:00', close: '24:00' })) },
  { symbol: 'ETHUSD', group: 'crypto' as const, timeZone: 'UTC', sessions: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '00:00', close: '24:00' })) },
];

t.test('groups in fixed order, symbols sorted', async (t) => {
  t.same(groupCatalogue(items).map((g) => [g.group, g.items.map((i) => i.symbol)]), [['forex-major', ['EURUSD', 'USDJPY']], ['crypto', ['BTCUSD', 'ETHUSD']]]);
});

t.test('leverage per group, entity and client category: the register\'s caps, the visitor\'s entity first', async (t) => {
  const columns = entitiesFirst(entityById('au'));
  t.same(columns.map((e) => e.id), ['au', 'vu', 'mu'], 'ASIC first for en-nz, then the others in register order');
  t.same(entitiesFirst(entityById('mu')).map((e) => e.id), ['mu', 'au', 'vu']);
  const rows = leverageRows(items, columns);
  const cap = (row: number, entity: string, category: string) => formatLeverage(rows[row]!.cells.find((c) => c.entity === entity && c.category === category)!.cap);
  t.equal(cap(0, 'au', 'retail'), '1:30', 'ASIC retail, major FX');
  t.equal(cap(0, 'au', 'professional'), '1:500');
  t.equal(cap(0, 'vu', 'retail'), '1:1000', 'VFSC');
  t.equal(cap(0, 'mu', 'retail'), '1:500', 'FSC Mauritius');
  t.equal(cap(1, 'au', 'retail'), '1:2', 'ASIC retail, crypto');
  t.equal(cap(1, 'mu', 'professional'), '1:10');
  t.equal(rows[1]!.count, 2);
  t.equal(rows[0]!.cells.length, 6, 'three entities by two categories');
});

t.test('weekly sessions summarised', async (t) => {
  t.same(sessionSummary(fxWeek), [
    { fromDay: 0, toDay: 0, ranges: [{ open: '17:00', close: '24:00' }] },
    { fromDay: 1, toDay: 4, ranges: [{ open: '00:00', close: '24:00' }] },
    { fromDay: 5, toDay: 5, ranges: [{ open: '00:00', close: '17:00' }] },
  ]);
  const rows = hoursRows(items);
  t.same(rows.map((r) => r.symbols), [['USDJPY', 'EURUSD'], ['BTCUSD', 'ETHUSD']], 'identical hours share a row');
  t.same(rows[1]!.spans, [{ fromDay: 0, toDay: 6, ranges: [{ open: '00:00', close: '24:00' }] }]);
});

import { spanDays, weekdayName } from './weekdays.ts';
t.test('weekday names through Intl', async (t) => {
  t.equal(weekdayName('en', 0), 'Sunday');
  t.equal(weekdayName('de', 3), 'Mittwoch');
  t.equal(spanDays('en', { fromDay: 1, toDay: 4 }), 'Monday \u2013 Thursday');
});

import { conditionsRows, conditionsTablesData } from './conditions.ts';
import { unpackRows } from '../pack-rows.ts';
import { instrumentCatalogue } from '../../server/sandbox/fixtures/instruments.ts';
t.test('identical conditions share a row; the page data is rows, not the catalogue', async (t) => {
  const share = (symbol: string, currency: string) => ({
    symbol, group: 'shares' as const, contractSize: 1, baseUnit: 'share', minVolume: 1, maxVolume: 5000, marginCurrency: currency,
    swapType: 'interest' as const, swapLong: -6.75, swapShort: 0.75, tripleSwapDay: 5,
  });
  const rows = conditionsRows([share('AAPL', 'USD'), share('SAPDE', 'EUR'), share('MSFT', 'USD')], entityById('mu'));
  t.same(rows.map((r) => r.symbols), [['AAPL', 'MSFT'], ['SAPDE']]);
  t.equal(rows[0]!.leverage, 20, "the visitor's entity's retail cap (FSC: shares 1:20)");
  t.equal(conditionsRows([share('AAPL', 'USD')], entityById('au'))[0]!.leverage, 5, 'ASIC retail shares 1:5');
  const data = conditionsTablesData(instrumentCatalogue, ['conditions', 'hours'], entityById('mu'));
  t.notOk(data.leverage, 'only the views shown');
  const all = data.conditions!.flatMap((g) => unpackRows(g.rows).flatMap((r) => r.symbols));
  t.same(all.sort(), instrumentCatalogue.map((i) => i.symbol).sort(), 'every instrument in exactly one row');
  const rowCount = data.conditions!.reduce((n, g) => n + g.rows.rows.length, 0);
  t.ok(rowCount < instrumentCatalogue.length / 2, `${rowCount} rows for ${instrumentCatalogue.length} instruments`);
  t.ok(JSON.stringify(data).length < 60_000, `${JSON.stringify(data).length} bytes of page data`);
});
