// Cost of spread recording (issue 32), part of bench:quotes.
// 1. The quote hub (quotes feature, simulator at `ticks` ticks/s, no clients) with recording off
//    and on in alternating phases of `seconds` each, in the same process: CPU % of one core.
// 2. The recorder's own time per tick (the simulator's batches replayed into a fresh recorder).
// 3. Memory per instrument after a full week (7 x 24 hours) of ticks spread like the simulator's
//    (80-140 % of the typical spread, whole points), by a simulated clock.
import { performance } from 'node:perf_hooks';
import Fastify from 'fastify';
import { loadConfig } from '../server/config.ts';
import { quotesFeature } from '../server/features/quotes/index.ts';
import { SpreadRecorder } from '../server/features/quotes/spreads.ts';
import { instruments } from '../shared/quotes/instruments.ts';
import { HOUR_MS, RING_HOURS } from '../shared/quotes/spread-stats.ts';
import type { Quote } from '../server/features/quotes/hub.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function benchSpreads({ ticks, seconds }: { ticks: number; seconds: number }): Promise<void> {
  const app = Fastify({ logger: false });
  app.decorate('config', loadConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'http://127.0.0.1' }));
  await app.register(quotesFeature, { env: {}, overrides: { simTicksPerSec: ticks } });
  await app.ready();
  const rec = app.quotes.spreads;
  // The simulator's batches, kept (bounded) to time the recorder alone afterwards.
  const captured: Quote[][] = [];
  app.quotes.hub.subscribe((batch) => {
    if (captured.length < 5000) captured.push([...batch]);
  });
  await sleep(2000); // warm-up (JIT, first hour slots)
  const phases: { on: boolean; cpuPct: number; ticks: number }[] = [];
  // ABBA: a drift over the run cancels out.
  for (const on of [false, true, true, false]) {
    rec.enabled = on;
    const ticks0 = app.quotes.hub.ticks;
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    await sleep(seconds * 1000);
    const cpu = process.cpuUsage(cpu0);
    const wall = performance.now() - t0;
    phases.push({ on, cpuPct: ((cpu.user + cpu.system) / 1000 / wall) * 100, ticks: app.quotes.hub.ticks - ticks0 });
  }
  await app.close();
  const mean = (on: boolean) => {
    const ps = phases.filter((p) => p.on === on);
    return { cpu: ps.reduce((a, p) => a + p.cpuPct, 0) / ps.length, rate: ps.reduce((a, p) => a + p.ticks, 0) / (ps.length * seconds) };
  };
  const off = mean(false);
  const on = mean(true);
  // The recorder alone on the captured batches (a fresh one: its first hour, like the live one);
  // the median of 7 runs, since the machine is shared.
  const runs: number[] = [];
  for (let run = 0; run < 7; run++) {
    const alone = new SpreadRecorder();
    let n = 0;
    const r0 = performance.now();
    for (let round = 0; round < 10; round++) for (const b of captured) {
      alone.onTicks(b);
      n += b.length;
    }
    runs.push(((performance.now() - r0) * 1e6) / Math.max(1, n));
  }
  const nsPerTick = runs.sort((a, b) => a - b)[3]!;
  const onCpu = on.cpu;
  console.log(`spread recording: ${ticks} ticks/s target, ${seconds} s phases off/on/on/off, node ${process.version}`);
  console.log(JSON.stringify({ phases: phases.map((p) => ({ on: p.on, cpuPct: +p.cpuPct.toFixed(2), ticksPerSec: Math.round(p.ticks / seconds) })) }));
  console.log(`| recording | ticks/s | hub CPU (% of one core) |\n|---|---:|---:|`);
  console.log(`| off | ${Math.round(off.rate)} | ${off.cpu.toFixed(2)} % |`);
  console.log(`| on | ${Math.round(on.rate)} | ${onCpu.toFixed(2)} % |`);
  console.log(`recorder: ${nsPerTick.toFixed(0)} ns per tick = ${((nsPerTick * on.rate) / 1e7).toFixed(3)} % of one core at ${Math.round(on.rate)} ticks/s; ` +
    `relative to the hub: +${(((nsPerTick * on.rate) / 1e7 / Math.max(0.01, off.cpu)) * 100).toFixed(2)} % (budget < 5 %)`);

  // Memory: a full week of ticks for every instrument, by a simulated clock.
  let now = Math.floor(Date.now() / HOUR_MS) * HOUR_MS - RING_HOURS * HOUR_MS;
  const week = new SpreadRecorder({ now: () => now });
  globalThis.gc?.();
  const heap0 = process.memoryUsage().heapUsed;
  let seed = 1;
  const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  const perHour = 200;
  for (let h = 0; h < RING_HOURS; h++, now += HOUR_MS) {
    const batch: Quote[] = [];
    for (const i of instruments) {
      const point = 10 ** -i.digits;
      for (let k = 0; k < perHour; k++) {
        const points = Math.max(1, Math.round(i.spreadPoints * (0.8 + random() * 0.6)));
        batch.push({ symbol: i.symbol, bid: i.price, ask: i.price + points * point, digits: i.digits, ts: now });
      }
    }
    week.onTicks(batch);
  }
  globalThis.gc?.();
  const heap = process.memoryUsage().heapUsed - heap0;
  const size = week.size();
  const timeFigures = () => {
    const t0 = performance.now();
    for (const s of week.symbols()) week.figures(s);
    return performance.now() - t0;
  };
  const coldMs = timeFigures();
  const warmMs = timeFigures();
  globalThis.gc?.();
  const heapWithSums = process.memoryUsage().heapUsed - heap0;
  console.log(`memory after a full week (${perHour} ticks per instrument-hour, simulator's spread spread): ${size.instruments} instruments, ` +
    `${(size.buckets / size.instruments).toFixed(0)} buckets and ${(heap / size.instruments / 1024).toFixed(0)} KB heap per instrument ` +
    `(${(heapWithSums / size.instruments / 1024).toFixed(0)} KB with the finished hours' sums figures keep)` +
    `${globalThis.gc ? '' : ' (run with --expose-gc for a steadier figure)'}; figures of all: ${coldMs.toFixed(1)} ms ` +
    `the first time in an hour (sums the finished hours), then ${warmMs.toFixed(1)} ms (adds the current hour)\n`);
}
