// The recorder without Redis: only the writer adds to the shared record, a failed write is kept
// for the next round, a finished hour is replaced by the shared one, replayed quotes do not count.
import t from 'tap';
import { HOUR_MS, mergeInto, type Histogram } from '../../../shared/quotes/spread-stats.ts';
import { SpreadRecorder } from './spreads.ts';
import type { HourlyDeltas, SpreadStore } from './spread-store.ts';
import type { Quote } from './hub.ts';

const H = Date.UTC(2026, 10, 26, 10) / HOUR_MS;

/** The store's contract in memory: deltas add up per hour and symbol. */
function memoryStore() {
  const hours = new Map<number, Map<string, Histogram>>();
  let failNext = false;
  const store = {
    writes: 0,
    failOnce: () => void (failNext = true),
    connect: async () => {},
    close: async () => {},
    add: async (deltas: HourlyDeltas) => {
      if (failNext) {
        failNext = false;
        throw new Error('redis down');
      }
      store.writes++;
      for (const [hour, bySymbol] of deltas) {
        let into = hours.get(hour);
        if (!into) hours.set(hour, (into = new Map()));
        for (const [symbol, h] of bySymbol) mergeInto(into.get(symbol) ?? (into.set(symbol, new Map()), into.get(symbol)!), h);
      }
    },
    load: async (wanted: readonly number[]) => {
      const out: HourlyDeltas = new Map();
      for (const h of wanted) {
        const bySymbol = hours.get(h);
        if (bySymbol) out.set(h, new Map([...bySymbol].map(([s, x]) => [s, new Map(x)])));
      }
      return out;
    },
  };
  return store;
}

const ticks = (now: number, points: number[]): Quote[] => points.map((p) => ({ symbol: 'EURUSD', bid: 1.085, ask: 1.085 + p / 1e5, digits: 5, ts: now }));

t.test('writer, failed write, hourly settle, replayed quotes', async (t) => {
  let now = H * HOUR_MS + 10 * 60_000;
  const store = memoryStore();
  const shared = store as unknown as SpreadStore;
  const a = new SpreadRecorder({ store: shared, isWriter: () => true, flushMs: 1000, now: () => now });
  const b = new SpreadRecorder({ store: shared, isWriter: () => false, flushMs: 1000, now: () => now });
  await a.start();
  await b.start();
  t.teardown(async () => {
    await a.stop();
    await b.stop();
  });

  for (const r of [a, b]) r.onTicks(ticks(now, [10, 12]));
  store.failOnce();
  await a.flush();
  t.equal(store.writes, 0, 'the write failed');
  await a.flush();
  t.equal(store.writes, 1, 'the kept deltas went out on the next round');
  await b.flush();
  t.equal(store.writes, 1, 'a follower writes nothing');

  b.onTicks(ticks(now, [50])); // a tick only this instance saw (its own source while Redis was down)
  b.onTicks(ticks(now - 5 * 60_000, [90])); // a replayed snapshot quote
  t.equal(b.figures('EURUSD')!.windows['24h'].ticks, 3, 'the replayed quote is not counted');

  now = (H + 1) * HOUR_MS + 1_000;
  await b.maintain();
  t.equal(b.figures('EURUSD')!.windows['24h'].ticks, 3, 'not before two rounds into the new hour');
  now = (H + 1) * HOUR_MS + 3_000;
  await b.maintain();
  t.same(b.figures('EURUSD')!.windows['24h'], { median: 1, p90: 1.2, min: 1, ticks: 2 }, 'the finished hour is the shared record');
  t.same(a.figures('EURUSD')!.windows['24h'], b.figures('EURUSD')!.windows['24h'], 'both state the same');

  const c = new SpreadRecorder({ store: shared, isWriter: () => false, now: () => now });
  await c.start();
  t.teardown(() => c.stop());
  t.same(c.figures('EURUSD')!.windows['7d'], { median: 1, p90: 1.2, min: 1, ticks: 2 }, 'a new instance loads the last 7 days');
});
