import t from 'tap';
import {
  analysisSearchHref,
  isolateQuery,
  matchesItem,
  parseAnalysisSearch,
  rankItems,
  relevance,
  searchItems,
  searchTerms,
  type SearchableItem,
} from './analysis-search.ts';

const item = (title: string, extra: Partial<SearchableItem> = {}): SearchableItem => ({ title, summary: '', symbols: [], date: '2026-11-20T08:00:00Z', ...extra });

t.test('terms: folded, unique, at most eight', async (t) => {
  t.same(searchTerms('  Gold   EUR/USD gold '), ['gold', 'eur/usd']);
  t.same(searchTerms('ＥＵＲＵＳＤ'), ['eurusd'], 'full-width letters (CJK keyboards) fold to ASCII');
  t.same(searchTerms('İstanbul'), ['i̇stanbul'], 'lower-cased the same way in every locale');
  t.same(searchTerms('a b c d e f g h i j'), ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
  t.same(searchTerms('   '), []);
});

t.test('matching: every term in the text or naming a symbol', async (t) => {
  const gold = item('Gold steadies near record as the dollar eases', { summary: 'Bullion holds $2,345.', symbols: ['XAUUSD'], people: ['Mei Lin'] });
  t.ok(matchesItem(gold, searchTerms('gold dollar')));
  t.notOk(matchesItem(gold, searchTerms('gold silver')), 'one missing term: no match');
  t.ok(matchesItem(gold, searchTerms('XAU/USD')), 'the symbol as traders write it');
  t.ok(matchesItem(gold, searchTerms('xauusd')));
  t.ok(matchesItem(gold, searchTerms('mei')), 'the presenter or author');
  t.ok(matchesItem(gold, searchTerms('2,345')));
  t.notOk(matchesItem(gold, []), 'an empty search matches nothing');
  t.ok(matchesItem(item('美联储维持利率不变'), searchTerms('利率')), 'Chinese: a substring without spaces');
  t.ok(matchesItem(item('EUR/USD holds above 1.0850'), searchTerms('eur/usd')), 'the pair as written in a title');
});

t.test('relevance: symbols and titles outweigh summaries; phrases and word starts count', async (t) => {
  const terms = searchTerms('gold');
  t.equal(relevance(item('Gold steadies'), terms), 4, 'title, at a word start');
  t.equal(relevance(item('Marigold futures'), terms), 3, 'title, inside a word');
  t.equal(relevance(item('Dollar eases', { summary: 'gold holds' }), terms), 1, 'summary only');
  t.equal(relevance(item('Metals', { symbols: ['XAUUSD'] }), searchTerms('xau/usd')), 4, 'names a symbol');
  t.equal(relevance(item('Gold price outlook'), searchTerms('gold price')), 4 + 4 + 5, 'the whole phrase in the title');
  t.equal(relevance(item('Price of gold'), searchTerms('gold price')), 4 + 4, 'both words, not as a phrase');
});

t.test('ranking: most relevant first, then newest, then as given', async (t) => {
  const list = [
    item('Dollar eases', { summary: 'Gold holds', date: '2026-11-23T08:00:00Z' }),
    item('Gold steadies', { date: '2026-11-01T08:00:00Z' }),
    item('Gold slips', { date: '2026-11-10T08:00:00Z' }),
    item('Oil rises', { date: '2026-11-24T08:00:00Z' }),
  ];
  t.same(rankItems(list, 'gold', (x) => x).map((x) => x.title), ['Gold slips', 'Gold steadies', 'Dollar eases', 'Oil rises']);
  t.same(searchItems(list, 'gold', (x) => x).map((x) => x.title), ['Gold slips', 'Gold steadies', 'Dollar eases'], 'non-matching items left out');
  const same = [item('A gold', { date: 'x' }), item('B gold', { date: 'x' })];
  t.same(rankItems(same, 'gold', (x) => x).map((x) => x.title), ['A gold', 'B gold'], 'ties without dates keep their order');
});

t.test('the search page URL', async (t) => {
  const parse = (qs: string) => parseAnalysisSearch(new URLSearchParams(qs));
  t.same(parse(''), {});
  t.same(parse('q=%20%20'), {}, 'blank is no search');
  t.same(parse('q=gold%20%20price&utm_source=x'), { q: 'gold price' });
  t.equal(parse(`q=${'a'.repeat(101)}`), null);
  t.equal(analysisSearchHref('en'), '/en/analysis/components/search');
  t.equal(analysisSearchHref('zh-hans', 'gold & oil'), '/zh-hans/analysis/components/search?q=gold+%26+oil');
});

t.test('the search inside right-to-left text is isolated', async (t) => {
  t.equal(isolateQuery('EUR/USD 1.08', 'rtl'), '\u2068EUR/USD 1.08\u2069');
  t.equal(isolateQuery('gold', 'ltr'), 'gold');
});
