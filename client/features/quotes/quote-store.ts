// The browser's live-price store (spec sections 4 and 7): one WebSocket to /ws/quotes shared by
// every price section of the page, ref-counted subscriptions, reconnection with exponential
// back-off (equal jitter), and for each symbol the latest and the previous quote, so rows can
// show up/down. The socket closes when the last subscriber leaves (the page is left).
import type { WireQuote } from '../../../shared/quotes/protocol.ts';
import { normalizeSymbol } from '../../../shared/quotes/symbol.ts';

export interface QuoteEntry {
  quote: WireQuote;
  prev?: WireQuote;
}

export interface QuoteState {
  quotes: ReadonlyMap<string, QuoteEntry>;
  /** Time of the newest quote applied (epoch ms), 0 before any. */
  updatedAt: number;
  /** Bumps on every change (cheap equality for React). */
  version: number;
}

type Listener = () => void;

const backoffMinMs = 1000;
const backoffMaxMs = 30_000;

export class QuoteStore {
  private socket: WebSocket | null = null;
  private counts = new Map<string, number>();
  private listeners = new Set<Listener>();
  private state: QuoteState = { quotes: new Map(), updatedAt: 0, version: 0 };
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private closed = true;

  private readonly url: () => string;

  constructor(url: () => string) {
    this.url = url;
  }

  getState = (): QuoteState => this.state;

  subscribe = (fn: Listener): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };

  /** Adds interest in symbols; returns the release function. */
  watch(symbols: readonly string[]): () => void {
    // Nothing to watch (a calculator link whose prices are all given): no socket for it.
    if (symbols.length === 0) return () => {};
    const added: string[] = [];
    for (const s of symbols) {
      const n = this.counts.get(s) ?? 0;
      this.counts.set(s, n + 1);
      if (n === 0) added.push(s);
    }
    if (this.closed) this.open();
    else if (added.length) this.send({ type: 'subscribe', symbols: added });
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const removed: string[] = [];
      for (const s of symbols) {
        const n = (this.counts.get(s) ?? 1) - 1;
        if (n <= 0) {
          this.counts.delete(s);
          removed.push(s);
        } else this.counts.set(s, n);
      }
      if (this.counts.size === 0) this.close();
      else if (removed.length) this.send({ type: 'unsubscribe', symbols: removed });
    };
  }

  /** Applies a full list (the /api/allsymblos answer or a socket snapshot). */
  apply(quotes: readonly WireQuote[]): void {
    if (!quotes.length) return;
    const next = new Map(this.state.quotes);
    let newest = this.state.updatedAt;
    for (const raw of quotes) {
      const symbol = normalizeSymbol(raw.symbol);
      if (!symbol || !Number.isFinite(raw.bid) || !Number.isFinite(raw.ask)) continue;
      const q = { ...raw, symbol, ts: Number.isFinite(raw.ts) ? raw.ts : Date.now() };
      const before = next.get(symbol);
      next.set(symbol, before ? { quote: q, prev: before.quote } : { quote: q });
      if (q.ts > newest) newest = q.ts;
    }
    this.state = { quotes: next, updatedAt: newest, version: this.state.version + 1 };
    for (const fn of this.listeners) fn();
  }

  isOpen(): boolean {
    return !this.closed;
  }

  private open(): void {
    this.closed = false;
    this.connect();
  }

  private connect(): void {
    clearTimeout(this.retryTimer);
    let ws: WebSocket;
    try {
      ws = new WebSocket(this.url());
    } catch {
      this.scheduleRetry();
      return;
    }
    this.socket = ws;
    ws.onopen = () => {
      this.attempt = 0;
      const symbols = [...this.counts.keys()];
      if (symbols.length) ws.send(JSON.stringify({ type: 'subscribe', symbols }));
    };
    ws.onmessage = (ev) => {
      if (typeof ev.data !== 'string') return;
      let msg: { type?: string; quotes?: WireQuote[] };
      try {
        msg = JSON.parse(ev.data) as typeof msg;
      } catch {
        return;
      }
      if ((msg.type === 'snapshot' || msg.type === 'quotes') && Array.isArray(msg.quotes)) this.apply(msg.quotes);
    };
    ws.onclose = () => {
      if (this.socket === ws) this.socket = null;
      if (!this.closed) this.scheduleRetry();
    };
    ws.onerror = () => {
      // onclose follows and schedules the retry.
    };
  }

  private scheduleRetry(): void {
    const cap = Math.min(backoffMaxMs, backoffMinMs * 2 ** this.attempt);
    this.attempt++;
    const delay = cap / 2 + Math.random() * (cap / 2);
    this.retryTimer = setTimeout(() => {
      if (!this.closed) this.connect();
    }, delay);
  }

  private send(msg: { type: 'subscribe' | 'unsubscribe'; symbols: string[] }): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(msg));
    // Not open yet: onopen subscribes to everything counted.
  }

  private close(): void {
    this.closed = true;
    clearTimeout(this.retryTimer);
    const ws = this.socket;
    this.socket = null;
    if (ws && (ws.readyState === WebSocket.OPEN || ws.readyState === WebSocket.CONNECTING)) ws.close(1000, 'page left');
  }
}

let store: QuoteStore | undefined;

/** The page's one store (browser only). */
export function quoteStore(): QuoteStore {
  store ??= new QuoteStore(() => `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/ws/quotes`);
  return store;
}
