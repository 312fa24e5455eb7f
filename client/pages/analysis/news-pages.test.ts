// Market news and market insight pages on the production build (npm run build first): lists
// with category filter, search and pagination (rel prev/next, canonical), details (body once,
// dates, source or author, instruments, NewsArticle JSON-LD), the insight /article/ redirect,
// 404 for unknown items and bad list parameters, and the English fallback on other locales.
import t from 'tap';
import { buildTestApp, crawlerUA } from '../../../server/test-support/app.ts';
import { pagePolicy, queryVariant } from '../../../server/features/ssr/page-cache/policy.ts';

const { app } = await buildTestApp();
t.teardown(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url, headers: { 'user-agent': crawlerUA } });
const api = async (url: string) => JSON.parse((await app.inject({ method: 'GET', url })).body);
const itemIds = (html: string) => [...html.matchAll(/<li class="news-card" data-item="([a-z0-9-]+)"/g)].map((m) => m[1]!);
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((m) => {
  const v = JSON.parse(m[1]!);
  return Array.isArray(v) ? v : [v];
});
const count = (haystack: string, needle: string) => haystack.split(needle).length - 1;

t.test('market news list: newest first, pages, rel prev/next, category filter, search', async (t) => {
  const all = await api('/api/fxstreet-api/news?limit=50');
  t.ok(all.total >= 40, '40+ items');
  const first = await get('/en/analysis/market-news');
  t.equal(first.statusCode, 200);
  t.same(itemIds(first.body), all.data.slice(0, 10).map((n: { id: string }) => n.id), 'newest ten first');
  t.match(first.body, '<link rel="next" href="https://www.example.com/en/analysis/market-news?page=2"/>');
  t.notMatch(first.body, 'rel="prev"');
  const form = /<form[^>]*>/.exec(first.body.slice(first.body.indexOf('class="academy-filter') - 6))?.[0] ?? '';
  t.ok(form.includes('method="get"') && form.includes('action="/en/analysis/market-news"') && form.includes('role="search"'), 'a GET search form without JavaScript');
  t.match(first.body, /<time dateTime="[^"]+">/);

  const second = await get('/en/analysis/market-news?page=2');
  t.same(itemIds(second.body), all.data.slice(10, 20).map((n: { id: string }) => n.id));
  t.match(second.body, '<link rel="prev" href="https://www.example.com/en/analysis/market-news"/>');
  t.match(second.body, '<link rel="canonical" href="https://www.example.com/en/analysis/market-news?page=2"/>');
  t.same(itemIds((await get('/en/analysis/market-news')).body), itemIds(first.body), 'the cached page 1 stays page 1');

  const metals = await get('/en/analysis/market-news?category=metals');
  const metalIds = (await api('/api/fxstreet-api/news?category=metals&limit=50')).data.map((n: { id: string; category: string }) => n.id);
  t.ok(metalIds.length >= 5);
  t.same(itemIds(metals.body), metalIds.slice(0, 10), 'only metals');
  t.match(metals.body, /<a aria-current="page"[^>]*href="\/en\/analysis\/market-news\?category=metals"/);

  const search = await get('/en/analysis/market-news?q=payrolls');
  t.equal(search.statusCode, 200);
  t.ok(itemIds(search.body).length > 0 && itemIds(search.body).length < 10, 'search narrows the list');
  t.match(search.body, '<link rel="canonical" href="https://www.example.com/en/analysis/market-news"/>');
  const none = await get('/en/analysis/market-news?q=zzzqqq');
  t.equal(none.statusCode, 200);
  t.equal(itemIds(none.body).length, 0);
  t.match(none.body, 'Nothing matches your search');

  for (const bad of ['?page=0', '?page=x', '?page=99', '?category=shares', '?category=FOREX']) t.equal((await get(`/en/analysis/market-news${bad}`)).statusCode, 404, bad);
});

t.test('market news detail', async (t) => {
  const [newest] = (await api('/api/fxstreet-api/news?limit=1')).data;
  const res = await get(`/en/analysis/market-news/${newest.id}`);
  t.equal(res.statusCode, 200);
  t.match(res.body, `<h1 id="item-title">${newest.title.replace(/&/g, '&amp;')}</h1>`);
  // Issue 31: an in-house item names its real author (the research team), not the news provider.
  t.match(res.body, /By(<!-- -->)? <a[^>]*href="\/en\/analysis\/velora-editorial-guideline"[^>]*>Velora Markets research team<\/a>/, 'in-house byline');
  t.notMatch(res.body, /News provided by|Source:(<!-- -->)? <a[^>]*>FXStreet/, 'not credited to the news provider');
  t.match(res.body, 'Written by the Velora Markets research team.'); 
  t.match(res.body, `<time dateTime="${newest.published_at}">`);
  t.match(res.body, /href="\/en\/trading\/trading-eurusd"/, 'related instrument links to its page');
  t.match(res.body, 'Risk warning');
  t.match(res.body, 'class="article-cta"');
  t.ok(itemIds(res.body).length > 0 && !itemIds(res.body).includes(newest.id), 'related news, not itself');
  const paragraph = 'is trading at 1.0856 in the European afternoon';
  t.equal(count(res.body, paragraph), 1, 'the body appears once (not in the hydration data)');
  const ld = jsonLd(res.body);
  const article = ld.find((n) => n['@type'] === 'NewsArticle');
  t.match(article, { headline: newest.title, datePublished: newest.published_at, inLanguage: 'en-US', author: { '@type': 'Organization', name: 'Velora Markets' } });
  t.ok(ld.some((n) => n['@type'] === 'BreadcrumbList'), 'BreadcrumbList');

  const short = await get(`/en/analysis/market-news/${newest.id.split('-')[0]}`);
  t.equal(short.statusCode, 301, 'a bare number redirects to the full id');
  t.equal(short.headers.location, `/en/analysis/market-news/${newest.id}`);

  for (const bad of ['/en/analysis/market-news/no-such-story', '/en/analysis/market-news/9999', '/en/analysis/market-news/a/b', '/en/analysis/market-news/UPPER']) {
    const r = await get(bad);
    t.equal(r.statusCode, 404, bad);
  }
  t.match((await get('/en/analysis/market-news/no-such-story')).body, /Error 404/);

  const de = await get(`/de/analysis/market-news/${newest.id}`);
  t.equal(de.statusCode, 200);
  t.match(de.body, `<link rel="canonical" href="https://www.example.com/en/analysis/market-news/${newest.id}"/>`);
  t.match(de.body, /<h1 id="item-title" lang="en" dir="ltr">/);
  t.match(de.body, 'nicht in Ihrer Sprache verfügbar');
  t.match(de.body, 'Risikohinweis');
  t.match(jsonLd(de.body).find((n) => n['@type'] === 'NewsArticle'), { inLanguage: 'en', url: `https://www.example.com/en/analysis/market-news/${newest.id}` });
});

t.test('market insight list and detail', async (t) => {
  const all = await api('/api/market-insight?limit=50&language=en');
  t.ok(all.total >= 12, '12+ insight items');
  const list = await get('/en/analysis/market-insight');
  t.equal(list.statusCode, 200);
  t.same(itemIds(list.body), all.data.slice(0, 9).map((n: { id: string }) => n.id));
  t.match(list.body, '<link rel="next" href="https://www.example.com/en/analysis/market-insight?page=2"/>');
  const gold = await get('/en/analysis/market-insight?category=metals&q=gold');
  t.ok(itemIds(gold.body).length >= 1);

  const item = all.data.find((i: { id: string }) => i.id.startsWith('2011-'));
  const res = await get(`/en/analysis/market-insight/${item.id}`);
  t.equal(res.statusCode, 200);
  t.match(res.body, /By(<!-- -->)? <a[^>]*href="\/en\/analysis\/our-expert-team\/daniel-cho"[^>]*>Daniel Cho<\/a>/, 'author links to the expert profile');
  t.match(res.body, '<table>', 'key levels table');
  t.match(res.body, 'Risk note');
  const article = jsonLd(res.body).find((n) => n['@type'] === 'NewsArticle');
  t.match(article, { author: { '@type': 'Person', name: 'Daniel Cho', url: 'https://www.example.com/en/analysis/our-expert-team/daniel-cho' } });
  t.match(res.body, /<link rel="alternate" hrefLang="zh-hans" href="https:\/\/www.example.com\/zh-hans\/analysis\/market-insight\//, 'Chinese versions are alternates');

  const zh = await get(`/zh-hant/analysis/market-insight/${item.id}`);
  t.equal(zh.statusCode, 200);
  t.match(zh.body, '黃金展望');
  t.notMatch(zh.body, /<h1 id="item-title" lang="en"/, 'its own language');

  const legacy = await get(`/en/analysis/market-insight/article/${item.id}`);
  t.equal(legacy.statusCode, 301, '/article/{id} redirects to the canonical address');
  t.equal(legacy.headers.location, `/en/analysis/market-insight/${item.id}`);
  t.equal((await get('/en/analysis/market-insight/article/no-such-item')).statusCode, 404);
  t.equal((await get('/en/analysis/market-insight/no-such-item')).statusCode, 404);
});

t.test('page cache: list pages vary by page, category and q only; items are cached per path', async (t) => {
  const list = pagePolicy('/en/analysis/market-news', { testRoutes: false });
  t.match(list, { cacheable: true, ttlMs: 120_000 });
  t.equal(queryVariant(list, new URLSearchParams('utm_source=x&page=2&category=metals&q=gold')), '?page=2&category=metals&q=gold');
  t.equal(queryVariant(pagePolicy('/zh-hans/analysis/market-insight', { testRoutes: false }), new URLSearchParams('category=crypto')), '?category=crypto');
  t.match(pagePolicy('/en/analysis/market-news/1040-x', { testRoutes: false }), { cacheable: true, pageType: 'analysis-market-news-id' });
});
