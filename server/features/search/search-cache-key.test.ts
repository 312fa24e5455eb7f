// The results page's cache key (its route line's cache.fold, shared/page-cache-folds.ts): the
// spellings of one search share one key, and no query makes a key longer than the search's limit.
import t from 'tap';
import { pagePolicy, queryVariant } from '../ssr/page-cache/policy.ts';
import { SITE_SEARCH_MAX_QUERY } from '../../../shared/site-search.ts';

const policy = pagePolicy('/en/search', { testRoutes: false });
const key = (qs: string) => queryVariant(policy, new URLSearchParams(qs));

t.test('"XAU/USD", " xau/usd " and "XAU%2FUSD  " are one entry', async (t) => {
  t.equal(key('q=XAU/USD'), '?q=xau%2Fusd');
  t.equal(key('q=+xau/usd+'), '?q=xau%2Fusd');
  t.equal(key('q=XAU%2FUSD%20%20'), '?q=xau%2Fusd');
  t.equal(key('q=XAU%2FUSD++&utm_source=x'), '?q=xau%2Fusd', 'other parameters ignored, as before');
  t.equal(key('q=%EF%BC%A7old'), '?q=gold', 'full-width letters');
});

t.test('a 10,000-character q makes a key no longer than the limit allows', async (t) => {
  const huge = key(`q=${'a'.repeat(10_000)}`);
  t.equal(huge, `?q=${'x'.repeat(SITE_SEARCH_MAX_QUERY + 1)}`, 'the one "too long" key');
  t.equal(key(`q=${'%C3%A9'.repeat(10_000)}`), huge, 'whatever it is made of');
  t.equal(key(`q=${'b'.repeat(101)}&kind=news`), `?q=${'x'.repeat(SITE_SEARCH_MAX_QUERY + 1)}&kind=news`);
  const longest = key(`q=${encodeURIComponent('가'.repeat(SITE_SEARCH_MAX_QUERY))}&kind=glossary&page=50`);
  t.ok(longest.length < 1000, `the longest key a valid search makes: ${longest.length} characters`);
});

t.test('kind and page: one key per page they render; the first q only', async (t) => {
  t.equal(key('q=gold&kind=everything'), key('q=gold&kind=anything'), 'unknown kinds: one 404 entry');
  t.equal(key('q=gold&page=1'), key('q=gold'), 'page 1 is the page');
  t.equal(key('q=gold&kind=news&page=02'), '?q=gold&kind=news&page=2');
  t.equal(key('q=gold&page=99'), key('q=gold&page=7x'), 'refused pages: one 404 entry');
  t.equal(key('q=gold&q=silver'), '?q=gold', 'the page reads the first q');
  t.equal(key('q=gold&q=1'), key('q=gold&q=2'), 'so extra q values cannot make new entries');
});

t.test('the analysis search folds white space only: its upstream search decides case', async (t) => {
  const analysis = pagePolicy('/en/analysis/components/search', { testRoutes: false });
  t.same(analysis.foldQuery, { q: 'list-q' });
  t.equal(queryVariant(analysis, new URLSearchParams('q=Gold')), '?q=Gold');
  t.equal(queryVariant(analysis, new URLSearchParams('q=+Gold++price')), '?q=Gold%20price');
});
