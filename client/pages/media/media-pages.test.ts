// Velora TV, video pages, webinars, campaign landings and thank-you on the production build
// (npm run build first): lists and the filter, detail with player markup and JSON-LD, the
// canonical address (301), the English fallback, 404 for unknown items, the GMT+3 server render,
// Event JSON-LD, sitemap and llms.txt entries.
import t from 'tap';
import { buildTestApp, crawlerUA } from '../../../server/test-support/app.ts';

const { app } = await buildTestApp();
t.teardown(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url, headers: { 'user-agent': crawlerUA } });
const count = (haystack: string, needle: string) => haystack.split(needle).length - 1;
const cardIds = (html: string) => [...html.matchAll(/<li class="article-card" data-article="(\d+)"/g)].map((m) => Number(m[1]));
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((m) => {
  const v = JSON.parse(m[1]!);
  return Array.isArray(v) ? v : v['@graph'] ?? [v];
}) as Record<string, unknown>[];
const ofType = (html: string, type: string) => jsonLd(html).filter((n) => n['@type'] === type);

t.test('Velora TV: the library and its category filter', async (t) => {
  const res = await get('/en/analysis/velora-tv');
  t.equal(res.statusCode, 200);
  const ids = cardIds(res.body);
  t.ok(ids.length >= 8, `${ids.length} videos`);
  t.equal(ids[0], 101, 'newest first');
  t.match(res.body, 'href="/en/analysis/article-tv-102/gold-weekly-outlook-real-yields"');
  t.match(res.body, 'Weekly outlook');
  const weekly = await get('/en/analysis/velora-tv?category=weekly');
  t.equal(weekly.statusCode, 200);
  t.same(cardIds(weekly.body).sort(), [102, 105]);
  t.match(weekly.body, '<link rel="canonical" href="https://www.example.com/en/analysis/velora-tv?category=weekly"/>');
  t.ok(/<a aria-current="page"[^>]*href="\/en\/analysis\/velora-tv\?category=weekly"/.test(weekly.body), 'the category is marked current');
  t.equal((await get('/en/analysis/velora-tv?category=monthly')).statusCode, 404, 'an unknown category is a 404');
  const zh = await get('/zh-hans/analysis/velora-tv');
  t.match(zh.body, '黄金周度展望');
  const de = await get('/de/analysis/velora-tv');
  // The CMS writes the videos in German too (issue 34): German cards, not marked English.
  t.notMatch(de.body, /<li class="article-card" data-article="\d+" lang="en"/, 'no English item on German pages');
  t.match(de.body, 'Gold-Wochenausblick: Realzinsen', 'the German title');
});

t.test('a video: player on demand, summary once, chapters, JSON-LD', async (t) => {
  const path = '/en/analysis/article-tv-102/gold-weekly-outlook-real-yields';
  const res = await get(path);
  t.equal(res.statusCode, 200);
  t.match(res.body, /<h1 id="video-title"[^>]*>Gold weekly outlook/);
  t.notMatch(res.body, /<video/, 'no <video> until the visitor asks');
  t.notMatch(res.body, /<iframe/, 'no third-party player');
  t.match(res.body, /<a class="video-player__start" href="\/sandbox\/assets\/videos\/tv-102\.webm"/, 'the poster links to the file without JavaScript');
  t.match(res.body, /<img src="\/sandbox\/assets\/videos\/tv-102\.svg"/);
  t.equal(count(res.body, 'official-sector buying'), 1, 'the summary once (not repeated in the hydration data)');
  t.match(res.body, 'Real yields versus central-bank demand');
  t.match(res.body, 'href="/en/analysis/our-expert-team/daniel-cho"');
  t.match(res.body, 'href="/en/trading/trading-xauusd"');
  t.ok(cardIds(res.body).length > 0, 'related videos');
  t.match(res.body, `<link rel="canonical" href="https://www.example.com${path}"/>`);
  const [video] = ofType(res.body, 'VideoObject');
  t.match(video, {
    name: /Gold weekly outlook/, description: /Daniel Cho/, thumbnailUrl: ['https://www.example.com/sandbox/assets/videos/tv-102.svg'],
    duration: 'PT14M56S', contentUrl: 'https://www.example.com/sandbox/assets/videos/tv-102.webm', uploadDate: /^\d{4}-\d{2}-\d{2}T/,
  });
  t.equal(ofType(res.body, 'BreadcrumbList').length, 1);
  const trail = (ofType(res.body, 'BreadcrumbList')[0]!.itemListElement as { name: string; item: string }[]);
  t.same(trail.map((c) => c.name), ['Home', 'Analysis', 'Velora TV', 'Gold weekly outlook: real yields, central-bank buying and the next range'], 'Home > Analysis > Velora TV > the video');
  t.equal(trail[2]!.item, 'https://www.example.com/en/analysis/velora-tv');
});

t.test('one address per video: the id or an old slug redirects; unknown ids are 404 pages', async (t) => {
  const bare = await get('/en/analysis/article-tv-102');
  t.equal(bare.statusCode, 301);
  t.equal(bare.headers.location, '/en/analysis/article-tv-102/gold-weekly-outlook-real-yields');
  const wrong = await get('/zh-hant/analysis/article-tv-102/old-title');
  t.equal(wrong.statusCode, 301);
  t.equal(wrong.headers.location, '/zh-hant/analysis/article-tv-102/gold-weekly-outlook-real-yields');
  for (const p of ['/en/analysis/article-tv-999', '/en/analysis/article-tv-999/x', '/en/analysis/article-tv-abc', '/en/analysis/article-tv-102/a/b']) {
    const res = await get(p);
    t.equal(res.statusCode, 404, p);
    t.match(res.body, /<title>Error 404/, `${p}: the error page`);
  }
});

t.test('other languages: the French video in French, summary included, canonical at its own URL', async (t) => {
  const res = await get('/fr/analysis/article-tv-104/position-sizing-in-five-minutes');
  t.equal(res.statusCode, 200);
  t.match(res.body, /<h1 id="video-title">La taille de position en cinq minutes<\/h1>/);
  t.match(res.body, '<link rel="canonical" href="https://www.example.com/fr/analysis/article-tv-104/position-sizing-in-five-minutes"/>');
  t.match(res.body, /<div id="video-summary" class="article-body">/, 'the summary is not marked English');
  t.match(res.body, 'un risque de 1 pour cent et un stop de 25 pips', 'the French summary');
  t.notMatch(res.body, 'Le résumé ci-dessous est encore en anglais');
  t.notMatch(res.body, 'Cette vidéo est disponible en anglais uniquement.');
  const zh = await get('/zh-hans/analysis/article-tv-104/position-sizing-in-five-minutes');
  t.match(zh.body, '五分钟学会计算仓位');
  t.match(zh.body, '<link rel="canonical" href="https://www.example.com/zh-hans/analysis/article-tv-104/position-sizing-in-five-minutes"/>');
});

t.test('webinars: upcoming in GMT+3 on the server, past with recordings, Event JSON-LD', async (t) => {
  const res = await get('/en/academy/webinars');
  t.equal(res.statusCode, 200);
  const upcoming = res.body.slice(res.body.indexOf('id="upcoming-title"'), res.body.indexOf('id="past-title"'));
  const past = res.body.slice(res.body.indexOf('id="past-title"'));
  const upcomingIds = [...upcoming.matchAll(/data-webinar="(\d+)"/g)].map((m) => Number(m[1]));
  const pastIds = [...past.matchAll(/data-webinar="(\d+)"/g)].map((m) => Number(m[1]));
  t.ok(upcomingIds.length >= 3 && pastIds.length >= 3, `${upcomingIds.length} upcoming, ${pastIds.length} past`);
  t.match(upcoming, /data-zone="GMT\+3"/, 'server render in GMT+3');
  t.match(upcoming, /\d{2}:\d{2} GMT\+3/);
  t.match(res.body, 'Times are shown in GMT+3.');
  t.match(past, 'href="/en/analysis/article-tv-108/trading-the-us-jobs-report"', 'a recording links to its video');
  t.match(upcoming, 'href="/en/academy/register-webinar-201"');
  const events = ofType(res.body, 'Event');
  t.equal(events.length, upcomingIds.length, 'one Event per upcoming webinar');
  t.match(events[0], {
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode', location: { '@type': 'VirtualLocation' },
    organizer: { '@type': 'Organization', name: 'Velora Markets' }, performer: { '@type': 'Person' }, startDate: /^\d{4}-/,
  });
  const ar = await get('/ar/academy/webinars');
  t.match(ar.body, /<h3 class="webinar-card__title">أسبوع البنوك المركزية/, 'Arabic sessions in Arabic, not marked English');
  t.match(ar.body, /<bdi dir="ltr" class="ltr-token">EUR\/USD<\/bdi>/, 'symbols isolated in the right-to-left abstract');
});

t.test('campaign landings and thank-you', async (t) => {
  const webinar = await get('/en/academy/register-webinar-201');
  t.equal(webinar.statusCode, 200);
  t.match(webinar.body, 'Central bank week');
  t.match(webinar.body, 'What you get');
  t.match(webinar.body, 'data-testid="register-cta"');
  t.equal(ofType(webinar.body, 'Event').length, 1);
  t.same((ofType(webinar.body, 'BreadcrumbList')[0]!.itemListElement as { name: string }[]).map((c) => c.name), ['Home', 'Academy', 'Webinars', 'Central bank week: trading rate decisions in FX']);
  const ended = await get('/en/academy/register-webinar-208');
  t.equal(ended.statusCode, 200);
  t.match(ended.body, 'This webinar has ended.');
  t.match(ended.body, 'href="/en/analysis/article-tv-108/trading-the-us-jobs-report"');
  const ebook = await get('/zh-hant/academy/register-ebooksignup2025');
  t.equal(ebook.statusCode, 200);
  t.match(ebook.body, '外匯與差價合約交易新手指南');
  for (const p of ['/en/academy/register-2025', '/en/academy/register-webinar-999', '/en/academy/register-ebook']) t.equal((await get(p)).statusCode, 404, p);
  const thanks = await get('/en/academy/thank-you');
  t.equal(thanks.statusCode, 200);
  t.match(thanks.body, /<meta name="robots" content="noindex/);
  t.match(thanks.body, 'What happens next');
  t.match(thanks.body, 'href="/en/academy/trading-academy"');
});

t.test('sitemaps and llms.txt', async (t) => {
  const en = (await get('/en/api/sitemap')).body;
  const block = en.slice(en.indexOf('<loc>https://www.example.com/en/analysis/article-tv-102/gold-weekly-outlook-real-yields</loc>'));
  t.ok(block.length > 0 && en.includes('article-tv-102/gold-weekly-outlook-real-yields'), 'video URLs listed');
  const lastmod = /<lastmod>([^<]+)<\/lastmod>/.exec(block)?.[1];
  const api = JSON.parse((await app.inject({ method: 'GET', url: '/api/videos/102?language=en' })).body);
  t.equal(lastmod, api.data.updated_at.replace(/\.\d{3}Z$/, 'Z'), 'lastmod from the video');
  t.ok(count(en, '<loc>https://www.example.com/en/analysis/article-tv-') >= 8);
  t.ok(count((await get('/de/api/sitemap')).body, '<loc>https://www.example.com/de/analysis/article-tv-') >= 8, 'the German videos in the German sitemap');
  const llms = (await get('/en/api/llms')).body;
  t.match(llms, '## Newest videos (Velora TV)');
  t.match(llms, '(https://www.example.com/en/analysis/article-tv-101/eurusd-daily-briefing-ecb-speakers)');
  t.match(llms, '## Upcoming webinars');
  t.match(llms, 'https://www.example.com/en/academy/register-webinar-201');
});
