// The upstream quote feed (QUOTES_FEED_URL, a WebSocket): one connection, subscribed to every
// symbol the site shows. Reconnects with exponential back-off and jitter; pings as a heartbeat;
// a connection silent (no message, no pong) past the silence limit is treated as down and
// replaced.
//
// Accepted upstream messages (JSON text): a quote `{symbol, bid, ask, digits?, ts?}`, an array of
// quotes, or an object carrying one under `quotes` or `data` (`{type:'quotes', quotes:[...]}`,
// `{code:200, data:[...]}`). Anything else counts as a sign of life and is ignored.
import { z } from 'zod';
import { ws, type WsSocket } from './ws.ts';
import type { RawQuote, SourceState } from './hub.ts';

export interface FeedLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

export interface UpstreamFeedOptions {
  url: string;
  symbols: readonly string[];
  heartbeatMs: number;
  silenceMs: number;
  backoffMinMs: number;
  backoffMaxMs: number;
  onTicks: (batch: RawQuote[]) => void;
  onState?: (state: SourceState) => void;
  log?: FeedLogger;
  random?: () => number;
}

/**
 * Delay before reconnect attempt n (0-based): exponential from min, capped at max, with "equal
 * jitter" (half fixed, half random) so a fleet does not reconnect in step.
 */
export function backoffDelay(attempt: number, minMs: number, maxMs: number, random: () => number = Math.random): number {
  const exp = Math.min(maxMs, minMs * 2 ** Math.min(attempt, 30));
  return Math.round(exp / 2 + random() * (exp / 2));
}

const num = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/).transform(Number)]);
const upstreamQuote = z.object({
  symbol: z.string(),
  bid: num,
  ask: num,
  digits: z.number().int().optional(),
  ts: z.number().optional(),
  time: z.number().optional(),
});

/** Extracts the quotes of one upstream message; invalid entries are skipped. */
export function parseUpstream(text: string): RawQuote[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return [];
  }
  let list: unknown[];
  if (Array.isArray(json)) list = json;
  else if (json && typeof json === 'object') {
    const o = json as Record<string, unknown>;
    if (Array.isArray(o.quotes)) list = o.quotes;
    else if (Array.isArray(o.data)) list = o.data;
    else list = [o];
  } else return [];
  const out: RawQuote[] = [];
  for (const item of list) {
    const p = upstreamQuote.safeParse(item);
    if (p.success) out.push({ symbol: p.data.symbol, bid: p.data.bid, ask: p.data.ask, digits: p.data.digits, ts: p.data.ts ?? p.data.time });
  }
  return out;
}

export class UpstreamFeed {
  private readonly o: UpstreamFeedOptions;
  private readonly random: () => number;
  private socket: WsSocket | undefined;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private heartbeatTimer: NodeJS.Timeout | undefined;
  private lastHeard = 0;
  private attempt = 0;
  private stopped = true;
  private stateValue: SourceState = 'starting';
  /** Connections opened so far (metrics, tests). */
  connects = 0;
  /** Connection attempts so far. */
  dials = 0;

  constructor(options: UpstreamFeedOptions) {
    this.o = options;
    this.random = options.random ?? Math.random;
  }

  get state(): SourceState {
    return this.stateValue;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.reconnectTimer);
    clearInterval(this.heartbeatTimer);
    this.reconnectTimer = undefined;
    this.heartbeatTimer = undefined;
    const s = this.socket;
    this.socket = undefined;
    if (s) {
      s.removeAllListeners();
      s.on('error', () => {});
      s.terminate();
    }
    this.setState('down');
  }

  private setState(state: SourceState): void {
    if (state === this.stateValue) return;
    this.stateValue = state;
    this.o.onState?.(state);
  }

  private connect(): void {
    if (this.stopped) return;
    this.dials++;
    const s = new ws.WebSocket(this.o.url, { handshakeTimeout: this.o.silenceMs, perMessageDeflate: false, maxPayload: 16 * 1024 * 1024 });
    this.socket = s;
    this.lastHeard = performance.now();
    s.on('open', () => {
      this.connects++;
      this.lastHeard = performance.now();
      this.o.log?.info({ url: this.o.url, attempt: this.attempt }, 'quotes feed connected');
      s.send(JSON.stringify({ type: 'subscribe', symbols: this.o.symbols }));
      this.setState('up');
    });
    s.on('message', (data: Buffer) => {
      this.lastHeard = performance.now();
      this.attempt = 0; // a working connection resets the back-off
      if (this.stateValue !== 'up') this.setState('up');
      const quotes = parseUpstream(data.toString());
      if (quotes.length) this.o.onTicks(quotes);
    });
    s.on('pong', () => {
      this.lastHeard = performance.now();
    });
    s.on('error', (err: Error) => {
      this.o.log?.warn({ err: err.message, url: this.o.url }, 'quotes feed error');
    });
    s.on('close', () => {
      if (this.socket !== s) return;
      this.socket = undefined;
      this.down('closed');
    });
    clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = setInterval(() => this.heartbeat(), Math.min(this.o.heartbeatMs, this.o.silenceMs / 2));
    this.heartbeatTimer.unref();
  }

  private heartbeat(): void {
    const s = this.socket;
    if (!s) return;
    if (performance.now() - this.lastHeard > this.o.silenceMs) {
      this.o.log?.warn({ url: this.o.url, silenceMs: this.o.silenceMs }, 'quotes feed silent; reconnecting');
      this.socket = undefined;
      s.removeAllListeners();
      s.on('error', () => {});
      s.terminate();
      this.down('silent');
      return;
    }
    if (s.readyState === ws.WebSocket.OPEN) {
      try {
        s.ping();
      } catch {
        // closing; the close handler reconnects
      }
    }
  }

  private down(reason: string): void {
    clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = undefined;
    this.setState('down');
    if (this.stopped) return;
    const delay = backoffDelay(this.attempt++, this.o.backoffMinMs, this.o.backoffMaxMs, this.random);
    this.o.log?.info({ reason, delay, attempt: this.attempt }, 'quotes feed down; reconnect scheduled');
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      this.connect();
    }, delay);
    this.reconnectTimer.unref();
  }
}
