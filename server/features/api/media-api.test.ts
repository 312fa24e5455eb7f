// The BFF's video and webinar endpoints: against the sandbox (filters, 404, cache), bad input is a
// 400 naming the field, and an upstream answer that breaks the schema is a 502, never passed on.
import t from 'tap';
import Fastify from 'fastify';
import { buildTestApp } from '../../test-support/app.ts';
import { startApiApp } from './test-support.ts';

const { app } = await buildTestApp();
t.teardown(() => app.close());
const get = async (url: string) => {
  const res = await app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: JSON.parse(res.body), headers: res.headers };
};

t.test('/api/videos: newest first, category filter, language', async (t) => {
  const all = await get('/api/videos?language=en&limit=50');
  t.equal(all.status, 200);
  t.ok(all.body.data.length >= 8);
  const dates = all.body.data.map((v: { published_at: string }) => Date.parse(v.published_at));
  t.same(dates, [...dates].sort((a, b) => b - a), 'newest first');
  const weekly = await get('/api/videos?category=weekly&language=en');
  t.ok(weekly.body.data.length >= 2 && weekly.body.data.every((v: { category: string }) => v.category === 'weekly'));
  const zh = await get('/api/videos?language=zh-hant&limit=1');
  t.equal(zh.body.data[0].language, 'zh-hant');
  t.equal((await get('/api/videos?language=en&limit=50')).headers['x-cache'], 'HIT', 'cached');
});

t.test('/api/videos/{id}: detail, unknown id, bad input', async (t) => {
  const one = await get('/api/videos/102?language=en');
  t.equal(one.status, 200);
  t.match(one.body.data, { id: 102, slug: 'gold-weekly-outlook-real-yields', mime_type: 'video/webm', presenter: { slug: 'daniel-cho' } });
  t.ok(one.body.data.chapters.length >= 3 && one.body.data.captions.length === 14);
  t.equal((await get('/api/videos/999')).status, 404);
  for (const [url, field] of [['/api/videos/abc', 'id'], ['/api/videos?category=monthly', 'category'], ['/api/videos?limit=1000', 'limit'], ['/api/videos?x=1', 'x'], ['/api/webinar?when=soon', 'when']] as const) {
    const res = await get(url);
    t.equal(res.status, 400, url);
    t.match(JSON.stringify(res.body), field, `${url} names ${field}`);
  }
});

t.test('/api/webinar: upcoming and past', async (t) => {
  const all = await get('/api/webinar?language=en');
  t.ok(all.body.data.length >= 8);
  const upcoming = await get('/api/webinar?language=en&when=upcoming');
  t.ok(upcoming.body.data.length >= 3 && upcoming.body.data.every((w: { starts_at: string; duration_minutes: number }) => Date.parse(w.starts_at) + w.duration_minutes * 60_000 > Date.now()));
  const past = await get('/api/webinar?language=en&when=past');
  t.ok(past.body.data.some((w: { recording_video_id: number | null }) => w.recording_video_id !== null));
});

t.test('an upstream answer that breaks the schema is a 502', async (t) => {
  const upstream = Fastify();
  upstream.get('/api/videos', async () => ({ code: 200, data: [{ id: 'x', title: 3 }] }));
  upstream.get('/api/videos/:id', async () => ({ code: 200, data: { id: 1, slug: 'a', title: 'A' } }));
  upstream.get('/api/webinar', async () => ({ code: 200, data: [{ id: 1, title: 'No date' }] }));
  await upstream.listen({ port: 0, host: '127.0.0.1' });
  t.teardown(() => upstream.close());
  const { port } = upstream.server.address() as { port: number };
  const api = await startApiApp({ UPSTREAM_URL: `http://127.0.0.1:${port}` });
  t.teardown(() => api.close());
  for (const path of ['/api/videos', '/api/videos/1', '/api/webinar']) {
    const res = await fetch(api.url + path);
    t.equal(res.status, 502, path);
  }
});

t.test('the sandbox serves posters, captions and the clip from the same origin', async (t) => {
  const poster = await app.inject({ method: 'GET', url: '/sandbox/assets/videos/tv-102.svg' });
  t.equal(poster.headers['content-type'], 'image/svg+xml');
  t.match(poster.body, 'Gold weekly outlook');
  const vtt = await app.inject({ method: 'GET', url: '/sandbox/assets/videos/tv-102-zh-hant.vtt' });
  t.match(vtt.headers['content-type'], /^text\/vtt/);
  t.match(vtt.body, /^WEBVTT/);
  const clip = await app.inject({ method: 'GET', url: '/sandbox/assets/videos/tv-102.webm' });
  t.equal(clip.statusCode, 200);
  t.equal(clip.headers['content-type'], 'video/webm');
  t.ok(clip.rawPayload.length > 1000, 'a real clip');
  for (const bad of ['tv-999.webm', 'tv-102-en.webm', 'tv-102.vtt', 'tv-102-xx.vtt']) {
    t.equal((await app.inject({ method: 'GET', url: `/sandbox/assets/videos/${bad}` })).statusCode, 404, bad);
  }
});
