// The BFF's market-news and market-insight endpoints against the sandbox upstream: filters,
// pages and totals, one item with its body rendered to HTML, cached answers, bad input is a 400
// naming the field with no upstream call, an unknown item is a 404, and an upstream answer that
// breaks the schema is a 502, never passed on.
import t from 'tap';
import { startApiApp } from './test-support.ts';

const s = await startApiApp({ PUBLIC_ORIGIN: 'http://site.test' });
t.teardown(() => s.close());
const get = async (path: string) => {
  const res = await fetch(`${s.url}${path}`);
  return { status: res.status, headers: res.headers, body: (await res.json()) as { code?: number; data?: any; total?: number; field?: string } };
};

t.test('news list: newest first, pages, category, search, symbol', async (t) => {
  const all = await get('/api/fxstreet-api/news?limit=50');
  t.equal(all.status, 200);
  t.ok(all.body.total! >= 40);
  const dates = all.body.data.map((n: { published_at: string }) => Date.parse(n.published_at));
  t.same(dates, [...dates].sort((a: number, b: number) => b - a), 'newest first');
  t.ok(Date.now() - dates[0] < 3 * 3_600_000, 'the newest is hours old at most');
  t.notOk('body' in all.body.data[0], 'the list carries no bodies');
  const page2 = await get('/api/fxstreet-api/news?limit=10&page=2');
  t.same(page2.body.data.map((n: { id: string }) => n.id), all.body.data.slice(10, 20).map((n: { id: string }) => n.id));
  const crypto = await get('/api/fxstreet-api/news?category=crypto&limit=50');
  t.ok(crypto.body.data.length >= 5 && crypto.body.data.every((n: { category: string }) => n.category === 'crypto'));
  t.equal(crypto.body.total, crypto.body.data.length);
  const search = await get('/api/fxstreet-api/news?q=OPEC&limit=50');
  t.ok(search.body.total! >= 1 && search.body.total! < all.body.total!);
  const gold = await get('/api/fxstreet-api/news?symbol=XAUUSD&limit=50');
  t.ok(gold.body.data.every((n: { symbols: string[] }) => n.symbols.includes('XAUUSD')));
  const again = await get('/api/fxstreet-api/news?limit=50');
  t.equal(again.headers.get('x-cache'), 'HIT', 'cached like articles');
});

t.test('one news item: Markdown body rendered to HTML', async (t) => {
  const [first] = (await get('/api/fxstreet-api/news?limit=1')).body.data;
  const one = await get(`/api/fxstreet-api/getNewsById?id=${first.id}&language=en`);
  t.equal(one.status, 200);
  t.match(one.body.data, { id: first.id, title: first.title, source: 'Velora Markets', in_house: true, html: /^<p>/ });
  t.ok((one.body.data.html.match(/<p>/g) ?? []).length >= 3, '3+ paragraphs');
  t.equal((await get('/api/fxstreet-api/getNewsById?id=9999-no-such-story')).status, 404);
});

t.test('insight list and item: language, author, html with the key-levels table', async (t) => {
  const en = await get('/api/market-insight?limit=50&language=en');
  t.ok(en.body.total! >= 12);
  t.ok(en.body.data.every((i: { author: { name: string; slug: string } }) => i.author.name && i.author.slug));
  const zh = await get('/api/market-insight?limit=50&language=zh-hant');
  t.ok(zh.body.data.every((i: { language: string }) => i.language === 'zh-hant'));
  t.same(zh.body.data.map((i: { id: string }) => i.id), en.body.data.map((i: { id: string }) => i.id), 'same ids in every language');
  const byAuthor = await get('/api/market-insight?author=2&limit=50&language=en');
  t.ok(byAuthor.body.data.length >= 2 && byAuthor.body.data.every((i: { author: { id: number } }) => i.author.id === 2));
  const one = await get(`/api/market-insight/${en.body.data[0].id}?language=zh-hans`);
  t.equal(one.status, 200);
  t.match(one.body.data, { language: 'zh-hans', html: /<table>/, languages: ['en', 'zh-hans', 'zh-hant'] });
  t.ok(one.body.data.toc.some((e: { text: string }) => e.text === '关键价位'));
  t.equal((await get('/api/market-insight/no-such-item')).status, 404);
});

t.test('bad input: a 400 naming the field, no upstream call', async (t) => {
  const sandbox = s.app.sandbox!;
  for (const [path, field] of [
    ['/api/fxstreet-api/news?category=shares', 'category'],
    ['/api/fxstreet-api/news?q=' + 'x'.repeat(101), 'q'],
    ['/api/fxstreet-api/news?symbol=eur/usd', 'symbol'],
    ['/api/fxstreet-api/news?page=0', 'page'],
    ['/api/fxstreet-api/news?extra=1', 'extra'],
    ['/api/fxstreet-api/getNewsById?id=../etc', 'id'],
    ['/api/market-insight?author=x', 'author'],
    ['/api/market-insight?limit=51', 'limit'],
    ['/api/market-insight/UPPER', 'id'],
  ] as const) {
    const before = sandbox.calls.length;
    const { status, body } = await get(path);
    t.equal(status, 400, path);
    t.equal(body.field, field, `${path} names ${field}`);
    t.equal(sandbox.calls.length, before, `${path}: no upstream call`);
  }
});

t.test('an upstream answer that breaks the schema is refused (502)', async (t) => {
  const sandbox = s.app.sandbox!;
  t.teardown(() => void sandbox.faults.splice(0));
  sandbox.faults.push({ path: '/api/fxstreet-api/news', malformed: 'json' });
  t.equal((await get('/api/fxstreet-api/news?limit=7')).status, 502);
  sandbox.faults.splice(0);
  sandbox.faults.push({ path: '/api/market-insight', malformed: 'json' });
  t.equal((await get('/api/market-insight?limit=7')).status, 502);
});
