import t from 'tap';
import { QuoteHub, snapshotResponse } from './hub.ts';
import { loadQuotesConfig, originAllowed } from './config.ts';
import { loadConfig } from '../../config.ts';

t.test('ingest normalises symbols, fills digits, rejects nonsense', async (t) => {
  const hub = new QuoteHub({ staleMs: 1000 });
  const batches: number[] = [];
  const off = hub.subscribe((b) => batches.push(b.length));
  const accepted = hub.ingest([
    { symbol: 'EURUSD.r', bid: 1.0851200000001, ask: 1.08524 },
    { symbol: 'xauusd.pro', bid: 2345.5, ask: 2345.8, digits: 2, ts: 123 },
    { symbol: 'EURUSD', bid: Number.NaN, ask: 1 },
    { symbol: 'GBPUSD', bid: 1.3, ask: 1.2 },
    { symbol: 'NOPE', bid: 1, ask: 2 },
    { symbol: '', bid: 1, ask: 2, digits: 2 },
  ]);
  t.same(accepted.map((q) => q.symbol), ['EURUSD', 'XAUUSD']);
  t.equal(hub.rejected, 4, 'NaN, crossed, unknown without digits, empty');
  t.same(hub.get('EURUSD'), { symbol: 'EURUSD', bid: 1.08512, ask: 1.08524, digits: 5, ts: hub.get('EURUSD')!.ts });
  t.equal(hub.get('XAUUSD')!.ts, 123);
  t.same(batches, [2]);
  off();
  hub.ingest([{ symbol: 'UNKNOWN1', bid: 1, ask: 1.5, digits: 1 }]);
  t.same(batches, [2], 'unsubscribed');
  t.ok(hub.has('UNKNOWN1'), 'a symbol with digits from the feed is kept');
  t.same(hub.snapshot(['eurusd.x', 'XAUUSD', 'ZZZ']).map((q) => q.symbol), ['EURUSD', 'XAUUSD']);
});

t.test('seed: quotes from the shared snapshot are stored, not ticks: no listener hears them, nothing newer is replaced', async (t) => {
  const hub = new QuoteHub({ staleMs: 1000 });
  const heard: string[] = [];
  hub.subscribe((b) => heard.push(...b.map((q) => q.symbol)));
  hub.ingest([{ symbol: 'EURUSD', bid: 1.08512, ask: 1.08524, digits: 5, ts: 2000 }]);
  const stored = hub.seed([
    { symbol: 'EURUSD', bid: 1.07, ask: 1.0701, digits: 5, ts: 1000 },
    { symbol: 'XAUUSD', bid: 2345.5, ask: 2345.8, digits: 2, ts: 1500 },
    { symbol: 'GBPUSD', bid: 1.3, ask: 1.2, digits: 5, ts: 1500 },
  ]);
  t.equal(stored, 1, 'only XAUUSD: EURUSD holds a newer tick, GBPUSD is crossed');
  t.equal(hub.get('EURUSD')!.bid, 1.08512, 'the newer tick stays');
  t.same(hub.get('XAUUSD'), { symbol: 'XAUUSD', bid: 2345.5, ask: 2345.8, digits: 2, ts: 1500 });
  t.notOk(hub.has('GBPUSD'));
  t.same(heard, ['EURUSD'], 'listeners heard the tick only');
  t.equal(hub.ticks, 1, 'a seeded quote is not a tick');
  t.equal(hub.seed([{ symbol: 'XAUUSD', bid: 2346, ask: 2346.3, digits: 2, ts: 1600 }]), 1, 'a newer snapshot entry replaces an older one');
});

t.test('freshness and snapshotResponse', async (t) => {
  const hub = new QuoteHub({ staleMs: 100 });
  t.equal(hub.isFresh(), false, 'nothing yet');
  t.equal(snapshotResponse(hub), null);
  hub.ingest([{ symbol: 'EURUSD', bid: 1.085, ask: 1.0851 }, { symbol: 'USDJPY', bid: 156.5, ask: 156.514 }]);
  t.equal(hub.isFresh(), false, 'source not up');
  hub.setSourceState('up');
  t.equal(hub.isFresh(), true);
  t.same(snapshotResponse(hub), {
    code: 200,
    data: [{ symbol: 'EURUSD', bid: 1.085, ask: 1.0851, digits: 5 }, { symbol: 'USDJPY', bid: 156.5, ask: 156.514, digits: 3 }],
  });
  t.same(snapshotResponse(hub, ['USDJPY.m']), { code: 200, data: [{ symbol: 'USDJPY', bid: 156.5, ask: 156.514, digits: 3 }] });
  t.equal(snapshotResponse(hub, ['XAUUSD']), null, 'not in the snapshot: ask upstream');
  hub.setSourceState('down');
  t.equal(snapshotResponse(hub), null, 'feed down');
  hub.setSourceState('up');
  await new Promise((r) => setTimeout(r, 150)); // time passing past staleMs is the event (a lower bound: more time only makes it staler)
  t.equal(hub.isFresh(), false, 'stale after staleMs');
  t.equal(snapshotResponse(hub), null);
});

t.test('config: defaults, allowed Origins', async (t) => {
  const dev = loadQuotesConfig(loadConfig({ NODE_ENV: 'development', PUBLIC_ORIGIN: 'https://www.velora.example/' }), {});
  t.same(dev.allowedOrigins, ['https://www.velora.example', 'http://localhost:*', 'http://127.0.0.1:*']);
  t.equal(dev.maxSymbols, 50);
  t.equal(dev.flushMs, 100);
  const prod = loadQuotesConfig(loadConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://www.velora.example' }), {});
  t.same(prod.allowedOrigins, ['https://www.velora.example']);
  const custom = loadQuotesConfig(loadConfig({}), { QUOTES_ALLOWED_ORIGINS: 'https://a.example, https://b.example', QUOTES_MAX_CONNECTIONS_PER_IP: '7' });
  t.same(custom.allowedOrigins, ['https://a.example', 'https://b.example']);
  t.equal(custom.maxConnectionsPerIp, 7);
  t.throws(() => loadQuotesConfig(loadConfig({}), { QUOTES_FLUSH_MS: 'soon' }), /QUOTES_FLUSH_MS/);

  t.ok(originAllowed(undefined, prod.allowedOrigins), 'no Origin: not a browser');
  t.ok(originAllowed('https://www.velora.example', prod.allowedOrigins));
  t.notOk(originAllowed('https://evil.example', prod.allowedOrigins));
  t.notOk(originAllowed('http://www.velora.example', prod.allowedOrigins), 'scheme matters');
  t.notOk(originAllowed('http://localhost:5173', prod.allowedOrigins), 'no localhost in production');
  t.ok(originAllowed('http://localhost:5173', dev.allowedOrigins));
  t.ok(originAllowed('http://127.0.0.1:3000', dev.allowedOrigins));
  t.notOk(originAllowed('http://localhost.evil.example:80', dev.allowedOrigins));
  t.notOk(originAllowed('null', dev.allowedOrigins));
});
