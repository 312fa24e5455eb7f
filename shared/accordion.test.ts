import t from 'tap';
import { toggleAccordion } from './accordion.ts';
import { forexFaqFacts } from './marketing-facts.ts';
import { marketTabsFor, tabAfterSwipe } from './quotes/index.ts';

t.test('one item open at a time', async (t) => {
  t.equal(toggleAccordion(null, 2), 2, 'opens');
  t.equal(toggleAccordion(2, 2), null, 'clicking the open item closes it');
  t.equal(toggleAccordion(2, 0), 0, 'another opens, the first closes');
});

t.test('market tab order per locale and swipes', async (t) => {
  t.same(marketTabsFor('en').map((x) => x.key), ['Forex', 'Precious Metals', 'Crypto', 'Energy', 'Shares', 'Indices']);
  t.same(marketTabsFor('ar').map((x) => x.key), ['Forex', 'Precious Metals', 'Crypto', 'Energy', 'Shares', 'Indices']);
  t.same(marketTabsFor('en-in').map((x) => x.key), ['Forex', 'Precious Metals', 'Crypto', 'Indices', 'Energy', 'Shares']);
  t.equal(tabAfterSwipe(5, -51, 6), 0);
  t.equal(tabAfterSwipe(0, 51, 6), 5);
  t.equal(tabAfterSwipe(3, 20, 6), 3);
});

t.test('forex FAQ facts by locale: the entity register and the catalogue (spec 9)', async (t) => {
  // Pairs are the catalogue's count, the same claim on every locale (spec 9's 50+/60+ per locale departs).
  const pairs = forexFaqFacts('en').pairs;
  t.match(pairs, /^\d+\+?$/);
  t.same(forexFaqFacts('en'), { leverage: '1:500', pairs });
  t.same(forexFaqFacts('zh-hans'), { leverage: '1:500', pairs });
  t.same(forexFaqFacts('th'), { leverage: '1:1000', pairs });
  t.same(forexFaqFacts('zh-hant-tw'), { leverage: '1:1000', pairs });
  t.same(forexFaqFacts('en-nz'), { leverage: '1:30', pairs }, 'ASIC retail');
});
