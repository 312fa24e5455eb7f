// Load and clients for the resilience suite: a closed-loop HTTP load with per-class figures
// (status codes, errors, latencies), recording WebSocket quote clients, and /metrics readings.
// Everything goes to 127.0.0.1 only, bounded in time and count.
import { Agent, request } from 'undici';
import { ws, type WsSocket } from '../server/features/quotes/ws.ts';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface Target {
  path: string;
  /** Figures are kept per class ('page', 'api', ...). */
  kind: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export interface ClassFigures {
  requests: number;
  status: Record<number, number>;
  errors: number;
  latencies: number[];
  /** x-cache header values seen on pages (HIT, STALE, MISS, BYPASS). */
  cache: Record<string, number>;
}

export interface LoadResult {
  byKind: Record<string, ClassFigures>;
  total: number;
  errors: number;
  fivexx: number;
  durationMs: number;
  /** Sorted latencies of every request (ms). */
  p(q: number): number;
  errorSamples: string[];
}

export function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((q / 100) * sorted.length))]!;
}

/**
 * `connections` loops, each sending the next target as soon as the last answer is complete, for
 * `durationMs` (or until `stop` resolves). `pick(i)` chooses the i-th target.
 */
export async function runLoad(o: { origin: string; connections: number; durationMs: number; pick: (i: number) => Target; timeoutMs?: number; stop?: Promise<unknown> }): Promise<LoadResult> {
  const agent = new Agent({ connections: o.connections, pipelining: 1, keepAliveTimeout: 30_000, headersTimeout: o.timeoutMs ?? 10_000, bodyTimeout: o.timeoutMs ?? 10_000 });
  const byKind: Record<string, ClassFigures> = {};
  const all: number[] = [];
  const errorSamples: string[] = [];
  let i = 0;
  let stopped = false;
  const started = performance.now();
  const end = started + o.durationMs;
  void o.stop?.then(() => (stopped = true));
  const worker = async () => {
    while (!stopped && performance.now() < end) {
      const t = o.pick(i++);
      const f = (byKind[t.kind] ??= { requests: 0, status: {}, errors: 0, latencies: [], cache: {} });
      const t0 = performance.now();
      try {
        const res = await request(o.origin + t.path, { method: t.method ?? 'GET', headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36', 'accept-encoding': 'br', ...t.headers }, body: t.body, dispatcher: agent });
        await res.body.dump({ limit: 4 * 1024 * 1024 });
        const ms = performance.now() - t0;
        f.requests++;
        f.status[res.statusCode] = (f.status[res.statusCode] ?? 0) + 1;
        const cache = res.headers['x-cache'];
        if (typeof cache === 'string') f.cache[cache] = (f.cache[cache] ?? 0) + 1;
        if (res.statusCode >= 500 && errorSamples.length < 5) errorSamples.push(`${res.statusCode} ${t.path}`);
        f.latencies.push(ms);
        all.push(ms);
      } catch (error) {
        f.requests++;
        f.errors++;
        if (errorSamples.length < 5) errorSamples.push(`${(error as Error).message} ${t.path}`);
      }
    }
  };
  await Promise.all(Array.from({ length: o.connections }, worker));
  await agent.close();
  all.sort((a, b) => a - b);
  let errors = 0;
  let fivexx = 0;
  for (const f of Object.values(byKind)) {
    errors += f.errors;
    for (const [s, n] of Object.entries(f.status)) if (Number(s) >= 500) fivexx += n;
  }
  return { byKind, total: all.length + errors, errors, fivexx, durationMs: performance.now() - started, p: (q) => percentile(all, q), errorSamples };
}

export const fivexxOf = (f: ClassFigures | undefined) => Object.entries(f?.status ?? {}).reduce((n, [s, c]) => (Number(s) >= 500 ? n + c : n), 0);

/** A browser-like quote socket that records every frame, with an optional reconnect. */
export class QuoteClient {
  socket!: WsSocket;
  readonly quoteTimes: number[] = [];
  /** Per quotes frame: the newest tick's timestamp in it (when that quote entered the system). */
  readonly frameTicks: number[] = [];
  /** Tick timestamps of received quotes (when the quote entered the system). */
  lastTickTs = 0;
  snapshots = 0;
  opens = 0;
  closes: { code: number; at: number }[] = [];
  private closedByUs = false;
  url: string;
  readonly origin: string;
  readonly localAddress: string | undefined;
  readonly symbols: string[];
  readonly reconnectMs: number | undefined;
  constructor(url: string, origin: string, localAddress: string | undefined, symbols: string[], reconnectMs: number | undefined) {
    this.url = url;
    this.origin = origin;
    this.localAddress = localAddress;
    this.symbols = symbols;
    this.reconnectMs = reconnectMs;
  }

  connect(): Promise<void> {
    return new Promise((resolve, reject) => {
      const socket = new ws.WebSocket(this.url, { headers: { origin: this.origin }, handshakeTimeout: 5000, ...(this.localAddress ? { localAddress: this.localAddress } : {}) } as never);
      this.socket = socket;
      socket.on('open', () => {
        this.opens++;
        socket.send(JSON.stringify({ type: 'subscribe', symbols: this.symbols }));
        resolve();
      });
      socket.on('message', (data: Buffer) => {
        const m = JSON.parse(data.toString()) as { type: string; quotes?: { ts: number }[] };
        if (m.type === 'snapshot') this.snapshots++;
        if (m.type === 'quotes') {
          this.quoteTimes.push(Date.now());
          let newest = 0;
          for (const q of m.quotes ?? []) if (q.ts > newest) newest = q.ts;
          this.frameTicks.push(newest);
          if (newest > this.lastTickTs) this.lastTickTs = newest;
        }
      });
      socket.on('close', (code: number) => {
        this.closes.push({ code, at: Date.now() });
        if (!this.closedByUs && this.reconnectMs !== undefined) setTimeout(() => void this.connect().catch(() => this.closes.push({ code: -1, at: Date.now() })), this.reconnectMs);
      });
      socket.on('error', (e: Error) => reject(e));
    });
  }

  /** Longest time without a quotes frame between from and to (epoch ms). */
  longestGap(from: number, to: number): number {
    const times = [from, ...this.quoteTimes.filter((t) => t > from && t < to), to];
    let gap = 0;
    for (let k = 1; k < times.length; k++) gap = Math.max(gap, times[k]! - times[k - 1]!);
    return gap;
  }

  /**
   * The longest gap with where it ends and why: `lag` is how old the newest quote of the frame
   * that ended it was on arrival (delivery: replica, nginx or this process), `tickGap` how far
   * apart the ticks on both sides were (the source: feed, leader, Redis).
   */
  longestGapDetail(from: number, to: number): { gap: number; endsAt: number; lag: number; tickGap: number } {
    let best = { gap: 0, endsAt: to, lag: 0, tickGap: 0 };
    let prevAt = from;
    let prevTick = 0;
    for (let k = 0; k < this.quoteTimes.length; k++) {
      const at = this.quoteTimes[k]!;
      if (at <= from) {
        prevTick = this.frameTicks[k]!;
        continue;
      }
      if (at >= to) break;
      const tick = this.frameTicks[k]!;
      if (at - prevAt > best.gap) best = { gap: at - prevAt, endsAt: at, lag: at - tick, tickGap: prevTick ? tick - prevTick : 0 };
      prevAt = at;
      prevTick = tick;
    }
    if (to - prevAt > best.gap) best = { gap: to - prevAt, endsAt: to, lag: 0, tickGap: 0 };
    return best;
  }

  /** How old the newest quote of each frame between from and to was on arrival (ms). */
  lags(from: number, to: number): number[] {
    const out: number[] = [];
    for (let k = 0; k < this.quoteTimes.length; k++) {
      const at = this.quoteTimes[k]!;
      if (at > from && at < to && this.frameTicks[k]!) out.push(at - this.frameTicks[k]!);
    }
    return out;
  }

  close(): void {
    this.closedByUs = true;
    try {
      this.socket.terminate();
    } catch {
      // already gone
    }
  }
}

/** One metric's value from a replica's /metrics (the first series of that name). */
export async function metric(appPort: number, token: string, name: string): Promise<number | undefined> {
  const res = await request(`http://127.0.0.1:${appPort}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  const text = await res.body.text();
  const line = text.split('\n').find((l) => l.startsWith(`${name} `) || l.startsWith(`${name}{`));
  return line ? Number(line.split(' ').at(-1)) : undefined;
}

export async function status(url: string, headers: Record<string, string> = {}): Promise<number> {
  try {
    const res = await request(url, { headers, headersTimeout: 5000, bodyTimeout: 5000 });
    await res.body.dump();
    return res.statusCode;
  } catch {
    return 0;
  }
}
