// The analysis overview hub on the production build: every analysis section linked, the newest
// news, insight and videos (the same items as the APIs' first ones), the next high-impact
// releases after now in GMT+3, and English items marked on a language that has none of its own.
import t from 'tap';
import { buildTestApp, crawlerUA } from '../../../server/test-support/app.ts';

const { app } = await buildTestApp();
t.teardown(() => app.close());
const get = (url: string) => app.inject({ method: 'GET', url, headers: { 'user-agent': crawlerUA } });
const api = async (url: string) => JSON.parse((await app.inject({ method: 'GET', url })).body);

t.test('English: sections, newest items of each kind, next releases', async (t) => {
  const res = await get('/en/analysis/overview');
  t.equal(res.statusCode, 200);
  const html = res.body;
  for (const path of ['/en/analysis/market-news', '/en/analysis/market-insight', '/en/analysis/economic-calendar', '/en/analysis/velora-tv', '/en/analysis/our-expert-team', '/en/platform/trading-central', '/en/analysis/velora-editorial-guideline']) {
    t.match(html, `href="${path}"`, `links ${path}`);
  }
  const news = (await api('/api/fxstreet-api/news?limit=3')).data as { id: string }[];
  const ids = [...html.matchAll(/<li class="news-card" data-item="([a-z0-9-]+)"/g)].map((m) => m[1]);
  t.same(ids.slice(0, 3), news.map((n) => n.id), 'the three newest news items first');
  t.equal(ids.length, 6, 'three news and three insight items');
  const videos = (await api('/api/videos?limit=3&language=en')).data as { title: string }[];
  for (const v of videos) t.match(html, v.title.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'), `video ${v.title}`);
  const rows = [...html.matchAll(/<tr><td><time dateTime="([^"]+)">/g)].map((m) => Date.parse(m[1]!));
  t.ok(rows.length >= 1 && rows.length <= 6, `${rows.length} upcoming releases`);
  t.ok(rows.every((at) => at > Date.now() - 60_000), 'all still to come');
  t.same(rows, [...rows].sort((a, b) => a - b), 'soonest first');
  t.match(html, 'Times shown in GMT+3');
  t.match(html, /<h2 id="latest-news">Latest market news<\/h2>/);
});

t.test('German: translated headings, English items marked, unknown nothing', async (t) => {
  const res = await get('/de/analysis/overview');
  t.equal(res.statusCode, 200);
  t.match(res.body, 'Neueste Marktnachrichten');
  t.match(res.body, /<h3 class="news-card__title" lang="en" dir="ltr">/, 'English news marked');
  t.match(res.body, /<th scope="row" lang="en" dir="auto">/, 'English release names marked');
});
