// The BFF's article and author endpoints against the sandbox upstream: filters, totals, search,
// one article with its rendered body, aliases, authors and groups; bad input is a 400 naming the field.
import t from 'tap';
import { buildTestApp } from '../../test-support/app.ts';
import { articleFileLanguages } from '../../sandbox/fixtures/articles.ts';

const { app } = await buildTestApp();
t.teardown(() => app.close());
const get = async (url: string) => {
  const res = await app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: JSON.parse(res.body), headers: res.headers };
};

t.test('/api/articles: filters, pages, totals, search, language', async (t) => {
  const all = await get('/api/articles?limit=100&language=en');
  t.equal(all.status, 200);
  t.ok(all.body.total >= 20, `${all.body.total} articles`);
  const dates = all.body.data.map((a: { published_at: string }) => Date.parse(a.published_at));
  t.same(dates, [...dates].sort((a, b) => b - a), 'newest first');
  t.ok(Date.now() - dates[0] < 60 * 86_400_000, 'the newest is recent: dates move with the clock');
  for (const a of all.body.data) {
    if (!(a.alias && a.title && a.description && a.readTime > 0 && a.author?.name && a.updated_at)) t.fail(`article ${a.id} incomplete`);
  }
  const page2 = await get('/api/articles?limit=5&page=2&language=en');
  t.same(page2.body.data.map((a: { id: number }) => a.id), all.body.data.slice(5, 10).map((a: { id: number }) => a.id));
  t.equal(page2.body.total, all.body.total);
  const forex = await get('/api/articles?tags_ids[]=4&limit=3&language=en');
  t.equal(forex.body.data.length, 3, 'the forex page gets three tag-4 articles');
  t.ok(forex.body.data.every((a: { tags_ids: number[] }) => a.tags_ids.includes(4)));
  const mt4 = await get('/api/articles?ids[]=48&ids[]=56&ids[]=58&language=en');
  t.same(mt4.body.data.map((a: { id: number }) => a.id), [48, 56, 58], 'the MetaTrader 4 page gets its three guides, in order');
  t.match(mt4.body.data[0].title, /MetaTrader 4/);
  const search = await get('/api/articles?q=stop-loss&limit=100&language=en');
  t.ok(search.body.total > 0 && search.body.total < all.body.total);
  const zh = await get('/api/articles?ids=111&language=zh-hans');
  t.equal(zh.body.data[0].language, 'zh-hans');
  t.match(zh.body.data[0].title, /仓位/);
  const bad = await get('/api/articles?q=' + 'x'.repeat(101));
  t.equal(bad.status, 400);
  t.match(JSON.stringify(bad.body), 'q');
});

t.test('/api/article/{slug}: the body rendered to safe HTML with a table of contents', async (t) => {
  const res = await get('/api/article/position-sizing?language=en');
  t.equal(res.status, 200);
  const a = res.body.data;
  t.equal(a.alias, 'position-sizing');
  t.match(a.html, /<h2 id="[a-z0-9-]+">/);
  t.notMatch(a.html, /<script|javascript:/);
  t.ok(a.toc.length >= 3 && a.toc.every((e: { id: string }) => a.html.includes(`id="${e.id}"`)));
  t.match(a.html, 'href="/en/academy/trading-academy/', 'site links get the locale');
  t.match(a.body, /^[^<]*## /m, 'the Markdown is kept for the .md copy');
  const cht = await get('/api/article/position-sizing?language=cht');
  t.match(cht.body.data.html, 'href="/cht/academy/trading-academy/');
  t.equal(cht.body.data.language, 'zh-hant');
  const old = await get('/api/article/forex-leverage?language=en');
  if (old.status === 200) t.equal(old.body.data.alias, 'leverage-explained', 'an old slug answers with the current one');
  t.equal((await get('/api/article/no-such-article')).status, 404);
  const bad = await get('/api/article/Bad_Slug');
  t.equal(bad.status, 400);
  t.match(JSON.stringify(bad.body), 'slug');
});

t.test('/api/articleTags and /api/getArticleAlias', async (t) => {
  const tags = await get('/api/articleTags?language=zh-hant');
  t.same(tags.body.data.map((x: { id: number }) => x.id), [1, 2, 3, 4, 5, 6, 7, 8]);
  t.equal(tags.body.data[3].name, '外匯');
  const aliases = await get('/api/getArticleAlias');
  const rows = aliases.body.data as { id: number; alias: string; language: string; old_aliases: string[]; updated_at: string }[];
  t.ok(rows.some((r) => r.id === 48 && r.old_aliases.includes('platform-desktop-terminal-4-48')));
  const languages = [...new Set(rows.map((r) => r.language))];
  t.ok(['en', 'zh-hans', 'zh-hant', 'fr'].every((l) => languages.includes(l)), 'every article in three languages, the beginner lessons in more');
  t.ok(languages.every((l) => (articleFileLanguages as readonly string[]).includes(l)));
  t.ok(rows.every((r) => !Number.isNaN(Date.parse(r.updated_at))));
});

t.test('authors, their articles and groups', async (t) => {
  const authors = (await get('/api/author?language=en')).body.data as { id: number; slug: string; bio: string; expertise: string[]; avatar: string; groups: number[] }[];
  t.ok(authors.length >= 5);
  for (const a of authors) {
    const words = a.bio.split(/\s+/).length;
    t.ok(words >= 150 && words <= 250, `${a.slug}: ${words} words of biography`);
    t.ok(a.expertise.length > 0 && a.groups.length > 0 && a.avatar.endsWith(`/authors/${a.id}.png`));
  }
  const zh = (await get('/api/author?language=zh-hans')).body.data;
  t.match(zh[0].bio, /研究/);
  const mine = await get('/api/author/3/articles?limit=100&language=en');
  t.ok(mine.body.data.length > 0 && mine.body.data.every((a: { author: { id: number } }) => a.author.id === 3));
  t.equal(mine.body.total, mine.body.data.length);
  t.equal((await get('/api/author/999/articles')).status, 404);
  const groups = (await get('/api/authorGroups?language=en')).body.data as { slug: string; author_ids: number[] }[];
  t.ok(groups.length >= 4);
  t.ok(authors.every((a) => groups.some((g) => g.author_ids.includes(a.id))), 'every expert is in a group');
  const photo = await app.inject({ method: 'GET', url: '/sandbox/assets/authors/1.png' });
  t.equal(photo.headers['content-type'], 'image/png');
  t.equal(photo.rawPayload.subarray(1, 4).toString('latin1'), 'PNG');
  t.equal((await app.inject({ method: 'GET', url: '/sandbox/assets/authors/999.png' })).statusCode, 404, 'no such author, no photo');
  t.equal((await app.inject({ method: 'GET', url: '/sandbox/assets/authors/1.svg' })).statusCode, 404, 'photos are raster');
});
