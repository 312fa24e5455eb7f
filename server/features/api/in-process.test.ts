// The loaders' in-process reads answer exactly what GET /api/... answers over HTTP: the same
// status and JSON body for lists, items, path parameters, repeated query names, bad input,
// unknown items and paths, and an upstream that is down; and the routes outside the contract that
// loaders read (spreads here, search in search-api.test.ts).
import t from 'tap';
import { createServer } from 'node:net';
import { apiUrl } from '../../../client/services.ts';
import { createInProcessApi } from './in-process.ts';
import { readEndpoints } from './routes.ts';
import { startApiApp, type TestApp } from './test-support.ts';

async function both(s: TestApp, url: string) {
  const read = createInProcessApi(s.app, readEndpoints);
  const res = await fetch(s.url + url);
  const text = await res.text();
  const http = { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
  return { http, inProcess: await read(url) };
}

const urls = [
  '/api/instruments',
  '/api/instruments/EURUSD',
  '/api/instruments/xauusd',
  '/api/instruments/GER40/candles?limit=24',
  '/api/instruments/NOPE42',
  '/api/instruments/EUR%2FUSD',
  '/api/instruments/EURUSD?x=1',
  apiUrl('/api/articles', { tags_ids: [4], limit: 3, language: 'en' }),
  apiUrl('/api/articles', { tags_ids: [4, 5], limit: 3, language: 'de' }),
  '/api/articles?limit=3&limit=4',
  '/api/articles?limit=abc',
  '/api/articles/null?language=en',
  apiUrl('/api/article/what-is-a-pip', { language: 'en' }),
  '/api/article/no-such-article-here?language=en',
  apiUrl('/api/videos', { language: 'fr', limit: 2 }),
  '/api/videos/1?language=en',
  '/api/videos/999999?language=en',
  apiUrl('/api/economic-calendar', { week: 'current' }),
  '/api/market-insight?language=ar',
  '/api/author?language=en',
  '/api/nope',
  '/api/article/',
  // Registered by routes outside the contract (app.inProcessReads).
  '/api/spreads',
  '/api/spreads?symbol=eurusd',
  '/api/spreads?symbol=NOPE42',
  '/api/spreads?symbol=a%2Fb',
  '/api/spreads?foo=1',
];

t.test('every kind of read answers in-process as it does over HTTP', async (t) => {
  const s = await startApiApp();
  t.teardown(() => s.close());
  const statuses = new Set<number>();
  for (const url of urls) {
    const { http, inProcess } = await both(s, url);
    t.same(inProcess, http, url);
    statuses.add(http.status);
  }
  // The list covers answers, bad input and unknown items, not only successes.
  t.ok(statuses.has(200) && statuses.has(400) && statuses.has(404), [...statuses].join(','));
});

t.test('an answer is a fresh copy: changing it changes neither the cache nor the next answer', async (t) => {
  const s = await startApiApp();
  t.teardown(() => s.close());
  const read = createInProcessApi(s.app, readEndpoints);
  const first = (await read('/api/instruments/EURUSD')) as { status: number; body: { data: { symbol: string } } };
  first.body.data.symbol = 'CHANGED';
  const again = (await read('/api/instruments/EURUSD')) as typeof first;
  t.equal(again.body.data.symbol, 'EURUSD');
  const http = (await (await fetch(`${s.url}/api/instruments/EURUSD`)).json()) as typeof first.body;
  t.equal(http.data.symbol, 'EURUSD');
});

t.test('a bad escape in a path parameter is a 400, not a thrown error', async (t) => {
  const s = await startApiApp();
  t.teardown(() => s.close());
  const read = createInProcessApi(s.app, readEndpoints);
  const { http, inProcess } = await both(s, '/api/article/%E0%A4%A?language=en');
  t.equal(http.status, 400);
  t.match(inProcess, { status: 400, body: { error: 'bad_request' } });
  t.match(await read('/api/videos/%ZZ'), { status: 400 });
});

t.test('an upstream that is down: the same status and body as the route', async (t) => {
  // A port nobody listens on.
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
  const s = await startApiApp({ UPSTREAM_URL: `http://127.0.0.1:${port}`, UPSTREAM_TIMEOUT_MS: '500' });
  t.teardown(() => s.close());
  const { http, inProcess } = await both(s, '/api/promotions?language=en');
  t.ok(http.status >= 500, `HTTP ${http.status}`);
  t.same(inProcess, http);
});
