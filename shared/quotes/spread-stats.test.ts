// Worked examples: a known tick sequence gives known median / p90 / min per window and hour.
import t from 'tap';
import {
  HOUR_MS, PackedHistogram, RING_HOURS, SpreadRing, pack, bucketValue, bucketOf, instrumentSpreads, mergeInto, quantile, record, spreadPoints, summarize, type Histogram,
} from './spread-stats.ts';

// 2026-11-26 10:00 UTC, a Thursday.
const H = Date.UTC(2026, 10, 26, 10) / HOUR_MS;
const at = (hour: number, minute = 0) => hour * HOUR_MS + minute * 60_000;

t.test('spread in points and buckets', async (t) => {
  t.equal(spreadPoints(1.08512, 1.08524, 5), 12, 'EURUSD 1.08512 / 1.08524 is 12 points (1.2 pips)');
  t.equal(spreadPoints(2345.5, 2345.8, 2), 30, 'XAUUSD 0.30 is 30 points');
  t.equal(bucketOf(0), 0);
  t.equal(bucketOf(127), 127, 'exact below 128 points');
  t.equal(bucketOf(128), 128);
  t.equal(bucketOf(129), 128, '128-129 share a bucket');
  t.equal(bucketValue(128), 129, 'a bucket above 128 points stands for its middle');
  t.equal(bucketValue(bucketOf(3001)), 2992, '3,001 points: bucket 2,976-3,007');
  let worst = 0;
  let monotonic = true;
  let previous = -1;
  for (let v = 1; v < 5_000_000; v += 7) {
    const b = bucketOf(v);
    worst = Math.max(worst, Math.abs(bucketValue(b) - v) / v);
    if (b < previous) monotonic = false;
    previous = b;
  }
  t.ok(worst <= 0.008, `within 0.8 % everywhere (worst ${(worst * 100).toFixed(2)} %)`);
  t.ok(monotonic, 'buckets grow with the spread');
  t.equal(bucketOf(-5), 0, 'negative clamps to 0');
  t.ok(bucketOf(Number.MAX_SAFE_INTEGER) < 1800, 'the number of buckets is bounded');
});

t.test('nearest-rank quantiles and merging', async (t) => {
  const h: Histogram = new Map();
  for (const p of [10, 12, 12, 14, 30]) record(h, p);
  t.equal(quantile(h, 0.5), 12);
  t.equal(quantile(h, 0.9), 30);
  t.same(summarize(h), { median: 1.2, p90: 3, min: 1, ticks: 5 }, 'shown in pips: points / 10');
  const other: Histogram = new Map();
  for (const p of [8, 9]) record(other, p);
  mergeInto(h, other);
  t.same(summarize(h), { median: 1.2, p90: 3, min: 0.8, ticks: 7 });
  t.same(summarize(new Map()), { median: null, p90: null, min: null, ticks: 0 }, 'nothing recorded: null figures');
  const ten: Histogram = new Map();
  for (let p = 1; p <= 10; p++) record(ten, p);
  t.equal(quantile(ten, 0.9), 9, 'p90 of 1..10 is 9');
  t.equal(quantile(ten, 0.5), 5, 'median of 1..10 is 5 (lower middle)');
});

t.test('windows and hours of day from a known tick sequence', async (t) => {
  const ring = new SpreadRing();
  // 10:00-11:00 UTC today
  for (const [m, p] of [[1, 10], [5, 12], [20, 12], [40, 14], [59, 30]] as const) ring.record(p, at(H, m));
  // 09:00-10:00 UTC today
  for (const p of [8, 9]) ring.record(p, at(H - 1, 30));
  // 04:00-05:00 UTC yesterday (30 hours ago): only in the 7-day window
  for (let i = 0; i < 4; i++) ring.record(50, at(H - 30, i));
  const s = instrumentSpreads('EURUSD', ring, H);
  t.same(s.windows['24h'], { median: 1.2, p90: 3, min: 0.8, ticks: 7 }, 'last 24 h: 8 9 10 12 12 14 30');
  t.same(s.windows['7d'], { median: 1.4, p90: 5, min: 0.8, ticks: 11 }, 'last 7 days: plus four 50s');
  t.same(s.typical, { median: 1.2, window: '24h' });
  t.equal(s.byHour.length, 24);
  t.equal(s.byHour[10], 1.2, '10:00 UTC');
  t.equal(s.byHour[9], 0.8, '09:00 UTC: median of 8 and 9 is 8 points');
  t.equal(s.byHour[4], 5, '04:00 UTC');
  t.equal(s.byHour.filter((x) => x !== null).length, 3, 'other hours: no tick');

  // The same hour of day on two days merges: 10:00 UTC yesterday adds 20 points.
  ring.record(20, at(H - 24, 10));
  t.equal(instrumentSpreads('EURUSD', ring, H).byHour[10], 1.2, '10 12 12 14 20 30 -> 12');
  t.equal(instrumentSpreads('EURUSD', ring, H).windows['24h'].ticks, 7, 'yesterday 10:00 is not in the last 24 h');
});

t.test('the ring forgets what is older than 7 days; a stale tick is dropped', async (t) => {
  const ring = new SpreadRing();
  t.ok(ring.record(40, at(H - RING_HOURS)), 'a tick 7 days ago is kept while nothing newer uses its slot');
  t.ok(ring.record(10, at(H)), 'this hour reuses the slot');
  t.notOk(ring.record(40, at(H - RING_HOURS, 5)), 'a tick of the older hour is now dropped');
  const s = instrumentSpreads('EURUSD', ring, H);
  t.same(s.windows['7d'], { median: 1, p90: 1, min: 1, ticks: 1 });
  t.equal(instrumentSpreads('EURUSD', ring, H + RING_HOURS).windows['7d'].ticks, 0, 'a week later nothing is left in the window');
  const quiet = instrumentSpreads('EURUSD', ring, H + 30);
  t.same(quiet.typical, { median: 1, window: '7d' }, 'no tick in the last day: the typical spread is the 7-day median');
  t.ok(ring.bucketCount() <= RING_HOURS * 25_000);
});

t.test('finished hours are packed and give the same figures', async (t) => {
  const ring = new SpreadRing();
  for (const p of [10, 12, 12, 14, 30]) ring.record(p, at(H - 1));
  t.notOk(ring.at(H - 1) instanceof PackedHistogram, 'the current hour is a Map');
  ring.record(8, at(H));
  t.ok(ring.at(H - 1) instanceof PackedHistogram, 'the hour before is packed when a new one starts');
  t.same(instrumentSpreads('X', ring, H).windows['24h'], { median: 1.2, p90: 3, min: 0.8, ticks: 6 });
  t.ok(ring.record(9, at(H - 1, 59)), 'a late tick of the packed hour still counts');
  t.same(instrumentSpreads('X', ring, H).windows['24h'].ticks, 7);
  ring.put(H - 2, new Map([[20, 2]]));
  t.ok(ring.at(H - 2) instanceof PackedHistogram, 'a loaded past hour is stored packed');
  t.equal(instrumentSpreads('X', ring, H).windows['24h'].ticks, 9);
  t.same(pack(new Map([[5, 2], [7, 1]])).pairs, new Uint32Array([5, 2, 7, 1]));
});

t.test('put replaces an hour (loaded from the shared store)', async (t) => {
  const ring = new SpreadRing();
  ring.record(99, at(H));
  const loaded: Histogram = new Map([[12, 3]]);
  ring.put(H, loaded);
  t.same(instrumentSpreads('X', ring, H).windows['24h'], { median: 1.2, p90: 1.2, min: 1.2, ticks: 3 });
});
