import t from 'tap';
import { editorialSearchLinks } from './search-elsewhere.ts';
import { parseAnalysisSearch } from './analysis-search.ts';
import { parseListQuery } from './articles/list-query.ts';

t.test('a term goes to the analysis search and the academy list, as they read it', async (t) => {
  t.same(editorialSearchLinks('en', 'gold'), [
    { kind: 'analysis', href: '/en/analysis/components/search?q=gold' },
    { kind: 'academy', href: '/en/academy/trading-academy?q=gold' },
  ]);
  const [analysis, academy] = editorialSearchLinks('zh-hans', '  EUR/USD   1.08 ');
  t.equal(analysis!.href, '/zh-hans/analysis/components/search?q=EUR%2FUSD+1.08', 'white space folded, the term encoded');
  t.equal(academy!.href, '/zh-hans/academy/trading-academy?q=EUR%2FUSD+1.08');
  // The pages parse the link back to the same term.
  t.same(parseAnalysisSearch(new URL(analysis!.href, 'http://x').searchParams), { q: 'EUR/USD 1.08' });
  t.same(parseListQuery(new URL(academy!.href, 'http://x').searchParams), { page: 1, q: 'EUR/USD 1.08' });
  t.equal(new URL(editorialSearchLinks('en', 'a&b=c #x')[0]!.href, 'http://x').searchParams.get('q'), 'a&b=c #x', 'reserved characters stay in the term');
});

t.test('no link for a blank term or one the pages refuse', async (t) => {
  t.same(editorialSearchLinks('en', ''), []);
  t.same(editorialSearchLinks('en', '   '), []);
  t.equal(editorialSearchLinks('en', 'a'.repeat(100)).length, 2, '100 characters is a search');
  t.same(editorialSearchLinks('en', 'a'.repeat(101)), [], '101 would be a 404 there');
});
