import t from 'tap';
import { UpstreamFeed, backoffDelay, parseUpstream } from './feed.ts';
import { ws, type WsServer, type WsSocket } from './ws.ts';
import type { RawQuote, SourceState } from './hub.ts';
import { freePort } from '../../test-support/redis-server.ts';

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
async function until(pred: () => boolean, ms: number, what: string): Promise<void> {
  const start = Date.now();
  while (!pred()) {
    if (Date.now() - start > ms) throw new Error(`timed out: ${what}`);
    await sleep(10);
  }
}

interface Scheduled { reason: string; delay: number; at: number }
/** The feed's own log, kept: each "reconnect scheduled" line says why and after how long. */
function recorder() {
  const scheduled: Scheduled[] = [];
  const silent: number[] = [];
  const log = {
    info(obj: object) {
      const o = obj as { reason?: string; delay?: number };
      if (o.reason !== undefined && o.delay !== undefined) scheduled.push({ reason: o.reason, delay: o.delay, at: performance.now() });
    },
    warn(obj: object, msg?: string) {
      if (msg?.includes('silent')) silent.push(performance.now());
    },
  };
  return { scheduled, silent, log };
}

t.test('parseUpstream accepts the usual shapes and skips junk', async (t) => {
  t.same(parseUpstream('{"symbol":"EURUSD.r","bid":1.1,"ask":1.2,"digits":5}'), [{ symbol: 'EURUSD.r', bid: 1.1, ask: 1.2, digits: 5, ts: undefined }]);
  t.same(parseUpstream('[{"symbol":"A","bid":"1.5","ask":"1.6"},{"symbol":"B"}]').map((q) => [q.symbol, q.bid]), [['A', 1.5]]);
  t.equal(parseUpstream('{"type":"quotes","quotes":[{"symbol":"A","bid":1,"ask":2,"ts":5}]}')[0]!.ts, 5);
  t.equal(parseUpstream('{"code":200,"data":[{"symbol":"A","bid":1,"ask":2,"time":7}]}')[0]!.ts, 7);
  t.same(parseUpstream('{"type":"heartbeat"}'), []);
  t.same(parseUpstream('nonsense'), []);
  t.same(parseUpstream('42'), []);
});

t.test('backoff grows exponentially, is capped, and jitters', async (t) => {
  t.equal(backoffDelay(0, 500, 30_000, () => 0), 250);
  t.equal(backoffDelay(0, 500, 30_000, () => 1), 500);
  t.equal(backoffDelay(3, 500, 30_000, () => 1), 4000);
  t.equal(backoffDelay(20, 500, 30_000, () => 1), 30_000);
  t.equal(backoffDelay(20, 500, 30_000, () => 0), 15_000);
  const spread = new Set(Array.from({ length: 50 }, () => backoffDelay(4, 500, 30_000)));
  t.ok(spread.size > 10, 'jittered');
});

interface FakeUpstream {
  server: WsServer;
  port: number;
  sockets: WsSocket[];
  subscribes: unknown[];
  /** When false, the server neither ticks nor answers pings. */
  talkative: boolean;
  close(): Promise<void>;
}

async function fakeUpstream(port?: number): Promise<FakeUpstream> {
  const p = port ?? (await freePort());
  const server = await new Promise<WsServer>((resolve) => {
    const s: WsServer = new ws.WebSocketServer({ port: p, host: '127.0.0.1', autoPong: false }, () => resolve(s));
  });
  const fake: FakeUpstream = {
    server, port: p, sockets: [], subscribes: [], talkative: true,
    close: () => new Promise<void>((resolve) => {
      for (const c of server.clients) c.terminate();
      server.close(() => resolve());
    }),
  };
  let n = 0;
  const timer = setInterval(() => {
    if (!fake.talkative) return;
    n++;
    for (const c of server.clients) c.send(JSON.stringify([{ symbol: 'EURUSD.r', bid: 1.085 + n * 1e-5, ask: 1.08512 + n * 1e-5 }]));
  }, 20);
  server.on('close', () => clearInterval(timer));
  server.on('connection', (s: WsSocket) => {
    fake.sockets.push(s);
    s.on('message', (d: Buffer) => fake.subscribes.push(JSON.parse(d.toString())));
    s.on('ping', () => { if (fake.talkative) s.pong(); });
    s.on('error', () => {});
  });
  return fake;
}

t.test('feed: connects, subscribes, reconnects after a drop, treats silence as down', async (t) => {
  const up = await fakeUpstream();
  const ticks: RawQuote[] = [];
  const states: SourceState[] = [];
  const rec = recorder();
  const feed = new UpstreamFeed({
    url: `ws://127.0.0.1:${up.port}/feed`,
    log: rec.log,
    random: () => 1, // no jitter: the scheduled delays are exact
    symbols: ['EURUSD', 'XAUUSD'],
    heartbeatMs: 50,
    silenceMs: 300,
    backoffMinMs: 50,
    backoffMaxMs: 400,
    onTicks: (b) => ticks.push(...b),
    onState: (s) => states.push(s),
  });
  t.teardown(async () => { feed.stop(); await up.close(); });
  feed.start();
  await until(() => ticks.length > 3, 10_000, 'ticks');
  t.equal(feed.state, 'up');
  t.same(up.subscribes[0], { type: 'subscribe', symbols: ['EURUSD', 'XAUUSD'] }, 'subscribes to every symbol');
  t.equal(ticks[0]!.symbol, 'EURUSD.r', 'the hub normalises, the feed passes through');

  // 1. the upstream drops the connection: down, then back with a new connection
  up.sockets[0]!.terminate();
  await until(() => states.includes('down'), 5000, 'down after drop');
  await until(() => feed.connects === 2 && feed.state === 'up', 5000, 'reconnect');
  t.same(rec.scheduled.map((x) => [x.reason, x.delay]), [['closed', 50]], 'the drop scheduled one reconnect after the first back-off step');
  t.equal(feed.dials, 2, 'and reconnected by that timer, once');
  const before = ticks.length;
  await until(() => ticks.length > before + 3, 10_000, 'ticks after reconnect');

  // 2. the upstream goes silent (no ticks, no pongs): down within the silence limit, reconnecting
  up.talkative = false;
  const silentAt = performance.now();
  states.length = 0;
  await until(() => states.includes('down'), 10_000, 'down after silence');
  t.equal(rec.silent.length, 1, 'the heartbeat found the connection silent (the socket itself stayed open)');
  t.equal(rec.scheduled.at(-1)!.reason, 'silent', 'and scheduled a reconnect for that reason');
  // a lower bound only: timers never fire early, so this holds on any machine
  t.ok(rec.silent[0]! - silentAt >= 300 - 60, 'not before the silence limit (300 ms, less one tick interval)');
  up.talkative = true;
  await until(() => feed.state === 'up' && feed.connects >= 3, 10_000, 'reconnect after silence');
  t.pass(`connections: ${feed.connects}`);
});

t.test('feed: upstream away for a while -> attempts back off, then it comes back', async (t) => {
  const port = await freePort();
  const states: SourceState[] = [];
  let ticks = 0;
  const rec = recorder();
  const feed = new UpstreamFeed({
    url: `ws://127.0.0.1:${port}/`,
    log: rec.log,
    random: () => 1, // no jitter (backoffDelay's own test covers it): the delays are exact
    symbols: ['EURUSD'],
    heartbeatMs: 50,
    silenceMs: 300,
    backoffMinMs: 40,
    backoffMaxMs: 1000,
    onTicks: (b) => { ticks += b.length; },
    onState: (s) => { states.push(s); },
  });
  feed.start();
  // refused connections: each failure schedules the next try, doubling from 40 ms to the 1 s cap
  await until(() => rec.scheduled.length >= 7, 30_000, 'seven refused attempts');
  t.same(rec.scheduled.slice(0, 7).map((s) => s.delay), [40, 80, 160, 320, 640, 1000, 1000], 'delays double, then stay at the cap');
  t.ok(rec.scheduled.every((s) => s.reason === 'closed'), 'each after a refused connection');
  t.ok(feed.dials >= 7 && feed.dials <= rec.scheduled.length + 1, `one dial per scheduled timer (${feed.dials} dials)`);
  // lower bounds only (timers never fire early): each try waited at least its delay
  const waited = rec.scheduled.slice(1, 7).map((s, i) => s.at - rec.scheduled[i]!.at);
  t.ok(waited.every((w, i) => w >= rec.scheduled[i]!.delay - 2), `each try waited its delay (${waited.map(Math.round).join(', ')} ms)`);
  const up = await fakeUpstream(port);
  t.teardown(async () => { feed.stop(); await up.close(); });
  await until(() => ticks > 0, 10_000, 'ticks once the upstream is back');
  t.equal(feed.state, 'up');
});
