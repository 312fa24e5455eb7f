import t from 'tap';
import { pagePolicy, queryVariant } from './policy.ts';

t.test('the article list is keyed by its declared query, other pages ignore the query', async (t) => {
  const list = pagePolicy('/en/academy/trading-academy', { testRoutes: false });
  t.same(list.varyQuery, ['page', 'tag', 'q']);
  t.equal(queryVariant(list, new URLSearchParams('utm_source=x&page=2&tag=4')), '?page=2&tag=4', 'declared parameters only, in a fixed order');
  t.equal(queryVariant(list, new URLSearchParams('tag=4&page=2')), '?page=2&tag=4');
  t.equal(queryVariant(list, new URLSearchParams('q=stop%20loss')), '?q=stop%20loss');
  t.equal(queryVariant(list, new URLSearchParams('page=&utm=1')), '', 'empty and unknown parameters share the plain page');
  const forex = pagePolicy('/en/trading/forex', { testRoutes: false });
  t.equal(forex.varyQuery, undefined);
  t.equal(queryVariant(forex, new URLSearchParams('page=2')), '');
  t.equal(pagePolicy('/en/academy/trading-academy/position-sizing', { testRoutes: false }).ttlMs, 10 * 60_000, 'article pages: minutes');
});

t.test('Velora TV is keyed by its category; webinar pages live minutes', async (t) => {
  const tv = pagePolicy('/en/analysis/velora-tv', { testRoutes: false });
  t.same(tv.varyQuery, ['category', 'q']);
  t.equal(queryVariant(tv, new URLSearchParams('category=weekly&utm=1')), '?category=weekly');
  t.equal(queryVariant(tv, new URLSearchParams('q=gold&category=weekly')), '?category=weekly&q=gold', 'the search too');
  const search = pagePolicy('/en/analysis/components/search', { testRoutes: false });
  t.same(search.varyQuery, ['q'], 'the analysis search page is keyed by its search');
  t.equal(queryVariant(search, new URLSearchParams('q=gold%20price')), '?q=gold%20price');
  t.equal(queryVariant(search, new URLSearchParams('q=%20gold%20%20price%20')), '?q=gold%20price', 'its white space folded as the page reads it');
  // A search past 100 characters must reach the page to be refused, not be cut into a valid
  // one; all of them are one refused page, one entry.
  const refused = `?q=${'x'.repeat(101)}`;
  t.equal(queryVariant(search, new URLSearchParams({ q: 'g'.repeat(101) })), refused, '101 characters: still over the limit');
  t.equal(queryVariant(search, new URLSearchParams({ q: 'h'.repeat(5000) })), refused, 'every refused search is one key');
  t.equal(pagePolicy('/en/academy/webinars', { testRoutes: false }).ttlMs, 5 * 60_000, 'sessions move from upcoming to past');
  t.equal(pagePolicy('/en/academy/register-webinar-201', { testRoutes: false }).ttlMs, 5 * 60_000);
});
