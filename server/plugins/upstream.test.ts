import t, { type Test } from 'tap';

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { z } from 'zod';
import { until } from '../test-support/until.ts';
import {
  assertSafePath,
  sanitizeErrorBody,
  serializeQuery,
  UpstreamBadResponseError,
  UpstreamClient,
  UpstreamHttpError,
  UpstreamNetworkError,
  UpstreamPathError,
  upstreamPath,
  UpstreamTimeoutError,
} from './upstream.ts';

interface Seen {
  method: string;
  url: string;
  body: string;
  headers: IncomingMessage['headers'];
}
type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

async function fakeUpstream() {
  const seen: Seen[] = [];
  const script: Handler[] = [];
  let fallback: Handler = (_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ code: 200, data: [] }));
  };
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, body, headers: req.headers });
      (script.shift() ?? fallback)(req, res, body);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    next(...handlers: Handler[]) {
      script.push(...handlers);
    },
    setFallback(h: Handler) {
      fallback = h;
    },
    close: () => new Promise<void>((r) => { server.closeAllConnections(); server.close(() => r()); }),
  };
}

async function rejectsWith(t: Test, p: Promise<unknown>, cls: new (...a: any[]) => Error, msg?: string) {
  const e = await p.then(() => undefined, (err: unknown) => err);
  t.ok(e instanceof cls, msg ?? `rejects with ${cls.name} (got ${(e as Error)?.constructor?.name}: ${(e as Error)?.message})`);
}

function throwsWith(t: Test, fn: () => unknown, cls: new (...a: any[]) => Error, msg?: string) {
  let e: unknown;
  try {
    fn();
  } catch (err) {
    e = err;
  }
  t.ok(e instanceof cls, msg ?? `throws ${cls.name}`);
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}): Handler => (_req, res) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};

t.test('retry policy against a real server', async (t) => {
  const up = await fakeUpstream();
  const client = new UpstreamClient({ baseUrl: up.url, baseDelayMs: 0, timeoutMs: 5000 });
  t.teardown(async () => { await client.close(); await up.close(); });

  for (const status of [408, 409, 425, 429, 500, 502, 503, 504]) {
    up.seen.length = 0;
    up.next(json(status, { message: 'nope' }));
    const res = await client.request({ path: '/api/articles' });
    t.equal(res.status, 200, `GET ${status} then 200 succeeds`);
    t.equal(up.seen.length, 2, `GET ${status}: exactly one retry`);

    up.seen.length = 0;
    up.next(json(status, { message: 'nope' }), json(status, { message: 'nope' }));
    await rejectsWith(t, client.request({ path: '/api/articles' }), UpstreamHttpError);
    t.equal(up.seen.length, 2, `GET ${status} twice: gives up after one retry`);
    up.seen.length = 0;

    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      up.seen.length = 0;
      up.next(json(status, { message: 'nope' }));
      const err = await client.request({ method, path: '/api/register', body: { a: 1 } }).catch((e: unknown) => e);
      t.ok(err instanceof UpstreamHttpError && err.status === status, `${method} ${status} passed through`);
      t.equal(up.seen.length, 1, `${method} ${status}: never retried`);
    }
  }
  // drain script leftovers
  up.setFallback(json(200, { code: 200, data: [] }));

  for (const status of [400, 404]) {
    up.seen.length = 0;
    up.next(json(status, { message: 'bad' }));
    const err = await client.request({ path: '/api/articles' }).catch((e: unknown) => e);
    t.ok(err instanceof UpstreamHttpError && err.status === status, `${status} passed through`);
    t.equal(up.seen.length, 1, `${status}: not retried`);
  }
});

t.test('Retry-After within the cap is waited for; beyond it the answer is passed through', async (t) => {
  const up = await fakeUpstream();
  const client = new UpstreamClient({ baseUrl: up.url, baseDelayMs: 0, retryAfterCapMs: 1500 });
  t.teardown(async () => { await client.close(); await up.close(); });

  up.next(json(503, { message: 'busy' }, { 'retry-after': '1' }));
  const start = Date.now();
  await client.request({ path: '/api/articles' });
  t.ok(Date.now() - start >= 950, 'waited about a second');
  t.equal(up.seen.length, 2);

  up.seen.length = 0;
  up.next(json(429, { message: 'slow down' }, { 'retry-after': '30' }));
  const err = await client.request({ path: '/api/articles' }).catch((e: unknown) => e);
  t.ok(err instanceof UpstreamHttpError && err.status === 429);
  t.equal((err as UpstreamHttpError).headers['retry-after'], '30', 'Retry-After passed on');
  t.equal(up.seen.length, 1, 'not retried');
});

t.test('time-out bounds the whole call; network errors retried once on reads', async (t) => {
  const up = await fakeUpstream();
  const client = new UpstreamClient({ baseUrl: up.url, baseDelayMs: 0, timeoutMs: 300 });
  t.teardown(async () => { await client.close(); await up.close(); });

  up.next(() => {}); // never answers
  const start = Date.now();
  const whole = client.request({ path: '/api/articles' });
  await rejectsWith(t, whole, UpstreamTimeoutError);
  const took = Date.now() - start;
  // Which time-out fired is read from the error; the clock only says it did not fire early.
  await t.rejects(whole, { message: 'upstream did not answer within 300 ms' }, 'the client time-out');
  t.ok(took >= 280, `not before the time-out (${took} ms)`);

  up.seen.length = 0;
  up.next((req) => req.socket.destroy());
  const res = await client.request({ path: '/api/articles' });
  t.equal(res.status, 200, 'dropped connection then success');
  t.equal(up.seen.length, 2);

  up.seen.length = 0;
  up.next((req) => req.socket.destroy());
  await rejectsWith(t, client.request({ method: 'POST', path: '/api/register', body: {} }), UpstreamNetworkError);
  t.equal(up.seen.length, 1, 'POST not retried after a dropped connection');

  const dead = new UpstreamClient({ baseUrl: 'http://127.0.0.1:1', baseDelayMs: 0, timeoutMs: 2000 });
  await rejectsWith(t, dead.request({ path: '/api/articles' }), UpstreamNetworkError, 'connection refused');
  await dead.close();

  up.next(() => {});
  const perCall = client.request({ path: '/api/location', timeoutMs: 100 });
  await rejectsWith(t, perCall, UpstreamTimeoutError);
  await t.rejects(perCall, { message: 'upstream did not answer within 100 ms' }, 'per-call time-out');
});

t.test('query strings, bodies, base path', async (t) => {
  const up = await fakeUpstream();
  const client = new UpstreamClient({ baseUrl: `${up.url}/v1/`, baseDelayMs: 0 });
  t.teardown(async () => { await client.close(); await up.close(); });

  await client.request({ path: '/api/articles', query: { tags_ids: [4, 5], limit: 3, language: 'zh-hans', skip: undefined } });
  t.equal(up.seen[0]!.url, '/v1/api/articles?tags_ids[]=4&tags_ids[]=5&limit=3&language=zh-hans');
  t.equal(up.seen[0]!.body, '');

  await client.request({ method: 'DELETE', path: '/api/user/info', body: { id: 1 } });
  t.equal(up.seen[1]!.method, 'DELETE');
  t.equal(up.seen[1]!.body, '{"id":1}', 'DELETE sends its payload as a body');
  t.equal(up.seen[1]!.headers['content-type'], 'application/json');
  t.equal(serializeQuery({ q: 'a b&c' }), '?q=a%20b%26c');
});

t.test('answers are parsed with zod; malformed ones are a 502 error', async (t) => {
  const up = await fakeUpstream();
  const client = new UpstreamClient({ baseUrl: up.url, baseDelayMs: 0 });
  t.teardown(async () => { await client.close(); await up.close(); });
  const schema = z.object({ code: z.number(), data: z.array(z.object({ id: z.number() })) });

  up.next(json(200, { code: 200, data: [{ id: 1 }] }));
  t.same((await client.request({ path: '/api/articles', schema })).data, { code: 200, data: [{ id: 1 }] });

  up.next(json(200, { code: 200, data: [{ id: 'x' }] }));
  const err = await client.request({ path: '/api/articles', schema }).catch((e: unknown) => e);
  t.ok(err instanceof UpstreamBadResponseError);
  t.equal((err as UpstreamBadResponseError).status, 502);

  up.next((_req, res) => { res.writeHead(200, { 'content-type': 'text/html' }); res.end('<html>oops</html>'); });
  await rejectsWith(t, client.request({ path: '/api/articles', schema }), UpstreamBadResponseError);
});

t.test('error bodies lose stack traces and internal hostnames', async (t) => {
  const up = await fakeUpstream();
  const client = new UpstreamClient({ baseUrl: up.url, baseDelayMs: 0 });
  t.teardown(async () => { await client.close(); await up.close(); });
  up.next(json(422, {
    code: 422,
    message: 'Email taken (db at db-3.cluster.internal:5432, see http://10.0.0.7/debug)',
    stack: 'Error: x\n    at y (/srv/app.js:1:1)',
    data: { message: 'Email taken', trace: ['a'] },
    host: 'api-1.internal',
  }));
  const err = (await client.request({ method: 'POST', path: '/api/register', body: {} }).catch((e: unknown) => e)) as UpstreamHttpError;
  t.equal(err.status, 422);
  const text = JSON.stringify(err.body);
  t.notMatch(text, /internal|10\.0\.0\.7|srv\/app|stack|trace/);
  t.equal((err.body.data as { message: string }).message, 'Email taken');
  t.same(sanitizeErrorBody('plain text\n    at foo (x.js:1:1)'), { message: 'plain text' });
});

t.test('paths: encoded segments only; traversal and foreign hosts refused before any call', async (t) => {
  t.equal(upstreamPath`/api/author/${'a b'}/articles`, '/api/author/a%20b/articles');
  throwsWith(t, () => upstreamPath`/api/author/${'a/../c'}/articles`, UpstreamPathError, 'encoded slash refused');
  throwsWith(t, () => upstreamPath`/api/author/${'a\\b'}/articles`, UpstreamPathError, 'backslash refused');
  throwsWith(t, () => upstreamPath`/api/author/${'..'}/articles`, UpstreamPathError);
  throwsWith(t, () => upstreamPath`/api/author/${'.'}/articles`, UpstreamPathError);
  for (const bad of ['/api/../admin', '/api/%2e%2e/admin', '/api/%2E%2e/admin', '//evil.example/x', 'http://evil.example/x', '/api\\..\\admin', '/api/x?y=1', '/api/%252e%252e/x', '/api//x', 'api/x']) {
    throwsWith(t, () => assertSafePath(bad), UpstreamPathError, bad);
  }
  const up = await fakeUpstream();
  const client = new UpstreamClient({ baseUrl: up.url, baseDelayMs: 0 });
  t.teardown(async () => { await client.close(); await up.close(); });
  await rejectsWith(t, client.request({ path: '/api/%2e%2e/%2e%2e/admin' }), UpstreamPathError);
  await rejectsWith(t, client.request({ path: '//evil.example/api' }), UpstreamPathError);
  t.equal(up.seen.length, 0, 'nothing was sent');
});

t.test('onCall: every finished call once, by endpoint name and outcome, retries included; a failing observer fails no call', async (t) => {
  const up = await fakeUpstream();
  const calls: { name: string; method: string; outcome: string; seconds: number }[] = [];
  const client = new UpstreamClient({ baseUrl: up.url, baseDelayMs: 0, timeoutMs: 300, onCall: (c) => calls.push(c) });
  t.teardown(async () => { await client.close(); await up.close(); });
  const json = (status: number, body: unknown): Handler => (_req, res) => {
    res.statusCode = status;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(body));
  };
  const settle = (p: Promise<unknown>) => p.then(() => undefined, () => undefined);

  await client.request({ path: '/api/articles', name: 'articles' });
  up.next(json(404, { message: 'No such article' }));
  await settle(client.request({ path: '/api/article/x', name: 'article' }));
  up.next(json(503, {}), json(200, { code: 200, data: [] }));
  await client.request({ path: '/api/articles', name: 'articles' });
  up.next(json(500, {}));
  await settle(client.request({ path: '/api/articles', name: 'articles', retry: false }));
  up.next(() => {});
  await settle(client.request({ path: '/api/location', name: 'location' }));
  up.next((_req, res) => res.end('<html>'));
  await settle(client.request({ path: '/api/articles', name: 'articles' }));
  await settle(client.request({ path: '/api/%2e%2e/admin', name: 'articles' }));
  up.next(() => {});
  const caller = new AbortController();
  const aborted = settle(client.request({ path: '/api/articles', signal: caller.signal }));
  await until(() => up.seen.length === 8);
  caller.abort();
  await aborted;
  t.same(
    calls.map((c) => `${c.name} ${c.method} ${c.outcome}`),
    ['articles GET 2xx', 'article GET 4xx', 'articles GET 2xx', 'articles GET 5xx', 'location GET timeout', 'articles GET bad_response', 'articles GET refused', 'other GET aborted'],
    'a retried 503 that then answers is one 2xx call',
  );
  t.ok(calls[4]!.seconds >= 0.28, `the time-out's call lasted its time-out (${calls[4]!.seconds.toFixed(3)} s)`);

  const dead = new UpstreamClient({ baseUrl: 'http://127.0.0.1:1', baseDelayMs: 0, timeoutMs: 2000, onCall: (c) => calls.push(c) });
  await settle(dead.request({ path: '/api/articles', name: 'articles' }));
  await dead.close();
  t.equal(calls.at(-1)!.outcome, 'unreachable');

  const throwing = new UpstreamClient({ baseUrl: up.url, baseDelayMs: 0, onCall: () => { throw new Error('metrics down'); } });
  t.teardown(() => throwing.close());
  t.equal((await throwing.request({ path: '/api/articles' })).status, 200, 'the answer still arrives');
});
