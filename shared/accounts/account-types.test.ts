// Account types' leverage comes from the instrument catalogue: worked examples of the rule, and
// the sandbox catalogue agreeing with the headline figure other pages show (spec section 9).
import t from 'tap';
import { instrumentCatalogue } from '../../server/sandbox/fixtures/instruments.ts';
import type { InstrumentSpec } from '../trading/instrument.ts';
import { accountLeverage, accountTypeIds, accountTypes } from './account-types.ts';
import { tradingFigures } from './figures.ts';

const lev = (standard: number, raw: number, professional: number, retail = 30): InstrumentSpec['leverage'] => {
  const r = { standard: retail, raw: retail, professional: retail };
  return { global: { standard, raw, professional }, eu: r, uk: r, au: r };
};

t.test('worked examples: the largest leverage per account type over the instruments', async (t) => {
  const catalogue = [{ leverage: lev(500, 200, 100) }, { leverage: lev(1000, 400, 50) }, { leverage: lev(20, 20, 10, 2) }];
  // Standard: max(500, 1000, 20); Raw: max(200, 400, 20); Islamic reads Standard's row.
  t.same(accountLeverage(catalogue), { standard: 1000, raw: 400, islamic: 1000 });
  // A retail entity: every account capped at 30 (and 2 on the crypto-like instrument).
  t.same(accountLeverage(catalogue, 'eu'), { standard: 30, raw: 30, islamic: 30 });
});

t.test('Islamic has its own leverage when the catalogue gives it a row', async (t) => {
  const withIslamic = { leverage: { ...lev(1000, 500, 100), global: { standard: 1000, raw: 500, professional: 100, islamic: 200 } } as InstrumentSpec['leverage'] };
  t.same(accountLeverage([withIslamic]), { standard: 1000, raw: 500, islamic: 200 });
});

t.test('the sandbox catalogue and the account types page agree with the headline figure', async (t) => {
  const leverage = accountLeverage(instrumentCatalogue);
  t.same(Object.keys(leverage).sort(), [...accountTypeIds].sort(), 'a figure for every account type');
  t.same(accountTypes.map((a) => a.id), [...accountTypeIds]);
  t.equal(leverage.islamic, leverage.standard, 'Islamic shares Standard\'s leverage');
  t.equal(Math.max(...Object.values(leverage)), tradingFigures.maxLeverage, 'the key facts\' 1:1000 is what the catalogue allows');
  t.equal(leverage.standard, tradingFigures.maxLeverage);
  t.equal(leverage.raw, tradingFigures.maxLeverage);
});
