// Articles and expert profiles in the SEO documents: sitemap URLs with each item's own lastmod
// (not the time of the request) and hreflang cluster, the old-URL sitemap, llms.txt's newest
// items, and the Markdown copy of each article.
import t from 'tap';
import { buildTestApp } from '../../test-support/app.ts';

const { app } = await buildTestApp();
t.teardown(() => app.close());
const get = (url: string) => app.inject({ method: 'GET', url });
const origin = 'https://www.example.com';

function urls(xml: string): { loc: string; lastmod: string; alternates: string[] }[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => ({
    loc: /<loc>(.*?)<\/loc>/.exec(m[1]!)![1]!,
    lastmod: /<lastmod>(.*?)<\/lastmod>/.exec(m[1]!)![1]!,
    alternates: [...m[1]!.matchAll(/hreflang="([^"]+)"/g)].map((x) => x[1]!),
  }));
}

t.test('every article and expert in the sitemaps of locales that have them, with lastmod from the item', async (t) => {
  const rows = JSON.parse((await get('/api/getArticleAlias')).body).data as { alias: string; language: string; updated_at: string }[];
  const en = urls((await get('/en/api/sitemap')).body);
  for (const row of rows.filter((r) => r.language === 'en')) {
    const entry = en.find((u) => u.loc === `${origin}/en/academy/trading-academy/${row.alias}`);
    if (!entry) {
      t.fail(`${row.alias} missing`);
      continue;
    }
    t.equal(Date.parse(entry.lastmod), Math.floor(Date.parse(row.updated_at) / 1000) * 1000, `${row.alias} lastmod is the item's`);
    const inFrench = rows.some((r) => r.alias === row.alias && r.language === 'fr');
    t.ok(entry.alternates.includes('zh-hant-TW') && entry.alternates.includes('fr') === inFrench, 'alternates: the locales with their own version');
  }
  const authors = JSON.parse((await get('/api/author')).body).data as { slug: string; updated_at: string }[];
  for (const a of authors) {
    const entry = en.find((u) => u.loc === `${origin}/en/analysis/our-expert-team/${a.slug}`);
    t.ok(entry, `${a.slug} listed`);
    if (entry) t.equal(Date.parse(entry.lastmod), Math.floor(Date.parse(a.updated_at) / 1000) * 1000);
  }
  t.ok(en.some((u) => u.loc === `${origin}/en/analysis/our-expert-team/group/fx-and-rates`));
  const later = urls((await get('/en/api/sitemap')).body);
  t.same(later.find((u) => u.loc.includes('/trading-academy/position-sizing'))?.lastmod, en.find((u) => u.loc.includes('/trading-academy/position-sizing'))?.lastmod, 'stable between requests');

  const cht = urls((await get('/cht/api/sitemap')).body);
  t.ok(cht.some((u) => u.loc === `${origin}/cht/academy/trading-academy/position-sizing`));
  const fr = urls((await get('/fr/api/sitemap')).body);
  // Only the articles written in French (the beginner lessons): English items have their canonical at /en.
  const frenchAliases = rows.filter((r) => r.language === 'fr').map((r) => `${origin}/fr/academy/trading-academy/${r.alias}`);
  t.same(fr.filter((u) => u.loc.includes('/trading-academy/') && !u.loc.endsWith('/trading-academy')).map((u) => u.loc).sort(), frenchAliases.sort(), 'the French sitemap lists the French articles, no English ones');
  t.ok(frenchAliases.includes(`${origin}/fr/academy/trading-academy/what-is-a-pip`));
  // Expert profiles and groups are written in every language: every locale lists them, in one cluster.
  for (const a of authors) {
    const entry = fr.find((u) => u.loc === `${origin}/fr/analysis/our-expert-team/${a.slug}`);
    t.ok(entry, `${a.slug} in the French sitemap`);
    t.ok(entry?.alternates.includes('fr') && entry.alternates.includes('th') && entry.alternates.includes('en'), 'alternates in every language');
  }
  t.ok(fr.some((u) => u.loc === `${origin}/fr/analysis/our-expert-team/group/fx-and-rates`), 'a group in the French sitemap');

  const old = urls((await get('/en/api/sitemap-old-urls')).body);
  t.ok(old.some((u) => u.loc === `${origin}/en/academy/trading-academy/metatrader-4-installation-and-first-login`), 'renamed articles in the old-URL sitemap');
});

t.test('llms.txt lists the newest articles and the experts', async (t) => {
  const body = (await get('/en/api/llms')).body;
  t.match(body, '## Newest academy articles');
  t.match(body, `(${origin}/en/academy/trading-academy/`);
  t.match(body, '.md');
  t.match(body, '## Expert team');
  t.match(body, `[Amelia Hart](${origin}/en/analysis/our-expert-team/amelia-hart)`);
  const fr = (await get('/fr/api/llms')).body;
  t.match(fr, `(${origin}/en/academy/trading-academy/`, 'other locales point at the English items');
});

t.test('a Markdown copy of each article at {url}.md', async (t) => {
  const res = await get('/en/academy/trading-academy/position-sizing.md');
  t.equal(res.statusCode, 200);
  t.equal(res.headers['content-type'], 'text/markdown; charset=utf-8');
  t.match(res.body, /^# Position Sizing/);
  t.match(res.body, `Canonical: ${origin}/en/academy/trading-academy/position-sizing`);
  t.match(res.body, `](${origin}/en/academy/trading-academy/`, 'links are absolute');
  const zh = await get('/zh-hans/academy/trading-academy/position-sizing.md');
  t.match(zh.body, /^# 仓位/);
  const fr = await get('/fr/academy/trading-academy/position-sizing.md');
  t.match(fr.body, /^# Position Sizing/);
  t.match(fr.body, `Canonical: ${origin}/en/academy/trading-academy/position-sizing`);
  const moved = await get('/en/academy/trading-academy/platform-desktop-terminal-4-48.md');
  t.equal(moved.statusCode, 301);
  t.equal(moved.headers.location, '/en/academy/trading-academy/metatrader-4-installation-and-first-login.md');
  t.equal((await get('/en/academy/trading-academy/no-such-article.md')).statusCode, 404);
  t.equal((await get('/xx/academy/trading-academy/position-sizing.md')).statusCode, 404);
  t.equal((await get('/en/academy/trading-academy/position-sizing')).statusCode, 200, 'the page itself is still the page');
});
