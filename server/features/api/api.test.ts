// The API against the embedded sandbox: shapes, caching (hit, single-flight, stale-if-error,
// time-outs), error pass-through, location, user endpoints, the in-process read (readEndpoint).
import t from 'tap';
import { until } from '../../test-support/until.ts';
import { articles } from './articles.ts';
import { readEndpoint } from './endpoint.ts';
import { allSymbols, symbol } from './market.ts';
import { news } from './news.ts';
import { ValidationError } from './errors.ts';
import { registerReadiness } from './index.ts';
import { startApiApp } from './test-support.ts';

type Body = { code?: number; data?: unknown; error?: string; message?: string; countryCode?: string };
const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await fetch(url, { headers });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Body };
};

t.test('content endpoints answer the shapes of section 7', async (t) => {
  const s = await startApiApp({ PUBLIC_ORIGIN: 'http://site.test' });
  t.teardown(() => s.close());

  const forex = await get(`${s.url}/api/articles?tags_ids[]=4&limit=3&language=en`);
  t.equal(forex.body.code, 200);
  const list = forex.body.data as { id: number; image: string; tag: string; title: string; description: string; readTime: number; tags_ids: number[] }[];
  t.equal(list.length, 3);
  for (const a of list) {
    t.ok(a.tags_ids.includes(4) && a.image && a.tag && a.title && a.description && a.readTime > 0, `article ${a.id} complete`);
  }
  const t4 = await get(`${s.url}/api/articles?ids[]=48&ids[]=56&ids[]=58&language=zh-hant-tw`);
  t.same((t4.body.data as { id: number }[]).map((a) => a.id), [48, 56, 58]);
  t.match((t4.body.data as { title: string }[])[0]!.title, /登入/, 'Traditional Chinese');

  const all = await get(`${s.url}/api/allsymblos`);
  const quotes = all.body.data as { symbol: string; bid: number; ask: number; digits: number }[];
  for (const sym of ['EURUSD', 'USDCHF', 'XAUUSD', 'BTCUSD', 'JPN225', 'NVDA', 'GAUCNH']) {
    const q = quotes.find((x) => x.symbol === sym);
    t.ok(q && q.ask > q.bid && Number.isInteger(q.digits), `${sym} quoted`);
  }
  t.match(await get(`${s.url}/api/market-api/symblos/3/EURUSD`), { status: 200, body: { code: 200, data: { symbol: 'EURUSD', digits: 5 } } });
  for (const path of ['articles/null', 'promotions', 'webinar', 'articleTags', 'dividends', 'urls', 'getArticleAlias', 'author', 'author/1/articles', 'getSymbolToday', 'fxstreet-api/news']) {
    const r = await get(`${s.url}/api/${path}`);
    t.equal(r.status, 200, path);
    t.equal(r.body.code, 200, `${path} code 200`);
  }
  const news = await get(`${s.url}/api/fxstreet-api/news?limit=2`);
  const id = (news.body.data as { id: string }[])[0]!.id;
  t.match(await get(`${s.url}/api/fxstreet-api/getNewsById?id=${id}`), { status: 200, body: { data: { id } } });
});

t.test('caching through HTTP: hit, normalised keys, single-flight, reads only', async (t) => {
  const s = await startApiApp({ PUBLIC_ORIGIN: 'http://site.test' });
  t.teardown(() => s.close());
  const sandbox = s.app.sandbox!;
  const a = await get(`${s.url}/api/articles?tags_ids[]=4&limit=3&language=en`);
  t.equal(a.headers.get('x-cache'), 'MISS');
  const b = await get(`${s.url}/api/articles?language=en&limit=3&tags_ids=4`);
  t.equal(b.headers.get('x-cache'), 'HIT', 'same normalised request, same key');
  t.match(b.headers.get('cache-control'), /public, max-age=\d+/);
  const c = await get(`${s.url}/api/articles?tags_ids[]=4&limit=3&language=zh-hans`);
  t.equal(c.headers.get('x-cache'), 'MISS', 'another locale, another key');
  t.equal(sandbox.callsTo('/api/articles').length, 2);

  sandbox.faults.push({ path: '/api/promotions', latencyMs: 100 });
  const many = await Promise.all(Array.from({ length: 100 }, () => get(`${s.url}/api/promotions?language=en`)));
  t.ok(many.every((r) => r.status === 200));
  t.equal(sandbox.callsTo('/api/promotions').length, 1, '100 concurrent misses, one upstream call');
  sandbox.faults.length = 0;

  await get(`${s.url}/api/location?sandbox_country=GB`);
  await get(`${s.url}/api/location?sandbox_country=GB`);
  t.equal(sandbox.callsTo('/api/location').length, 2, 'location is per visitor: never cached');
});

t.test('stale-if-error and upstream failures', async (t) => {
  const s = await startApiApp({ PUBLIC_ORIGIN: 'http://site.test' }, { CACHE_SLOW_MS: '200' });
  t.teardown(() => s.close());
  const sandbox = s.app.sandbox!;

  // allsymblos: TTL 2 s, SWR 10 s. An entry 5 s old is served stale and refreshed in the background.
  t.equal((await get(`${s.url}/api/allsymblos`)).status, 200);
  const key = 'api:allsymblos:{}:{}';
  const entry = await s.app.cache.get(key);
  t.ok(entry, 'cached under the normalised key');
  await s.app.cache.set(key, entry!.value, { ttlMs: 2000, staleMs: 86_400_000, storedAt: Date.now() - 5000 });
  sandbox.faults.push({ path: '/api/allsymblos', status: 503 });
  // entry is past its TTL but inside SWR (10 s): stale answer, background refresh fails quietly
  const swr = await get(`${s.url}/api/allsymblos`);
  t.equal(swr.status, 200);
  t.equal(swr.headers.get('x-cache'), 'STALE');
  t.equal(swr.headers.get('cache-control'), 'no-cache');
  await until(() => sandbox.callsTo('/api/allsymblos').length >= 3);
  t.equal(sandbox.callsTo('/api/allsymblos').length, 3, 'one background refresh (retried once), which failed quietly');
  sandbox.faults.length = 0;
  const staleAt = (await s.app.cache.get(key))!.storedAt;
  await get(`${s.url}/api/allsymblos`);
  // the positive signal: the background refresh stored a new entry
  await until(async () => ((await s.app.cache.get(key))?.storedAt ?? 0) > staleAt);
  t.equal((await get(`${s.url}/api/allsymblos`)).headers.get('x-cache'), 'HIT', 'refreshed in the background');

  // Upstream down, no cache: the status and a sanitised body are passed on (one retry for GET).
  sandbox.faults.push({ path: '/api/dividends', status: 503 });
  const before = sandbox.callsTo('/api/dividends').length;
  const down = await get(`${s.url}/api/dividends`);
  t.equal(down.status, 503);
  t.equal(sandbox.callsTo('/api/dividends').length - before, 2, 'GET retried once');
  t.notMatch(JSON.stringify(down.body), /internal|srv|stack|8080/, 'no stack trace or internal hostname');
  sandbox.faults.length = 0;

  // Good answer cached long ago (past TTL + SWR), then the upstream fails: last good answer, flagged.
  t.equal((await get(`${s.url}/api/webinar`)).status, 200);
  const wkey = 'api:webinar:{}:{}';
  const w = await s.app.cache.get(wkey);
  await s.app.cache.set(wkey, w!.value, { ttlMs: 600_000, staleMs: 86_400_000, storedAt: Date.now() - 3 * 3_600_000 });
  sandbox.faults.push({ path: '/api/webinar', status: 500 });
  const res = await get(`${s.url}/api/webinar`);
  t.equal(res.status, 200);
  t.equal(res.headers.get('x-cache'), 'STALE-IF-ERROR', 'served the last good answer');
  t.equal(res.headers.get('x-stale'), 'upstream-error');
  t.same(res.body, w!.value);
  sandbox.faults.length = 0;
  sandbox.faults.push({ path: '/api/webinar', drop: true });
  t.equal((await get(`${s.url}/api/webinar`)).headers.get('x-cache'), 'STALE-IF-ERROR', 'also when the connection drops');
  sandbox.faults.length = 0;
  t.equal((await get(`${s.url}/api/webinar`)).headers.get('x-cache'), 'MISS', 'upstream back: fresh again');

  // Unknown symbol: the upstream's 404, passed on, not masked by stale data.
  const unknown = await get(`${s.url}/api/market-api/symblos/3/NOPE`);
  t.equal(unknown.status, 404);
  t.equal(unknown.body.code, 404);

  // Malformed answer: 502 with a clear error.
  sandbox.faults.push({ path: '/api/articleTags', malformed: 'json' });
  t.match(await get(`${s.url}/api/articleTags?language=fr`), { status: 502, body: { error: 'bad_upstream_response' } });
  sandbox.faults.push({ path: '/api/articleTags', malformed: 'text' });
  t.match(await get(`${s.url}/api/articleTags?language=it`), { status: 502, body: { error: 'bad_upstream_response' } });
  sandbox.faults.length = 0;

  // Dropped connections on a read: retried once, then fine.
  sandbox.faults.push({ path: '/api/urls', drop: true, times: 1 });
  t.equal((await get(`${s.url}/api/urls?language=en`)).status, 200);
});

t.test('time-outs: 504 without cache, stale answer with one', async (t) => {
  const s = await startApiApp({ PUBLIC_ORIGIN: 'http://site.test', UPSTREAM_TIMEOUT_MS: '300' }, { CACHE_SLOW_MS: '100' });
  t.teardown(() => s.close());
  const sandbox = s.app.sandbox!;
  sandbox.faults.push({ path: '/api/getSymbolToday', hang: true });
  // The upstream never answers: a 504 at all means UPSTREAM_TIMEOUT_MS bounded the wait.
  t.match(await get(`${s.url}/api/getSymbolToday`), { status: 504, body: { error: 'upstream_timeout' } });
  sandbox.faults.length = 0;

  await get(`${s.url}/api/getSymbolToday`);
  const key = 'api:getSymbolToday:{}:{}';
  const e = await s.app.cache.get(key);
  await s.app.cache.set(key, e!.value, { ttlMs: 300_000, staleMs: 86_400_000, storedAt: Date.now() - 3_600_000 });
  // A hanging upstream: the stale answer arrives, so it did not wait for one.
  sandbox.faults.push({ path: '/api/getSymbolToday', hang: true });
  const r = await get(`${s.url}/api/getSymbolToday`);
  t.equal(r.status, 200);
  t.equal(r.headers.get('x-cache'), 'STALE-IF-ERROR', 'did not wait for the slow upstream');
});

t.test('location', async (t) => {
  const s = await startApiApp({ PUBLIC_ORIGIN: 'http://site.test' }, { GEO_HEADER: 'CF-IPCountry' });
  t.teardown(() => s.close());
  const sandbox = s.app.sandbox!;
  t.same((await get(`${s.url}/api/location`, { 'cf-ipcountry': 'gb' })).body, { countryCode: 'GB' });
  t.equal(sandbox.callsTo('/api/location').length, 0, 'the trusted header answers without an upstream call');
  t.same((await get(`${s.url}/api/location`, { 'cf-ipcountry': 'XX' })).body, { countryCode: 'SG' }, 'unknown country: ask upstream');
  t.same((await get(`${s.url}/api/location?sandbox_country=gb`)).body, { countryCode: 'GB' });
  t.same((await get(`${s.url}/api/location`, { cookie: 'sandbox_country=TH' })).body, { countryCode: 'TH' });
  t.equal((await get(`${s.url}/api/location`)).headers.get('cache-control'), 'private, no-store');
  sandbox.faults.push({ path: '/api/location', status: 500 });
  t.match(await get(`${s.url}/api/location`), { status: 200, body: {} }, 'failure: empty answer, not an error');
  sandbox.faults.length = 0;
  sandbox.faults.push({ path: '/api/location', malformed: 'json' });
  t.same((await get(`${s.url}/api/location`)).body, {});
});

t.test('user endpoints: proxied, same-origin writes, never cached', async (t) => {
  const s = await startApiApp({ PUBLIC_ORIGIN: 'http://site.test' });
  t.teardown(() => s.close());
  const h = { origin: 'http://site.test', 'content-type': 'application/json' };
  const login = await fetch(`${s.url}/api/user/login`, { method: 'POST', headers: h, body: JSON.stringify({ email: 'ada@example.com', password: 'correct horse' }) });
  t.equal(login.status, 200);
  const { data } = (await login.json()) as { data: { token: string } };
  const bad = await fetch(`${s.url}/api/user/login`, { method: 'POST', headers: h, body: JSON.stringify({ email: 'ada@example.com', password: 'short' }) });
  t.equal(bad.status, 401, 'upstream 401 passed on, not retried');
  t.equal((await fetch(`${s.url}/api/user/login`, { method: 'POST', headers: { ...h, origin: 'https://evil.example' }, body: '{"password":"x"}' })).status, 403);
  const auth = { authorization: `Bearer ${data.token}` };
  const info = await get(`${s.url}/api/user/info`, auth);
  t.match(info, { status: 200, body: { data: { email: 'ada@example.com' } } });
  t.equal(info.headers.get('cache-control'), 'private, no-store');
  t.equal((await get(`${s.url}/api/user/info`)).status, 401);
  const put = await fetch(`${s.url}/api/user/info`, { method: 'PUT', headers: { ...h, ...auth }, body: JSON.stringify({ first_name: 'Ada' }) });
  t.equal(put.status, 200);
  t.equal(s.app.sandbox!.callsTo('/api/user/info').length, 2);
});

t.test('readEndpoint: the same data in-process, for server documents', async (t) => {
  const s = await startApiApp({ PUBLIC_ORIGIN: 'http://site.test' });
  t.teardown(() => s.close());
  const viaFn = await readEndpoint(s.app, articles, { tags_ids: [4], limit: 3, language: 'en' });
  const viaHttp = await get(`${s.url}/api/articles?tags_ids[]=4&limit=3&language=en`);
  t.same(viaFn, viaHttp.body);
  t.equal(viaHttp.headers.get('x-cache'), 'HIT', 'shares the cache with the route');
  t.same(((await readEndpoint(s.app, articles, { ids: [48, 56, 58] })).data as { id: number }[]).map((a) => a.id), [48, 56, 58]);
  t.equal(((await readEndpoint(s.app, allSymbols)).data as unknown[]).length >= 27, true);
  t.match(await readEndpoint(s.app, symbol, {}, { symbol: 'XAUUSD' }), { code: 200, data: { symbol: 'XAUUSD' } });
  t.match(await readEndpoint(s.app, news, { limit: 1 }), { code: 200 });
  const err = await readEndpoint(s.app, articles, { limit: 0 }).catch((e: unknown) => e);
  t.ok(err instanceof ValidationError && err.issues[0]!.field === 'limit', 'bad input throws ValidationError');
});

t.test('readiness checks', async (t) => {
  const s = await startApiApp({ PUBLIC_ORIGIN: 'http://site.test' });
  t.teardown(() => s.close());
  const checks = new Map<string, () => Promise<boolean>>();
  (s.app as unknown as { readiness: unknown }).readiness = { register: (n: string, f: () => Promise<boolean>) => checks.set(n, f) };
  registerReadiness(s.app);
  t.ok(checks.has('upstream'));
  t.equal(await checks.get('upstream')!(), true);
  s.app.sandbox!.faults.push({ path: '/api/articleTags', status: 503 });
  t.equal(await checks.get('upstream')!(), false);
});
