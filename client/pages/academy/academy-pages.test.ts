// The academy and expert-team pages on the production build (npm run build first): list with
// filter, search and pagination, article detail (body once, TOC, JSON-LD, alias 301, 404,
// English fallback), overview, expert team, profiles and groups.
import t from 'tap';
import { buildTestApp, crawlerUA } from '../../../server/test-support/app.ts';

const { app } = await buildTestApp();
t.teardown(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url, headers: { 'user-agent': crawlerUA } });
const api = async (url: string) => JSON.parse((await app.inject({ method: 'GET', url })).body);
const count = (haystack: string, needle: string) => haystack.split(needle).length - 1;
const cardIds = (html: string) => [...html.matchAll(/<li class="article-card" data-article="(\d+)"/g)].map((m) => Number(m[1]));

t.test('trading academy list: pages, rel prev/next, filters, search', async (t) => {
  // The academy lists lessons; company news (tag 3) belongs to the company pages.
  const all = await api('/api/articles?limit=100&language=en&exclude_tags_ids=3');
  t.ok(all.data.every((a: { tags_ids: number[] }) => !a.tags_ids.includes(3)));
  const first = await get('/en/academy/trading-academy');
  t.equal(first.statusCode, 200);
  t.same(cardIds(first.body), all.data.slice(0, 12).map((a: { id: number }) => a.id), 'newest 12 first');
  t.match(first.body, `${all.total} articles`);
  t.match(first.body, '<link rel="next" href="https://www.example.com/en/academy/trading-academy?page=2"/>');
  t.notMatch(first.body, 'rel="prev"');
  const form = /<form[^>]*>/.exec(first.body.slice(first.body.indexOf('class="academy-filter"') - 6))?.[0] ?? '';
  t.ok(form.includes('method="get"') && form.includes('action="/en/academy/trading-academy"') && form.includes('role="search"'), 'a GET search form without JavaScript');

  const second = await get('/en/academy/trading-academy?page=2');
  t.equal(second.statusCode, 200);
  t.same(cardIds(second.body), all.data.slice(12, 24).map((a: { id: number }) => a.id));
  t.match(second.body, '<link rel="prev" href="https://www.example.com/en/academy/trading-academy"/>');
  t.match(second.body, '<link rel="canonical" href="https://www.example.com/en/academy/trading-academy?page=2"/>');
  t.same(cardIds((await get('/en/academy/trading-academy?page=2')).body), cardIds(second.body), 'the cached page 2 is page 2');
  t.same(cardIds((await get('/en/academy/trading-academy')).body), cardIds(first.body), 'and page 1 stays page 1');

  const forex = await get('/en/academy/trading-academy?tag=4');
  const forexIds = (await api('/api/articles?tags_ids=4&limit=100&language=en')).data.map((a: { id: number }) => a.id);
  t.ok(forexIds.length >= 4, 'at least four forex articles');
  t.same(cardIds(forex.body).sort(), forexIds.slice(0, 12).sort(), 'only the topic');
  t.ok(/<a aria-current="page"[^>]*href="\/en\/academy\/trading-academy\?tag=4"/.test(forex.body), 'the topic is marked current');

  const search = await get('/en/academy/trading-academy?q=stop-loss');
  t.equal(search.statusCode, 200);
  t.ok(cardIds(search.body).length > 0 && cardIds(search.body).length < all.total, 'search narrows the list');
  t.match(search.body, '<link rel="canonical" href="https://www.example.com/en/academy/trading-academy"/>');
  const none = await get('/en/academy/trading-academy?q=zzzqqq');
  t.equal(none.statusCode, 200);
  t.equal(cardIds(none.body).length, 0);
  t.match(none.body, 'No article matches');

  t.notMatch(first.body, '?tag=3"', 'no company-news topic');
  for (const bad of ['?page=0', '?page=x', '?page=99', '?tag=99', '?tag=abc', '?tag=3']) t.equal((await get(`/en/academy/trading-academy${bad}`)).statusCode, 404, bad);

  const zh = await get('/zh-hans/academy/trading-academy');
  t.match(zh.body, `共 ${all.total} 篇文章`);
});

t.test('article detail', async (t) => {
  const res = await get('/en/academy/trading-academy/position-sizing');
  t.equal(res.statusCode, 200);
  const html = res.body;
  t.match(html, /<h1 id="article-title">Position Sizing/);
  t.equal(count(html, 'Suppose two traders take the same ten trades'), 1, 'the body text is in the document once');
  const toc = [...html.matchAll(/<nav class="toc"[\s\S]*?<\/nav>/g)][0]?.[0] ?? '';
  const anchors = [...toc.matchAll(/href="#([^"]+)"/g)].map((m) => decodeURIComponent(m[1]!));
  t.ok(anchors.length >= 3, 'a table of contents');
  for (const id of anchors) t.ok(html.includes(`id="${id}"`), `target ${id}`);
  t.match(html, /<a rel="author" href="\/en\/analysis\/our-expert-team\/amelia-hart"/);
  t.match(html, /<time dateTime="\d{4}-\d\d-\d\dT/);
  const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
  const article = ld.find((n) => n['@type'] === 'Article');
  t.match(article, { headline: /Position Sizing/, author: { '@type': 'Person', name: 'Amelia Hart' }, image: [/^https:\/\/www\.example\.com\/sandbox\/assets\/articles\/111\.png$/] });
  t.ok(Date.parse(article.datePublished) <= Date.parse(article.dateModified));
  t.ok(ld.some((n) => n['@type'] === 'BreadcrumbList' && n.itemListElement.at(-1).name.startsWith('Position Sizing')));
  t.match(html, 'Risk warning');
  t.match(html, 'Open a free account');
  t.match(html, 'Related articles');
  t.match(html, '<link rel="alternate" hrefLang="zh-hans"');
  t.notMatch(html, 'hrefLang="fr"', 'no alternates to locales without their own version');

  const zh = await get('/zh-hant/academy/trading-academy/position-sizing');
  t.equal(zh.statusCode, 200);
  t.match(zh.body, /<h1 id="article-title">倉位管理/);
  t.match(zh.body, 'href="/zh-hant/academy/trading-academy/', 'links in the body stay in the locale');

  const fr = await get('/fr/academy/trading-academy/position-sizing');
  t.equal(fr.statusCode, 200);
  t.match(fr.body, '<link rel="canonical" href="https://www.example.com/en/academy/trading-academy/position-sizing"/>');
  t.match(fr.body, /<h1 id="article-title" lang="en" dir="ltr">Position Sizing/);
  t.match(fr.body, /<div id="article-body" class="article-body" lang="en" dir="ltr">/);
  t.match(fr.body, 'role="note">Cet article n');
  t.notMatch(fr.body, /<link [^>]*hrefLang=/, 'no alternates (a link to an English lesson may say hrefLang="en")');
});

t.test('old slugs and ids redirect; unknown slugs are 404 pages', async (t) => {
  const moves: [string, string][] = [['what-is-a-pip-in-forex', 'what-is-a-pip'], ['platform-desktop-terminal-4-48', 'metatrader-4-installation-and-first-login'], ['111', 'position-sizing']];
  for (const [from, to] of moves) {
    const res = await get(`/en/academy/trading-academy/${from}`);
    t.equal(res.statusCode, 301, from);
    t.equal(res.headers.location, `/en/academy/trading-academy/${to}`);
  }
  for (const bad of ['no-such-article', 'a/b/c', 'UPPER', 'x'.repeat(130)]) {
    const res = await get(`/en/academy/trading-academy/${bad}`);
    t.equal(res.statusCode, 404, bad);
    t.match(res.body, 'noindex');
  }
});

t.test('academy overview: sections and the newest articles per topic', async (t) => {
  const res = await get('/en/academy/overview');
  t.equal(res.statusCode, 200);
  t.match(res.body, 'href="/en/academy/terminology"');
  t.match(res.body, 'href="/en/academy/webinars"');
  const forex = (await api('/api/articles?tags_ids=4&limit=3&language=en')).data[0];
  t.match(res.body, 'Newest in Forex');
  t.match(res.body, `href="/en/academy/trading-academy/${forex.alias}"`);
  t.match(res.body, 'href="/en/academy/trading-academy?tag=4"');
});

t.test('expert team, profiles and groups', async (t) => {
  const team = await get('/en/analysis/our-expert-team');
  t.equal(team.statusCode, 200);
  t.equal(count(team.body, 'class="expert-card"'), (await api('/api/author')).data.length);
  t.match(team.body, 'href="/en/analysis/our-expert-team/group/fx-and-rates"');

  const profile = await get('/en/analysis/our-expert-team/lin-wei');
  t.equal(profile.statusCode, 200);
  t.match(profile.body, '<h1>Lin Wei</h1>');
  t.match(profile.body, 'Articles by Lin Wei');
  t.match(profile.body, /Lin Wei runs the Velora Markets Trading Academy/);
  const person = [...profile.body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!)).find((n) => n['@type'] === 'Person');
  t.match(person, { name: 'Lin Wei', jobTitle: 'Education Lead', worksFor: { '@type': 'Organization' } });
  t.ok(person.knowsAbout.length > 0);
  t.ok(count(profile.body, 'class="article-card"') > 0, 'their articles');

  const moved = await get('/en/analysis/our-expert-team/3');
  t.equal(moved.statusCode, 301);
  t.equal(moved.headers.location, '/en/analysis/our-expert-team/lin-wei');
  t.equal((await get('/en/analysis/our-expert-team/nobody')).statusCode, 404);

  const group = await get('/en/analysis/our-expert-team/group/education');
  t.equal(group.statusCode, 200);
  t.match(group.body, 'href="/en/analysis/our-expert-team/lin-wei"');
  t.equal((await get('/en/analysis/our-expert-team/group/4')).headers.location, '/en/analysis/our-expert-team/group/education');
  t.equal((await get('/en/analysis/our-expert-team/group/nope')).statusCode, 404);

  // Profiles are written in German too (issue 34): the German page is its own, in German.
  const de = await get('/de/analysis/our-expert-team/lin-wei');
  t.match(de.body, '<link rel="canonical" href="https://www.example.com/de/analysis/our-expert-team/lin-wei"/>');
  t.match(de.body, /<div><p>Lin Wei leitet die Velora Markets Trading Academy/);
  t.notMatch(de.body, /<div lang="en" dir="ltr"><p>/);
});
