// The page cache as one object, with a stand-in render and send: how a complete miss goes out,
// when compressed variants are made, and that a page it cannot keep never fails the request.
import t from 'tap';
import { Redis } from 'ioredis';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PageCache, type RenderPage } from './page-cache.ts';
import { PageStore } from './store.ts';
import type { PageEntry } from './entry.ts';
import type { PagePolicy } from './policy.ts';
import { startRedis } from '../../../test-support/redis-server.ts';
import { until } from '../../../test-support/until.ts';

const policy: PagePolicy = { cacheable: true, pageType: 'test', ttlMs: 60_000, staleMs: 60_000 };
const page = Buffer.from('<!DOCTYPE html><html><body><p>Spreads from 0.0 pips – مرحبا</p></body></html>');
const request = {} as FastifyRequest;
const reply = {} as FastifyReply;

function setUp(render: RenderPage, redis?: Redis) {
  const sent: { entry: PageEntry; state: string }[] = [];
  const storeErrors: unknown[] = [];
  const compressions: string[] = [];
  const cache = new PageCache({
    store: new PageStore({ maxBytes: 10 * 1024 * 1024, redis }),
    buildId: 'b1',
    render,
    send: (_request, reply, entry, state) => {
      sent.push({ entry, state });
      return reply;
    },
    count: () => {},
    onBytesChanged: () => {},
    onStoreError: (error) => storeErrors.push(error),
    countCompression: (result) => compressions.push(result),
  });
  return { cache, sent, storeErrors, compressions };
}

t.test('a complete miss is stored first and sent as the entry its hits will use; variants wait for a second request', async (t) => {
  let renders = 0;
  const { cache, sent } = setUp(async (_request, reply, _url, _policy, _onDone, sendComplete) => {
    renders++;
    await new Promise((r) => setTimeout(r, 20));
    return sendComplete!(reply!, { status: 200, page: 'test', body: page });
  });
  const once = new URL('http://localhost/en/trading/indices');
  await cache.serve(request, reply, once, policy);
  t.same(sent.map((s) => s.state), ['MISS']);
  t.same(sent[0]!.entry.body, page, 'the bytes as rendered');
  t.equal(cache.freshInMemory(once.pathname), sent[0]!.entry, 'stored before it went out');

  sent.length = 0;
  const url = new URL('http://localhost/en/trading/forex');
  await Promise.all([cache.serve(request, reply, url, policy), cache.serve(request, reply, url, policy)]);
  t.equal(renders, 2, 'one render for two concurrent requests');
  t.same(sent.map((s) => s.state).sort(), ['HIT', 'MISS']);
  t.equal(sent[0]!.entry, sent[1]!.entry, 'both answered from the same entry');
  await until(() => !!cache.freshInMemory(url.pathname)?.br, 5_000);
  t.ok(cache.freshInMemory(url.pathname)!.gzip, 'asked for twice: brotli and gzip variants made');
  // checked after the positive signal that variants were being made (not after a sleep)
  t.notOk(cache.freshInMemory(once.pathname)!.br, 'asked for once: no variants');

  await cache.serve(request, reply, once, policy);
  await until(() => !!cache.freshInMemory(once.pathname)?.br, 5_000);
  t.pass('the page asked for once gets them when it is asked for again');
  t.equal(renders, 2);
});

t.test('a stale page is served while one background render refreshes it', async (t) => {
  const bodies = [page, Buffer.from('<!DOCTYPE html><html><body><p>Refreshed</p></body></html>')];
  const calls: { withReply: boolean }[] = [];
  const { cache, sent } = setUp(async (_request, reply, _url, _policy, onDone, sendComplete) => {
    const body = bodies[calls.length]!;
    calls.push({ withReply: !!reply });
    if (reply) return sendComplete!(reply, { status: 200, page: 'test', body });
    await new Promise((r) => setTimeout(r, 20));
    onDone!({ status: 200, page: 'test', body }); // a refresh has no visitor: its bytes are collected
  });
  const url = new URL('http://localhost/en/academy/overview');
  await cache.serve(request, reply, url, policy);
  cache.freshInMemory(url.pathname)!.storedAt -= policy.ttlMs + 1; // past its lifetime, within stale-while-revalidate
  await Promise.all([cache.serve(request, reply, url, policy), cache.serve(request, reply, url, policy)]);
  t.same(sent.map((s) => s.state), ['MISS', 'STALE', 'STALE'], 'both served the stale copy at once');
  await until(() => !!cache.freshInMemory(url.pathname), 5_000);
  t.same(calls, [{ withReply: true }, { withReply: false }], 'one background render for both');
  await cache.serve(request, reply, url, policy);
  t.equal(sent.at(-1)!.state, 'HIT');
  t.same(sent.at(-1)!.entry.body, bodies[1], 'the refreshed page');
});

t.test('a page the cache cannot keep is logged and sent by the renderer itself; nothing throws', async (t) => {
  let fellBack = false;
  let collected: unknown;
  const { cache, storeErrors } = setUp(async (_request, reply, _url, _policy, onDone, sendComplete) => {
    // Not a Buffer: building the entry fails.
    const sent = sendComplete!(reply!, { status: 200, page: 'test', body: {} as Buffer });
    if (!sent) fellBack = true;
    onDone!({ status: 200, page: 'test', body: {} as Buffer });
    collected = 'reported';
    return reply;
  });
  await cache.serve(request, reply, new URL('http://localhost/en/about/company'), policy);
  t.ok(fellBack, 'sendComplete declined, so the renderer answers');
  t.equal(collected, 'reported', 'a failing store from a stream event does not throw either');
  t.equal(storeErrors.length, 2, 'both failures reported for the log');
  t.notOk(cache.freshInMemory('/en/about/company'));
});

t.test('a new content version: the front lane finds no entry of the old one, then the new render', async (t) => {
  let renders = 0;
  const { cache } = setUp(async (_request, reply, _url, _policy, _onDone, sendComplete) => {
    renders++;
    return sendComplete!(reply!, { status: 200, page: 'test', body: page });
  });
  const url = new URL('http://localhost/en/trading/shares');
  await cache.serve(request, reply, url, policy);
  const first = cache.freshInMemory(url.pathname);
  t.ok(first, 'found at version 0');
  cache.bumpContentVersion();
  t.equal(cache.freshInMemory(url.pathname), undefined, 'the remembered key of version 0 is not used at version 1');
  await cache.serve(request, reply, url, policy);
  t.equal(renders, 2, 'rendered again for the new version');
  const second = cache.freshInMemory(url.pathname);
  t.ok(second && second !== first, "the new version's entry");
});

t.test('variants another instance made are taken from Redis, not made again', async (t) => {
  const server = await startRedis();
  const clients = [new Redis(server.url), new Redis(server.url)];
  t.teardown(async () => {
    for (const c of clients) c.disconnect();
    await server.stop();
  });
  await Promise.all(clients.map((c) => new Promise((r) => (c.status === 'ready' ? r(null) : c.once('ready', r)))));
  const render: RenderPage = async (_request, reply, _url, _policy, _onDone, sendComplete) => sendComplete!(reply!, { status: 200, page: 'test', body: page });
  const a = setUp(render, clients[0]);
  const b = setUp(render, clients[1]);
  const url = new URL('http://localhost/de/trading/forex');
  const key = a.cache.keyFor(url.pathname);

  await a.cache.serve(request, reply, url, policy); // A renders; Redis gets the page at once
  await until(async () => !!(await a.cache.store.shared(key)), 5_000); // serve does not wait for the Redis write
  const ttl = await clients[0]!.pttl(`velora:page:${key}`);
  t.ok(ttl > 0 && ttl <= policy.ttlMs, `asked for once: kept in Redis for its lifetime only (${ttl} ms)`);
  t.ok(await b.cache.store.get(key), 'B reads the page from Redis, without variants');
  await a.cache.serve(request, reply, url, policy); // asked for again on A: A makes the variants
  await until(() => a.compressions.length === 1, 5_000);
  t.same(a.compressions, ['made']);
  t.ok((await a.cache.store.shared(key))?.br, 'and writes them to Redis');
  t.ok((await clients[0]!.pttl(`velora:page:${key}`)) > policy.ttlMs, 'kept there for its stale window too');

  await b.cache.serve(request, reply, url, policy); // asked for again on B
  await until(() => b.compressions.length === 1, 5_000);
  t.same(b.compressions, ['shared'], 'B takes them from the shared copy');
  t.same(b.cache.freshInMemory(url.pathname)!.br, a.cache.freshInMemory(url.pathname)!.br, 'the same brotli bytes (so the same ETag holds)');
  t.equal(b.sent.length, 1);
});
