import t from 'tap';
import { buildQuotesApp, connect, slowConsumerScene, windowsPass, type TestClient } from './fixtures/helpers.ts';
import { until } from '../../test-support/until.ts';
import { homeSymbols } from '../../../shared/quotes/instruments.ts';

// Ticks come from the tests (hub.ingest) so every expectation is exact; the simulator runs at
// 1 tick/s underneath.
const base = { simTicksPerSec: 1 };

t.test('snapshot, then conflated quotes for the subscribed symbols only; unsubscribe', async (t) => {
  const { app, wsUrl } = await buildQuotesApp(base);
  t.teardown(() => app.close());
  const hub = app.quotes.hub;
  const c = await connect(wsUrl, 'http://localhost:5173');
  t.teardown(() => c.close());
  c.send({ type: 'subscribe', symbols: ['EURUSD', 'XAUUSD.pro', 'FOO', 'EURUSD'] });
  const snap = await c.next('snapshot');
  t.same(snap.quotes.map((q) => q.symbol), ['EURUSD', 'XAUUSD'], 'snapshot of the known ones, suffix stripped, once each');
  t.same(snap.unknown, ['FOO'], 'unknown symbols reported, not fatal');
  for (const q of snap.quotes) t.ok(q.bid > 0 && q.ask > q.bid && Number.isInteger(q.digits) && q.ts > 0, `${q.symbol} complete`);

  // five EURUSD ticks and two USDJPY ticks in one window: one frame, only the latest EURUSD
  const at = c.received.length;
  for (let i = 1; i <= 5; i++) hub.ingest([{ symbol: 'EURUSD', bid: 1.1 + i / 1e5, ask: 1.10012 + i / 1e5 }]);
  hub.ingest([{ symbol: 'USDJPY', bid: 150, ask: 150.01 }, { symbol: 'USDJPY', bid: 151, ask: 151.01 }]);
  await c.waitFor(() => c.received.slice(at).some((r) => r.message.type === 'quotes' && r.message.quotes.some((q) => q.bid === 1.10005)), 2000, 'eurusd');
  await windowsPass(app, 2); // two more windows flushed: any extra EURUSD or USDJPY frame would be here
  const frames = c.received.slice(at).filter((r) => r.message.type === 'quotes');
  const eur = frames.flatMap((r) => (r.message.type === 'quotes' ? r.message.quotes : [])).filter((q) => q.symbol === 'EURUSD' && q.bid >= 1.1 && q.bid < 1.2);
  t.same(eur.map((q) => q.bid), [1.10005], 'only the latest of the five');
  t.notOk(frames.some((r) => r.message.type === 'quotes' && r.message.quotes.some((q) => q.symbol === 'USDJPY')), 'no unsubscribed symbol');
  const last = frames.at(-1)!.message;
  t.ok(last.type === 'quotes' && typeof last.ts === 'number', 'frames carry the server time');

  c.send({ type: 'unsubscribe', symbols: ['EURUSD'] });
  // one socket's messages are handled in order: the snapshot of this later subscribe proves the
  // unsubscribe was applied
  c.send({ type: 'subscribe', symbols: ['GBPUSD'] });
  await c.next('snapshot');
  const after = c.received.length;
  hub.ingest([{ symbol: 'EURUSD', bid: 1.2, ask: 1.20012 }, { symbol: 'XAUUSD', bid: 2400, ask: 2400.3 }]);
  await c.waitFor(() => c.received.slice(after).some((r) => r.message.type === 'quotes' && r.message.quotes.some((q) => q.symbol === 'XAUUSD' && q.bid === 2400)), 2000, 'xau');
  t.notOk(c.received.slice(after).some((r) => r.message.type === 'quotes' && r.message.quotes.some((q) => q.symbol === 'EURUSD')), 'unsubscribed symbol no longer sent');
  t.equal(c.closed, undefined, 'still open');
});

t.test('at most one quotes frame per client per 100 ms, each with the latest quotes', async (t) => {
  const { app, wsUrl } = await buildQuotesApp(base);
  t.teardown(() => app.close());
  const c = await connect(wsUrl);
  t.teardown(() => c.close());
  c.send({ type: 'subscribe', symbols: [...homeSymbols] });
  await c.next('snapshot');
  const start = c.received.length;
  // ~1000 ticks/s over all symbols for 15 windows (counted by the channel's own flushes)
  const timer = setInterval(() => {
    const batch = homeSymbols.map((s) => {
      const q = app.quotes.hub.get(s)!;
      const d = 10 ** -q.digits;
      return { symbol: s, bid: q.bid + d, ask: q.ask + d };
    });
    app.quotes.hub.ingest(batch);
  }, 25);
  const flushesBefore = app.quotes.channel.stats.flushes;
  await windowsPass(app, 15);
  clearInterval(timer);
  await windowsPass(app, 2); // the last ticks' window is flushed
  const windows = Math.ceil((app.quotes.channel.stats.flushes - flushesBefore) / 10) + 1;
  const frames = c.received.slice(start).filter((r) => r.message.type === 'quotes');
  t.ok(frames.length >= 2 && frames.length <= windows, `${frames.length} frames over ${windows} windows: at most one each`);
  const serverTimes = frames.map((r) => (r.message.type === 'quotes' ? r.message.ts! : 0));
  const gaps = serverTimes.slice(1).map((x, i) => x - serverTimes[i]!);
  t.ok(Math.min(...gaps) >= 95, `server-side gaps >= 100 ms (min ${Math.min(...gaps)})`);
  for (const r of frames) {
    if (r.message.type !== 'quotes') continue;
    const symbols = r.message.quotes.map((q) => q.symbol);
    if (new Set(symbols).size !== symbols.length) t.fail('a symbol twice in one frame');
  }
  // the last frame holds the final value of each symbol
  const final = new Map<string, number>();
  for (const r of frames) if (r.message.type === 'quotes') for (const q of r.message.quotes) final.set(q.symbol, q.bid);
  for (const s of homeSymbols) t.equal(final.get(s), app.quotes.hub.get(s)!.bid, `${s} ends on the latest`);
  t.ok(app.quotes.channel.stats.conflated > 0, `conflated ${app.quotes.channel.stats.conflated} ticks`);
});

t.test('bad frames get an error frame and the socket stays open; limits', async (t) => {
  const { app, wsUrl } = await buildQuotesApp({ ...base, maxMessageBytes: 1024 });
  t.teardown(() => app.close());
  const c = await connect(wsUrl);
  t.teardown(() => c.close());
  c.send('this is not json');
  t.match((await c.next('error')).message, /invalid JSON/);
  c.send({ type: 'subscribe', symbols: 'EURUSD' });
  t.match((await c.next('error')).message, /invalid message/);
  c.send({ type: 'dance' });
  t.match((await c.next('error')).message, /invalid message/);
  c.send({ type: 'subscribe', symbols: Array.from({ length: 51 }, (_, i) => `S${i}`) });
  t.match((await c.next('error')).message, /at most 50/, 'over 50 symbols refused');
  c.socket.send(Buffer.from([1, 2, 3]), { binary: true });
  t.match((await c.next('error')).message, /text frames only/);
  c.send({ type: 'subscribe', symbols: ['EURUSD'] });
  const snap = await c.next('snapshot');
  t.same(snap.quotes.map((q) => q.symbol), ['EURUSD'], 'still works after the bad frames');
  t.equal(c.closed, undefined, 'socket open');

  // over the message size: ws closes with 1009
  const big = await connect(wsUrl);
  big.send({ type: 'subscribe', symbols: ['EURUSD'], pad: 'x'.repeat(2000) });
  await big.waitFor(() => big.closed !== undefined, 2000, 'close');
  t.equal(big.closed!.code, 1009, 'message too big closes with 1009');
  t.equal(app.quotes.faults.total, 1, 'the oversized frame is counted as a client fault (quotes_client_faults_total)');

  // a flood of frames is refused, then cut off
  const flood = await connect(wsUrl);
  for (let i = 0; i < 100; i++) flood.send({ type: 'unsubscribe', symbols: [] });
  await flood.waitFor(() => flood.closed !== undefined, 2000, 'flood cut');
  t.ok(flood.of('error').some((e) => /too many messages/.test(e.message)), 'told first');
});

async function refusal(p: Promise<TestClient>): Promise<number | 'open'> {
  try {
    (await p).close();
    return 'open';
  } catch (err) {
    return (err as { status: number }).status;
  }
}

t.test('Origin and per-IP limits are checked before the upgrade', async (t) => {
  const { app, wsUrl, url } = await buildQuotesApp({ ...base, maxConnectionsPerIp: 3 });
  t.teardown(() => app.close());
  const res = await fetch(`${url}/ws/quotes`);
  t.equal(res.status, 426, 'plain GET: upgrade required');
  t.equal(await refusal(connect(wsUrl, 'https://evil.example')), 403, 'disallowed Origin refused');
  const ok = await connect(wsUrl, 'https://www.example.com');
  const more = [await connect(wsUrl), await connect(wsUrl, 'http://127.0.0.1:3000')];
  t.equal(await refusal(connect(wsUrl)), 429, 'fourth connection from one IP refused');
  ok.close();
  await until(() => app.quotes.channel.size === 2, 5000); // the server saw it go
  const again = await connect(wsUrl);
  t.pass('a slot frees when a socket closes');
  for (const c of [...more, again]) c.close();
});

t.test('a slow consumer is conflated harder, then cut off, without delaying the others', async (t) => {
  // The setup is shared with bench/timings.ts, which measures the fast client's gaps and latency.
  const { app, slow, fast, start, tick } = await slowConsumerScene();
  t.teardown(() => app.close());
  t.teardown(() => slow.destroy());
  t.teardown(() => fast.close());
  const stop = tick();
  t.teardown(stop);
  await fast.waitFor(() => app.quotes.channel.stats.dropped > 0, 15_000, 'the slow client to be cut off');
  const stats = app.quotes.channel.stats;
  t.equal(stats.dropped, 1, 'slow client cut off');
  t.ok(stats.skipped > 0, `frames held back from it first (${stats.skipped})`);
  t.equal(app.quotes.channel.size, 1, 'only the fast client left');
  // Not held up: the fast client kept getting frames in flush order while the slow one fell
  // behind, and still gets them after the cut. Its latency and gaps in milliseconds are a speed
  // figure, measured by bench/timings.ts.
  const frames = fast.received.slice(start).filter((r) => r.message.type === 'quotes');
  const stamps = frames.map((r) => (r.message.type === 'quotes' ? r.message.ts! : 0));
  t.ok(frames.length >= 10, `the fast client got ${frames.length} frames while the slow one fell behind`);
  t.ok(stamps.every((s, i) => i === 0 || s >= stamps[i - 1]!), 'in flush order');
  const cutAt = fast.received.length;
  await fast.waitFor(() => fast.received.slice(cutAt).some((r) => r.message.type === 'quotes'), 3000, 'a frame after the cut');
  stop();
  t.equal(fast.closed, undefined);
});

t.test('metrics, readiness hook and a graceful close that says going away', async (t) => {
  const Fastify = (await import('fastify')).default;
  const { loadConfig } = await import('../../config.ts');
  const { metricsPlugin } = await import('../../plugins/metrics.ts');
  const { quotesFeature } = await import('./index.ts');
  const app = Fastify();
  const checks = new Map<string, () => unknown>();
  app.decorate('config', loadConfig({ NODE_ENV: 'test' }));
  app.decorate('readiness', { register: (name: string, fn: () => unknown) => checks.set(name, fn) } as unknown as import('../ops/index.ts').Readiness);
  await app.register(metricsPlugin, { token: 'metrics-token-0123456789' });
  await app.register(quotesFeature, { env: {}, overrides: base });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  t.ok(checks.has('quotes'), 'readiness check registered');
  t.equal(await checks.get('quotes')!(), true);
  const c: TestClient = await connect(`ws://127.0.0.1:${port}/ws/quotes`);
  c.send({ type: 'subscribe', symbols: ['EURUSD'] });
  await c.next('snapshot');
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { authorization: 'Bearer metrics-token-0123456789' } })).text();
  for (const m of ['quotes_sockets 1', 'quotes_frames_sent_total', 'quotes_conflated_total', 'quotes_dropped_sockets_total', 'quotes_feed_up 1', 'quotes_feed_lag_seconds', 'quotes_leader 1']) {
    t.match(text, m, m);
  }
  t.equal(app.quotes.role(), 'local');
  t.ok(app.quotes.isFresh(), 'simulator keeps it fresh');
  await app.close();
  await c.waitFor(() => c.closed !== undefined, 2000, 'close');
  // 1001 is the close handshake; a socket the shutdown's bound had to terminate would see 1006
  t.equal(c.closed!.code, 1001, 'browser told: going away (closed, not cut when the bound ran out)');
});

t.test('pre-built frames: header lengths for small, medium and large payloads', async (t) => {
  const { textFrame } = await import('./channel.ts');
  const small = textFrame(Buffer.from('x'.repeat(125)));
  t.same([small[0], small[1], small.length], [0x81, 125, 127]);
  const mid = textFrame(Buffer.alloc(300, 120));
  t.same([mid[1], mid.readUInt16BE(2), mid.length], [126, 300, 304]);
  const big = textFrame(Buffer.alloc(70_000, 120));
  t.same([big[1], big.readUInt32BE(2), big.readUInt32BE(6), big.length], [127, 0, 70_000, 70_010]);
});

t.test('flush slots: sockets are spread over the 100 ms window, each served once per window', async (t) => {
  const { app, wsUrl } = await buildQuotesApp(base);
  t.teardown(() => app.close());
  const clients: TestClient[] = [];
  for (let i = 0; i < 10; i++) {
    const c = await connect(wsUrl);
    t.teardown(() => c.close());
    c.send({ type: 'subscribe', symbols: ['EURUSD'] });
    await c.next('snapshot');
    clients.push(c);
  }
  await windowsPass(app, 2); // let the simulator's own ticks go by
  const marks = clients.map((c) => c.received.length);
  app.quotes.hub.ingest([{ symbol: 'EURUSD', bid: 1.23456, ask: 1.23468 }]);
  await Promise.all(clients.map((c, i) => c.waitFor(() => c.received.slice(marks[i]).some((r) => r.message.type === 'quotes' && r.message.quotes.some((q) => q.bid === 1.23456)), 2000, `client ${i}`)));
  const stamps = clients.map((c, i) => {
    const frame = c.received.slice(marks[i]).find((r) => r.message.type === 'quotes' && r.message.quotes.some((q) => q.bid === 1.23456))!;
    return frame.message.type === 'quotes' ? (frame.message.ts ?? 0) : 0;
  });
  const spread = Math.max(...stamps) - Math.min(...stamps);
  t.ok(new Set(stamps).size >= 5, `frames stamped by their own slot's flush (${new Set(stamps).size} distinct times)`);
  // slots flush 10 ms apart and timers never fire early: ten sockets in ten slots span >= 90 ms
  t.ok(spread >= 40, `the ten sockets are served across the window (${spread} ms apart at most)`);
  for (const [i, c] of clients.entries()) {
    const hits = c.received.slice(marks[i]).filter((r) => r.message.type === 'quotes' && r.message.quotes.some((q) => q.bid === 1.23456));
    t.equal(hits.length, 1, `client ${i} got the quote once`);
  }
});

t.test('slots without sockets keep no changes; a socket joining one gets the snapshot, then every tick', async (t) => {
  const { app, wsUrl } = await buildQuotesApp(base);
  t.teardown(() => app.close());
  const hub = app.quotes.hub;
  const dirty = () => (app.quotes.channel as unknown as { dirty: Set<string>[] }).dirty;
  t.ok(dirty().length > 2, `${dirty().length} slots`);
  const first = await connect(wsUrl);
  t.teardown(() => first.close());
  first.send({ type: 'subscribe', symbols: ['EURUSD'] });
  await first.next('snapshot');
  hub.ingest([{ symbol: 'USDJPY', bid: 150, ask: 150.01 }]);
  // Slot 0 (the first socket's, and the conflation count's) keeps the change; the empty ones do not.
  t.ok(dirty()[0]!.has('USDJPY'));
  t.same(dirty().slice(1).map((d) => d.size), dirty().slice(1).map(() => 0), 'no empty slot collects changes');
  const second = await connect(wsUrl);
  t.teardown(() => second.close());
  second.send({ type: 'subscribe', symbols: ['USDJPY'] });
  const snap = await second.next('snapshot');
  t.same(snap.quotes.map((q) => [q.symbol, q.bid]), [['USDJPY', 150]], 'the tick it missed is in its snapshot');
  const at = second.received.length;
  hub.ingest([{ symbol: 'USDJPY', bid: 151, ask: 151.01 }]);
  await second.waitFor(() => second.received.slice(at).some((r) => r.message.type === 'quotes' && r.message.quotes.some((q) => q.symbol === 'USDJPY' && q.bid === 151)), 2000, 'usdjpy');
});
