import t from 'tap';
import { UpstreamFeed, backoffDelay, parseUpstream } from './feed.ts';
import { ws, type WsServer, type WsSocket } from './ws.ts';
import type { RawQuote, SourceState } from './hub.ts';
import { freePort } from '../../test-support/redis-server.ts';

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
async function until(pred: () => boolean, ms: number, what: string): Promise<number> {
  const start = Date.now();
  while (!pred()) {
    if (Date.now() - start > ms) throw new Error(`timed out: ${what}`);
    await sleep(10);
  }
  return Date.now() - start;
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
  const feed = new UpstreamFeed({
    url: `ws://127.0.0.1:${up.port}/feed`,
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
  await until(() => ticks.length > 3, 2000, 'ticks');
  t.equal(feed.state, 'up');
  t.same(up.subscribes[0], { type: 'subscribe', symbols: ['EURUSD', 'XAUUSD'] }, 'subscribes to every symbol');
  t.equal(ticks[0]!.symbol, 'EURUSD.r', 'the hub normalises, the feed passes through');

  // 1. the upstream drops the connection: down, then back with a new connection
  up.sockets[0]!.terminate();
  await until(() => states.includes('down'), 1000, 'down after drop');
  const took = await until(() => feed.connects === 2 && feed.state === 'up', 2000, 'reconnect');
  t.ok(took < 1500, `reconnected in ${took} ms`);
  const before = ticks.length;
  await until(() => ticks.length > before + 3, 2000, 'ticks after reconnect');

  // 2. the upstream goes silent (no ticks, no pongs): down within the silence limit, reconnecting
  up.talkative = false;
  const silentAt = Date.now();
  states.length = 0;
  await until(() => states.includes('down'), 2000, 'down after silence');
  const downIn = Date.now() - silentAt;
  t.ok(downIn >= 250 && downIn < 900, `silence detected after ${downIn} ms`);
  up.talkative = true;
  await until(() => feed.state === 'up' && feed.connects >= 3, 3000, 'reconnect after silence');
  t.pass(`connections: ${feed.connects}`);
});

t.test('feed: upstream away for a while -> attempts back off, then it comes back', async (t) => {
  const port = await freePort();
  const states: SourceState[] = [];
  let ticks = 0;
  const attempts: number[] = [];
  const feed = new UpstreamFeed({
    url: `ws://127.0.0.1:${port}/`,
    symbols: ['EURUSD'],
    heartbeatMs: 50,
    silenceMs: 300,
    backoffMinMs: 40,
    backoffMaxMs: 1000,
    onTicks: (b) => { ticks += b.length; },
    onState: (s) => { states.push(s); },
  });
  feed.start();
  const began = Date.now();
  let seen = 0;
  while (Date.now() - began < 1200) {
    if (feed.dials > seen) { seen = feed.dials; attempts.push(Date.now()); }
    await sleep(2);
  }
  // refused connections: 40, 80, 160, 320, 640 ms nominal (half of it jitter) -> about 4 to 6 tries
  t.ok(attempts.length >= 3 && attempts.length <= 8, `${attempts.length} attempts in 1.2 s`);
  const gaps = attempts.slice(1).map((a, i) => a - attempts[i]!);
  t.ok(gaps[gaps.length - 1]! > gaps[0]!, `gaps grow: ${gaps.join(', ')}`);
  const up = await fakeUpstream(port);
  t.teardown(async () => { feed.stop(); await up.close(); });
  await until(() => ticks > 0, 3000, 'ticks once the upstream is back');
  t.equal(feed.state, 'up');
});
