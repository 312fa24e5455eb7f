// `npm run test:resilience`: starts the compose topology on this machine (stack/stack.ts: nginx,
// two app replicas, Redis, the sandbox upstream and its quote feed), breaks its parts while it
// serves traffic, and asserts a figure per scenario. The figures go into stack/resilience-results.md
// (README.md links to it; a test run never rewrites the README) and the process exits 1 if any
// scenario failed.
//   RESILIENCE_QUICK=1 shortens every duration (development; figures not written).
//   RESILIENCE_ONLY=redis,slowloris runs only those scenarios.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { cpus, loadavg } from 'node:os';
import { connect, type Socket } from 'node:net';
import { request } from 'undici';
import { startStack, root, type Stack } from './stack.ts';
import { runLoad, fivexxOf, QuoteClient, metric, status, sleep, percentile, type Target } from './load.ts';
import { routes, examplePath } from '../shared/routes.ts';
import { readEndpoints } from '../server/features/api/routes.ts';
import { homeSymbols } from '../shared/quotes/instruments.ts';

const quick = process.env.RESILIENCE_QUICK === '1';
const only = process.env.RESILIENCE_ONLY?.split(',').filter(Boolean);
/** Durations in ms, shortened in quick mode. */
const d = (ms: number) => (quick ? Math.max(1000, Math.round(ms / 5)) : ms);

interface Figure {
  scenario: string;
  figure: string;
  ok: boolean;
}
const figures: Figure[] = [];
let failed = 0;
function check(scenario: string, ok: boolean, figure: string): void {
  figures.push({ scenario, figure, ok });
  if (!ok) failed++;
  process.stderr.write(`${ok ? 'ok    ' : 'FAILED'} ${scenario}: ${figure}\n`);
}

const say = (s: string) => process.stderr.write(`resilience: ${s}\n`);
const n = (x: number) => x.toLocaleString('en-US');
const ms = (x: number) => `${Math.round(x)} ms`;

// ---------------------------------------------------------------- traffic mixes
const locales = ['en', 'de', 'zh-hans', 'ar', 'th', 'pt'];
// Pages that exist: routes of an item ({id}) need a real item (a made-up id is a 404 now).
const pageRoutes = routes.filter((r) => !r.testOnly && !r.path.includes('{'));
const pages: string[] = [];
for (const l of locales) for (const r of pageRoutes.slice(0, 40)) pages.push(`/${l}${r.path ? '/' + examplePath(r, r.path.includes('{id*}') ? 'a/b' : '7') : ''}`);
const apiPaths = ['/api/allsymblos', '/api/articles?language=en&limit=6', '/api/promotions?language=de', '/api/webinar?language=en', '/api/articleTags?language=en', '/api/market-api/symblos/3/EURUSD'];
let uncachedSeq = 0;
/** Pages (cached after the first visit), API calls, and renders nothing has cached (unique 404s). */
function mix(i: number): Target {
  const k = i % 20;
  if (k < 12) return { kind: 'page', path: pages[(i * 7) % pages.length]! };
  if (k < 19) return { kind: 'api', path: apiPaths[i % apiPaths.length]! };
  return { kind: 'page', path: `/${locales[i % locales.length]}/uncached-${process.pid}-${uncachedSeq++ % 400}` };
}
const pagesOnly = (i: number): Target => ({ kind: 'page', path: pages[(i * 7) % pages.length]! });

/** Every page of the mix once (4 at a time), so the figures are about a running site. */
async function warm(stack: Stack): Promise<void> {
  const queue = [...pages, ...apiPaths];
  await Promise.all(Array.from({ length: 4 }, async () => {
    for (let p = queue.shift(); p; p = queue.shift()) await status(stack.url + p);
  }));
}

async function quoteClients(stack: Stack, count: number, opts: { via?: number; addressBase?: number; reconnectMs?: number; symbols?: string[] } = {}): Promise<QuoteClient[]> {
  const url = opts.via ? `ws://127.0.0.1:${opts.via}/ws/quotes` : `${stack.url.replace('http', 'ws')}/ws/quotes`;
  const origin = stack.appEnv.PUBLIC_ORIGIN!;
  const clients: QuoteClient[] = [];
  for (let i = 0; i < count; i++) {
    // Each address may hold 20 sockets (QUOTES_MAX_CONNECTIONS_PER_IP): spread over 127.0.x.y.
    const base = opts.addressBase ?? 1;
    const address = `127.0.${base + Math.floor(i / 2500)}.${1 + (Math.floor(i / 10) % 250)}`;
    const c = new QuoteClient(url, origin, address, opts.symbols ?? [...homeSymbols], opts.reconnectMs);
    clients.push(c);
  }
  for (let i = 0; i < clients.length; i += 50) await Promise.all(clients.slice(i, i + 50).map((c) => c.connect()));
  return clients;
}

async function readyz(port: number): Promise<number> {
  return status(`http://127.0.0.1:${port}/readyz`);
}

async function leaderIndex(stack: Stack): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const roles = await Promise.all(stack.apps.map((a) => (a.running ? metric(a.port, stack.metricsToken, 'quotes_leader').catch(() => undefined) : undefined)));
    const i = roles.indexOf(1);
    if (i >= 0) return i;
    await sleep(200);
  }
  throw new Error('no quote leader');
}

// ---------------------------------------------------------------- scenarios
async function upstreamDown(stack: Stack): Promise<void> {
  const S = 'Upstream killed 30 s';
  const outage = d(30_000);
  const load = runLoad({ origin: stack.url, connections: 8, durationMs: outage + 8000, pick: (i) => (i % 3 === 0 ? { kind: 'api', path: apiPaths[i % apiPaths.length]! } : pagesOnly(i)) });
  await sleep(2000);
  await stack.upstream.stop('SIGKILL');
  const downAt = Date.now();
  await sleep(Math.min(3000, outage));
  const readyDuring = await Promise.all(stack.apps.map((a) => readyz(a.port)));
  await sleep(outage - Math.min(3000, outage));
  await stack.upstream.start();
  const upAt = Date.now();
  let recoveredMs = -1;
  while (Date.now() - upAt < 15_000) {
    const r = await Promise.all(stack.apps.map((a) => readyz(a.port)));
    if (r.every((s) => s === 200)) {
      recoveredMs = Date.now() - upAt;
      break;
    }
    await sleep(100);
  }
  const r = await load;
  const page = r.byKind.page!;
  const api = r.byKind.api!;
  const apiOk = api.status[200] ?? 0;
  check(S, fivexxOf(page) === 0 && page.errors === 0, `${n(page.requests)} page requests over a ${Math.round((upAt - downAt) / 1000)} s outage: ${fivexxOf(page)} 5xx, ${page.errors} errors`);
  check(S, apiOk / api.requests > 0.99, `API answered from cache: ${n(apiOk)} of ${n(api.requests)} 200 (${fivexxOf(api)} 5xx)`);
  check(S, readyDuring.every((s) => s === 503) && recoveredMs >= 0 && recoveredMs < 10_000, `/readyz ${readyDuring.join('/')} during, 200 on both ${ms(recoveredMs)} after the upstream returned`);
}

async function redisDown(stack: Stack): Promise<void> {
  const S = 'Redis killed 5 s under load';
  const clients = await quoteClients(stack, 20, { addressBase: 10 });
  const load = runLoad({ origin: stack.url, connections: 8, durationMs: d(5000) + 9000, pick: mix });
  await sleep(2000);
  const downAt = Date.now();
  await stack.redis.stop('SIGKILL');
  await sleep(d(5000));
  await stack.redis.start();
  const upAt = Date.now();
  const r = await load;
  await sleep(1000);
  const end = Date.now();
  const gaps = clients.map((c) => c.longestGap(downAt, end));
  const reconnects = clients.reduce((s, c) => s + c.opens - 1, 0);
  clients.forEach((c) => c.close());
  const page = r.byKind.page!;
  check(S, fivexxOf(page) === 0 && page.errors === 0 && r.fivexx === 0, `${n(r.total)} requests, ${r.fivexx} 5xx, ${r.errors} errors (outage ${Math.round((upAt - downAt) / 1000)} s)`);
  check(S, Math.max(...gaps) < 1500 && reconnects === 0, `20 sockets kept their quotes: longest gap ${ms(Math.max(...gaps))}, ${reconnects} reconnects`);
  // Caches and rate limits resume: the shared page cache refills, and a registration budget is
  // again shared by both replicas (5 per address, whichever replica nginx picks).
  // Once both replicas are ready again (their Redis clients reconnected, with back-off):
  for (let t = Date.now(); Date.now() - t < 15_000; await sleep(200)) if ((await Promise.all(stack.apps.map((a) => readyz(a.port)))).every((x) => x === 200)) break;
  await runLoad({ origin: stack.url, connections: 4, durationMs: 1500, pick: pagesOnly });
  const keys = await redisKeys(stack);
  const statuses: number[] = [];
  for (let i = 0; i < 8; i++) statuses.push(await postFrom('127.0.20.9', stack, '/api/register', '{}'));
  const allowed = statuses.filter((s) => s !== 429).length;
  check(S, keys > 0 && allowed === 5, `after restart: ${n(keys)} keys in Redis again; registrations from one address: ${allowed} let through of 8, then 429`);
}

async function redisKeys(stack: Stack): Promise<number> {
  return new Promise((resolve) => {
    const s = connect(stack.redis.port, '127.0.0.1');
    let data = '';
    s.on('data', (c) => {
      data += c;
      const m = /^:(\d+)\r\n/.exec(data);
      if (m) {
        s.destroy();
        resolve(Number(m[1]));
      }
    });
    s.on('error', () => resolve(-1));
    s.write('DBSIZE\r\n');
  });
}

async function postFrom(address: string, stack: Stack, path: string, body: string, headers: Record<string, string> = {}): Promise<number> {
  const { Agent } = await import('undici');
  const agent = new Agent({ connect: { localAddress: address } });
  try {
    const res = await request(stack.url + path, { method: 'POST', dispatcher: agent, headers: { 'content-type': 'application/json', origin: stack.appEnv.PUBLIC_ORIGIN!, ...headers }, body });
    await res.body.dump();
    return res.statusCode;
  } catch {
    return 0;
  } finally {
    await agent.close();
  }
}

async function replicaKilled(stack: Stack): Promise<void> {
  const S = 'Quote leader (a replica) killed';
  const li = await leaderIndex(stack);
  const leader = stack.apps[li]!;
  const other = stack.apps[1 - li]!;
  const onOther = await quoteClients(stack, 5, { via: other.port, addressBase: 30 });
  const onLeader = await quoteClients(stack, 5, { via: leader.port, addressBase: 31, reconnectMs: 500 });
  // Those on the leader reconnect through nginx, as browsers would (their first back-off step is 0.5-1 s).
  for (const c of onLeader) c.url = `${stack.url.replace('http', 'ws')}/ws/quotes`;
  const load = runLoad({ origin: stack.url, connections: 8, durationMs: 9000, pick: mix });
  await sleep(2000);
  const killedAt = Date.now();
  await leader.stop('SIGKILL');
  let freshAfter = -1;
  while (Date.now() - killedAt < 8000) {
    if (onOther.every((c) => c.lastTickTs > killedAt + 100)) {
      freshAfter = Date.now() - killedAt;
      break;
    }
    await sleep(50);
  }
  const r = await load;
  const reconnected = onLeader.filter((c) => c.opens >= 2 && c.snapshots >= 2);
  const reconnectMs = Math.max(0, ...onLeader.map((c) => (c.closes[0] ? c.closes[0].at - killedAt : 0)));
  const otherReconnects = onOther.reduce((s, c) => s + c.opens - 1, 0);
  [...onOther, ...onLeader].forEach((c) => c.close());
  check(S, freshAfter >= 0 && freshAfter < 5000 && otherReconnects === 0, `sockets on the other replica: fresh quotes ${ms(freshAfter)} after the kill, ${otherReconnects} reconnects`);
  check(S, reconnected.length === onLeader.length, `sockets on the killed replica: ${reconnected.length} of ${onLeader.length} back on the survivor through nginx (closed ${ms(reconnectMs)} after the kill, reconnect after 0.5 s)`);
  check(S, r.fivexx === 0 && r.errors === 0, `${n(r.total)} requests through nginx while it died: ${r.fivexx} 5xx, ${r.errors} errors${r.errorSamples.length ? ` (${r.errorSamples.join('; ')})` : ''}`);
  const t0 = Date.now();
  await leader.start();
  say(`${leader.name} restarted in ${ms(Date.now() - t0)}`);
  // nginx counted failed attempts against the killed replica (max_fails=3 fail_timeout=5s in
  // deploy/nginx.conf) and skips it for up to 5 s after the last one, even once it is back. The
  // next scenario stops the other replica: during that window nginx has no live upstream and
  // answers 502 for what its cache does not hold (seen once in CI: 1,853 API 502s, when the
  // killed leader was the second replica). A rolling restart must wait as long between replicas.
  await sleep(Number(process.env.RESILIENCE_ROLLING_WAIT_MS ?? 6000));
  lastRestarted = li;
}

/** The replica the leader scenario restarted last: the SIGTERM scenario stops the other one. */
let lastRestarted: number | undefined;

async function sigterm(stack: Stack): Promise<void> {
  const S = 'SIGTERM to a replica under load';
  // Stopping the replica that did not just restart is the hard case for nginx (the CI failure
  // above); choosing it every time makes every run face it, whichever replica led.
  const target = stack.apps[lastRestarted === undefined ? 0 : 1 - lastRestarted]!;
  const sockets = await quoteClients(stack, 5, { via: target.port, addressBase: 40 });
  const via = runLoad({ origin: stack.url, connections: 8, durationMs: 7000, pick: mix });
  await sleep(1500);
  // Renders in flight on the replica itself when the signal comes: each must finish whole.
  const inflight = Array.from({ length: 6 }, async (_, i) => {
    try {
      const res = await request(`http://127.0.0.1:${target.port}/${locales[i]}/sigterm-${process.pid}-${i}`, { headers: { 'user-agent': 'Mozilla/5.0 Chrome/156.0 Safari/537.36' } });
      const body = await res.body.text();
      return res.statusCode < 500 && body.endsWith('</html>');
    } catch {
      return false;
    }
  });
  await sleep(150);
  const t0 = Date.now();
  await target.stop('SIGTERM');
  const exitMs = Date.now() - t0;
  const finished = (await Promise.all(inflight)).filter(Boolean).length;
  const vr = await via;
  const codes = sockets.map((c) => c.closes[0]?.code);
  sockets.forEach((c) => c.close());
  check(S, codes.every((c) => c === 1001) && finished === 6, `${finished} of 6 renders in flight finished whole; its sockets closed with ${[...new Set(codes)].join(', ')}; the process exited ${ms(exitMs)} after the signal`);
  check(S, vr.fivexx === 0 && vr.errors === 0, `through nginx meanwhile: ${n(vr.total)} requests, ${vr.fivexx} 5xx, ${vr.errors} errors${vr.errorSamples.length ? ` (${vr.errorSamples.join('; ')})` : ''}`);
  await target.start();
}

function rawExchange(port: number, data: Buffer | string, timeoutMs = 5000): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const s = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    s.setTimeout(timeoutMs, () => s.destroy());
    s.on('data', (c: Buffer) => chunks.push(c));
    s.on('error', () => {});
    s.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0), body: text });
    });
    s.write(data);
  });
}

async function malformed(stack: Stack): Promise<void> {
  const S = 'Malformed requests and sockets';
  const port = Number(new URL(stack.url).port);
  const marker = '<x-velora-probe>';
  const targets: { method: string; path: string; headers?: string; body?: string | Buffer }[] = [];
  const bad = ['%00', '..', '%2e%2e', '//', '%', '%zz', '%c3%28', '%0d%0a', marker, '%3Cx-velora-probe%3E', '\\..\\', '~', '%ff%fe'];
  for (let i = 0; i < 1200; i++) targets.push({ method: 'GET', path: `/${locales[i % locales.length]}/${bad[i % bad.length]}${i % 3 ? bad[(i * 7) % bad.length] : ''}x${i}` });
  for (let i = 0; i < 30; i++) targets.push({ method: 'GET', path: '/en/' + 'a'.repeat(2000 * (i + 1)) });
  for (let i = 0; i < 30; i++) targets.push({ method: 'GET', path: '/en', headers: `X-Big: ${'b'.repeat(1000 * (i + 1) * 3)}\r\n` });
  for (let i = 0; i < 200; i++) targets.push({ method: 'GET', path: pages[i % pages.length]!, headers: `Cookie: i18n_redirected=${['%', marker, '\u00ff', 'x'.repeat(5000), ';;==;', 'de"; drop'][i % 6]}\r\n` });
  const posts = ['/api/register', '/api/signUp', '/api/user/login'];
  const bodies: (string | Buffer)[] = ['{', '{"email":', 'null', '[]', '"x"', `{"first_name":"${marker}"}`, Buffer.alloc(1024 * 1024, 0x61), '{"a":' + '['.repeat(5000), Buffer.from([0xff, 0xfe, 0, 1])];
  for (let i = 0; i < 540; i++) targets.push({ method: i % 7 === 0 ? 'PUT' : 'POST', path: i % 7 === 0 ? '/api/user/info' : posts[i % posts.length]!, body: bodies[i % bodies.length]!, headers: `Content-Type: ${i % 5 === 0 ? 'text/plain' : 'application/json'}\r\nOrigin: ${stack.appEnv.PUBLIC_ORIGIN}\r\n` });
  const wrong = ['-1', 'abc', '1e309', '%00', marker, '[]', '{}', 'x'.repeat(3000), '9'.repeat(40), 'en&language=de'];
  for (const def of readEndpoints) {
    const keys = ['language', 'limit', 'page', 'id', 'ids', 'tags_ids'];
    const path = def.route.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(`${marker}${name}`));
    for (let i = 0; i < 70; i++) targets.push({ method: 'GET', path: `${path}?${keys[i % keys.length]}=${wrong[i % wrong.length]}&${keys[(i + 1) % keys.length]}=${wrong[(i + 3) % wrong.length]}` });
  }
  let fivexx = 0;
  let zero = 0;
  let leaks = 0;
  const leakSamples: string[] = [];
  const upstreamHost = `127.0.0.1:${stack.upstream.port}`;
  const statuses: Record<number, number> = {};
  const observer = (await quoteClients(stack, 1, { addressBase: 60 }))[0]!;
  const from = Date.now();
  const probes: number[] = [];
  let doneHttp = false;
  const probing = (async () => {
    while (Date.now() - from < 60_000 && !doneHttp) {
      const t0 = performance.now();
      await status(stack.url + '/en');
      probes.push(performance.now() - t0);
      await sleep(250);
    }
  })();
  const queue = [...targets];
  const samples5xx: string[] = [];
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let t = queue.shift(); t; t = queue.shift()) {
        const head = `${t.method} ${t.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${t.headers ?? ''}${t.body !== undefined ? `Content-Length: ${Buffer.byteLength(t.body)}\r\n` : ''}\r\n`;
        const res = await rawExchange(port, t.body !== undefined ? Buffer.concat([Buffer.from(head, 'latin1'), Buffer.isBuffer(t.body) ? t.body : Buffer.from(t.body)]) : Buffer.from(head, 'latin1'));
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        if (res.status >= 500) {
          fivexx++;
          if (samples5xx.length < 3) samples5xx.push(`${t.method} ${t.path.slice(0, 50)} (${t.body === undefined ? 'no body' : `${Buffer.byteLength(t.body)} B body`}) -> ${res.status}`);
        }
        if (res.status === 0) zero++;
        const leak = res.body.includes(marker) ? 'reflected' : /\n\s+at \S+ \(|node:internal|\.ts:\d+:\d+/.test(res.body) ? 'stack trace' : res.body.includes(upstreamHost) ? 'upstream host' : '';
        if (leak) {
          leaks++;
          if (leakSamples.length < 3) leakSamples.push(`${leak}: ${t.method} ${t.path.slice(0, 60)} -> ${res.status}`);
        }
      }
    }),
  );
  doneHttp = true;
  await probing;
  check(S, fivexx === 0 && zero === 0, `${n(targets.length)} malformed requests through nginx: ${fivexx} answered >= 500, ${zero} without an answer (statuses ${JSON.stringify(statuses)})${samples5xx.length ? `; ${samples5xx.join('; ')}` : ''}`);
  check(S, leaks === 0, `no body reflects the probe unescaped, shows a stack trace or names the upstream: ${leaks} did${leakSamples.length ? ` (${leakSamples.join('; ')})` : ''}`);

  // 500 hostile sockets from 50 addresses: malformed JSON, over-size, binary, floods.
  const sockFrom = Date.now();
  const hostile = await Promise.allSettled(
    Array.from({ length: 500 }, async (_, i) => {
      const c = new QuoteClient(`${stack.url.replace('http', 'ws')}/ws/quotes`, stack.appEnv.PUBLIC_ORIGIN!, `127.0.70.${1 + Math.floor(i / 10)}`, ['EURUSD'], undefined);
      await sleep(i * 4);
      await c.connect();
      const s = c.socket;
      for (let k = 0; k < 20; k++) {
        if (s.readyState !== 1) break;
        const kind = (i + k) % 5;
        if (kind === 0) s.send('{"type":"subscribe","symbols":');
        else if (kind === 1) s.send(Buffer.alloc(64 * 1024, 0x7b));
        else if (kind === 2) s.send(Buffer.from([0, 1, 2, 255]), { binary: true });
        else if (kind === 3) for (let f = 0; f < 200; f++) s.send('{"type":"subscribe","symbols":["EURUSD"]}');
        else s.send(JSON.stringify({ type: 'subscribe', symbols: Array.from({ length: 500 }, (_, j) => `S${j}`) }));
        await sleep(20);
      }
      await sleep(500);
      c.close();
    }),
  );
  const sockTo = Date.now();
  await sleep(500);
  const gap = observer.longestGap(sockFrom, sockTo);
  observer.close();
  const health = await Promise.all(stack.apps.map((a) => status(`http://127.0.0.1:${a.port}/healthz`)));
  const alive = stack.apps.every((a) => a.running);
  probes.sort((x, y) => x - y);
  const p95 = percentile(probes, 95);
  check(S, alive && health.every((h) => h === 200) && gap < 2000 && p95 < 1000, `500 hostile sockets (${hostile.filter((h) => h.status === 'fulfilled').length} opened, then cut off or refused) and the requests: replicas alive (healthz ${health.join('/')}); meanwhile an observer socket's longest gap ${ms(gap)}, a normal page p95 ${ms(p95)} (max ${ms(probes.at(-1) ?? 0)})`);
}

async function slowloris(stack: Stack): Promise<void> {
  const S = 'Slowloris (200 connections, a header byte a second)';
  const lbPort = Number(new URL(stack.url).port);
  const slow: { s: Socket; closedAt?: number }[] = [];
  const started = Date.now();
  const open = (port: number, i: number) => {
    const s = connect({ port, host: '127.0.0.1', localAddress: `127.0.90.${1 + (i % 200)}` });
    const e: { s: Socket; closedAt?: number } = { s };
    s.on('error', () => {});
    s.on('close', () => (e.closedAt = Date.now()));
    s.write('GET /en HTTP/1.1\r\nHost: x\r\n');
    slow.push(e);
  };
  for (let i = 0; i < 150; i++) open(lbPort, i);
  for (let i = 0; i < 50; i++) open(stack.apps[1]!.port, i); // Node's own limit, without nginx
  const drip = setInterval(() => slow.forEach((e) => e.closedAt ?? e.s.write('X')), 1000);
  const latencies: number[] = [];
  const failures: string[] = [];
  const until = Date.now() + 13_000;
  while (Date.now() < until) {
    const t0 = performance.now();
    const a = await status(stack.url + pages[latencies.length % pages.length]!);
    const b = await status(`http://127.0.0.1:${stack.apps[1]!.port}/en`);
    latencies.push(performance.now() - t0);
    if (a !== 200) failures.push(`nginx ${a}`);
    if (b !== 200) failures.push(`replica ${b}`);
    await sleep(200);
  }
  // Both time-outs are 10 s (checked every second in Node): wait up to 16 s for the last close.
  while (slow.some((e) => e.closedAt === undefined) && Date.now() - started < 16_000) await sleep(100);
  clearInterval(drip);
  const closed = slow.filter((e) => e.closedAt !== undefined);
  const lastClose = Math.max(...closed.map((e) => e.closedAt! - started));
  slow.forEach((e) => e.s.destroy());
  latencies.sort((x, y) => x - y);
  check(S, latencies.at(-1)! < 1000 && failures.length === 0, `${latencies.length} normal requests (nginx and a replica directly) answered in at most ${ms(latencies.at(-1)!)} (median ${ms(percentile(latencies, 50))})${failures.length ? `; failed: ${failures.slice(0, 5).join(', ')}` : ''}`);
  check(S, closed.length === slow.length && lastClose < 14_000, `${closed.length} of ${slow.length} slow connections closed, the last after ${ms(lastClose)} (10 s header time-out at nginx and in Node)`);
}

async function steadyLoad(stack: Stack): Promise<void> {
  const S = '100 connections and 1,000 sockets for 60 s';
  const sockets = await quoteClients(stack, 1000, { addressBase: 100, symbols: ['EURUSD', 'GBPUSD', 'XAUUSD', 'BTCUSD'] });
  say('steady: warm-up');
  // 30 s: the replica restarted by the leader scenario is still sizing its heap and filling its
  // caches after 15 s (its RSS then grew 37-56 % while the other replica's grew 4 %).
  await runLoad({ origin: stack.url, connections: 100, durationMs: d(30_000), pick: mix });
  // Then until the page caches stop filling (at most 60 s more): a replica restarted by an
  // earlier scenario was still filling its cache towards PAGE_CACHE_MAX_MB (32 -> 60 MB of 64)
  // during the measurement, which is growth up to a cap, not drift.
  const cacheBytes = () => Promise.all(stack.apps.map((a) => metric(a.port, stack.metricsToken, 'page_cache_bytes')));
  for (let extra = 0, before = await cacheBytes(); extra < 6; extra++) {
    await runLoad({ origin: stack.url, connections: 100, durationMs: d(10_000), pick: mix });
    const after = await cacheBytes();
    const filling = after.some((b, i) => (b ?? 0) > (before[i] ?? 0) * 1.05);
    before = after;
    if (!filling) break;
    say('steady: page caches still filling, warming 10 s more');
  }
  const rss0 = await Promise.all(stack.apps.map((a) => metric(a.port, stack.metricsToken, 'process_resident_memory_bytes')));
  const heap0 = await Promise.all(stack.apps.map((a) => metric(a.port, stack.metricsToken, 'nodejs_heap_used_after_major_gc_bytes')));
  const cache0 = await Promise.all(stack.apps.map((a) => metric(a.port, stack.metricsToken, 'page_cache_bytes')));
  say('steady: measuring');
  // The 1,000 sockets live in this process beside the load generator: its own event-loop delay
  // is part of every gap it measures, so it is printed with them.
  const ownDelay = monitorEventLoopDelay({ resolution: 20 });
  ownDelay.enable();
  const from = Date.now();
  // The heap kept after a full GC, sampled every 2 s: the last value alone swings by 20 % with
  // what a concurrent collection left floating. A leak raises the floor (the lowest sample);
  // floating garbage only the peaks. Three heap snapshots of one instance under this mix, 60 s
  // apart, kept 59.1, 59.9 and 59.0 MB alive.
  const samples: { at: number; heap: (number | undefined)[] }[] = [];
  const sampler = setInterval(() => {
    const at = Date.now();
    const read = (name: string) => Promise.all(stack.apps.map((a) => metric(a.port, stack.metricsToken, name)));
    void read('nodejs_heap_used_after_major_gc_bytes').then((heap) => samples.push({ at, heap }));
  }, 2000);
  const r = await runLoad({ origin: stack.url, connections: 100, durationMs: d(60_000), pick: mix });
  clearInterval(sampler);
  const rss1 = await Promise.all(stack.apps.map((a) => metric(a.port, stack.metricsToken, 'process_resident_memory_bytes')));
  const heap1 = await Promise.all(stack.apps.map((a) => metric(a.port, stack.metricsToken, 'nodejs_heap_used_after_major_gc_bytes')));
  const cache1 = await Promise.all(stack.apps.map((a) => metric(a.port, stack.metricsToken, 'page_cache_bytes')));
  const to = Date.now();
  const gaps = sockets.map((c) => c.longestGap(from, to));
  const dropped = sockets.filter((c) => c.closes.length > 0).length;
  sockets.forEach((c) => c.close());
  const drift = rss0.map((a, i) => ((rss1[i]! - a!) / a!) * 100);
  const mb = (b: number | undefined) => `${Math.round((b ?? 0) / 1048576)} MB`;
  const rps = r.total / (r.durationMs / 1000);
  check(S, r.errors === 0 && r.fivexx === 0, `${n(r.total)} requests (${n(Math.round(rps))}/s; pages ${n(r.byKind.page?.requests ?? 0)}, API ${n(r.byKind.api?.requests ?? 0)}): ${r.errors} errors, ${r.fivexx} 5xx; p50 ${ms(r.p(50))}, p99 ${ms(r.p(99))}, max ${ms(r.p(100))}`);
  ownDelay.disable();
  // A quote's journey (feed -> leader -> Redis -> replica -> nginx -> socket) is what this stack
  // controls: the age of each frame's newest quote on arrival. The gaps between frames are mostly
  // the sandbox feed's (40 random ticks a second over 66 symbols: these 4 tick 2.4 times a
  // second, so a pause over 2 s happens by chance about once a minute, e^-4.8 per interval);
  // the longest gap is printed with the feed's own longest pause for the same symbols. The bound
  // is for a saturated machine (both cores busy with the load, nginx, replicas and this
  // process): p99 810-964 ms measured, 1.5 s allowed.
  const lags = sockets.flatMap((c) => c.lags(from, to)).sort((a, b) => a - b);
  const ticks = [...new Set(sockets.flatMap((c) => c.frameTicks))].filter((x) => x > from - 5000 && x < to).sort((a, b) => a - b);
  let feedPause = 0;
  for (let k = 1; k < ticks.length; k++) feedPause = Math.max(feedPause, ticks[k]! - ticks[k - 1]!);
  const starved = sockets.filter((c) => c.lags(from, to).length < 10).length;
  check(S, dropped === 0 && starved === 0 && percentile(lags, 99) < 1500, `1,000 sockets: ${dropped} dropped, ${starved} with fewer than 10 frames; quote age on arrival p50 ${ms(percentile(lags, 50))}, p99 ${ms(percentile(lags, 99))}, max ${ms(lags.at(-1) ?? 0)} over ${n(lags.length)} frames; longest gap ${ms(Math.max(...gaps))}, the feed's longest pause for these symbols ${ms(feedPause)} (this process's own event-loop delay: max ${ms(ownDelay.max / 1e6)}, p99 ${ms(ownDelay.percentile(99) / 1e6)})`);
  // Per replica: RSS drift under 10 %; or, where RSS still grows (V8 sizing its heap, the page
  // cache filling towards PAGE_CACHE_MAX_MB), the floor of the heap kept after a full GC (its
  // lowest sample in the first and in the last 15 s) rising by less than 10 %.
  const pct = (from: number | undefined, to: number | undefined) => (from && to ? ((to - from) / from) * 100 : 0);
  const floor = (i: number, fromMs: number, toMs: number) =>
    Math.min(...samples.filter((x) => x.at - from >= fromMs && x.at - from < toMs && x.heap[i]).map((x) => x.heap[i]!));
  const span = to - from;
  const floors = stack.apps.map((_, i) => [floor(i, 0, span / 4), floor(i, span - span / 4, span + 1)] as const);
  const floorDrift = floors.map(([a, b], i) => (Number.isFinite(a) && Number.isFinite(b) ? pct(a, b) : pct(heap0[i], heap1[i])));
  const holds = drift.every((x, i) => x < 10 || floorDrift[i]! < 10);
  const list = (xs: number[]) => xs.map((x) => `${x.toFixed(1)} %`).join(' / ');
  check(S, holds, `RSS ${rss0.map(mb).join(' / ')} -> ${rss1.map(mb).join(' / ')} (drift ${list(drift)}); floor of the heap after a full GC ${floors.map(([a]) => mb(a)).join(' / ')} -> ${floors.map(([, b]) => mb(b)).join(' / ')} (${list(floorDrift)}; last values ${heap0.map(mb).join(' / ')} -> ${heap1.map(mb).join(' / ')}); page cache ${cache0.map(mb).join(' / ')} -> ${cache1.map(mb).join(' / ')}`);
}

// ---------------------------------------------------------------- run
const scenarios: [string, (s: Stack) => Promise<void>][] = [
  ['malformed', malformed],
  ['slowloris', slowloris],
  ['upstream', upstreamDown],
  ['redis', redisDown],
  ['leader', replicaKilled],
  ['sigterm', sigterm],
  ['steady', steadyLoad],
];

const started = Date.now();
const stack = await startStack({ log: say, keep: process.env.RESILIENCE_KEEP === '1' });
try {
  say(`stack up in ${ms(Date.now() - started)}; warming ${pages.length} pages`);
  await warm(stack);
  for (const [name, run] of scenarios) {
    if (only && !only.includes(name)) continue;
    const t0 = Date.now();
    say(`${name}...`);
    try {
      await run(stack);
    } catch (error) {
      check(name, false, `aborted: ${(error as Error).message}`);
    }
    say(`${name} took ${ms(Date.now() - t0)}`);
  }
} finally {
  await stack.stop();
}
const total = Date.now() - started;
say(`${figures.length - failed} of ${figures.length} figures hold; ${ms(total)} in all`);

// The figures in their own file (a full run only): README.md links to it.
if (!quick && !only) {
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const table = [
    '# Resilience suite: the last full run\'s figures',
    '',
    'Written by `npm run test:resilience` (`stack/resilience.ts`) on every full run; the scenarios and what each figure means are described in README.md ("Resilience suite").',
    '',
    `Last run ${when} UTC, ${Math.round(total / 1000)} s in all, on ${cpus().length} cores with a load average of ${loadavg().map((x) => x.toFixed(1)).join(' / ')} at the end (\`npm run test:resilience\`; it rewrites this file).`,
    '',
    '| Scenario | Figure | Holds |',
    '| --- | --- | --- |',
    ...figures.map((f) => `| ${f.scenario} | ${f.figure.replace(/\|/g, '\\|')} | ${f.ok ? 'yes' : '**no**'} |`),
    '',
  ].join('\n');
  writeFileSync(join(root, 'stack/resilience-results.md'), table);
}
process.exitCode = failed ? 1 : 0;
