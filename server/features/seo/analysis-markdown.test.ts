// Markdown copies of market news, market insight and Velora TV videos at {page url}.md for AI
// crawlers: 200 text/markdown with title, dates, byline, canonical URL and the body (or the
// chapters and summary); English on locales without their own text; 301 from a short id or an
// old slug; 404 for unknown items; listed in llms.txt.
import t from 'tap';
import { buildTestApp } from '../../test-support/app.ts';

const { app } = await buildTestApp();
t.teardown(() => app.close());
const get = (url: string) => app.inject({ method: 'GET', url });
const api = async (url: string) => JSON.parse((await get(url)).body);
const origin = 'https://www.example.com';

t.test('market news: the story as Markdown, canonical at the English item', async (t) => {
  const [first] = (await api('/api/fxstreet-api/news?limit=1')).data as { id: string }[];
  const item = (await api(`/api/fxstreet-api/getNewsById?id=${first!.id}`)).data as { id: string; title: string; summary: string; source: string; published_at: string; body: string };
  const res = await get(`/en/analysis/market-news/${item.id}.md`);
  t.equal(res.statusCode, 200);
  t.match(res.headers['content-type'], /^text\/markdown; charset=utf-8/);
  t.equal(res.headers.link, `<${origin}/en/analysis/market-news/${item.id}>; rel="canonical"`);
  t.ok(res.body.startsWith(`# ${item.title}\n\n> ${item.summary.replace(/\s+/g, ' ').trim()}\n`), 'headline and summary first');
  t.match(res.body, `Source: ${item.source}  \n`);
  t.match(res.body, `Published: ${item.published_at.slice(0, 10)}`);
  t.match(res.body, `Canonical: ${origin}/en/analysis/market-news/${item.id}`);
  t.match(res.body, item.body.trim().split('\n')[0]!.replace(/\]\(\/(?!\/)/g, `](${origin}/en/`), 'the body');
  t.notMatch(res.body, /\]\(\/[a-z]/, 'no site-relative links left');
  const de = await get(`/de/analysis/market-news/${item.id}.md`);
  t.equal(de.statusCode, 200);
  t.equal(de.headers['content-language'], 'en', 'German shows the English story');
  t.equal(de.headers.link, `<${origin}/en/analysis/market-news/${item.id}>; rel="canonical"`);
  const short = item.id.split('-')[0]!;
  if (short !== item.id) {
    const moved = await get(`/en/analysis/market-news/${short}.md`);
    t.equal(moved.statusCode, 301, 'a short id moves to the full one');
    t.equal(moved.headers.location, `/en/analysis/market-news/${item.id}.md`);
  }
  const missing = await get('/en/analysis/market-news/999999-no-such-story.md');
  t.equal(missing.statusCode, 404);
  t.equal(missing.headers['cache-control'], 'no-store');
  t.equal((await get('/en/analysis/market-news/Bad_Id.md')).statusCode, 404, 'a malformed id');
  const page = await get(`/en/analysis/market-news/${item.id}`);
  t.equal(page.statusCode, 200, 'without .md the page itself');
  t.match(page.headers['content-type'], /text\/html/);
});

t.test('market insight: author and body, in Chinese for Chinese locales', async (t) => {
  const [first] = (await api('/api/market-insight?limit=1&language=zh-hans')).data as { id: string }[];
  const zh = (await api(`/api/market-insight/${first!.id}?language=zh-hans`)).data as { id: string; title: string; author: { name: string }; updated_at: string };
  const res = await get(`/zh-hans/analysis/market-insight/${zh.id}.md`);
  t.equal(res.statusCode, 200);
  t.match(res.headers['content-type'], /^text\/markdown/);
  t.match(String(res.headers['content-language']), /^zh/);
  t.ok(res.body.startsWith(`# ${zh.title}\n`));
  t.match(res.body, `Author: ${zh.author.name}`);
  t.match(res.body, `Updated: ${zh.updated_at.slice(0, 10)}`);
  t.match(res.body, `Canonical: ${origin}/zh-hans/analysis/market-insight/${zh.id}`);
  t.equal((await get('/en/analysis/market-insight/no-such-insight.md')).statusCode, 404);
  const fr = await get(`/fr/analysis/market-insight/${zh.id}.md`);
  t.equal(fr.headers['content-language'], 'en', 'French shows the English piece');
});

t.test('Velora TV: the video as Markdown with its chapters and summary', async (t) => {
  const [first] = (await api('/api/videos?limit=1&language=en')).data as { id: number }[];
  const v = (await api(`/api/videos/${first!.id}?language=en`)).data as { id: number; slug: string; title: string; description: string; presenter: { name: string }; chapters: { title: string }[]; summary: string };
  const path = `/en/analysis/article-tv-${v.id}/${v.slug}`;
  const res = await get(`${path}.md`);
  t.equal(res.statusCode, 200);
  t.match(res.headers['content-type'], /^text\/markdown; charset=utf-8/);
  t.equal(res.headers.link, `<${origin}${path}>; rel="canonical"`);
  t.ok(res.body.startsWith(`# ${v.title}\n\n> ${v.description.replace(/\s+/g, ' ').trim()}\n`));
  t.match(res.body, `Presenter: ${v.presenter.name}`);
  t.match(res.body, /Length: \d+:\d\d/);
  t.match(res.body, `Canonical: ${origin}${path}`);
  t.match(res.body, '## Chapters\n\n- 0:00 ');
  for (const c of v.chapters) t.match(res.body, c.title);
  t.match(res.body, '## What the video covers');
  t.match(res.body, v.summary.split(/\n\s*\n/)[0]!.replace(/\s+/g, ' ').trim().slice(0, 60));
  const old = await get(`/en/analysis/article-tv-${v.id}/old-slug.md`);
  t.equal(old.statusCode, 301, 'another slug moves to the canonical copy');
  t.equal(old.headers.location, `${path}.md`);
  t.equal((await get(`/en/analysis/article-tv-999999/${v.slug}.md`)).statusCode, 404, 'an unknown video');
  t.equal((await get(`${path}`)).statusCode, 200, 'without .md the page itself');
  // Videos are written in German too (issue 34): the German copy is German, canonical at /de.
  const de = (await api(`/api/videos/${v.id}?language=de`)).data as { title: string; language: string };
  t.equal(de.language, 'de');
  const deCopy = await get(`/de/analysis/article-tv-${v.id}/${v.slug}.md`);
  t.equal(deCopy.headers['content-language'], 'de-DE');
  t.equal(deCopy.headers.link, `<${origin}/de/analysis/article-tv-${v.id}/${v.slug}>; rel="canonical"`);
  t.ok(deCopy.body.startsWith(`# ${de.title}\n`), 'the German title');
});

t.test('llms.txt points at the Markdown copies', async (t) => {
  const body = (await get('/en/api/llms')).body;
  t.match(body, /\(https:\/\/www\.example\.com\/en\/analysis\/market-news\/[a-z0-9-]+\): .* Markdown: https:\/\/www\.example\.com\/en\/analysis\/market-news\/[a-z0-9-]+\.md/);
  t.match(body, /Markdown: https:\/\/www\.example\.com\/en\/analysis\/market-insight\/[a-z0-9-]+\.md/);
  t.match(body, /Markdown: https:\/\/www\.example\.com\/en\/analysis\/article-tv-\d+\/[a-z0-9-]+\.md/);
  const link = /Markdown: https:\/\/www\.example\.com(\/en\/analysis\/article-tv-\d+\/[a-z0-9-]+\.md)/.exec(body)![1]!;
  t.equal((await get(link)).statusCode, 200, 'the listed copy exists');
});
