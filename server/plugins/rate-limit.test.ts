import t from 'tap';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { rateLimitPlugin } from './rate-limit.ts';
import { startRedis } from '../test-support/redis-server.ts';
import { until } from '../test-support/until.ts';

async function build(redis: () => Redis | undefined) {
  const app = Fastify({ trustProxy: true });
  await app.register(rateLimitPlugin, { redis });
  const limiter = app.rateLimiter({ name: 'test', max: 2, windowMs: 60_000 });
  app.get('/', async (request, reply) => {
    const r = await limiter.hit(request);
    return r.allowed ? { ok: true } : reply.code(429).header('retry-after', String(r.retryAfterS)).send({ error: 'rate_limited' });
  });
  await app.ready();
  t.teardown(() => app.close());
  return app;
}
const hit = (app: Awaited<ReturnType<typeof build>>, ip: string) => app.inject({ url: '/', headers: { 'x-forwarded-for': ip } });

t.test('in memory: a budget per client address, Retry-After within the window', async (t) => {
  const app = await build(() => undefined);
  t.same([(await hit(app, '198.51.100.1')).statusCode, (await hit(app, '198.51.100.1')).statusCode], [200, 200]);
  const third = await hit(app, '198.51.100.1');
  t.equal(third.statusCode, 429);
  t.ok(Number(third.headers['retry-after']) > 0 && Number(third.headers['retry-after']) <= 60);
  t.equal((await hit(app, '198.51.100.2')).statusCode, 200, 'another address has its own budget');
});

t.test('through Redis: shared by replicas; while Redis is down, counted in memory', async (t) => {
  const server = await startRedis();
  t.teardown(() => server.stop());
  const clients = [new Redis(server.url, { maxRetriesPerRequest: 1, enableOfflineQueue: false }), new Redis(server.url, { maxRetriesPerRequest: 1, enableOfflineQueue: false })];
  clients.forEach((c) => c.on('error', () => {}));
  t.teardown(() => clients.forEach((c) => c.disconnect()));
  await Promise.all(clients.map((c) => new Promise((r) => (c.status === 'ready' ? r(null) : c.once('ready', r)))));
  const a = await build(() => clients[0]);
  const b = await build(() => clients[1]);
  t.equal((await hit(a, '203.0.113.5')).statusCode, 200);
  t.equal((await hit(b, '203.0.113.5')).statusCode, 200);
  t.equal((await hit(a, '203.0.113.5')).statusCode, 429, 'the third attempt on either replica is limited');
  t.ok(Number(await clients[0]!.exists('velora:ratelimit:test:203.0.113.5')) === 1, 'counted under velora:ratelimit:<name>:');

  await server.kill();
  await until(() => clients[0]!.status !== 'ready'); // the client has seen Redis go
  t.equal((await hit(a, '203.0.113.6')).statusCode, 200, 'Redis down: still answered');
  t.equal((await hit(a, '203.0.113.6')).statusCode, 200);
  t.equal((await hit(a, '203.0.113.6')).statusCode, 429, 'and still limited (in memory)');
});
