import t from 'tap';
import { fundingMethods, isRegion, methodsForRegion, regions } from './funding-methods.ts';
import { tradingFigures } from './figures.ts';
import { entryMinDepositUsd } from './account-types.ts';

t.test('10+ funding options, all fee free, none below the catalogue\'s minimum deposit', async (t) => {
  t.ok(fundingMethods.length >= tradingFigures.fundingOptions);
  t.ok(fundingMethods.every((m) => m.feePercent === 0));
  t.ok(fundingMethods.every((m) => m.minDepositUsd >= entryMinDepositUsd));
  t.equal(new Set(fundingMethods.map((m) => m.id)).size, fundingMethods.length, 'ids are unique');
});

t.test('a region lists the global methods plus its own', async (t) => {
  const europe = methodsForRegion(fundingMethods, 'europe').map((m) => m.id);
  t.same(europe, ['card', 'wire', 'sepa', 'skrill', 'neteller']);
  const latam = methodsForRegion(fundingMethods, 'latin-america').map((m) => m.id);
  t.ok(latam.includes('pix') && latam.includes('usdt-trc20') && !latam.includes('sepa') && !latam.includes('promptpay'));
  t.equal(methodsForRegion(fundingMethods, 'global').length, fundingMethods.length);
  for (const r of regions) t.ok(methodsForRegion(fundingMethods, r).length >= 5, `${r} has at least five methods`);
});

t.test('isRegion', async (t) => {
  t.ok(isRegion('asia-pacific'));
  t.notOk(isRegion('mars'));
  t.notOk(isRegion(undefined));
});
