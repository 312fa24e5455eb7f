import t from 'tap';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../config.ts';
import { opsFeature } from './index.ts';
import { until } from '../../test-support/until.ts';

async function build(options: FastifyServerOptions = {}) {
  const app = Fastify({ trustProxy: true, ...options });
  app.decorate('config', loadConfig({ NODE_ENV: 'test' }));
  await app.register(opsFeature);
  return app;
}

t.test('healthz: 200 ok, no-store', async (t) => {
  const app = await build();
  t.teardown(() => app.close());
  app.readiness.register('broken', async () => false);
  const res = await app.inject('/healthz');
  t.equal(res.statusCode, 200);
  t.same(res.json(), { status: 'ok' });
  t.equal(res.headers['cache-control'], 'no-store');
  t.equal((await app.inject({ method: 'HEAD', url: '/healthz' })).statusCode, 200);
});

t.test('readyz: ready with no checks and with passing checks', async (t) => {
  const app = await build();
  t.teardown(() => app.close());
  let res = await app.inject('/readyz');
  t.equal(res.statusCode, 200);
  t.same(res.json(), { status: 'ready', checks: {} });
  t.equal(res.headers['cache-control'], 'no-store');

  app.readiness.register('redis', async () => true);
  app.readiness.register('upstream', () => true);
  res = await app.inject('/readyz');
  t.equal(res.statusCode, 200);
  t.same(res.json(), { status: 'ready', checks: { redis: 'ok', upstream: 'ok' } });
  t.throws(() => app.readiness.register('redis', async () => true), /already registered/);
});

t.test('readyz: 503 when a check fails or throws', async (t) => {
  const app = await build();
  t.teardown(() => app.close());
  app.readiness.register('fine', async () => true);
  app.readiness.register('redis', async () => false);
  app.readiness.register('upstream', async () => {
    throw new Error('ECONNREFUSED');
  });
  const res = await app.inject('/readyz');
  t.equal(res.statusCode, 503);
  t.same(res.json(), { status: 'not ready', checks: { fine: 'ok', redis: 'failed', upstream: 'failed' } });
  t.equal(res.headers['cache-control'], 'no-store');
});

t.test('readyz: a check that takes longer than 1 s times out', async (t) => {
  const app = await build();
  t.teardown(() => app.close());
  app.readiness.register('hung', () => new Promise<boolean>(() => {}));
  const started = Date.now();
  const res = await app.inject('/readyz');
  const took = Date.now() - started;
  t.equal(res.statusCode, 503);
  t.same(res.json().checks, { hung: 'timeout' });
  // a lower bound only (timers never fire early); that it answers at all is the time-out working
  t.ok(took >= 950, `answered after the 1 s time-out, not before (${took} ms)`);
});

t.test('readyz: 503 while the server is closing (load balancers drain it)', async (t) => {
  // return503OnClosing off, so the answer is this route's own, not Fastify's.
  const app = await build({ return503OnClosing: false });
  let finishClose!: () => void;
  const holdClose = new Promise<void>((resolve) => (finishClose = resolve));
  // Registered after the ops feature, so it runs after its preClose hook and keeps the server
  // listening while the probe arrives.
  app.addHook('preClose', () => holdClose);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  t.equal((await fetch(`${base}/readyz`)).status, 200);
  const closed = app.close();
  await until(() => app.readiness.closing, 10_000);
  t.ok(app.readiness.closing);
  const res = await fetch(`${base}/readyz`);
  t.equal(res.status, 503);
  t.same(await res.json(), { status: 'closing', checks: {} });
  t.equal(res.headers.get('cache-control'), 'no-store');
  const health = await fetch(`${base}/healthz`);
  t.equal(health.status, 200, 'still alive while draining');
  finishClose();
  await closed;
});

t.test('readyz: drain() marks the replica as going away before close', async (t) => {
  const app = await build();
  t.teardown(() => app.close());
  app.readiness.drain();
  const res = await app.inject('/readyz');
  t.equal(res.statusCode, 503);
  t.equal(res.json().status, 'closing');
});
