// Marketing figures derive from the register and the catalogue: worked examples of the count rule,
// the per-locale facts of spec section 9, and placeholder filling that leaves i18next's own alone.
import t from 'tap';
import { catalogueCounts, countClaim, entityFactsFor, fillFacts, fillFactText, forexFaqFacts, localeFacts } from './marketing-facts.ts';
import { entityById } from './company/entities.ts';
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
