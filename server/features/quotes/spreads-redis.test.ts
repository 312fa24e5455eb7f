// Spread figures with a real redis-server: the leader's record is shared with another instance
// and kept across a restart; a follower's ticks are not written twice.
import t from 'tap';
import type { FastifyInstance } from 'fastify';
import { startRedis } from '../../test-support/redis-server.ts';
import { until } from '../../test-support/until.ts';
import { spreadsApp, eurusd } from './fixtures/spreads-app.ts';

type Window = { median: number | null; p90: number | null; min: number | null; ticks: number };
async function eurWindows(app: FastifyInstance): Promise<Record<'24h' | '7d', Window>> {
  return app.quotes.spreads.figures('EURUSD')?.windows ?? { '24h': { median: null, p90: null, min: null, ticks: 0 }, '7d': { median: null, p90: null, min: null, ticks: 0 } };
}

t.test('the leader records to Redis; another instance and a restart read the same figures', async (t) => {
  const redis = await startRedis();
  const apps: FastifyInstance[] = [];
  t.teardown(async () => {
    for (const a of apps) await a.close().catch(() => {});
    await redis.stop();
  });
  const env = { REDIS_URL: redis.url, QUOTES_REDIS_PREFIX: `test:spreads:${process.pid}` };
  const a = await spreadsApp(env);
  apps.push(a);
  await until(() => a.quotes.role() === 'leader', 10_000);

  a.quotes.hub.ingest(eurusd([10, 12, 12, 14, 30, 8, 9]));
  const expected = { median: 1.2, p90: 3, min: 0.8, ticks: 7 };
  t.same((await eurWindows(a))['24h'], expected, 'the leader counts its ticks');
  await a.quotes.spreads.flush();

  const b = await spreadsApp(env);
  apps.push(b);
  await until(async () => (await eurWindows(b))['24h'].ticks === 7, 10_000);
  t.equal(b.quotes.role(), 'follower');
  t.same((await eurWindows(b))['24h'], expected, 'a second instance states the leader\'s figures');
  const fromA = (await a.inject('/api/spreads?symbol=EURUSD')).json().instruments[0];
  const fromB = (await b.inject('/api/spreads?symbol=EURUSD')).json().instruments[0];
  t.same(fromB, fromA, '/api/spreads answers the same on both');

  // A follower's own ticks stay local: written once, by the leader only.
  b.quotes.hub.ingest(eurusd([50]));
  await b.quotes.spreads.flush();
  await a.close();
  apps.splice(apps.indexOf(a), 1);

  const c = await spreadsApp(env);
  apps.push(c);
  await until(async () => (await eurWindows(c))['24h'].ticks === 7, 10_000);
  t.same((await eurWindows(c))['24h'], expected, 'kept across a restart; the follower wrote nothing');
});
