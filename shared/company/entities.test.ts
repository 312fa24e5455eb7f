// The register is the one source of leverage: caps per client category and instrument group,
// and the inducement rule (worked examples from the caps the group publishes).
import t from 'tap';
import { instrumentGroups } from '../trading/instrument-basics.ts';
import { clientCategories, entityById, entityForLocale, leverageCap, leverageText, maxLeverage, regulatedEntities } from './entities.ts';

t.test('caps per entity, client category and group', async (t) => {
  const au = entityById('au');
  t.equal(leverageCap(au, 'retail', 'forex-major'), 30, 'ASIC retail, major pairs (PIO 2020/986)');
  t.equal(leverageCap(au, 'retail', 'forex-minor'), 20);
  t.equal(leverageCap(au, 'retail', 'shares'), 5);
  t.equal(leverageCap(au, 'retail', 'etf'), 5, 'ETFs have a cap too');
  t.equal(leverageCap(au, 'retail', 'crypto'), 2);
  t.equal(leverageCap(au, 'professional', 'forex-major'), 500);
  t.equal(leverageCap(entityById('vu'), 'retail', 'forex-major'), 1000);
  t.equal(leverageCap(entityById('mu'), 'retail', 'forex-major'), 500);
  t.equal(leverageCap(entityById('operating'), 'retail', 'forex-major'), 1, 'an operating company deals in nothing');
});

t.test('maximum leverage: over every group, or over the groups given', async (t) => {
  t.equal(maxLeverage(entityById('au')), 30);
  t.equal(maxLeverage(entityById('au'), 'professional'), 500);
  t.equal(maxLeverage(entityById('au'), 'retail', ['shares', 'crypto']), 5);
  t.equal(maxLeverage(entityById('mu')), 500, 'en and zh-hans FAQ: 1:500 (spec 9)');
  t.equal(maxLeverage(entityById('vu')), 1000, 'th and zh-hant-tw FAQ: 1:1000 (spec 9)');
  t.equal(leverageText(maxLeverage(entityForLocale('en-nz'))), '1:30');
  t.equal(entityForLocale('en').id, 'mu');
  t.equal(entityForLocale('th').id, 'vu');
  t.equal(entityForLocale('zh-hant-tw').id, 'vu');
});

t.test('every regulated entity has a cap for every group and category, professional never below retail', async (t) => {
  for (const e of regulatedEntities) {
    for (const c of clientCategories) {
      for (const g of [...instrumentGroups, 'etf' as const]) t.ok(Number.isInteger(leverageCap(e, c, g)) && leverageCap(e, c, g) >= 1, `${e.id} ${c} ${g}`);
    }
    for (const g of instrumentGroups) t.ok(leverageCap(e, 'professional', g) >= leverageCap(e, 'retail', g), `${e.id} ${g}`);
  }
});

t.test('inducements: banned for ASIC retail clients, stated for every regulated entity', async (t) => {
  t.equal(entityById('au').inducementsAllowed, false);
  for (const e of regulatedEntities) t.type(e.inducementsAllowed, 'boolean', e.id);
});
