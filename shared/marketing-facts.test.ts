// Marketing figures derive from the register and the catalogue: worked examples of the count rule,
// the per-locale facts of spec section 9, and placeholder filling that leaves i18next's own alone.
import t from 'tap';
import { catalogueCounts, countClaim, entityFactsFor, fillFacts, fillFactText, forexFaqFacts, localeFacts } from './marketing-facts.ts';
import { entityById } from './company/entities.ts';
import { accountType, entryMinDepositUsd } from './accounts/account-types.ts';
import { tradingFigures } from './accounts/figures.ts';
import { formatMoney } from './accounts/format.ts';
import { swapFreeAdminFee, swapFreeExample, swapFreeGroups } from './accounts/swap-free.ts';
import { getLocale } from './locales.ts';
import { vpsMinBalanceUsd } from './platforms/vps-plans.ts';
import { instrumentCatalogue } from '../server/sandbox/fixtures/instruments.ts';

t.test('a count is claimed rounded down to its first digit, with +', async (t) => {
  t.same(countClaim(64), { value: 60, plus: true });
  t.same(countClaim(312), { value: 300, plus: true });
  t.same(countClaim(30), { value: 30, plus: true });
  t.same(countClaim(10), { value: 10, plus: true });
  t.same(countClaim(1999), { value: 1000, plus: true });
  t.same(countClaim(7), { value: 7, plus: false }, 'small counts exactly');
  t.same(countClaim(0), { value: 0, plus: false });
});

t.test('catalogue counts', async (t) => {
  t.same(catalogueCounts([{ assetClass: 'forex' }, { assetClass: 'forex' }, { assetClass: 'crypto' }]), { pairs: 2, instruments: 3, assetClasses: 2 });
  const c = catalogueCounts();
  t.ok(c.pairs > 0 && c.instruments >= c.pairs && c.assetClasses >= 1);
  // The copy counts the quoted instruments; the catalogue the pages list must be the same set.
  t.same(c, catalogueCounts(instrumentCatalogue), 'the counts copy claims are the catalogue\'s');
});

t.test('per-locale facts: the entity on-boarding the locale', async (t) => {
  t.equal(localeFacts('en').maxLeverage, '1:500', 'FSC Mauritius');
  t.equal(localeFacts('zh-hans').maxLeverage, '1:500');
  t.equal(localeFacts('th').maxLeverage, '1:1000', 'VFSC');
  t.equal(localeFacts('zh-hant-tw').maxLeverage, '1:1000');
  t.equal(localeFacts('en-nz').maxLeverage, '1:30', 'ASIC retail');
  t.equal(localeFacts('en-nz').maxLeverageProfessional, '1:500');
  t.equal(localeFacts('en-nz').ourRegulator, 'ASIC');
  t.equal(localeFacts('de').strictestRetailLeverage, '1:30', 'the tightest retail cap in the group');
  t.same(forexFaqFacts('th'), { leverage: '1:1000', pairs: localeFacts('th').pairs });
  const f = entityFactsFor(entityById('mu'), 'en-US', { pairs: 64, instruments: 312, assetClasses: 7 });
  t.match(f, { pairs: '60+', instruments: '300+', assetClasses: '7', forexMaxLeverage: '1:500', minDeposit: '$100' });
  t.equal(entityFactsFor(entityById('mu'), 'de-DE', { pairs: 64, instruments: 1312, assetClasses: 7 }).instruments, '1.000+', 'in the locale\'s digits');
});

t.test('filling: fact placeholders only', async (t) => {
  const facts = { maxLeverage: '1:500', pairs: '60+' };
  t.equal(fillFactText('Up to {{maxLeverage}} on {{ pairs }} pairs, {{count}} left', facts), 'Up to 1:500 on 60+ pairs, {{count}} left');
  t.same(fillFacts({ a: ['{{pairs}}', 3], b: { c: '{{maxLeverage}}' }, d: null }, facts), { a: ['60+', 3], b: { c: '1:500' }, d: null });
});

t.test('money facts: the sources\' amounts in the locale\'s currency format', async (t) => {
  // Intl's own words per language (worked examples of ICU's patterns for US dollars).
  t.equal(localeFacts('en').minDeposit, '$100');
  t.equal(localeFacts('de').minDeposit, '100\u00a0$', 'a no-break space: the amount never breaks over two lines');
  t.equal(localeFacts('fr').minDeposit, '100\u00a0$US');
  t.equal(localeFacts('zh-hans').minDeposit, 'US$100');
  t.equal(localeFacts('en').demoFunds, '$100,000');
  t.equal(localeFacts('de').demoFunds, '100.000\u00a0$');
  t.equal(localeFacts('en').vpsMinBalance, '$500');
  for (const locale of ['en', 'en-nz', 'de', 'ar', 'th', 'ko', 'zh-hant-tw', 'vi'] as const) {
    const tag = getLocale(locale).tag;
    const f = localeFacts(locale);
    // The copy's figure is the account table's (shared/accounts/format.ts formatMoney), word for word.
    t.equal(f.minDeposit, formatMoney(tag, entryMinDepositUsd, 'USD'), `${locale}: minimum deposit`);
    t.equal(f.minDepositIslamic, formatMoney(tag, accountType('islamic').minDepositUsd, 'USD'), `${locale}: Islamic`);
    t.equal(f.demoFunds, formatMoney(tag, tradingFigures.demoFundsUsd, 'USD'), `${locale}: demo funds`);
    t.equal(f.vpsMinBalance, formatMoney(tag, vpsMinBalanceUsd, 'USD'), `${locale}: VPS balance`);
  }
});

t.test('the swap-free example follows the fee table', async (t) => {
  const metals = swapFreeGroups.find((g) => g.id === swapFreeExample.groupId)!;
  const f = localeFacts('en');
  // 2 lots of XAUUSD for 8 nights, 5 free nights, $8 per lot per night: 3 x $8 x 2 = $48.
  t.match(f, { swapFreeExampleLots: '2', swapFreeExampleNights: '8', swapFreeExampleFreeNights: '5', swapFreeExampleChargedNights: '3', swapFreeExampleFee: '$8', swapFreeExampleTotal: '$48' });
  t.equal(f.swapFreeExampleTotal, formatMoney('en-US', swapFreeAdminFee(metals, swapFreeExample.lots, swapFreeExample.nights), 'USD'));
});
