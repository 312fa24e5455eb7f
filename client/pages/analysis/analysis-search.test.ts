// The analysis search on the production build (npm run build first): the search page
// (/analysis/components/search) with counts per kind and links to the items, the no-results and
// empty states, the page cache keyed by ?q=, the Velora TV list
// filtered by ?q=, and the search box (a GET form with role="search") on the hub and lists.
import t from 'tap';
import { buildTestApp, crawlerUA } from '../../../server/test-support/app.ts';
import { searchItems, videoSearchable } from '../../../shared/analysis-search.ts';
import type { Video } from '../../../shared/schemas/media.ts';

const { app } = await buildTestApp();
t.teardown(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url, headers: { 'user-agent': crawlerUA } });
const api = async (url: string) => JSON.parse((await app.inject({ method: 'GET', url })).body);
const searchForm = (html: string) => /<form[^>]*role="search"[^>]*>/.exec(html)?.[0] ?? '';
const section = (html: string, kind: string) => {
  const start = html.indexOf(`<section class="search-results" aria-labelledby="results-${kind}"`);
  return start === -1 ? '' : html.slice(start, html.indexOf('</section>', start));
};
const links = (html: string) => [...html.matchAll(/<h3 class="search-results__title"><a href="([^"]+)"/g)].map((m) => m[1]!);
const status = (html: string) => /<div class="academy-list__count search-results__summary-line" role="status">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();

t.test('search page: every kind with its count and its items linking to their pages', async (t) => {
  const news = await api('/api/fxstreet-api/news?q=gold&limit=50');
  const insight = await api('/api/market-insight?q=gold&limit=50&language=en');
  const videos = searchItems((await api('/api/videos?limit=100&language=en')).data as Video[], 'gold', videoSearchable);
  t.ok(news.total > 0 && insight.total > 0 && videos.length > 0, 'the fixtures have gold in every kind');
  const res = await get('/en/analysis/components/search?q=gold');
  t.equal(res.statusCode, 200);
  const html = res.body;
  t.match(html, '<meta name="robots" content="noindex, nofollow"/>', 'kept out of the index');
  t.match(html, '<link rel="canonical" href="https://www.example.com/en/analysis/components/search"/>');
  t.match(html, '<title>Search market analysis');
  t.notMatch(html, /"name":"Components"/, 'no breadcrumb to the components folder (not a page)');
  const form = searchForm(html);
  t.ok(form.includes('method="get"') && form.includes('action="/en/analysis/components/search"'), 'a GET form without JavaScript');
  t.match(html, /<label for="([^"]+)">Search market news, insight and videos<\/label><input id="\1"[^>]*type="search"[^>]*name="q"[^>]*value="gold"/, 'a labelled field with the search');
  const total = news.total + insight.total + videos.length;
  const summary = text(status(html));
  t.match(summary, `Results for “gold”: ${total}`);
  t.match(summary, `Market news: ${news.total}`);
  t.match(summary, `Market insight: ${insight.total}`);
  t.match(summary, `Velora TV: ${videos.length}`);

  const newsLinks = links(section(html, 'news'));
  t.ok(newsLinks.length > 0 && newsLinks.length <= 5, 'at most five news items');
  const newsIds = new Set(news.data.map((n: { id: string }) => `/en/analysis/market-news/${n.id}`));
  t.ok(newsLinks.every((href) => newsIds.has(href)), 'news items link to their pages');
  const insightLinks = links(section(html, 'insight'));
  t.ok(insightLinks.length > 0 && insightLinks.every((href) => href.startsWith('/en/analysis/market-insight/')));
  const videoLinks = links(section(html, 'video'));
  t.same(videoLinks, videos.slice(0, 5).map((v) => `/en/analysis/article-tv-${v.id}/${v.slug}`), 'videos: matching, most relevant first');
  if (news.total > 5) t.match(section(html, 'news'), new RegExp(`href="/en/analysis/market-news\\?q=gold"[^>]*>All ${news.total} results in Market news</a>`), 'a link to the full list');

  const first = (await get(newsLinks[0]!));
  t.equal(first.statusCode, 200, 'a result opens');
});

t.test('search page: no results, no search, a malformed search, other languages', async (t) => {
  const none = await get('/en/analysis/components/search?q=zqxwv');
  t.equal(none.statusCode, 200);
  t.match(text(status(none.body)), 'No results for “zqxwv”.');
  t.match(none.body, 'Check the spelling');
  t.match(none.body, 'href="/en/analysis/components/search?q=EURUSD"', 'suggested searches');
  t.notMatch(none.body, 'class="search-results"', 'no empty sections');

  const empty = await get('/en/analysis/components/search');
  t.equal(empty.statusCode, 200);
  t.match(text(status(empty.body)), 'Type a market, an instrument or a topic');
  t.match(empty.body, 'href="/en/analysis/components/search?q=XAUUSD"');


  const zh = await get('/zh-hans/analysis/components/search?q=EURUSD');
  t.equal(zh.statusCode, 200);
  t.match(zh.body, '<h1>搜索市场分析</h1>');
  t.match(text(status(zh.body)), '“EURUSD”的搜索结果');
  t.match(zh.body, /href="\/zh-hans\/analysis\/market-insight\/[a-z0-9-]+"/, 'Chinese insight results');
  const ar = await get('/ar/analysis/components/search?q=EURUSD');
  t.match(ar.body, 'lang="en" dir="ltr"', 'English items marked on an Arabic page');
  t.match(text(status(ar.body)), '«\u2068EURUSD\u2069»', 'the Latin search isolated in Arabic text');
});

t.test('the page cache keeps one page per search', async (t) => {
  const gold = text(status((await get('/en/analysis/components/search?q=gold')).body));
  const oil = text(status((await get('/en/analysis/components/search?q=oil')).body));
  t.not(gold, oil);
  t.match(text(status((await get('/en/analysis/components/search?q=gold')).body)), '“gold”', 'the cached gold search is still gold');
  t.match(text(status((await get('/en/analysis/components/search')).body)), 'Type a market', 'and the bare page stays bare');
});

t.test('Velora TV: the list filtered by ?q=, most relevant first', async (t) => {
  const all = (await api('/api/videos?limit=100&language=en')).data as Video[];
  const gold = searchItems(all, 'gold', videoSearchable);
  t.ok(gold.length > 0 && gold.length < all.length, 'gold is some of the videos');
  const res = await get('/en/analysis/velora-tv?q=gold');
  t.equal(res.statusCode, 200);
  const ids = [...res.body.matchAll(/<li class="article-card" data-article="(\d+)"/g)].map((m) => Number(m[1]));
  t.same(ids, gold.map((v) => v.id));
  t.match(res.body, `Videos found for “gold”: ${gold.length}`);
  t.match(res.body, '<link rel="canonical" href="https://www.example.com/en/analysis/velora-tv"/>', 'a search is a view of the list');
  const form = searchForm(res.body);
  t.ok(form.includes('method="get"') && form.includes('action="/en/analysis/velora-tv"'));
  t.match(res.body, 'href="/en/analysis/components/search?q=gold"', 'the search of every kind');
  const weekly = await get('/en/analysis/velora-tv?category=weekly&q=gold');
  t.match(weekly.body, /<input type="hidden" name="category" value="weekly"\/>/, 'the category stays with a new search');
  const nothing = await get('/en/analysis/velora-tv?q=zqxwv');
  t.match(nothing.body, 'No video matches your search.');
  const plain = await get('/en/analysis/velora-tv');
  t.equal([...plain.body.matchAll(/<li class="article-card"/g)].length, Math.min(all.length, 50), 'without a search: every video');
});

t.test('the search box on the hub and the news and insight lists', async (t) => {
  const hub = await get('/en/analysis/overview');
  t.ok(searchForm(hub.body).includes('action="/en/analysis/components/search"'), 'the hub searches every kind');
  for (const list of ['market-news', 'market-insight']) {
    const res = await get(`/en/analysis/${list}?q=gold`);
    const form = searchForm(res.body);
    t.ok(form.includes('method="get"') && form.includes(`action="/en/analysis/${list}"`), `${list}: searches its own list`);
    t.match(res.body, 'href="/en/analysis/components/search?q=gold"', `${list}: links the search of every kind`);
  }
  const de = await get('/de/analysis/overview');
  t.match(de.body, 'Marktnachrichten, Analysen und Videos durchsuchen');
});

t.test('every searchable list: a ?q past 100 characters is the 404 error page, 100 is a search', async (t) => {
  // shared/list-params.ts: searchParam is null past 100 characters; the loaders answer it as
  // they answer a bad ?page (notFound('validation'): a real 404 with the error page).
  const lists = ['/en/academy/trading-academy', '/en/analysis/market-news', '/en/analysis/market-insight', '/en/analysis/components/search', '/en/analysis/velora-tv'];
  for (const list of lists) {
    const long = await get(`${list}?q=${'g'.repeat(101)}`);
    t.equal(long.statusCode, 404, `${list}: 101 characters`);
    t.match(long.body, 'Error 404', `${list}: the error page`);
    t.notMatch(long.body, 'class="article-card"', `${list}: no list`);
    const spaced = await get(`${list}?q=${encodeURIComponent(`gold ${'x'.repeat(96)}`)}`);
    t.equal(spaced.statusCode, 404, `${list}: 101 characters with a space`);
    t.equal((await get(`${list}?q=${'g'.repeat(100)}`)).statusCode, 200, `${list}: 100 characters`);
    const folded = await get(`${list}?q=${encodeURIComponent(`  gold   ${'x'.repeat(95)}  `)}`);
    t.equal(folded.statusCode, 200, `${list}: 100 once its white space is folded`);
    t.match(folded.body, new RegExp(`<input[^>]*name="q"[^>]*value="gold ${'x'.repeat(95)}"`), `${list}: searches the whole term`);
  }
});

t.test('spellings of one search share one cached page; every over-long one is one 404', async (t) => {
  const first = await get('/en/analysis/components/search?q=silver%20price');
  const spelled = await get('/en/analysis/components/search?q=+silver+++price+');
  t.equal(first.statusCode, 200);
  t.equal(spelled.headers['x-cache'], 'HIT', 'the spelled-out search is the cached page');
  t.equal(spelled.body, first.body);
  const long = await get(`/en/analysis/components/search?q=${'a'.repeat(150)}`);
  t.equal(long.statusCode, 404, 'past 100 characters: refused');
  const longer = await get(`/en/analysis/components/search?q=${'b'.repeat(5000)}`);
  t.equal(longer.statusCode, 404);
  t.equal(longer.headers['x-cache'], 'HIT', 'the same refused page, one entry');
});
