import t from 'tap';
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { request } from 'undici';
import { buildTestApp, browserUA, crawlerUA, TEST_METRICS_TOKEN } from '../../test-support/app.ts';
import { startRedis } from '../../test-support/redis-server.ts';
import { prepareDocument, negotiateEncoding } from './page-cache/entry.ts';
import { until } from '../../test-support/until.ts';

const token = 'purge-token-0123456789abcdef';

t.test('documents lose their nonces and keep hashes of their inline scripts', async (t) => {
  const html = '<html><head><script type="module" src="/a.js" nonce="n1"></script><script type="application/json">{"a":1}</script></head><body><p>é – مرحبا</p><script nonce="n1">$RC("B:0","S:0") // “é”</script></body></html>';
  const { body, scriptHashes } = prepareDocument(Buffer.from(html));
  t.notMatch(body.toString(), /nonce=/);
  t.equal(body.toString(), html.replaceAll(' nonce="n1"', ''), 'every other byte (UTF-8 text included) is kept');
  t.equal(scriptHashes.length, 1, 'only the executable inline script is hashed');
  const expected = createHash('sha256').update('$RC("B:0","S:0") // “é”', 'utf8').digest('base64');
  t.equal(scriptHashes[0], `'sha256-${expected}'`, "the hash of the script's UTF-8 bytes, as a browser computes it");
  const plain = Buffer.from('<html><body><p>مرحبا</p></body></html>');
  const same = prepareDocument(plain);
  t.equal(same.body, plain, 'a document without nonces is kept as it is, not copied');
  t.same(same.scriptHashes, []);
});

t.test('content negotiation', async (t) => {
  const both = { br: true, gzip: true };
  t.equal(negotiateEncoding('gzip, deflate, br', both), 'br');
  t.equal(negotiateEncoding('gzip', both), 'gzip');
  t.equal(negotiateEncoding('br;q=0, gzip', both), 'gzip');
  t.equal(negotiateEncoding('identity', both), 'identity');
  t.equal(negotiateEncoding(undefined, both), 'identity');
  t.equal(negotiateEncoding('*', both), 'br');
  t.equal(negotiateEncoding('br', { br: false, gzip: true }), 'identity');
});

t.test('hit and miss, variants, ETag/304, HEAD, cookies stay out of the bytes', async (t) => {
  const { app } = await buildTestApp({ LOG_LEVEL: 'warn' });
  t.teardown(() => app.close());
  const url = '/en/trading/forex';
  const first = await app.inject({ url, headers: { 'user-agent': browserUA, cookie: 'i18n_redirected=en' } });
  t.equal(first.headers['x-cache'], 'MISS');
  t.notMatch(first.headers['content-security-policy'], /nonce-/, 'a page complete at hand-over goes out as the cache keeps it: no nonce');

  const second = await app.inject({ url, headers: { 'user-agent': browserUA, cookie: 'i18n_redirected=en; campaign_code=abc' } });
  t.equal(second.headers['x-cache'], 'HIT');
  t.notMatch(second.headers['content-security-policy'], /nonce-/, 'a cached page never carries a nonce');
  t.notMatch(second.body, /nonce=/);
  t.equal(first.body, second.body, 'the miss and the hits are the same bytes');
  const shared = (h: Record<string, unknown>) => {
    const { date: _d, age: _a, 'x-cache': _x, 'x-request-id': _r, connection: _c, ...rest } = h;
    return rest;
  };
  t.same(shared(first.headers), shared(second.headers), 'and the same headers: a shared cache may keep the first response');
  const third = await app.inject({ url, headers: { 'user-agent': crawlerUA, cookie: 'referral_code=zzz; i18n_redirected=en' } });
  t.equal(third.body, second.body, 'two visitors with different cookies get byte-identical bodies');
  t.match(String(second.headers['cache-control']), /public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+/);
  t.match(String(second.headers.vary), /accept-encoding/i);

  // Variants are made off the request path; until then identity bytes are compressed on the fly.
  await until(async () => String((await app.inject({ url, headers: { 'accept-encoding': 'br' } })).headers.etag).endsWith('-br"'));
  const br = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
  const gz = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
  t.equal(gz.headers['content-encoding'], 'gzip');
  t.equal(brotliDecompressSync(br.rawPayload).toString(), second.body, 'brotli variant is the same document');
  t.equal(gunzipSync(gz.rawPayload).toString(), second.body, 'gzip variant is the same document');
  t.not(br.headers.etag, gz.headers.etag, 'each variant has its own ETag');

  const etag = String(br.headers.etag);
  const revalidated = await app.inject({ url, headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
  t.equal(revalidated.statusCode, 304);
  t.equal(revalidated.body, '');

  const head = await app.inject({ method: 'HEAD', url, headers: { 'accept-encoding': 'br' } });
  t.equal(head.statusCode, 200);
  t.equal(head.headers['x-cache'], 'HIT', 'HEAD is answered from the cache');
  t.equal(head.body, '');

  const query = await app.inject({ url: url + '?utm_source=mail', headers: { 'user-agent': crawlerUA } });
  t.equal(query.headers['x-cache'], 'HIT', 'the query string does not split the cache');
});

t.test('compressed variants are made for a page asked for again, not for every miss', async (t) => {
  const { app } = await buildTestApp({ LOG_LEVEL: 'warn' });
  t.teardown(() => app.close());
  const entryOf = (path: string) => [...app.pages.store.memory.entries()].find(([key]) => key.startsWith(`${path}|`))?.[1];
  const once = '/en/trading/indices';
  const twice = '/en/trading/shares';
  await app.inject({ url: once, headers: { 'user-agent': crawlerUA, 'accept-encoding': 'br' } });
  await app.inject({ url: twice, headers: { 'user-agent': crawlerUA, 'accept-encoding': 'br' } });
  const again = await app.inject({ url: twice, headers: { 'user-agent': crawlerUA, 'accept-encoding': 'br' } });
  t.equal(again.headers['x-cache'], 'HIT');
  t.equal(again.headers['content-encoding'], 'br', 'until its variants exist a hit is compressed on the fly');
  t.notOk(again.headers.etag, 'and carries no validator (its bytes are not the variant the ETag would name)');
  await until(() => !!entryOf(twice)?.br);
  t.ok(entryOf(twice)?.gzip, 'the page asked for again got its brotli and gzip variants');
  t.notOk(entryOf(twice)?.body, 'and dropped its uncompressed document (three quarters of its bytes)');
  t.ok(entryOf(once)?.body, 'a page without variants keeps it');
  // No margin needed: variants are made one page at a time, first queued first; a job for the
  // page asked for once (asked first) would have finished before the twice-asked page's.
  t.ok(entryOf(once), 'the page asked for once is cached');
  t.notOk(entryOf(once)?.br, 'without variants: no compression spent on a page nobody asked for again');
  const best = await app.inject({ url: twice, headers: { 'user-agent': crawlerUA, 'accept-encoding': 'br' } });
  t.match(String(best.headers.etag), /-br"$/, 'hits now get the stored brotli variant');
  const metrics = (await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TEST_METRICS_TOKEN}` } })).body;
  t.match(metrics, /page_cache_compressions_total\{result="made"\} 1\n/, 'one page compressed, counted');
});

t.test('a stale page is refreshed by a render nobody waits for, collected from its stream', async (t) => {
  const { app } = await buildTestApp({ LOG_LEVEL: 'warn' });
  t.teardown(() => app.close());
  const url = '/en/about/company';
  await app.inject({ url, headers: { 'user-agent': browserUA } });
  const [key, old] = [...app.pages.store.memory.entries()].find(([k]) => k.startsWith(`${url}|`))!;
  old.storedAt -= old.ttlMs + 1;
  const stale = await app.inject({ url, headers: { 'user-agent': browserUA } });
  t.equal(stale.headers['x-cache'], 'STALE');
  await until(() => app.pages.store.memory.get(key) !== old);
  const fresh = app.pages.store.memory.get(key)!;
  t.equal(app.pages.renders(), 2, 'one refresh render');
  t.ok(fresh.body!.subarray(-7).equals(Buffer.from('</html>')), 'the whole document');
  t.notMatch(fresh.body!.toString(), /nonce=/, 'without the nonce the streamed render carried');
  t.same(fresh.body, old.body, 'the same page, rendered again');
  t.equal((await app.inject({ url, headers: { 'user-agent': browserUA } })).headers['x-cache'], 'HIT');
});

t.test('a HEAD miss is stored and answered like a hit (no body); the GET after it is a hit', async (t) => {
  const { app } = await buildTestApp({ LOG_LEVEL: 'warn' });
  t.teardown(() => app.close());
  const url = '/en/about/company';
  const head = await app.inject({ method: 'HEAD', url, headers: { 'user-agent': crawlerUA } });
  t.equal(head.statusCode, 200);
  t.equal(head.headers['x-cache'], 'MISS');
  t.equal(head.body, '');
  t.match(String(head.headers['cache-control']), /^public, max-age=0, s-maxage=\d+/);
  t.equal(head.headers['content-length'], String(app.pages.store.memory.values().next().value!.body!.length), 'the length of the stored page');
  const get = await app.inject({ url, headers: { 'user-agent': crawlerUA } });
  t.equal(get.headers['x-cache'], 'HIT');
  t.equal(get.headers['cache-control'], head.headers['cache-control']);
  t.equal(app.pages.renders(), 1);

  const { app: off } = await buildTestApp({ LOG_LEVEL: 'warn', PAGE_CACHE: 'off' });
  t.teardown(() => off.close());
  const [offHead, offGet] = [await off.inject({ method: 'HEAD', url, headers: { 'user-agent': crawlerUA } }), await off.inject({ url, headers: { 'user-agent': crawlerUA } })];
  t.equal(offHead.body, '', 'without the page cache, HEAD has no body either');
  t.equal(offHead.headers['content-length'], String(offGet.rawPayload.length), 'and says the length a GET sends (it said 0)');
});

t.test('a miss under load renders once (single-flight)', async (t) => {
  const { app } = await buildTestApp({ LOG_LEVEL: 'warn' });
  t.teardown(() => app.close());
  const before = app.pages.renders();
  const answers = await Promise.all(
    Array.from({ length: 100 }, () => app.inject({ url: '/de/platform/copy-trading', headers: { 'user-agent': browserUA } })),
  );
  t.equal(app.pages.renders() - before, 1, 'one render for 100 concurrent requests');
  t.ok(answers.every((a) => a.statusCode === 200));
  t.equal(answers.filter((a) => a.headers['x-cache'] === 'MISS').length, 1);
  const bodies = new Set(answers.filter((a) => a.headers['x-cache'] === 'HIT').map((a) => a.body));
  t.equal(bodies.size, 1);
});

t.test('404 pages are cached briefly; metrics count hits and misses', async (t) => {
  const { app } = await buildTestApp({ LOG_LEVEL: 'warn' });
  t.teardown(() => app.close());
  const a = await app.inject({ url: '/en/nowhere', headers: { 'user-agent': crawlerUA } });
  const b = await app.inject({ url: '/en/nowhere', headers: { 'user-agent': crawlerUA } });
  t.equal(a.statusCode, 404);
  t.equal(b.statusCode, 404);
  t.equal(b.headers['x-cache'], 'HIT');
  t.equal(b.headers['cache-control'], 'no-cache', 'error pages are never held by a shared cache');
  const metrics = (await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TEST_METRICS_TOKEN}` } })).body;
  t.match(metrics, /page_cache_requests_total\{page_type="not-found",result="hit"\} 1/);
  t.match(metrics, /page_cache_requests_total\{page_type="not-found",result="miss"\} 1/);
  t.match(metrics, /page_cache_bytes \d+/);
  const thrown = await app.inject({ url: '/en/__test/throw', headers: { 'user-agent': crawlerUA } });
  t.equal(thrown.statusCode, 500);
  t.equal(thrown.headers['cache-control'], 'no-store', 'a 500 is never cached');
});

t.test('eviction by size', async (t) => {
  const { app } = await buildTestApp({ LOG_LEVEL: 'warn', PAGE_CACHE_MAX_MB: '0.2' });
  t.teardown(() => app.close());
  for (const p of ['/en/trading/forex', '/en/trading/crypto', '/en/trading/shares', '/en/trading/indices', '/en/about/company', '/en/academy/overview']) {
    await app.inject({ url: p, headers: { 'user-agent': crawlerUA } });
  }
  t.ok(app.pages.store.bytes <= 0.2 * 1024 * 1024, `held ${app.pages.store.bytes} bytes`);
  const metrics = (await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TEST_METRICS_TOKEN}` } })).body;
  const evicted = Number(/page_cache_evictions_total (\d+)/.exec(metrics)?.[1]);
  t.ok(evicted > 0, `${evicted} evictions`);
  t.equal((await app.inject({ url: '/en/academy/overview', headers: { 'user-agent': crawlerUA } })).headers['x-cache'], 'HIT', 'the newest page stays');
});

t.test('purge is token-protected and goes by path prefix', async (t) => {
  const { app } = await buildTestApp({ LOG_LEVEL: 'warn', CACHE_PURGE_TOKEN: token });
  t.teardown(() => app.close());
  await app.inject({ url: '/en/trading/forex' });
  await app.inject({ url: '/en/about/company' });
  t.equal((await app.inject({ method: 'DELETE', url: '/_cache/pages' })).statusCode, 401);
  t.equal((await app.inject({ method: 'DELETE', url: '/_cache/pages', headers: { authorization: 'Bearer wrong-token-0123456789ab' } })).statusCode, 401);
  const bad = await app.inject({ method: 'DELETE', url: '/_cache/pages?prefix=nope', headers: { authorization: `Bearer ${token}` } });
  t.equal(bad.statusCode, 400);
  t.equal(bad.json().field, 'prefix');
  const ok = await app.inject({ method: 'DELETE', url: '/_cache/pages?prefix=/en/trading', headers: { authorization: `Bearer ${token}` } });
  t.equal(ok.statusCode, 200);
  t.equal(ok.json().purged, 1);
  t.equal((await app.inject({ url: '/en/trading/forex' })).headers['x-cache'], 'MISS', 'purged page renders again');
  t.equal((await app.inject({ url: '/en/about/company' })).headers['x-cache'], 'HIT', 'others stay');
  const { app: off } = await buildTestApp({ LOG_LEVEL: 'warn' });
  t.equal((await off.inject({ method: 'DELETE', url: '/_cache/pages' })).statusCode, 404, 'disabled without a token');
  await off.close();
});

t.test('Redis shares pages between instances; Redis down, memory keeps serving', async (t) => {
  const redis = await startRedis();
  t.teardown(() => redis.stop());
  const a = await buildTestApp({ LOG_LEVEL: 'silent', REDIS_URL: redis.url });
  const b = await buildTestApp({ LOG_LEVEL: 'silent', REDIS_URL: redis.url });
  t.teardown(async () => {
    await a.app.close();
    await b.app.close();
  });
  await a.app.cache.waitForRedis(5000);
  await b.app.cache.waitForRedis(5000);
  const url = '/fr/trading/crypto';
  t.equal((await a.app.inject({ url, headers: { 'user-agent': crawlerUA } })).headers['x-cache'], 'MISS');
  // The shared copy is written at once (its variants follow when the page is asked for again).
  await until(async () => (await a.app.cache.redis!.keys('velora:page:/fr/trading/crypto*')).length === 1, 2000);
  const fromB = await b.app.inject({ url, headers: { 'user-agent': crawlerUA, 'accept-encoding': 'br' } });
  t.equal(fromB.headers['x-cache'], 'HIT');
  t.equal(b.app.pages.renders(), 0, 'instance B never rendered it');
  t.equal(fromB.headers['content-encoding'], 'br');

  await redis.kill();
  const stillA = await a.app.inject({ url, headers: { 'user-agent': crawlerUA } });
  t.equal(stillA.statusCode, 200);
  t.equal(stillA.headers['x-cache'], 'HIT', 'memory tier serves while Redis is down');
  const fresh = await b.app.inject({ url: '/fr/trading/shares', headers: { 'user-agent': crawlerUA } });
  t.equal(fresh.statusCode, 200, 'new pages still render with Redis down');
});

t.test('front lane: a memory hit answered before Fastify carries the same headers and bytes as the normal path', async (t) => {
  const { app, logs } = await buildTestApp({ LOG_LEVEL: 'debug' });
  t.teardown(() => app.close());
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const url = '/en/platform/metatrader-4';
  const get = async (headers: Record<string, string>, method: 'GET' | 'HEAD' = 'GET') => {
    const res = await request(origin + url, { method, headers });
    return { status: res.statusCode, headers: res.headers, body: Buffer.from(await res.body.arrayBuffer()) };
  };
  const headers = { 'user-agent': browserUA, 'accept-encoding': 'br', cookie: 'i18n_redirected=en' };
  t.equal((await get(headers)).headers['x-cache'], 'MISS');
  await until(async () => String((await get(headers)).headers.etag).endsWith('-br"'));
  logs.length = 0;
  const fast = await get({ ...headers, 'x-request-id': 'lane-test-1' });
  t.match(logs.join(''), /"level":20,[^\n]*"reqId":"lane-test-1".*"cache":"HIT".*"request completed"/, 'one debug line, as Fastify-served hits get');
  t.notMatch(logs.join(''), /incoming request/, 'Fastify did not see the request');
  // An If-None-Match that matches nothing sends the same request through Fastify.
  const normal = await get({ ...headers, 'if-none-match': '"other"' });
  t.equal(fast.status, 200);
  t.equal(normal.status, 200);
  t.same(fast.body, normal.body, 'identical bytes');
  t.equal(brotliDecompressSync(fast.body).toString().slice(-7), '</html>');
  const comparable = (h: Record<string, unknown>) => {
    const { date: _d, age: _a, 'x-request-id': _r, connection: _c, 'keep-alive': _k, 'transfer-encoding': _t, ...rest } = h;
    return Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, k === 'vary' ? String(v).toLowerCase() : String(v)]));
  };
  t.same(comparable(fast.headers), comparable(normal.headers), 'the same headers (security headers and CSP hashes included)');
  t.equal(fast.headers['x-request-id'], 'lane-test-1', "a caller's request id is kept");
  t.match(String((await get(headers)).headers['x-request-id']), /^[0-9a-f-]{36}$/, 'else a fresh one');
  t.equal(fast.headers['x-content-type-options'], 'nosniff');
  t.notOk(fast.headers['strict-transport-security'], 'no HSTS over plain HTTP');
  const https = await get({ ...headers, 'x-forwarded-proto': 'https' });
  t.match(String(https.headers['strict-transport-security']), /max-age=/, 'HSTS behind a TLS-terminating proxy');
  const gz = await get({ ...headers, 'accept-encoding': 'gzip' });
  t.equal(gz.headers['content-encoding'], 'gzip');
  t.same(gunzipSync(gz.body), brotliDecompressSync(fast.body), 'gzip variant: the same document');
  const plain = await get({ ...headers, 'accept-encoding': 'identity' });
  t.notOk(plain.headers['content-encoding']);
  t.same(plain.body, brotliDecompressSync(fast.body), 'identity variant: the same document (gunzipped: the entry keeps only its variants)');
  t.equal(plain.headers['content-length'], String(plain.body.length));
  t.equal(String(plain.headers.etag), String(fast.headers.etag).replace(/-br"$/, '"'), "the identity document's own ETag");
  t.equal(plain.headers['x-cache'], 'HIT');

  const other = await get({ ...headers, cookie: 'i18n_redirected=ar' });
  t.notOk(other.headers['set-cookie'], 'a visitor whose locale cookie differs gets the same response (the browser rewrites it)');
  t.same(comparable(other.headers), comparable(fast.headers), 'the same headers as any other visitor');
  const cookieless = await get({ 'user-agent': browserUA, 'accept-encoding': 'br', 'x-request-id': 'lane-test-2' });
  t.same(cookieless.body, fast.body, 'a first visit (no cookies) gets the same bytes');
  t.match(logs.join(''), /"reqId":"lane-test-2".*"cache":"HIT"/, 'from the front lane');
  t.match(String(fast.headers['cache-control']), /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+, stale-if-error=\d+$/);
  const head = await get(headers, 'HEAD');
  t.equal(head.status, 200);
  t.equal(head.body.length, 0, 'HEAD from the front lane has no body');
  t.equal(head.headers['content-length'], String(fast.body.length));
  const metrics = (await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TEST_METRICS_TOKEN}` } })).body;
  t.match(metrics, /page_cache_requests_total\{page_type="platform-metatrader-4",result="hit"\} [1-9]/, 'front-lane hits are counted');

  app.readiness.drain();
  t.equal((await get(headers)).headers.connection, 'close', 'while draining, hits go through Fastify (which closes connections)');
});

t.test('the default level logs misses and slow requests, not cache hits or static files (issue 35)', async (t) => {
  const { app, logs } = await buildTestApp({ LOG_LEVEL: 'info' });
  t.teardown(() => app.close());
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const url = '/en/about/company';
  const headers = { 'user-agent': browserUA, 'accept-encoding': 'br' };
  const miss = await request(origin + url, { headers: { ...headers, 'x-request-id': 'miss-1' } });
  await miss.body.dump();
  t.equal(miss.headers['x-cache'], 'MISS');
  await until(() => logs.join('').includes('"reqId":"miss-1"'));
  t.match(logs.join(''), /"level":30,[^\n]*"reqId":"miss-1"[^\n]*"url":"\/en\/about\/company"[^\n]*"request completed"/, 'a miss: one info line naming the URL');
  t.notMatch(logs.join(''), /incoming request/, 'no separate incoming line at info');
  await until(async () => {
    const r = await request(origin + url, { headers });
    await r.body.dump();
    return String(r.headers.etag).endsWith('-br"');
  });
  logs.length = 0;
  for (const id of ['hit-1', 'hit-2']) {
    const hit = await request(origin + url, { headers: { ...headers, 'x-request-id': id } });
    await hit.body.dump();
    t.equal(hit.headers['x-cache'], 'HIT');
  }
  // A hit through Fastify (If-None-Match that matches nothing skips the front lane).
  const viaFastify = await request(origin + url, { headers: { ...headers, 'if-none-match': '"x"', 'x-request-id': 'hit-3' } });
  await viaFastify.body.dump();
  t.equal(viaFastify.headers['x-cache'], 'HIT');
  // A marker request that is logged, so the absence below is checked after the hits were handled.
  const marker = await request(origin + '/en/no-such-page', { headers: { 'x-request-id': 'marker-1' } });
  await marker.body.dump();
  await until(() => logs.join('').includes('"reqId":"marker-1"'));
  t.notMatch(logs.join(''), /"reqId":"hit-[123]"/, 'cache hits write nothing at info (counted in page_cache_requests_total)');
});
