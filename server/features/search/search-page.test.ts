// The results page /{locale}/search through the whole app (production build in dist/): server
// rendered, noindex, grouped by kind, paginated per kind, escaped, cached per q/kind/page.
import t from 'tap';
import { buildTestApp, browserUA } from '../../test-support/app.ts';

const { app } = await buildTestApp({ PAGE_CACHE: 'on' });
t.teardown(() => app.close());
const page = (url: string) => app.inject({ method: 'GET', url, headers: { 'user-agent': browserUA, 'accept-encoding': 'identity' } });

t.test('a search renders its results grouped by kind, without JavaScript', async (t) => {
  const res = await page('/en/search?q=gold');
  t.equal(res.statusCode, 200);
  t.match(res.body, /<meta name="robots" content="noindex, nofollow"/, 'noindex');
  t.match(res.body, /<form[^>]*role="search"[^>]*action="\/en\/search"|<form[^>]*action="\/en\/search"[^>]*role="search"/, 'a GET form to itself');
  t.match(res.body, /<h2 id="results-instruments">Instruments/, 'instruments group');
  t.match(res.body, /<h2 id="results-glossary">Glossary/, 'glossary group');
  t.match(res.body, /<h2 id="results-news">News and insight/, 'news group');
  const firstHit = /<ol class="search-results__list">.*?href="([^"]+)"/s.exec(res.body.slice(res.body.indexOf('results-instruments')));
  t.equal(firstHit?.[1], '/en/trading/trading-xauusd', 'the instrument named gold first');
  t.match(res.body, /href="\/en\/search\?q=gold&amp;kind=news"/, 'a link to all news results');
  t.match(res.body, /role="status"><p>Results for “gold”: \d+<\/p>/, 'the count is announced');
});

t.test('one kind, paginated', async (t) => {
  const res = await page('/en/search?q=margin&kind=glossary&page=2');
  t.equal(res.statusCode, 200);
  t.match(res.body, /<h2 id="results-kind">Glossary/);
  t.match(res.body, /aria-current="page"[^>]*>2</, 'page 2 is current');
  t.match(res.body, /href="\/en\/search\?q=margin&amp;kind=glossary"[^>]*rel="prev"|rel="prev"[^>]*href="\/en\/search\?q=margin&amp;kind=glossary"/, 'previous page link');
  t.notMatch(res.body, /id="results-news"/, 'other kinds are not listed');
});

t.test('in other languages', async (t) => {
  const zh = await page(`/zh-hans/search?q=${encodeURIComponent('保证金')}`);
  t.equal(zh.statusCode, 200);
  t.match(zh.body, /href="\/zh-hans\/academy\/terminology#margin"/, 'zh-hans: the glossary term');
  const ar = await page(`/ar/search?q=${encodeURIComponent('الرافعة')}`);
  t.match(ar.body, /<html[^>]*dir="rtl"/);
  t.match(ar.body, /\u2068الرافعة\u2069/, 'the query is isolated in right-to-left text');
});

t.test('empty, over-long, fruitless and hostile searches', async (t) => {
  const empty = await page('/en/search');
  t.equal(empty.statusCode, 200);
  t.match(empty.body, /Type what you are looking for/);
  const long = await page(`/en/search?q=${'a'.repeat(150)}`);
  t.equal(long.statusCode, 200);
  t.match(long.body, /at most 100 characters/);
  const none = await page('/en/search?q=qqqqzzzz');
  t.match(none.body, /No results for “qqqqzzzz”/);
  const xss = await page(`/en/search?q=${encodeURIComponent('<script>alert(1)</script>"><img src=x>')}`);
  t.equal(xss.statusCode, 200);
  t.notMatch(xss.body, /<script>alert|<img src=x>/, 'the query is escaped');
  t.equal((await page('/en/search?q=gold&kind=everything')).statusCode, 404, 'an unknown kind is the 404 page');
  t.equal((await page('/en/search?q=gold&kind=news&page=99')).statusCode, 404, 'a page past 50');
});

t.test('cached per q, kind and page; other parameters ignored', async (t) => {
  const a = await page('/en/search?q=swap');
  const b = await page('/en/search?q=swap&utm_source=x');
  t.equal(b.headers['x-cache'], 'HIT', 'the same search from the cache');
  t.equal(a.body, b.body);
  const c = await page('/en/search?q=swap&kind=help');
  t.equal(c.headers['x-cache'], 'MISS', 'another kind is another page');
  t.not(c.body, a.body);
});

t.test('spellings of one search are one cached page, rendered from the folded query', async (t) => {
  const a = await page('/en/search?q=XAU/USD');
  t.equal(a.statusCode, 200);
  t.equal(a.headers['x-cache'], 'MISS');
  t.match(a.body, /role="status"><p>Results for “xau\/usd”: \d+<\/p>/, 'the page shows the query the key holds');
  for (const url of ['/en/search?q=+xau/usd+', '/en/search?q=XAU%2FUSD++', '/en/search?q=xau%2Fusd']) {
    const b = await page(url);
    t.equal(b.headers['x-cache'], 'HIT', `${url}: the same entry`);
    t.equal(b.body, a.body);
  }
});

t.test('every over-long search is one cached page, whatever its length', async (t) => {
  const a = await page(`/en/search?q=${'c'.repeat(150)}&kind=help`);
  t.equal(a.headers['x-cache'], 'MISS');
  t.match(a.body, /at most 100 characters/);
  const b = await page(`/en/search?kind=help&q=${'d'.repeat(10_000)}`);
  t.equal(b.headers['x-cache'], 'HIT', 'a 10,000-character q adds no entry');
  t.equal(b.body, a.body);
  t.notMatch(b.body, /dddddddddd/, 'and its text is nowhere in the page');
});
