import t from 'tap';
import { until } from '../test-support/until.ts';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { createCache } from './cache.ts';
import { startRedis } from '../test-support/redis-server.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function recordingLogger() {
  const lines: { level: string; msg: string }[] = [];
  const rec = (level: string) => (...args: unknown[]) => {
    lines.push({ level, msg: String(args.find((a) => typeof a === 'string') ?? '') });
  };
  const logger = { info: rec('info'), warn: rec('warn'), error: rec('error'), debug: rec('debug'), trace: rec('trace'), fatal: rec('fatal') } as Record<string, unknown>;
  logger.child = () => logger;
  return { logger: logger as unknown as FastifyBaseLogger, lines };
}

/**
 * Ages an entry by `byMs` (set again with an earlier storedAt, kept `keepMs` past its TTL):
 * expiry tested by state, not by sleeping past a 100 ms TTL, which a busy machine also passed
 * between the miss and the hit.
 */
async function age(cache: ReturnType<typeof createCache>, key: string, byMs: number, keepMs: number): Promise<void> {
  const e = (await cache.get(key))!;
  await cache.set(key, e.value, { ttlMs: e.ttlMs, staleMs: keepMs, storedAt: e.storedAt - byMs });
}

t.test('memory: miss, hit, expiry', async (t) => {
  const cache = createCache();
  let calls = 0;
  const fetch = async () => ++calls;
  t.match(await cache.wrap('k', fetch, { ttlMs: 60_000 }), { value: 1, status: 'miss' });
  t.match(await cache.wrap('k', fetch, { ttlMs: 60_000 }), { value: 1, status: 'hit' });
  await age(cache, 'k', 61_000, 60_000);
  t.match(await cache.wrap('k', fetch, { ttlMs: 60_000, staleIfErrorMs: 0 }), { value: 2, status: 'miss' });
  t.equal(cache.backend, 'memory');
  await cache.set('direct', { a: 1 }, { ttlMs: 1000 });
  t.same((await cache.get('direct'))?.value, { a: 1 });
  await cache.delete('direct');
  t.equal(await cache.get('direct'), undefined);
  await cache.close();
});

t.test('stale-while-revalidate: stale answer now, one background refresh', async (t) => {
  const cache = createCache();
  let calls = 0;
  const fetch = async () => {
    await sleep(30);
    return ++calls;
  };
  const o = { ttlMs: 60_000, staleWhileRevalidateMs: 300_000 };
  await cache.wrap('swr', fetch, o);
  await age(cache, 'swr', 61_000, 300_000);
  const results = await Promise.all(Array.from({ length: 10 }, () => cache.wrap('swr', fetch, o)));
  for (const r of results) t.match(r, { value: 1, status: 'stale' });
  await until(async () => (await cache.get('swr'))?.value === 2); // the refresh is stored
  t.equal(calls, 2, 'one background refresh for ten stale reads');
  t.match(await cache.wrap('swr', fetch, o), { value: 2, status: 'hit' });
  await cache.close();
});

t.test('stale-if-error: the last good answer when the upstream fails or is slow', async (t) => {
  const cache = createCache();
  const o = { ttlMs: 30, staleWhileRevalidateMs: 0, staleIfErrorMs: 60_000, slowMs: 100 };
  await cache.wrap('sie', async () => 'good', o);
  await sleep(40); // past the 30 ms TTL (a lower bound: a busy machine only ages it more)
  t.match(await cache.wrap('sie', async () => { throw new Error('down'); }, o), { value: 'good', status: 'stale-if-error' });

  // The slow upstream answers only when released: an answer before that did not wait for it.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  let upstreamAnswered = false;
  const slow = await cache.wrap('sie', () => held.then(() => ((upstreamAnswered = true), 'fresh')), o);
  t.match(slow, { value: 'good', status: 'stale-if-error' });
  t.notOk(upstreamAnswered, 'did not wait for the slow upstream');
  release();
  while ((await cache.get('sie'))?.value !== 'fresh') await sleep(5);
  t.pass('the slow answer refreshed the entry');

  await sleep(40); // past the TTL again (a lower bound)
  await t.rejects(
    cache.wrap('sie', async () => { throw new Error('not found'); }, { ...o, isTransient: () => false }),
    { message: 'not found' },
    'non-transient errors are not masked',
  );
  await t.rejects(cache.wrap('never', async () => { throw new Error('down'); }, o), { message: 'down' }, 'no stale value: the error');
  await cache.close();
});

t.test('single-flight: 100 concurrent misses make one call', async (t) => {
  const cache = createCache();
  let calls = 0;
  const fetch = async () => {
    calls++;
    await sleep(50);
    return { n: calls };
  };
  const results = await Promise.all(Array.from({ length: 100 }, () => cache.wrap('sf', fetch, { ttlMs: 1000 })));
  t.equal(calls, 1);
  t.ok(results.every((r) => r.value.n === 1 && r.status === 'miss'));

  let failing = 0;
  const errors = await Promise.allSettled(Array.from({ length: 50 }, () => cache.wrap('sf-err', async () => { failing++; await sleep(20); throw new Error('x'); }, { ttlMs: 1000 })));
  t.equal(failing, 1, 'a failing fetch is shared too');
  t.ok(errors.every((e) => e.status === 'rejected'));
  await cache.close();
});

t.test('redis: shared between instances, survives a crash and recovers', async (t) => {
  const redis = await startRedis();
  t.teardown(() => redis.stop());
  const { logger, lines } = recordingLogger();
  const a = createCache({ redisUrl: redis.url, logger });
  const b = createCache({ redisUrl: redis.url });
  t.teardown(async () => { await a.close(); await b.close(); });
  t.ok(await a.waitForRedis(5000), 'a connected');
  t.ok(await b.waitForRedis(5000), 'b connected');
  t.equal(a.backend, 'redis');
  t.equal(await a.ping(), true);

  let calls = 0;
  const fetch = async () => ({ articles: [++calls] });
  t.match(await a.wrap('articles:en', fetch, { ttlMs: 60_000 }), { status: 'miss' });
  const probe = new Redis(redis.url);
  const raw = await probe.get('velora:cache:v1:articles:en');
  probe.disconnect();
  t.ok(raw && JSON.parse(raw).v.articles[0] === 1, 'stored in Redis');
  t.ok(Number(await (async () => { const p = new Redis(redis.url); const ttl = await p.pttl('velora:cache:v1:articles:en'); p.disconnect(); return ttl; })()) > 60_000, 'kept beyond its TTL for stale use');
  t.match(await b.wrap('articles:en', fetch, { ttlMs: 60_000 }), { value: { articles: [1] }, status: 'hit' }, 'the other instance reads it');
  t.equal(calls, 1);

  // Redis dies: every read still answers (upstream + memory), nothing throws.
  let retries = 0;
  a.redis!.on('reconnecting', () => retries++);
  await redis.kill();
  for (let i = 0; i < 20; i++) {
    const r = await a.wrap(`during-outage:${i % 3}`, fetch, { ttlMs: 60_000 });
    t.ok(r.value.articles.length === 1, `read ${i} answered`);
  }
  t.match(await a.wrap('articles:en', fetch, { ttlMs: 60_000 }), { status: 'hit' }, 'memory tier still answers');
  await until(() => a.redisState() === 'down');
  t.equal(a.redisState(), 'down');
  t.equal(await a.ping(), false);
  // The outage lasts several reconnect attempts: still one log line, however many retries.
  const retriesWhenDown = retries;
  await until(() => retries >= retriesWhenDown + 3);
  const downLogs = lines.filter((l) => l.msg.includes('redis unavailable'));
  t.equal(downLogs.length, 1, 'logged once for the outage, not per command or retry');

  await redis.restart();
  t.ok(await a.waitForRedis(10_000), 'reconnected by itself');
  t.equal(a.redisState(), 'up');
  t.equal(lines.filter((l) => l.msg.includes('redis connected')).length, 2, 'logged once more when back');
  await a.wrap('after-restart', fetch, { ttlMs: 60_000 });
  // Instance B reconnects on its own schedule; read once it is back.
  t.ok(await b.waitForRedis(10_000), 'the other instance reconnected too');
  t.match(await b.wrap('after-restart', async () => ({ articles: [-1] }), { ttlMs: 60_000 }), { status: 'hit' }, 'writes reach Redis again');
});
