// The in-process quote source used when QUOTES_FEED_URL is unset: a bounded random walk around
// each instrument's reference price, with its real digits and a spread that breathes around the
// broker's typical one, emitted in batches every 50 ms. ticksPerSec is the total over all symbols
// (the hub's cost does not grow with the catalogue); the symbols the site shows live (the home,
// forex and market tabs) tick six times as often as the rest of the hundreds, as liquid markets do.
import { forexPageSymbols, homeSymbols, instruments as table, type Instrument } from '../../../shared/quotes/instruments.ts';
import { marketTabs } from '../../../shared/quotes/tabs.ts';
import { roundTo } from '../../../shared/quotes/math.ts';
import type { Quote, RawQuote } from './hub.ts';

export interface SimulatorOptions {
  /** Ticks per second over all symbols. */
  ticksPerSec: number;
  onTicks: (batch: RawQuote[]) => void;
  /** Start from these quotes (a new leader continues where the old one stopped). */
  seed?: readonly Quote[];
  instruments?: readonly Instrument[];
  random?: () => number;
  /** Emission period (ms). */
  intervalMs?: number;
}

/** The walk stays within ±BAND of the reference price. */
export const BAND = 0.03;

/** Relative tick rate of the symbols the site shows live (each other symbol: 1). */
export const LIVE_WEIGHT = 6;
const liveSymbols = new Set([...homeSymbols, ...forexPageSymbols, ...Object.values(marketTabs).flatMap((tab) => tab.symbols)]);

interface Walker {
  inst: Instrument;
  mid: number;
  lo: number;
  hi: number;
  /** Per-tick standard deviation, in price units. */
  step: number;
}

export class Simulator {
  private readonly walkers: Walker[];
  /** Running sum of the walkers' weights, for a weighted pick by binary search. */
  private readonly cumulative: number[];
  private readonly random: () => number;
  private readonly options: SimulatorOptions;
  private timer: NodeJS.Timeout | undefined;
  private carry = 0;
  private last = 0;

  constructor(options: SimulatorOptions) {
    this.options = options;
    this.random = options.random ?? Math.random;
    const seed = new Map((options.seed ?? []).map((q) => [q.symbol, q]));
    this.walkers = (options.instruments ?? table).map((inst) => {
      const lo = inst.price * (1 - BAND);
      const hi = inst.price * (1 + BAND);
      const s = seed.get(inst.symbol);
      const start = s ? (s.bid + s.ask) / 2 : inst.price;
      const pointsValue = inst.spreadPoints / 10 ** inst.digits;
      return { inst, mid: Math.min(hi, Math.max(lo, start)), lo, hi, step: Math.max(pointsValue * 0.35, 10 ** -inst.digits) };
    });
    let sum = 0;
    this.cumulative = this.walkers.map((w) => (sum += liveSymbols.has(w.inst.symbol) ? LIVE_WEIGHT : 1));
  }

  get running(): boolean {
    return this.timer !== undefined;
  }

  start(): void {
    if (this.timer) return;
    // Everything at once first, so a fresh process has a full snapshot immediately.
    this.options.onTicks(this.walkers.map((w) => this.quote(w)));
    const every = this.options.intervalMs ?? 50;
    this.last = performance.now();
    this.timer = setInterval(() => this.emit(), every);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  private emit(): void {
    const now = performance.now();
    this.carry += ((now - this.last) / 1000) * this.options.ticksPerSec;
    this.last = now;
    const n = Math.floor(this.carry);
    if (n <= 0) return;
    this.carry -= n;
    const batch: RawQuote[] = [];
    for (let i = 0; i < n; i++) batch.push(this.tick());
    this.options.onTicks(batch);
  }

  /** One tick of one random symbol, weighted (exposed for tests). */
  tick(): RawQuote {
    const target = this.random() * this.cumulative.at(-1)!;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.cumulative[mid]! > target) hi = mid;
      else lo = mid + 1;
    }
    const w = this.walkers[lo]!;
    this.walk(w);
    return this.quote(w);
  }

  /** Moves one walker by a normal step, reflected at the band, pulled gently to the reference. */
  private walk(w: Walker): void {
    let mid = w.mid + this.gaussian() * w.step + (w.inst.price - w.mid) * 0.002;
    if (mid > w.hi) mid = w.hi - (mid - w.hi);
    if (mid < w.lo) mid = w.lo + (w.lo - mid);
    w.mid = Math.min(w.hi, Math.max(w.lo, mid));
  }

  private quote(w: Walker): RawQuote {
    const { digits, spreadPoints, symbol } = w.inst;
    const unit = 10 ** -digits;
    // the spread breathes between 80 % and 140 % of the typical one, whole points, at least 1
    const points = Math.max(1, Math.round(spreadPoints * (0.8 + this.random() * 0.6)));
    const bid = roundTo(w.mid - (points * unit) / 2, digits);
    const ask = roundTo(bid + points * unit, digits);
    return { symbol, bid, ask, digits, ts: Date.now() };
  }

  private gaussian(): number {
    // Box-Muller
    const u = 1 - this.random();
    const v = this.random();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }
}
