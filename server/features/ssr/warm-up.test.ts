// Warm-up at start (issue 17): the configured pages are rendered once before /readyz says ready,
// so the first visitor of each is served from the page cache with every page module loaded.
import t from 'tap';
import { buildTestApp, browserUA } from '../../test-support/app.ts';
import { until } from '../../test-support/until.ts';
import { selfOrigin } from './warm-up.ts';

t.test('pages of WARM_UP_PATHS are rendered and cached before the replica is ready', async (t) => {
  const { app, logs } = await buildTestApp({ LOG_LEVEL: 'info', WARM_UP_PATHS: '/en/trading/forex, /de/academy/trading-academy, not-a-path' });
  t.teardown(() => app.close());
  // Warm-up asks the listening server over HTTP: not ready, and nothing rendered, before it listens.
  t.equal((await app.inject('/readyz')).statusCode, 503);
  t.equal(app.pages.renders(), 0);
  await app.listen({ port: 0, host: '127.0.0.1' });
  await until(async () => (await app.inject('/readyz')).statusCode === 200, 20_000);
  t.equal(app.pages.renders(), 2, 'one render per path; entries that are not paths are ignored');
  for (const url of ['/en/trading/forex', '/de/academy/trading-academy']) {
    const res = await app.inject({ url, headers: { 'user-agent': browserUA } });
    t.equal(res.statusCode, 200, url);
    t.equal(res.headers['x-cache'], 'HIT', `${url} comes from the cache`);
  }
  t.equal(app.pages.renders(), 2, 'the first visitors caused no render');
  // Warmed pages are hot pages: their variants are made at once, so the front lane serves them.
  await until(async () => [...app.pages.store.memory.values()].filter((e) => e.br && e.gzip).length === 2, 20_000);
  const br = await app.inject({ url: '/en/trading/forex', headers: { 'user-agent': browserUA, 'accept-encoding': 'br' } });
  t.match(String(br.headers.etag), /-br"$/, 'the stored brotli variant');
  t.ok(logs.some((l) => l.includes('warm-up done')), 'logged');
});

t.test('the address warm-up asks: its own, or loopback when listening on all', async (t) => {
  t.equal(selfOrigin({ address: '0.0.0.0', family: 'IPv4', port: 3000 }), 'http://127.0.0.1:3000');
  t.equal(selfOrigin({ address: '::', family: 'IPv6', port: 3000 }), 'http://127.0.0.1:3000');
  t.equal(selfOrigin({ address: '10.0.0.7', family: 'IPv4', port: 8080 }), 'http://10.0.0.7:8080');
  t.equal(selfOrigin({ address: '::1', family: 'IPv6', port: 8080 }), 'http://[::1]:8080');
});

t.test('without WARM_UP_PATHS nothing is rendered and readiness has no warm-up check', async (t) => {
  const { app } = await buildTestApp({ LOG_LEVEL: 'warn' });
  t.teardown(() => app.close());
  const ready = (await app.inject('/readyz')).json() as { checks: Record<string, string> };
  t.notOk('warm-up' in ready.checks);
  t.equal(app.pages.renders(), 0);
});
