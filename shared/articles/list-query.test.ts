import t from 'tap';
import { articleLanguageOf, hasOwnArticles, listHref, localesWithOwn, showsEnglishFallback, pageCount, pageWindow, parseListQuery } from './list-query.ts';

const p = (s: string) => parseListQuery(new URLSearchParams(s));

t.test('parses the list state strictly', async (t) => {
  t.same(p(''), { page: 1 });
  t.same(p('page=2&tag=4&q=%20margin%20%20call '), { page: 2, tag: 4, q: 'margin call' });
  t.same(p('q='), { page: 1 });
  t.equal(p('page=0'), null);
  t.equal(p('page=abc'), null);
  t.equal(p('page=-1'), null);
  t.equal(p('tag=x'), null);
  t.equal(p(`q=${'a'.repeat(101)}`), null);
});

t.test('writes one canonical URL per state', async (t) => {
  t.equal(listHref('/en/academy/trading-academy', { page: 1 }), '/en/academy/trading-academy');
  t.equal(listHref('/en/academy/trading-academy', { page: 2, tag: 4 }), '/en/academy/trading-academy?tag=4&page=2');
  t.equal(listHref('/en/x', { page: 3, q: 'stop loss' }), '/en/x?q=stop+loss&page=3');
});

t.test('pagination maths', async (t) => {
  t.equal(pageCount(0), 1);
  t.equal(pageCount(12), 1);
  t.equal(pageCount(13), 2);
  t.same(pageWindow(1, 3), [1, 2, 3]);
  t.same(pageWindow(6, 12), [1, null, 5, 6, 7, null, 12]);
});

t.test('article language per locale', async (t) => {
  t.equal(articleLanguageOf('en'), 'en');
  t.equal(articleLanguageOf('zh-hans-cn'), 'zh-hans');
  t.equal(articleLanguageOf('cht'), 'zh-hant');
  // Every locale has an article language; an article written in it is shown as its own.
  t.equal(articleLanguageOf('de'), 'de');
  t.equal(articleLanguageOf('tl'), 'tl');
  t.notOk(showsEnglishFallback('de', 'de'));
  t.ok(showsEnglishFallback('de', 'en'));
  t.ok(showsEnglishFallback('th', 'zh-hans'));
  t.notOk(showsEnglishFallback('en-in', 'en'));
  t.same(localesWithOwn(['en', 'zh-hans', 'zh-hant']).filter((l) => !hasOwnArticles(l)), [], 'the three-language families: no other locale');
  t.ok(localesWithOwn(['en', 'ar']).includes('ar'));
  t.ok(hasOwnArticles('eng'));
  t.ok(hasOwnArticles('zh-hant-tw'));
  t.notOk(hasOwnArticles('fr'));
  t.notOk(hasOwnArticles('ar'));
});
