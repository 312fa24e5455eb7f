// The hub: the latest quote per symbol (the snapshot), a monotonic time of the last tick, and
// listeners (the browser channel, the Redis publisher). Every quote that enters the process goes
// through ingest(), which normalises and validates it.
import { performance } from 'node:perf_hooks';
import { instrumentOf, normalizeSymbol } from '../../../shared/quotes/instruments.ts';
import { roundTo as round } from '../../../shared/quotes/math.ts';

export interface Quote {
  symbol: string;
  bid: number;
  ask: number;
  digits: number;
  /** Epoch ms when the tick entered the system. */
  ts: number;
}

/** A tick as a feed may give it: symbol with any suffix, digits and time optional. */
export interface RawQuote {
  symbol: string;
  bid: number;
  ask: number;
  digits?: number | undefined;
  ts?: number | undefined;
}

export type QuoteListener = (batch: readonly Quote[]) => void;

export type SourceState = 'starting' | 'up' | 'down';

export interface QuoteHubOptions {
  /** The snapshot is fresh while the last tick is younger than this (ms). */
  staleMs: number;
}

export class QuoteHub {
  readonly staleMs: number;
  private readonly quotes = new Map<string, Quote>();
  private readonly listeners = new Set<QuoteListener>();
  private lastTickAt = Number.NEGATIVE_INFINITY;
  private sourceState: SourceState = 'starting';
  /** Monotonic count of accepted ticks. */
  ticks = 0;
  /** Ticks refused by validation. */
  rejected = 0;

  constructor(options: QuoteHubOptions) {
    this.staleMs = options.staleMs;
  }

  /** Normalises, validates and stores a batch; tells the listeners about what was accepted. */
  ingest(batch: Iterable<RawQuote>): Quote[] {
    const accepted: Quote[] = [];
    const now = Date.now();
    for (const raw of batch) {
      const q = toQuote(raw, now);
      if (!q) {
        this.rejected++;
        continue;
      }
      this.quotes.set(q.symbol, q);
      accepted.push(q);
    }
    if (accepted.length === 0) return accepted;
    this.ticks += accepted.length;
    this.lastTickAt = performance.now();
    for (const l of this.listeners) {
      try {
        l(accepted);
      } catch {
        // a listener's failure must not stop the others
      }
    }
    return accepted;
  }

  /**
   * Stores quotes known from before this process (the shared snapshot) where nothing newer is held,
   * without telling the listeners: they are not ticks. Sockets get them in their snapshot; the
   * browser channel does not repeat them in a frame, and the spread record does not count a quote
   * the leader that saw it already counted.
   */
  seed(batch: Iterable<RawQuote>): number {
    const now = Date.now();
    let stored = 0;
    for (const raw of batch) {
      const q = toQuote(raw, now);
      if (!q) continue;
      const have = this.quotes.get(q.symbol);
      if (have && have.ts >= q.ts) continue;
      this.quotes.set(q.symbol, q);
      stored++;
    }
    return stored;
  }

  /** The latest quotes: for the given symbols (normalised, in that order) when passed, else all. */
  snapshot(symbols?: readonly string[]): Quote[] {
    if (!symbols) return [...this.quotes.values()];
    const out: Quote[] = [];
    for (const s of symbols) {
      const q = this.quotes.get(normalizeSymbol(s));
      if (q) out.push(q);
    }
    return out;
  }

  get(symbol: string): Quote | undefined {
    return this.quotes.get(symbol);
  }

  has(symbol: string): boolean {
    return this.quotes.has(symbol);
  }

  get size(): number {
    return this.quotes.size;
  }

  /** Fresh = the source is up and the last tick is younger than staleMs. */
  isFresh(): boolean {
    return this.sourceState === 'up' && this.lastTickAgeMs() <= this.staleMs;
  }

  /** Milliseconds since the last tick (monotonic clock); Infinity before the first. */
  lastTickAgeMs(): number {
    return performance.now() - this.lastTickAt;
  }

  setSourceState(state: SourceState): void {
    this.sourceState = state;
  }

  get state(): SourceState {
    return this.sourceState;
  }

  /** Calls listener with every accepted batch; returns the unsubscribe function. */
  subscribe(listener: QuoteListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }
}

function toQuote(raw: RawQuote, now: number): Quote | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const symbol = normalizeSymbol(raw.symbol);
  if (!symbol) return undefined;
  const bid = Number(raw.bid);
  const ask = Number(raw.ask);
  if (!Number.isFinite(bid) || !Number.isFinite(ask) || bid <= 0 || ask <= 0 || ask < bid) return undefined;
  const digits = Number.isInteger(raw.digits) && raw.digits! >= 0 && raw.digits! <= 10 ? raw.digits! : instrumentOf(symbol)?.digits;
  if (digits === undefined) return undefined;
  const ts = typeof raw.ts === 'number' && Number.isFinite(raw.ts) && raw.ts > 0 ? raw.ts : now;
  return { symbol, bid: round(bid, digits), ask: round(ask, digits), digits, ts };
}


/** The BFF's shape (spec section 7): `{ code: 200, data: [{ symbol, bid, ask, digits }] }`. */
export interface SymbolsResponse {
  code: 200;
  data: { symbol: string; bid: number; ask: number; digits: number }[];
}

/**
 * The answer of GET /api/allsymblos (no symbols) or /api/market-api/symblos/3/{symbol} from the
 * live snapshot, or null when the snapshot is not fresh or holds none of the asked symbols
 * (the caller then asks upstream).
 */
export function snapshotResponse(hub: Pick<QuoteHub, 'isFresh' | 'snapshot'>, symbols?: readonly string[], options: { anyAge?: boolean } = {}): SymbolsResponse | null {
  if (!options.anyAge && !hub.isFresh()) return null;
  const quotes = hub.snapshot(symbols);
  if (quotes.length === 0) return null;
  return { code: 200, data: quotes.map(({ symbol, bid, ask, digits }) => ({ symbol, bid, ask, digits })) };
}
