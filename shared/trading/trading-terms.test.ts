import t from 'tap';
import { commissionPerLot, conditionRow, filterRows, marginPercent, minStopDistance, sortRows, type ConditionRow } from './trading-terms.ts';
import { instrumentGroups, type InstrumentSpec } from './instrument.ts';
import { entityById } from '../company/entities.ts';

const spec = (symbol: string, group: InstrumentSpec['group'], marginRate: number, extra: Partial<InstrumentSpec> = {}) =>
  ({ symbol, group, description: `${symbol} description`, marginRate, swapLong: -1, swapShort: 0.5, swapType: 'points', ...extra }) as unknown as InstrumentSpec;
const mu = entityById('mu');
const au = entityById('au');

t.test('commission per account type: Raw pays on forex and metals only', async (t) => {
  t.same(commissionPerLot({ group: 'forex-major' }), { standard: 0, raw: 3.5, islamic: 0 });
  t.same(commissionPerLot({ group: 'gold' }), { standard: 0, raw: 3.5, islamic: 0 });
  t.same(commissionPerLot({ group: 'index-major' }), { standard: 0, raw: 0, islamic: 0 });
});

t.test('margin requirement and stop distance', async (t) => {
  t.equal(marginPercent({ group: 'forex-major', marginRate: 1 }, mu), 0.2, 'FSC retail major FX 1:500 -> 0.2 %');
  t.equal(marginPercent({ group: 'forex-major', marginRate: 1 }, au), 3.333333, 'ASIC retail major FX 1:30 -> 3.33 %');
  t.equal(marginPercent({ group: 'shares', marginRate: 2 }, mu), 10, 'FSC shares 1:20, margin rate 2 doubles it');
  for (const g of instrumentGroups) t.ok(minStopDistance[g] > 0, `${g} has a distance`);
});

t.test('sorting and filtering rows', async (t) => {
  const rows: ConditionRow[] = [
    conditionRow(spec('GBPUSD', 'forex-major', 1), { median: 1.5, window: '24h' }, mu),
    conditionRow(spec('EURUSD', 'forex-major', 1), { median: 1.2, window: '24h' }, mu),
    conditionRow(spec('USDCHF', 'forex-major', 1.25), null, mu),
    conditionRow(spec('AUDUSD', 'forex-major', 1.25, { description: 'Australian dollar' }), { median: 1.5, window: '7d' }, mu),
  ];
  t.same(sortRows(rows, 'symbol', 'ascending').map((r) => r.symbol), ['AUDUSD', 'EURUSD', 'GBPUSD', 'USDCHF']);
  t.same(sortRows(rows, 'typical', 'ascending').map((r) => r.symbol), ['EURUSD', 'AUDUSD', 'GBPUSD', 'USDCHF'], 'ties by symbol, unmeasured last');
  t.same(sortRows(rows, 'typical', 'descending').map((r) => r.symbol), ['AUDUSD', 'GBPUSD', 'EURUSD', 'USDCHF'], 'unmeasured last when descending too');
  t.same(sortRows(rows, 'marginPct', 'descending').map((r) => r.symbol), ['AUDUSD', 'USDCHF', 'EURUSD', 'GBPUSD']);
  t.same(filterRows(rows, ' usd  aud ').map((r) => r.symbol), ['AUDUSD']);
  t.same(filterRows(rows, 'australian').map((r) => r.symbol), ['AUDUSD'], 'by description');
  t.equal(filterRows(rows, ''), rows, 'empty query: the same rows');
  t.same(filterRows(rows, 'XYZ'), []);
});
