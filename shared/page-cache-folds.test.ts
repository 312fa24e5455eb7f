import t from 'tap';
import { SITE_SEARCH_MAX_QUERY, parseSiteSearchPage } from './site-search.ts';
import { listKeyQuery, TOO_LONG_KEY, siteSearchKeyKind, siteSearchKeyPage, siteSearchKeyQuery } from './page-cache-folds.ts';
import { searchParam } from './list-params.ts';

const fromUrl = (qs: string) => new URLSearchParams(qs).get('q')!;

t.test('spellings of one search fold to one key', async (t) => {
  t.equal(siteSearchKeyQuery('XAU/USD'), 'xau/usd');
  t.equal(siteSearchKeyQuery(' xau/usd '), 'xau/usd', 'trimmed');
  t.equal(siteSearchKeyQuery(fromUrl('q=XAU%2FUSD%20%20')), 'xau/usd', 'encoded slash, trailing spaces');
  t.equal(siteSearchKeyQuery('stop \t\n  loss'), 'stop loss', 'inner white space collapsed');
  t.equal(siteSearchKeyQuery('ＸＡＵ／ＵＳＤ'), 'xau/usd', 'full width');
  t.equal(siteSearchKeyQuery('ĐÒN BẨY'), 'đòn bẩy', 'vi: case folded, accents kept (the page shows the query)');
  t.equal(siteSearchKeyQuery('Effet de LEVIER'), 'effet de levier');
  t.equal(siteSearchKeyQuery('الرافعة'), 'الرافعة', 'Arabic as typed: its letter forms are words to show');
  t.equal(siteSearchKeyQuery('   '), '', 'blank is no query (the empty page)');
});

t.test('a folded query is one the page searches for, unchanged', async (t) => {
  for (const q of ['xau/usd', 'gold', 'đòn bẩy', '保证金', 'الرافعة']) {
    t.equal(siteSearchKeyQuery(q), q, `${q} is its own key`);
    t.same(parseSiteSearchPage(new URLSearchParams({ q: siteSearchKeyQuery(q) })), { state: 'search', q, page: 1 });
  }
});

t.test('over-long queries share one bounded key, still over the limit', async (t) => {
  const huge = siteSearchKeyQuery('a'.repeat(10_000));
  t.equal(huge, TOO_LONG_KEY);
  t.equal(huge.length, SITE_SEARCH_MAX_QUERY + 1, 'one character over the limit, never more');
  t.equal(siteSearchKeyQuery('b'.repeat(150)), huge, 'every over-long search is the same page');
  t.same(parseSiteSearchPage(new URLSearchParams({ q: huge })), { state: 'too-long' }, 'the key still renders the "too long" page');
  t.equal(siteSearchKeyQuery(`  ${'a'.repeat(SITE_SEARCH_MAX_QUERY)}  `), 'a'.repeat(SITE_SEARCH_MAX_QUERY), 'the limit counts after trimming');
  t.equal(siteSearchKeyQuery('a  b'.repeat(30)).length, 'a b'.repeat(30).length, 'and after collapsing white space');
  const lig = '\uFB01'.repeat(SITE_SEARCH_MAX_QUERY); // 'ﬁ': two letters after NFKC
  t.equal(siteSearchKeyQuery(lig), lig, 'a fold that would pass the limit keeps the query as typed');
});

t.test('kind and page: one key for each page they render', async (t) => {
  t.equal(siteSearchKeyKind('news'), 'news');
  t.equal(siteSearchKeyKind(''), '');
  t.equal(siteSearchKeyKind('everything'), '-');
  t.equal(siteSearchKeyKind('x'.repeat(5000)), '-', 'any unknown kind: one 404 entry');
  t.equal(siteSearchKeyPage('1'), '', 'page 1 is the page without one');
  t.equal(siteSearchKeyPage('02'), '2');
  t.equal(siteSearchKeyPage('50'), '50');
  for (const bad of ['0', '51', '99', '2.5', ' 2', '123', 'x']) {
    t.equal(siteSearchKeyPage(bad), '0', `${JSON.stringify(bad)}: the one 404 key`);
    t.equal(parseSiteSearchPage(new URLSearchParams({ q: 'gold', page: bad })), null, 'which the page refuses too');
  }
  t.equal(parseSiteSearchPage(new URLSearchParams({ q: 'gold', page: '0' })), null);
  t.equal(parseSiteSearchPage(new URLSearchParams({ q: 'gold', kind: '-' })), null);
});

t.test('list searches (academy, Velora TV, analysis): white space folded, refused ones one key', async (t) => {
  t.equal(listKeyQuery('  gold \t price '), 'gold price');
  t.equal(listKeyQuery('Gold'), 'Gold', 'case kept: the upstream search decides');
  t.equal(listKeyQuery('   '), '', 'blank: the bare list');
  t.equal(listKeyQuery('a'.repeat(10_000)), TOO_LONG_KEY);
  t.equal(listKeyQuery('b'.repeat(101)), TOO_LONG_KEY, 'every refused query is the same 404');
  t.equal(searchParam(new URLSearchParams({ q: TOO_LONG_KEY })), null, 'and the key is still refused');
  for (const q of ['gold price', 'EUR/USD 1.08', 'đòn bẩy']) t.equal(searchParam(new URLSearchParams({ q: listKeyQuery(q) })), q, `${q}: the page reads its key as the query`);
});
