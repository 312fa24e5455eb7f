// Several instances with a real redis-server: one holds the feed, all fan out the same ticks,
// the leader's death moves the feed within 5 s and browser sockets on the survivors never notice.
import t from 'tap';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
import { startRedis } from '../../test-support/redis-server.ts';
import { connect, sleep, type TestClient } from './fixtures/helpers.ts';
import { homeSymbols } from '../../../shared/quotes/instruments.ts';

const fixture = fileURLToPath(new URL('./fixtures/instance.ts', import.meta.url));

interface Instance {
  child: ChildProcess;
  port: number;
  lines: Record<string, unknown>[];
}

function startInstance(redisUrl: string): Promise<Instance> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [fixture], {
      env: { ...process.env, REDIS_URL: redisUrl, QUOTES_SIM_TICKS_PER_SEC: '150', QUOTES_REDIS_PREFIX: 'test:quotes' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const lines: Record<string, unknown>[] = [];
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const obj = JSON.parse(line) as Record<string, unknown>;
      lines.push(obj);
      if (typeof obj.port === 'number') resolve({ child, port: obj.port, lines });
    });
    child.once('exit', (code) => reject(new Error(`instance exited early (${code})`)));
    setTimeout(() => reject(new Error('instance did not start')), 10_000).unref();
  });
}

async function role(i: Instance): Promise<string> {
  try {
    const r = (await (await fetch(`http://127.0.0.1:${i.port}/_state`)).json()) as { role: string };
    return r.role;
  } catch {
    return 'gone';
  }
}

async function until(pred: () => Promise<boolean> | boolean, ms: number, what: string): Promise<number> {
  const start = Date.now();
  while (!(await pred())) {
    if (Date.now() - start > ms) throw new Error(`timed out after ${ms} ms: ${what}`);
    await sleep(25);
  }
  return Date.now() - start;
}

const key = (q: { symbol: string; bid: number; ask: number; ts: number }) => `${q.symbol}|${q.bid}|${q.ask}|${q.ts}`;
function quotesOf(c: TestClient, since = 0): Set<string> {
  const out = new Set<string>();
  for (const r of c.received) if (r.at >= since && r.message.type === 'quotes') for (const q of r.message.quotes) out.add(key(q));
  return out;
}

t.test('one leader, shared ticks, fail-over within 5 s without browsers reconnecting', async (t) => {
  const redis = await startRedis();
  const instances: Instance[] = [];
  t.teardown(async () => {
    for (const i of instances) if (i.child.exitCode === null) i.child.kill('SIGKILL');
    await redis.stop();
  });
  const a = await startInstance(redis.url);
  instances.push(a);
  const b = await startInstance(redis.url);
  instances.push(b);

  await until(async () => [await role(a), await role(b)].sort().join() === 'follower,leader', 5000, 'one leader, one follower');
  const [leader, follower] = (await role(a)) === 'leader' ? [a, b] : [b, a];
  t.pass(`leader on :${leader.port}, follower on :${follower.port}`);

  const onLeader = await connect(`ws://127.0.0.1:${leader.port}/ws/quotes`);
  const onFollower = await connect(`ws://127.0.0.1:${follower.port}/ws/quotes`);
  t.teardown(() => { onLeader.close(); onFollower.close(); });
  for (const c of [onLeader, onFollower]) c.send({ type: 'subscribe', symbols: [...homeSymbols] });
  const [s1, s2] = await Promise.all([onLeader.next('snapshot'), onFollower.next('snapshot')]);
  t.equal(s1.quotes.length, homeSymbols.length, 'leader snapshot complete');
  t.equal(s2.quotes.length, homeSymbols.length, 'follower snapshot complete (from Redis)');
  await sleep(1500);
  const qa = quotesOf(onLeader);
  const qb = quotesOf(onFollower);
  const common = [...qb].filter((k) => qa.has(k)).length;
  t.ok(qa.size > 20 && qb.size > 20, `both sockets get quotes (${qa.size}, ${qb.size})`);
  t.ok(common / qb.size > 0.5, `the same ticks: ${common} of the follower's ${qb.size} quotes are identical on the leader`);

  // kill the leader (a crash: no release)
  const killedAt = Date.now();
  leader.child.kill('SIGKILL');
  const took = await until(async () => (await role(follower)) === 'leader', 6000, 'take-over');
  t.ok(took < 5000, `the follower took the feed in ${took} ms`);
  const takeoverAt = Date.now();
  await onFollower.waitFor(() => onFollower.received.some((r) => r.at > takeoverAt + 200 && r.message.type === 'quotes'), 3000, 'quotes after take-over');
  const gapFrames = onFollower.received.filter((r) => r.message.type === 'quotes' && r.at > killedAt);
  t.ok(gapFrames.length > 0, 'the surviving socket keeps receiving quotes');
  t.equal(onFollower.closed, undefined, 'and was never closed');
  t.equal(onFollower.of('snapshot').length, 1, 'no reconnect, no new snapshot');
  // prices continue from where they were (the new leader seeds its simulator from its snapshot)
  const eurBefore = s2.quotes.find((q) => q.symbol === 'EURUSD')!.bid;
  const lastEur = onFollower.received.flatMap((r) => (r.message.type === 'quotes' ? r.message.quotes : [])).filter((q) => q.symbol === 'EURUSD').at(-1);
  if (lastEur) t.ok(Math.abs(lastEur.bid - eurBefore) < 0.01, 'no price jump at fail-over');

  // a graceful stop hands over at once (release + notice), and finishes well within 10 s
  const c = await startInstance(redis.url);
  instances.push(c);
  await until(async () => (await role(c)) === 'follower', 3000, 'third instance follows');
  const onC = await connect(`ws://127.0.0.1:${c.port}/ws/quotes`);
  t.teardown(() => onC.close());
  onC.send({ type: 'subscribe', symbols: ['EURUSD', 'BTCUSD'] });
  await onC.next('snapshot');
  const stoppedAt = Date.now();
  follower.child.kill('SIGTERM');
  await onFollower.waitFor(() => onFollower.closed !== undefined, 5000, 'close frame');
  t.equal(onFollower.closed!.code, 1001, 'browsers on the stopping instance are told: going away');
  const handover = await until(async () => (await role(c)) === 'leader', 5000, 'hand-over');
  t.ok(Date.now() - stoppedAt < 2000, `graceful hand-over in ${Date.now() - stoppedAt} ms (${handover} ms after exit)`);
  await until(() => follower.child.exitCode !== null, 10_000, 'exit');
  const closed = follower.lines.find((l) => typeof l.closedInMs === 'number');
  t.ok(closed && (closed.closedInMs as number) < 10_000, `graceful shutdown took ${String(closed?.closedInMs)} ms`);
  const since = Date.now();
  await onC.waitFor(() => quotesOf(onC, since).size > 0, 3000, 'quotes from the new leader');
  t.pass('the third instance serves quotes from its own feed');
});

t.test('Redis down for 5 s: sockets on every instance keep getting quotes (no gap over 1 s)', async (t) => {
  const redis = await startRedis();
  const instances: Instance[] = [];
  t.teardown(async () => {
    for (const i of instances) if (i.child.exitCode === null) i.child.kill('SIGKILL');
    await redis.stop();
  });
  const a = await startInstance(redis.url);
  instances.push(a);
  const b = await startInstance(redis.url);
  instances.push(b);
  await until(async () => [await role(a), await role(b)].sort().join() === 'follower,leader', 5000, 'one leader, one follower');
  const clients = await Promise.all([a, b].map((i) => connect(`ws://127.0.0.1:${i.port}/ws/quotes`)));
  t.teardown(() => clients.forEach((c) => c.close()));
  for (const c of clients) c.send({ type: 'subscribe', symbols: [...homeSymbols] });
  await Promise.all(clients.map((c) => c.next('snapshot')));
  await sleep(500);

  const downAt = Date.now();
  await redis.kill();
  await sleep(5000);
  t.ok([await role(a), await role(b)].includes('solo'), 'the follower runs its own source while Redis is down');
  await redis.restart();
  const upAt = Date.now();
  await until(async () => [await role(a), await role(b)].sort().join() === 'follower,leader', 6000, 'one leader again');
  await sleep(1000);
  for (const [i, c] of clients.entries()) {
    const times = c.received.filter((r) => r.message.type === 'quotes' && r.at >= downAt - 500).map((r) => r.at);
    let gap = 0;
    for (let k = 1; k < times.length; k++) gap = Math.max(gap, times[k]! - times[k - 1]!);
    gap = Math.max(gap, Date.now() - times.at(-1)!);
    t.ok(gap < 1000, `socket ${i}: longest gap ${gap} ms across the outage and ${Date.now() - upAt} ms after`);
    t.equal(c.closed, undefined, `socket ${i} never closed`);
    t.equal(c.of('snapshot').length, 1, `socket ${i}: no reconnect`);
  }
});
