// Typical spreads, measured (issue 32): every instance records every tick its hub accepts into
// per-instrument rings of hourly histograms (shared/quotes/spread-stats.ts; O(1) per tick), so
// each answers from memory. With Redis the quote leader also adds what it recorded to the shared
// hourly hashes (spread-store.ts) every flushMs; an instance loads the last 7 days from them when
// it starts (kept across restarts) and, once an hour is over, replaces that hour with the shared
// one, so every replica states the same figures for past hours. The current hour is each
// instance's own count (all see the same ticks through the fan-out).
import {
  HOUR_MS, RING_HOURS, SpreadRing, hourOf, instrumentSpreads, mergeInto, record, spreadPoints,
  type Histogram, type InstrumentSpreads,
} from '../../../shared/quotes/spread-stats.ts';
import type { Quote } from './hub.ts';
import type { HourlyDeltas, SpreadStore } from './spread-store.ts';

export interface SpreadRecorderOptions {
  /** The shared record (Redis); absent: in-process only. */
  store?: SpreadStore;
  /** Whether this instance writes to the store (the quote leader). */
  isWriter?: () => boolean;
  /** How often the writer adds its deltas to the store (ms). */
  flushMs?: number;
  now?: () => number;
  log?: { warn(obj: object, msg?: string): void };
}

export class SpreadRecorder {
  private readonly rings = new Map<string, SpreadRing>();
  private pending: HourlyDeltas = new Map();
  private readonly o: SpreadRecorderOptions;
  private readonly now: () => number;
  private timer: NodeJS.Timeout | undefined;
  /** The last hour whose shared record replaced the local one. */
  private settledThrough = Number.NEGATIVE_INFINITY;
  private warned = false;
  private stopped = false;
  private busy = false;
  /** Off: ticks are not recorded (the benchmark's other side). */
  enabled = true;
  recorded = 0;

  constructor(options: SpreadRecorderOptions = {}) {
    this.o = options;
    this.now = options.now ?? Date.now;
  }

  /** The hub listener: O(1) per tick (a Map lookup and an increment, twice for the writer). */
  readonly onTicks = (batch: readonly Quote[]): void => {
    if (!this.enabled) return;
    // Arrival time, not the feed's ts: a feed's clock (or seconds for ms) must not move hours.
    const now = this.now();
    const hour = hourOf(now);
    const writer = this.o.store !== undefined && (this.o.isWriter?.() ?? false);
    for (const q of batch) {
      // A snapshot replayed at start (coordinator.loadSnapshot) is old quotes, not new ticks.
      if (q.ts < now - 60_000) continue;
      const points = spreadPoints(q.bid, q.ask, q.digits);
      let ring = this.rings.get(q.symbol);
      if (!ring) this.rings.set(q.symbol, (ring = new SpreadRing()));
      const h = ring.slotFor(hour);
      if (!h) continue;
      record(h, points);
      this.recorded++;
      if (writer) {
        let bySymbol = this.pending.get(hour);
        if (!bySymbol) this.pending.set(hour, (bySymbol = new Map()));
        let d = bySymbol.get(q.symbol);
        if (!d) bySymbol.set(q.symbol, (d = new Map()));
        record(d, points);
      }
    }
  };

  /** The figures of one instrument, or undefined when it never ticked. */
  figures(symbol: string): InstrumentSpreads | undefined {
    const ring = this.rings.get(symbol);
    return ring ? instrumentSpreads(symbol, ring, hourOf(this.now())) : undefined;
  }

  symbols(): string[] {
    return [...this.rings.keys()];
  }

  /** Buckets held over all instruments and the number of instruments (benchmark). */
  size(): { instruments: number; buckets: number } {
    let buckets = 0;
    for (const r of this.rings.values()) buckets += r.bucketCount();
    return { instruments: this.rings.size, buckets };
  }

  /** Loads the last 7 days from the store, then flushes and settles past hours every flushMs. */
  async start(): Promise<void> {
    if (!this.o.store) return;
    try {
      await this.o.store.connect();
      const nowHour = hourOf(this.now());
      await this.loadHours(Array.from({ length: RING_HOURS }, (_, i) => nowHour - RING_HOURS + 1 + i), nowHour);
      this.settledThrough = nowHour - 1;
    } catch (err) {
      this.warn(err, 'spreads: could not load the shared record; figures start from this instance');
    }
    if (this.stopped) return;
    this.timer = setInterval(() => void this.maintain(), this.o.flushMs ?? 10_000);
    this.timer.unref();
  }

  /** One round: the writer's deltas out; an hour that ended (two rounds ago) read back in. */
  async maintain(): Promise<void> {
    // a slow Redis must not stack rounds
    if (this.busy) return;
    this.busy = true;
    try {
      await this.round();
    } finally {
      this.busy = false;
    }
  }

  private async round(): Promise<void> {
    await this.flush();
    const now = this.now();
    const nowHour = hourOf(now);
    if (this.o.store && nowHour - 1 > this.settledThrough && now - nowHour * HOUR_MS > 2 * (this.o.flushMs ?? 10_000)) {
      try {
        await this.loadHours([nowHour - 1], nowHour);
        this.settledThrough = nowHour - 1;
      } catch (err) {
        this.warn(err, 'spreads: could not read the shared record');
      }
    }
  }

  /** Adds the writer's pending deltas to the store; on failure they wait for the next round. */
  async flush(): Promise<void> {
    if (!this.o.store || this.pending.size === 0) return;
    const deltas = this.pending;
    this.pending = new Map();
    try {
      await this.o.store.add(deltas);
    } catch (err) {
      this.warn(err, 'spreads: could not write to the shared record');
      const oldest = hourOf(this.now()) - RING_HOURS + 1;
      for (const [hour, bySymbol] of deltas) {
        if (hour < oldest) continue;
        let into = this.pending.get(hour);
        if (!into) this.pending.set(hour, (into = new Map()));
        for (const [symbol, h] of bySymbol) {
          const d = into.get(symbol);
          if (d) mergeInto(d, h);
          else into.set(symbol, h);
        }
      }
    }
  }

  /**
   * Past hours: the shared record replaces the local one (it is the leader's complete count).
   * The current hour: per bucket the larger count (both undercount the truth, never overcount).
   */
  private async loadHours(hours: number[], nowHour: number): Promise<void> {
    const loaded = await this.o.store!.load(hours);
    for (const [hour, bySymbol] of loaded) {
      for (const [symbol, h] of bySymbol) {
        let ring = this.rings.get(symbol);
        if (!ring) this.rings.set(symbol, (ring = new SpreadRing()));
        if (hour < nowHour) ring.put(hour, h);
        else {
          const slot = ring.slotFor(hour);
          if (slot) for (const [b, c] of h) if (c > (slot.get(b) ?? 0)) slot.set(b, c);
        }
      }
    }
  }

  private warn(err: unknown, msg: string): void {
    if (this.warned) return;
    this.warned = true;
    this.o.log?.warn({ err: (err as Error)?.message }, msg);
  }

  /** Writes what is pending (a stopping leader keeps its last seconds), then closes the store. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
    await this.o.store?.close();
  }
}

export type { Histogram };
