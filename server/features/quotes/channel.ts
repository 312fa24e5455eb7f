// GET /ws/quotes: the browser side of the fan-out.
//
// Every flushMs (100 ms) each client's slot is flushed: the channel takes the set of symbols that
// changed since that slot's last flush and, for each group of the slot's sockets sharing one
// subscription set, encodes ONE frame holding the latest quote of each changed symbol of that set,
// and writes those same bytes to every socket of the group. So a client gets at most one quotes
// frame per flushMs, only with its own symbols, only the latest value of each (conflation), and
// the cost per socket is one write.
//
// Slots: sockets are spread round-robin over flushMs / 10 slots flushed 10 ms apart, so the writes
// of a window are spread over it instead of one long loop. A write to a socket costs ~10 µs of
// (mostly kernel) time here; 10,000 sockets in one loop would block the event loop for 100 ms,
// delaying every frame of that flush and every page request of this instance. Per slot it is
// 10 ms, and each frame's timestamp is taken when its slot is flushed.
//
// Back-pressure: a socket whose send buffer is over slowBufferBytes is skipped (its changed
// symbols are remembered) and served one merged frame at most every slowFlushMs once it drains;
// it is cut off when its buffer passes maxBufferBytes or stays over slowBufferBytes for
// slowMaxMs. Writes never wait, so a slow client cannot delay the others.
import type { FastifyRequest } from 'fastify';
import { isKnownSymbol, normalizeSymbol } from '../../../shared/quotes/instruments.ts';
import { parseClientMessage } from '../../../shared/quotes/protocol.ts';
import { originAllowed, type QuotesConfig } from './config.ts';
import type { Quote, QuoteHub } from './hub.ts';
import { OPEN, type WsSocket } from './ws.ts';

interface Group {
  key: string;
  slot: number;
  symbols: string[];
  clients: Set<Client>;
}

interface Client {
  socket: WsSocket;
  /** The TCP socket under `socket` when frames may be written to it directly (no extension). */
  raw: RawSocket | undefined;
  ip: string;
  subs: Set<string>;
  group: Group | undefined;
  /** Which flush slot serves this socket. */
  slot: number;
  /** Symbols changed while the client was skipped (slow); undefined when it is not behind. */
  pending: Set<string> | undefined;
  lastSlowSend: number;
  /** performance.now() when the send buffer went over the slow threshold; 0 when under. */
  slowSince: number;
  alive: boolean;
  /** Token bucket against frame floods. */
  tokens: number;
  tokensAt: number;
}

export interface ChannelStats {
  sockets: number;
  framesSent: number;
  quotesSent: number;
  /** Ticks replaced by a newer tick of the same symbol before a flush (never sent). */
  conflated: number;
  /** Frames not sent to a slow client (its quotes were merged into a later frame). */
  skipped: number;
  /** Sockets cut off: send buffer over the hard limit, missed pong, flood. */
  dropped: number;
  rejected: number;
  /** Slot flushes and the time they took (ms): the server's share of delivery latency. */
  flushes: number;
  flushMsTotal: number;
  flushMsMax: number;
}

interface Frame {
  payload: Buffer;
  framed: Buffer;
  n: number;
}

export type Admission = { ok: true } | { ok: false; status: number; message: string };

interface RawSocket {
  write(data: Buffer): boolean;
  readonly destroyed: boolean;
}

/**
 * The TCP socket under a ws socket, when quotes frames can be written to it as pre-built bytes:
 * no extension negotiated (no permessage-deflate), so a frame is just header + payload and
 * ws.bufferedAmount still counts what we write (it reads the socket's own buffer).
 */
function rawSocketOf(socket: WsSocket): RawSocket | undefined {
  const inner = socket as unknown as { _socket?: RawSocket; _extensions?: object; _sender?: { _bufferedBytes?: number } };
  if (!inner._socket || typeof inner._socket.write !== 'function') return undefined;
  if (!inner._extensions || Object.keys(inner._extensions).length > 0) return undefined;
  return inner._socket;
}

/** One unmasked, final text frame (server to client), header and payload in one buffer. */
export function textFrame(payload: Buffer): Buffer {
  const n = payload.length;
  const head = n < 126 ? 2 : n < 65536 ? 4 : 10;
  const out = Buffer.allocUnsafe(head + n);
  out[0] = 0x81;
  if (n < 126) out[1] = n;
  else if (n < 65536) {
    out[1] = 126;
    out.writeUInt16BE(n, 2);
  } else {
    out[1] = 127;
    out.writeUInt32BE(Math.floor(n / 2 ** 32), 2);
    out.writeUInt32BE(n >>> 0, 6);
  }
  payload.copy(out, head);
  return out;
}

const MESSAGES_PER_SEC = 10;
const MESSAGE_BURST = 20;

export class QuoteChannel {
  private readonly hub: QuoteHub;
  private readonly cfg: QuotesConfig;
  private readonly clients = new Set<Client>();
  private readonly perIp = new Map<string, number>();
  /** Groups of each slot, by subscription key. */
  private readonly groups: Map<string, Group>[];
  /** Symbols changed since each slot's last flush. */
  private readonly dirty: Set<string>[];
  private readonly slots: number;
  private slotCursor = 0;
  private nextClientSlot = 0;
  private ticksInWindow = 0;
  private flushTimer: NodeJS.Timeout | undefined;
  private pingTimer: NodeJS.Timeout | undefined;
  private unsubscribe: (() => void) | undefined;
  private closing = false;
  readonly stats: ChannelStats = { sockets: 0, framesSent: 0, quotesSent: 0, conflated: 0, skipped: 0, dropped: 0, rejected: 0, flushes: 0, flushMsTotal: 0, flushMsMax: 0 };

  constructor(hub: QuoteHub, cfg: QuotesConfig) {
    this.hub = hub;
    this.cfg = cfg;
    this.slots = Math.max(1, Math.min(10, Math.floor(cfg.flushMs / 10)));
    this.groups = Array.from({ length: this.slots }, () => new Map<string, Group>());
    this.dirty = Array.from({ length: this.slots }, () => new Set<string>());
  }

  start(): void {
    this.unsubscribe = this.hub.subscribe((batch) => {
      this.ticksInWindow += batch.length;
      // Only slots with sockets keep their changes (slot 0 always: the conflation count reads it);
      // a socket that joins an empty slot gets a snapshot of every symbol it subscribes to first.
      for (let i = 0; i < this.slots; i++) {
        if (i !== 0 && this.groups[i]!.size === 0) continue;
        const d = this.dirty[i]!;
        for (const q of batch) d.add(q.symbol);
      }
    });
    this.flushTimer = setInterval(() => this.flushNextSlot(), this.cfg.flushMs / this.slots);
    this.flushTimer.unref();
    this.pingTimer = setInterval(() => this.ping(), this.cfg.pingMs);
    this.pingTimer.unref();
  }

  /** Checked before the upgrade: Origin and connections per IP. */
  admit(request: FastifyRequest): Admission {
    if (this.closing) return { ok: false, status: 503, message: 'shutting down' };
    const origin = request.headers.origin;
    if (!originAllowed(origin, this.cfg.allowedOrigins)) {
      this.stats.rejected++;
      return { ok: false, status: 403, message: 'origin not allowed' };
    }
    if ((this.perIp.get(request.ip) ?? 0) >= this.cfg.maxConnectionsPerIp) {
      this.stats.rejected++;
      return { ok: false, status: 429, message: 'too many connections' };
    }
    return { ok: true };
  }

  /** The upgraded socket. */
  handle(socket: WsSocket, request: FastifyRequest): void {
    const ip = request.ip;
    const count = this.perIp.get(ip) ?? 0;
    if (this.closing || count >= this.cfg.maxConnectionsPerIp) {
      // two upgrades raced past admit()
      this.stats.rejected++;
      socket.close(1008, 'too many connections');
      return;
    }
    this.perIp.set(ip, count + 1);
    const client: Client = {
      socket, raw: rawSocketOf(socket), ip, subs: new Set(), group: undefined, slot: this.nextClientSlot++ % this.slots, pending: undefined, lastSlowSend: 0, slowSince: 0,
      alive: true, tokens: MESSAGE_BURST, tokensAt: performance.now(),
    };
    this.clients.add(client);
    this.stats.sockets = this.clients.size;
    socket.on('message', (data: Buffer, isBinary: boolean) => this.onMessage(client, data, isBinary));
    socket.on('pong', () => {
      client.alive = true;
    });
    socket.on('close', () => this.remove(client));
    socket.on('error', () => this.remove(client));
  }

  private remove(client: Client): void {
    if (!this.clients.delete(client)) return;
    this.leaveGroup(client);
    const n = (this.perIp.get(client.ip) ?? 1) - 1;
    if (n <= 0) this.perIp.delete(client.ip);
    else this.perIp.set(client.ip, n);
    this.stats.sockets = this.clients.size;
  }

  private cut(client: Client, code: number, reason: string): void {
    this.stats.dropped++;
    this.remove(client);
    if (code === 0) client.socket.terminate();
    else {
      client.socket.close(code, reason);
      // a peer that does not read will not finish the closing handshake either
      setTimeout(() => client.socket.terminate(), 1000).unref();
    }
  }

  private sendJson(client: Client, message: object): void {
    if (client.socket.readyState !== OPEN) return;
    client.socket.send(JSON.stringify(message));
  }

  private error(client: Client, message: string): void {
    this.sendJson(client, { type: 'error', message });
  }

  private onMessage(client: Client, data: Buffer, isBinary: boolean): void {
    const now = performance.now();
    client.tokens = Math.min(MESSAGE_BURST, client.tokens + ((now - client.tokensAt) / 1000) * MESSAGES_PER_SEC);
    client.tokensAt = now;
    if (client.tokens < 1) {
      this.error(client, 'too many messages');
      if (client.tokens < -MESSAGE_BURST) this.cut(client, 1008, 'too many messages');
      client.tokens -= 1;
      return;
    }
    client.tokens -= 1;
    if (isBinary) return this.error(client, 'text frames only');
    if (data.length > this.cfg.maxMessageBytes) return this.error(client, `message over ${this.cfg.maxMessageBytes} bytes`);
    const parsed = parseClientMessage(data.toString('utf8'));
    if (!parsed.ok) return this.error(client, parsed.error);
    const { message } = parsed;
    const symbols = [...new Set(message.symbols.map((s) => normalizeSymbol(s)).filter(Boolean))];
    if (message.type === 'unsubscribe') {
      for (const s of symbols) client.subs.delete(s);
      client.pending?.forEach((s) => {
        if (!client.subs.has(s)) client.pending!.delete(s);
      });
      this.regroup(client);
      return;
    }
    const known: string[] = [];
    const unknown: string[] = [];
    for (const s of symbols) (isKnownSymbol(s) || this.hub.has(s) ? known : unknown).push(s);
    // also report entries that were not symbols at all, as sent
    for (const raw of message.symbols) if (!normalizeSymbol(raw)) unknown.push(raw);
    const next = new Set([...client.subs, ...known]);
    if (next.size > this.cfg.maxSymbols) {
      return this.error(client, `at most ${this.cfg.maxSymbols} symbols per connection`);
    }
    client.subs = next;
    this.regroup(client);
    const snapshot = this.hub.snapshot(known).map(wire);
    this.sendJson(client, unknown.length ? { type: 'snapshot', quotes: snapshot, unknown } : { type: 'snapshot', quotes: snapshot });
  }

  private leaveGroup(client: Client): void {
    const g = client.group;
    if (!g) return;
    g.clients.delete(client);
    if (g.clients.size === 0) this.groups[g.slot]!.delete(g.key);
    client.group = undefined;
  }

  private regroup(client: Client): void {
    this.leaveGroup(client);
    if (client.subs.size === 0) return;
    const symbols = [...client.subs].sort();
    const key = symbols.join(',');
    const groups = this.groups[client.slot]!;
    let g = groups.get(key);
    if (!g) {
      g = { key, slot: client.slot, symbols, clients: new Set() };
      groups.set(key, g);
    }
    g.clients.add(client);
    client.group = g;
  }

  /** One whole conflation round: every slot (for tests and the benchmark). */
  flush(): void {
    for (let i = 0; i < this.slots; i++) this.flushNextSlot();
  }

  private flushNextSlot(): void {
    const slot = this.slotCursor;
    this.slotCursor = (slot + 1) % this.slots;
    const began = performance.now();
    this.flushSlot(slot);
    const took = performance.now() - began;
    this.stats.flushes++;
    this.stats.flushMsTotal += took;
    if (took > this.stats.flushMsMax) this.stats.flushMsMax = took;
  }

  private flushSlot(slot: number): void {
    const changed = this.dirty[slot]!;
    this.dirty[slot] = new Set();
    if (slot === 0) {
      // counted once per window: ticks that a newer tick of the same symbol replaced
      this.stats.conflated += Math.max(0, this.ticksInWindow - changed.size);
      this.ticksInWindow = 0;
    }
    if (this.groups[slot]!.size === 0) return;
    const now = Date.now();
    const encoded = new Map<string, string>();
    const enc = (s: string): string | undefined => {
      let e = encoded.get(s);
      if (e === undefined) {
        const q = this.hub.get(s);
        if (!q) return undefined;
        e = JSON.stringify(wire(q));
        encoded.set(s, e);
      }
      return e;
    };
    const frameOf = (symbols: Iterable<string>): Frame | undefined => {
      const parts: string[] = [];
      for (const s of symbols) {
        const e = enc(s);
        if (e) parts.push(e);
      }
      if (parts.length === 0) return undefined;
      const payload = Buffer.from(`{"type":"quotes","quotes":[${parts.join(',')}],"ts":${now}}`);
      return { payload, framed: textFrame(payload), n: parts.length };
    };
    const slowNow = performance.now();
    for (const g of this.groups[slot]!.values()) {
      let shared: Frame | undefined | null = null; // null = not built yet
      for (const c of g.clients) {
        const buffered = c.socket.bufferedAmount;
        if (buffered > this.cfg.maxBufferBytes) {
          this.cut(c, 0, 'too slow');
          continue;
        }
        if (buffered > this.cfg.slowBufferBytes) {
          if (c.slowSince === 0) c.slowSince = slowNow;
          else if (slowNow - c.slowSince > this.cfg.slowMaxMs) {
            this.cut(c, 0, 'too slow');
            continue;
          }
        } else c.slowSince = 0;
        if (c.pending || buffered > this.cfg.slowBufferBytes) {
          // behind: remember what changed, send one merged frame once drained, not too often
          const pending = (c.pending ??= new Set());
          for (const s of g.symbols) if (changed.has(s)) pending.add(s);
          if (buffered <= this.cfg.slowBufferBytes && (buffered === 0 || slowNow - c.lastSlowSend >= this.cfg.slowFlushMs)) {
            const f = frameOf(pending);
            c.pending = buffered === 0 ? undefined : new Set();
            c.lastSlowSend = slowNow;
            if (f) this.write(c, f);
          } else if (pending.size) {
            this.stats.skipped++;
          }
          continue;
        }
        if (shared === null) {
          shared = changed.size ? frameOf(g.symbols.filter((s) => changed.has(s))) : undefined;
        }
        if (shared) this.write(c, shared);
      }
    }
  }

  /** The same bytes go to every socket of a group: one write each, no per-socket encoding. */
  private write(c: Client, f: Frame): void {
    if (c.socket.readyState !== OPEN) return;
    if (c.raw && !c.raw.destroyed) c.raw.write(f.framed);
    else c.socket.send(f.payload, { binary: false });
    this.stats.framesSent++;
    this.stats.quotesSent += f.n;
  }

  private ping(): void {
    for (const c of this.clients) {
      if (!c.alive) {
        this.cut(c, 0, 'no pong');
        continue;
      }
      c.alive = false;
      try {
        c.socket.ping();
      } catch {
        // closing
      }
    }
  }

  get size(): number {
    return this.clients.size;
  }

  /** Stops the timers and closes every socket with 1001 (going away); bounded by `ms`. */
  async close(ms = 2000): Promise<void> {
    this.closing = true;
    clearInterval(this.flushTimer);
    clearInterval(this.pingTimer);
    this.unsubscribe?.();
    const sockets = [...this.clients].map((c) => c.socket);
    if (sockets.length === 0) return;
    await new Promise<void>((resolve) => {
      let left = sockets.length;
      const done = () => {
        if (--left === 0) resolve();
      };
      const timer = setTimeout(() => {
        for (const s of sockets) s.terminate();
        resolve();
      }, ms);
      timer.unref();
      for (const s of sockets) {
        if (s.readyState === 3) {
          done();
          continue;
        }
        s.once('close', done);
        s.close(1001, 'server shutting down');
      }
    });
  }
}

function wire(q: Quote): Quote {
  return { symbol: q.symbol, bid: q.bid, ask: q.ask, digits: q.digits, ts: q.ts };
}
