// Speed figures that used to be wall-clock assertions in unit tests (issue 36 point 4). The tests
// now check events and state, which hold on any machine; how many milliseconds things take is
// measured here, on a quiet machine, and compared with the budget the tests once carried.
//
//   node bench/timings.ts [--only feed,channel,readyz,edge,failover]
//
// Prints one line per figure (measured ms, budget ms, within/OVER) and exits 1 when a figure is
// over its budget. Everything runs on 127.0.0.1; the whole run takes about 30 s (edge: 10 s head
// time-out; failover: a redis-server from Debian's package).
import Fastify from 'fastify';
import { connect as tcpConnect, type AddressInfo } from 'node:net';
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../server/config.ts';
import { opsFeature } from '../server/features/ops/index.ts';
import { UpstreamFeed } from '../server/features/quotes/feed.ts';
import { ws, type WsServer, type WsSocket } from '../server/features/quotes/ws.ts';
import { sleep, slowConsumerScene } from '../server/features/quotes/fixtures/helpers.ts';
import { freePort, startRedis } from '../server/test-support/redis-server.ts';
import { buildTestApp } from '../server/test-support/app.ts';

interface Figure { name: string; ms: number; budget: number }
const figures: Figure[] = [];
const record = (name: string, ms: number, budget: number) => {
  figures.push({ name, ms, budget });
  console.log(`${name.padEnd(70)} ${String(Math.round(ms)).padStart(6)} ms  (budget ${budget} ms) ${ms <= budget ? 'within' : 'OVER'}`);
};
async function until(pred: () => boolean | Promise<boolean>, ms: number, what: string): Promise<void> {
  const end = Date.now() + ms;
  while (!(await pred())) {
    if (Date.now() > end) throw new Error(`timed out: ${what}`);
    await sleep(5);
  }
}

/** Upstream feed: reconnect after a drop (back-off 50 ms) and silence detection (limit 300 ms). */
async function feed(): Promise<void> {
  const port = await freePort();
  const server = await new Promise<WsServer>((resolve) => {
    const s: WsServer = new ws.WebSocketServer({ port, host: '127.0.0.1', autoPong: false }, () => resolve(s));
  });
  let talkative = true;
  const sockets: WsSocket[] = [];
  const timer = setInterval(() => {
    if (talkative) for (const c of server.clients) c.send(JSON.stringify([{ symbol: 'EURUSD', bid: 1.1, ask: 1.1001 }]));
  }, 20);
  server.on('connection', (s: WsSocket) => {
    sockets.push(s);
    s.on('ping', () => { if (talkative) s.pong(); });
    s.on('error', () => {});
  });
  let down = 0;
  let ticks = 0;
  const f = new UpstreamFeed({
    url: `ws://127.0.0.1:${port}/`, symbols: ['EURUSD'], heartbeatMs: 50, silenceMs: 300, backoffMinMs: 50, backoffMaxMs: 400,
    onTicks: () => { ticks++; }, onState: (s) => { if (s === 'down') down = performance.now(); },
  });
  f.start();
  await until(() => ticks > 0 && sockets.length === 1, 5000, 'feed up');
  const dropAt = performance.now();
  sockets[0]!.terminate();
  await until(() => f.connects === 2 && f.state === 'up', 5000, 'reconnect');
  record('feed: reconnected after the upstream dropped it', performance.now() - dropAt, 1500);
  talkative = false;
  const silentAt = performance.now();
  down = 0;
  await until(() => down > 0, 5000, 'silence');
  record('feed: silence (300 ms limit) detected', down - silentAt, 900);
  f.stop();
  clearInterval(timer);
  for (const c of server.clients) c.terminate();
  await new Promise<void>((r) => server.close(() => r()));
}

/** Quotes channel: a fast client's pace and latency beside a slow consumer; graceful close. */
async function channel(): Promise<void> {
  const { app, slow, fast, start, tick } = await slowConsumerScene();
  const stop = tick();
  await until(() => app.quotes.channel.stats.dropped > 0, 15_000, 'slow client cut');
  stop();
  const frames = fast.received.slice(start).filter((r) => r.message.type === 'quotes');
  const lat = frames.map((r) => r.at - (r.message.type === 'quotes' ? r.message.ts! : 0));
  const gaps = frames.slice(1).map((r, i) => r.at - frames[i]!.at);
  record(`channel: fast client's longest gap beside a slow one (${frames.length} frames)`, Math.max(...gaps), 500);
  record('channel: fast client\'s worst latency beside a slow one', Math.max(...lat), 400);
  slow.destroy();
  const started = performance.now();
  await app.close();
  record('channel: graceful close with an open socket', performance.now() - started, 3000);
  fast.close();
}

/** Readiness: a hung check is answered by its 1 s time-out. */
async function readyz(): Promise<void> {
  const app = Fastify();
  app.decorate('config', loadConfig({ NODE_ENV: 'test' }));
  await app.register(opsFeature);
  app.readiness.register('hung', () => new Promise<boolean>(() => {}));
  const started = performance.now();
  await app.inject('/readyz');
  record('readyz: answered with a hung check (1 s time-out)', performance.now() - started, 3000);
  await app.close();
}

/** The edge: /healthz answered beside 50 request heads sent a byte a second. */
async function edge(): Promise<void> {
  const { app } = await buildTestApp({ LOG_LEVEL: 'silent' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  const slow = Array.from({ length: 50 }, () => {
    const s = tcpConnect(port, '127.0.0.1');
    s.on('error', () => {});
    s.write('GET /en HTTP/1.1\r\nHost: x\r\n');
    return s;
  });
  await sleep(200); // paces the slow heads' arrival before the probe (a load shape, not a wait)
  const started = performance.now();
  const res = await fetch(`http://127.0.0.1:${port}/healthz`);
  await res.text();
  record('edge: /healthz beside 50 slow request heads', performance.now() - started, 1000);
  slow.forEach((s) => s.destroy());
  await app.close();
}

/** Two instances with Redis: crash fail-over (lock expiry) and graceful hand-over. */
async function failover(): Promise<void> {
  const fixture = fileURLToPath(new URL('../server/features/quotes/fixtures/instance.ts', import.meta.url));
  const redis = await startRedis();
  const children: ChildProcess[] = [];
  const start = () => new Promise<{ child: ChildProcess; port: number }>((resolve, reject) => {
    const child = spawn(process.execPath, [fixture], { env: { ...process.env, REDIS_URL: redis.url, QUOTES_SIM_TICKS_PER_SEC: '150', QUOTES_REDIS_PREFIX: 'bench:quotes' }, stdio: ['ignore', 'pipe', 'inherit'] });
    children.push(child);
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const o = JSON.parse(line) as { port?: number };
      if (typeof o.port === 'number') resolve({ child, port: o.port });
    });
    child.once('exit', (code) => reject(new Error(`instance exited (${code})`)));
  });
  const role = async (port: number) => {
    try {
      return ((await (await fetch(`http://127.0.0.1:${port}/_state`)).json()) as { role: string }).role;
    } catch {
      return 'gone';
    }
  };
  try {
    const a = await start();
    const b = await start();
    await until(async () => [await role(a.port), await role(b.port)].sort().join() === 'follower,leader', 10_000, 'roles');
    const [leader, follower] = (await role(a.port)) === 'leader' ? [a, b] : [b, a];
    const killedAt = performance.now();
    leader.child.kill('SIGKILL');
    await until(async () => (await role(follower.port)) === 'leader', 15_000, 'take-over');
    record('failover: a killed leader\'s feed taken over (lock TTL 3 s)', performance.now() - killedAt, 5000);
    const c = await start();
    await until(async () => (await role(c.port)) === 'follower', 10_000, 'third follows');
    const stoppedAt = performance.now();
    follower.child.kill('SIGTERM');
    await until(async () => (await role(c.port)) === 'leader', 15_000, 'hand-over');
    record('failover: graceful hand-over (release + notice)', performance.now() - stoppedAt, 2000);
  } finally {
    for (const ch of children) if (ch.exitCode === null) ch.kill('SIGKILL');
    await redis.stop();
  }
}

const parts: Record<string, () => Promise<void>> = { feed, channel, readyz, edge, failover };
const i = process.argv.indexOf('--only');
const only = i === -1 ? Object.keys(parts) : process.argv[i + 1]!.split(',');
for (const name of only) {
  if (!parts[name]) throw new Error(`unknown part ${name}; one of ${Object.keys(parts).join(', ')}`);
  await parts[name]();
}
const over = figures.filter((f) => f.ms > f.budget);
console.log(over.length ? `${over.length} of ${figures.length} figures over budget` : `all ${figures.length} figures within budget`);
process.exit(over.length ? 1 : 0);
