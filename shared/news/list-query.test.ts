import t from 'tap';
import { formatNewsDateTime, isNewsId, matchesWords, newsListHref, parseNewsListQuery } from './list-query.ts';

const parse = (qs: string) => parseNewsListQuery(new URLSearchParams(qs));

t.test('list query: parsed strictly', async (t) => {
  t.same(parse(''), { page: 1 });
  t.same(parse('page=3&category=metals&q=%20gold%20%20price '), { page: 3, category: 'metals', q: 'gold price' });
  t.same(parse('category=&q=&page='), { page: 1 }, 'empty values are absent');
  for (const bad of ['page=0', 'page=x', 'page=-1', 'page=12345', 'category=shares', 'category=Forex', `q=${'a'.repeat(101)}`]) t.equal(parse(bad), null, bad);
});

t.test('list href: one canonical order, page 1 left out', async (t) => {
  const base = '/en/analysis/market-news';
  t.equal(newsListHref(base, { page: 1 }), base);
  t.equal(newsListHref(base, { page: 2, q: 'gold', category: 'metals' }), `${base}?category=metals&q=gold&page=2`);
  t.equal(newsListHref(base, { page: 1, q: 'a&b' }), `${base}?q=a%26b`);
});

t.test('ids, search words and dates', async (t) => {
  t.ok(isNewsId('1040-eur-usd-holds-above-1-0850'));
  t.ok(isNewsId('1040'));
  for (const bad of ['', 'UPPER', 'a/b', '-x', 'x-', 'a--b', 'x'.repeat(121)]) t.notOk(isNewsId(bad), bad);
  t.ok(matchesWords('Gold steadies near $2,345', 'gold 2,345'));
  t.notOk(matchesWords('Gold steadies', 'gold silver'));
  t.ok(matchesWords('anything', '  '));
  t.equal(formatNewsDateTime('2026-11-24T14:05:00Z', 'en-GB'), '24 November 2026 at 14:05 UTC');
  t.equal(formatNewsDateTime('not a date', 'en-GB'), undefined);
});
