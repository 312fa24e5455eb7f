// Account types' leverage comes from the entity register: the largest cap of the entity over the
// catalogue's groups, per client category (worked examples and the sandbox catalogue).
import t from 'tap';
import { instrumentCatalogue } from '../../server/sandbox/fixtures/instruments.ts';
import { entityById } from '../company/entities.ts';
import { accountLeverage, accountType, accountTypeIds, accountTypes, entryMinDepositUsd, oneMinDepositForAll } from './account-types.ts';

t.test('worked examples: the register\'s largest cap over the groups traded', async (t) => {
  const au = entityById('au');
  // ASIC retail: 1:30 on major pairs is the highest of any group.
  t.same(accountLeverage(au, ['forex-major', 'crypto']), { standard: 30, raw: 30, islamic: 30 });
  // Without major pairs the highest retail cap is 1:20 (minor pairs).
  t.same(accountLeverage(au, ['forex-minor', 'shares', 'crypto']), { standard: 20, raw: 20, islamic: 20 });
  t.same(accountLeverage(au, ['forex-major'], 'professional'), { standard: 500, raw: 500, islamic: 500 });
  t.same(accountLeverage(entityById('vu'), ['forex-major', 'gold']), { standard: 1000, raw: 1000, islamic: 1000 });
});

t.test('the sandbox catalogue: one figure per account type, per entity', async (t) => {
  const groups = [...new Set(instrumentCatalogue.map((i) => i.group))];
  t.same(accountTypes.map((a) => a.id), [...accountTypeIds]);
  t.same(accountLeverage(entityById('mu'), groups), { standard: 500, raw: 500, islamic: 500 }, 'FSC Mauritius: 1:500 (the en FAQ\'s figure)');
  t.same(accountLeverage(entityById('vu'), groups), { standard: 1000, raw: 1000, islamic: 1000 }, 'VFSC: 1:1000');
  t.same(accountLeverage(entityById('au'), groups), { standard: 30, raw: 30, islamic: 30 }, 'ASIC retail: 1:30');
});

t.test('the minimum deposit: one figure per account type, the lowest is the "from" figure', async (t) => {
  t.equal(entryMinDepositUsd, Math.min(...accountTypes.map((a) => a.minDepositUsd)));
  t.equal(accountType('islamic').id, 'islamic');
  t.ok(accountTypes.every((a) => Number.isInteger(a.minDepositUsd) && a.minDepositUsd > 0));
  // Copy says one minimum "on every account" (help centre, account types, individual accounts).
  // If the accounts' minimums diverge, those sentences must name each account's
  // ({{minDepositStandard}}, {{minDepositRaw}}, {{minDepositIslamic}}) before this passes again.
  t.ok(oneMinDepositForAll, 'every account asks the same minimum, as the copy says');
});
