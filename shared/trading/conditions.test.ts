import t from 'tap';
import { formatLeverage, groupCatalogue, hoursRows, leverageRows, sessionSummary } from './conditions.ts';
import type { InstrumentSpec } from './instrument.ts';

const lev = (g: number, retail: number, pro: number): InstrumentSpec['leverage'] => {
  const r = { standard: retail, raw: retail, professional: pro };
  return { global: { standard: g, raw: g, professional: g }, eu: r, uk: r, au: r };
};
const fxWeek = [{ day: 0, open: '17:00', close: '24:00' }, ...[1, 2, 3, 4].map((day) => ({ day, open: '00:00', close: '24:00' })), { day: 5, open: '00:00', close: '17:00' }];
const items = [
  { symbol: 'USDJPY', group: 'forex-major' as const, leverage: lev(1000, 30, 500), timeZone: 'America/New_York', sessions: fxWeek },
  { symbol: 'EURUSD', group: 'forex-major' as const, leverage: lev(1000, 30, 500), timeZone: 'America/New_York', sessions: fxWeek },
  { symbol: 'BTCUSD', group: 'crypto' as const, leverage: lev(20, 2, 10), timeZone: 'UTC', sessions: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '00:00', close: '24:00' })) },
  { symbol: 'ETHUSD', group: 'crypto' as const, leverage: lev(10, 2, 5), timeZone: 'UTC', sessions: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '00:00', close: '24:00' })) },
];

t.test('groups in fixed order, symbols sorted', async (t) => {
  t.same(groupCatalogue(items).map((g) => [g.group, g.items.map((i) => i.symbol)]), [['forex-major', ['EURUSD', 'USDJPY']], ['crypto', ['BTCUSD', 'ETHUSD']]]);
});

t.test('leverage per group, entity and account type, with the retail caps', async (t) => {
  const rows = leverageRows(items);
  t.equal(formatLeverage(rows[0]!.leverage.global.standard), '1:1000');
  t.equal(formatLeverage(rows[0]!.leverage.eu.standard), '1:30', 'ESMA cap, major FX');
  t.equal(formatLeverage(rows[1]!.leverage.uk.raw), '1:2', 'FCA cap, crypto');
  t.equal(formatLeverage(rows[1]!.leverage.global.standard), '1:10\u20131:20', 'differing instruments: a range');
  t.equal(rows[1]!.count, 2);
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
    symbol, leverage: lev(20, 5, 20), contractSize: 1, baseUnit: 'share', minVolume: 1, maxVolume: 5000, marginCurrency: currency,
    swapType: 'interest' as const, swapLong: -6.75, swapShort: 0.75, tripleSwapDay: 5,
  });
  const rows = conditionsRows([share('AAPL', 'USD'), share('SAPDE', 'EUR'), share('MSFT', 'USD')]);
  t.same(rows.map((r) => r.symbols), [['AAPL', 'MSFT'], ['SAPDE']]);
  t.equal(rows[0]!.leverage, 20, 'the global standard account');
  const data = conditionsTablesData(instrumentCatalogue, ['conditions', 'hours']);
  t.notOk(data.leverage, 'only the views shown');
  const all = data.conditions!.flatMap((g) => unpackRows(g.rows).flatMap((r) => r.symbols));
  t.same(all.sort(), instrumentCatalogue.map((i) => i.symbol).sort(), 'every instrument in exactly one row');
  const rowCount = data.conditions!.reduce((n, g) => n + g.rows.rows.length, 0);
  t.ok(rowCount < instrumentCatalogue.length / 2, `${rowCount} rows for ${instrumentCatalogue.length} instruments`);
  t.ok(JSON.stringify(data).length < 60_000, `${JSON.stringify(data).length} bytes of page data`);
});
