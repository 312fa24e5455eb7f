// Market news and insight in the SEO documents: every item in the sitemaps of the locales that
// show it in its own language, with lastmod from the item; none where it would be a fallback;
// llms.txt lists the newest of each.
import t from 'tap';
import { buildTestApp } from '../../test-support/app.ts';

const { app } = await buildTestApp();
t.teardown(() => app.close());
const get = (url: string) => app.inject({ method: 'GET', url });
const api = async (url: string) => JSON.parse((await get(url)).body);
const origin = 'https://www.example.com';

function urls(xml: string) {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => ({
    loc: /<loc>(.*?)<\/loc>/.exec(m[1]!)![1]!,
    lastmod: /<lastmod>(.*?)<\/lastmod>/.exec(m[1]!)![1]!,
    alternates: [...m[1]!.matchAll(/hreflang="([^"]+)"/g)].map((x) => x[1]!),
  }));
}

t.test('sitemaps: news in English locales, insight in English and Chinese, lastmod from the item', async (t) => {
  const news = (await api('/api/fxstreet-api/news?limit=50')).data as { id: string; updated_at: string }[];
  const insight = (await api('/api/market-insight?limit=50&language=en')).data as { id: string; updated_at: string }[];
  const en = urls((await get('/en/api/sitemap')).body);
  for (const n of news) {
    const entry = en.find((u) => u.loc === `${origin}/en/analysis/market-news/${n.id}`);
    if (!entry) {
      t.fail(`${n.id} missing`);
      continue;
    }
    t.equal(Date.parse(entry.lastmod), Math.floor(Date.parse(n.updated_at) / 1000) * 1000, `${n.id}: the item's lastmod`);
    if (entry.alternates.includes('zh-hans') || entry.alternates.includes('fr')) t.fail(`${n.id}: English-only item with foreign alternates`);
  }
  for (const i of insight) {
    const entry = en.find((u) => u.loc === `${origin}/en/analysis/market-insight/${i.id}`);
    t.ok(entry && entry.alternates.includes('zh-hant-TW') && !entry.alternates.includes('de'), `${i.id} with its Chinese alternates`);
  }
  const zh = urls((await get('/zh-hans/api/sitemap')).body);
  t.notOk(zh.some((u) => u.loc.includes('/analysis/market-news/')), 'no English news in a Chinese sitemap');
  t.equal(zh.filter((u) => u.loc.includes('/analysis/market-insight/')).length, insight.length, 'every insight in Chinese');
  const de = urls((await get('/de/api/sitemap')).body);
  t.notOk(de.some((u) => /\/analysis\/market-(news|insight)\//.test(u.loc)), 'German shows the English items: none listed');
});

t.test('llms.txt lists the newest news and insight', async (t) => {
  const [newest] = (await api('/api/fxstreet-api/news?limit=1')).data as { id: string; title: string }[];
  const [insight] = (await api('/api/market-insight?limit=1&language=zh-hant')).data as { id: string; title: string }[];
  const en = (await get('/en/api/llms')).body;
  t.match(en, '## Newest market news');
  t.match(en, `(${origin}/en/analysis/market-news/${newest!.id})`);
  t.match(en, '## Newest market insight');
  const zh = (await get('/zh-hant/api/llms')).body;
  t.match(zh, `[${insight!.title}](${origin}/zh-hant/analysis/market-insight/${insight!.id})`);
  t.match(zh, `(${origin}/en/analysis/market-news/${newest!.id})`, 'news points at the English item');
});
