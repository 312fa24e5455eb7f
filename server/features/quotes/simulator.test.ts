import t from 'tap';
import { Simulator, BAND, LIVE_WEIGHT } from './simulator.ts';
import { instruments, homeSymbols, forexPageSymbols, instrumentOf } from '../../../shared/quotes/instruments.ts';
import type { RawQuote } from './hub.ts';

// a small deterministic PRNG (mulberry32) so a failure can be replayed
function prng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const decimals = (n: number) => (String(n).split('.')[1] ?? '').length;

t.test('first batch covers every symbol of the home and forex lists, with real digits', async (t) => {
  let first: RawQuote[] = [];
  const sim = new Simulator({ ticksPerSec: 10, onTicks: (b) => { if (!first.length) first = b; }, random: prng(1) });
  sim.start();
  sim.stop();
  const symbols = new Set(first.map((q) => q.symbol));
  for (const s of [...homeSymbols, ...forexPageSymbols]) t.ok(symbols.has(s), `${s} quoted`);
  for (const q of first) {
    const inst = instrumentOf(q.symbol)!;
    t.equal(q.digits, inst.digits, `${q.symbol} digits`);
    t.ok(decimals(q.bid) <= inst.digits && decimals(q.ask) <= inst.digits, `${q.symbol} rounded to ${inst.digits}`);
    t.ok(Math.abs(q.bid / inst.price - 1) < 0.01, `${q.symbol} starts near ${inst.price}`);
  }
});

t.test('the walk stays in its band, ask > bid, spreads broker-like', async (t) => {
  const sim = new Simulator({ ticksPerSec: 10, onTicks: () => {}, random: prng(42) });
  const seen = new Map<string, { lo: number; hi: number; moves: number; last?: number }>();
  let bad = 0;
  // About 1,000 ticks a symbol, whatever the size of the catalogue.
  for (let i = 0; i < instruments.length * 1000; i++) {
    const q = sim.tick();
    const inst = instrumentOf(q.symbol)!;
    const s = seen.get(q.symbol) ?? { lo: Infinity, hi: -Infinity, moves: 0 };
    s.lo = Math.min(s.lo, q.bid);
    s.hi = Math.max(s.hi, q.ask);
    if (s.last !== undefined && s.last !== q.bid) s.moves++;
    s.last = q.bid;
    seen.set(q.symbol, s);
    const points = Math.round((q.ask - q.bid) * 10 ** inst.digits);
    if (!(q.ask > q.bid) || points < Math.floor(inst.spreadPoints * 0.8) || points > Math.ceil(inst.spreadPoints * 1.4)) bad++;
    if (decimals(q.bid) > inst.digits || decimals(q.ask) > inst.digits) bad++;
  }
  t.equal(bad, 0, 'every tick: ask > bid, spread 80-140 % of typical, rounded');
  for (const inst of instruments) {
    const s = seen.get(inst.symbol)!;
    const slack = (inst.spreadPoints * 1.4) / 10 ** inst.digits;
    t.ok(s.lo >= inst.price * (1 - BAND) - slack && s.hi <= inst.price * (1 + BAND) + slack, `${inst.symbol} within ±${BAND * 100} %`);
    t.ok(s.moves > 100, `${inst.symbol} moves`);
  }
});

t.test('emits about ticksPerSec, and a seeded simulator continues from the seed', async (t) => {
  // The simulator emits for the time that really passed since its last batch, so the rate is
  // measured between its own batches (ticks after the first over the time between first and
  // last), not over a sleep whose length a busy machine stretches.
  const batches: { at: number; n: number }[] = [];
  const sim = new Simulator({ ticksPerSec: 200, onTicks: (b) => { batches.push({ at: performance.now(), n: b.length }); }, intervalMs: 20 });
  sim.start();
  for (const end = Date.now() + 30_000; batches.length < 26 && Date.now() < end; ) await new Promise((r) => setTimeout(r, 20));
  sim.stop();
  t.ok(batches.length >= 26, `in batches (${batches.length})`);
  const ticks = batches.slice(1).reduce((sum, b) => sum + b.n, 0);
  const rate = ticks / ((batches.at(-1)!.at - batches[0]!.at) / 1000);
  t.ok(rate > 180 && rate < 220, `rate ${rate.toFixed(0)}/s for 200/s`);

  let first: RawQuote[] = [];
  const seeded = new Simulator({
    ticksPerSec: 1,
    onTicks: (b) => { if (!first.length) first = b; },
    seed: [{ symbol: 'EURUSD', bid: 1.1, ask: 1.10012, digits: 5, ts: 1 }],
  });
  seeded.start();
  seeded.stop();
  const eur = first.find((q) => q.symbol === 'EURUSD')!;
  t.ok(Math.abs(eur.bid - 1.1) < 0.0005, `continues from the seed (${eur.bid})`);
});

t.test('the symbols the site shows live tick more often than the rest of the catalogue', async (t) => {
  const sim = new Simulator({ ticksPerSec: 10, onTicks: () => {}, random: prng(7) });
  const count = new Map<string, number>();
  for (let i = 0; i < 200_000; i++) {
    const s = sim.tick().symbol;
    count.set(s, (count.get(s) ?? 0) + 1);
  }
  const mean = (symbols: string[]) => symbols.reduce((n, s) => n + (count.get(s) ?? 0), 0) / symbols.length;
  const live = mean(homeSymbols.slice());
  const rest = mean(['USDDKK', 'SAPDE', '7203JP', 'SPY', 'ADAUSD', 'ESP35']);
  t.ok(live / rest > LIVE_WEIGHT * 0.8 && live / rest < LIVE_WEIGHT * 1.25, `live ${live.toFixed(0)} vs other ${rest.toFixed(0)} ticks`);
  t.equal(count.size, instruments.length, 'every symbol ticks');
});
