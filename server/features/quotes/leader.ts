// Many instances, one upstream feed. With REDIS_URL every instance runs a QuoteCoordinator:
// - a leader lock in Redis (SET NX PX, renewed every third of its TTL by a compare-and-pexpire
//   script); the holder runs the quote source (upstream feed or simulator);
// - the leader ingests its ticks locally and publishes them on a Redis channel, batched per 10 ms;
// - every other instance ingests what the channel carries and serves its own sockets;
// - a follower tries to take the lock on every renewal tick, and at once when the leader says it
//   is leaving; a killed leader's lock expires after the TTL, so the feed moves within TTL plus one
//   tick (3 s + 1 s with the defaults). Browser sockets never notice: they stay on their instance.
// - the leader also keeps the latest quote per symbol in a Redis hash, so an instance that starts
//   (or a new leader's simulator) has a full snapshot at once, not only the symbols that ticked.
// - while the fan-out bus is down (Redis unreachable), an instance that is not the leader runs a
//   quote source of its own ("solo": its own feed connection, or the simulator seeded from its
//   snapshot), so its sockets never stall; the first ticks from a leader after Redis returns, or
//   this instance winning the lock, end it.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { QuoteHub, Quote, RawQuote, SourceState } from './hub.ts';

export interface QuoteSource {
  start(): void;
  stop(): void;
  readonly state: SourceState;
}

export type MakeSource = (handlers: { onTicks: (batch: RawQuote[]) => void; onState: (s: SourceState) => void }, seed: readonly Quote[]) => QuoteSource;

export interface CoordinatorLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

export interface CoordinatorOptions {
  redisUrl: string;
  prefix: string;
  ttlMs: number;
  hub: QuoteHub;
  makeSource: MakeSource;
  log?: CoordinatorLogger;
  instanceId?: string;
}

const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

type WireTick = [symbol: string, bid: number, ask: number, digits: number, ts: number];
interface ChannelMessage {
  t: 'q' | 's' | 'r';
  from: string;
  q?: WireTick[];
  up?: boolean;
}

export class QuoteCoordinator {
  readonly instanceId: string;
  private readonly o: CoordinatorOptions;
  private readonly lockKey: string;
  private readonly channel: string;
  private readonly snapshotKey: string;
  private cmd: Redis | undefined;
  private sub: Redis | undefined;
  private source: QuoteSource | undefined;
  /** This instance's own source while the Redis bus is down (see the header). */
  private solo: QuoteSource | undefined;
  private timer: NodeJS.Timeout | undefined;
  private publishTimer: NodeJS.Timeout | undefined;
  private outbox: Quote[] = [];
  private lastRenewOk = 0;
  private stopping = false;
  private leader = false;
  private subscribed = false;
  /** Times this instance became leader. */
  elections = 0;
  /** Times this instance fell back to its own source because Redis was down. */
  soloRuns = 0;
  published = 0;
  received = 0;

  constructor(options: CoordinatorOptions) {
    this.o = options;
    this.instanceId = options.instanceId ?? randomUUID();
    this.lockKey = `${options.prefix}:leader`;
    this.channel = `${options.prefix}:ticks`;
    this.snapshotKey = `${options.prefix}:snapshot`;
  }

  get isLeader(): boolean {
    return this.leader;
  }

  /** Running its own source because the Redis bus is down. */
  get isSolo(): boolean {
    return this.solo !== undefined;
  }

  /** Both Redis connections are ready and the tick channel is subscribed. */
  get healthy(): boolean {
    return this.subscribed && this.cmd?.status === 'ready' && this.sub?.status === 'ready';
  }

  async start(): Promise<void> {
    const common = {
      maxRetriesPerRequest: 1,
      commandTimeout: Math.max(200, Math.floor(this.o.ttlMs / 3)),
      connectTimeout: 2000,
      retryStrategy: (n: number) => Math.min(100 * n, 1000),
    };
    const cmd = new Redis(this.o.redisUrl, { ...common, connectionName: `quotes-cmd-${this.instanceId}` });
    const sub = new Redis(this.o.redisUrl, { ...common, commandTimeout: undefined, connectionName: `quotes-sub-${this.instanceId}` });
    this.cmd = cmd;
    this.sub = sub;
    let lastErr = 0;
    const onError = (err: Error) => {
      if (Date.now() - lastErr > 5000) this.o.log?.warn({ err: err.message }, 'quotes redis error');
      lastErr = Date.now();
    };
    cmd.on('error', onError);
    sub.on('error', onError);
    sub.on('message', (_channel: string, message: string) => this.onMessage(message));
    // A lost connection is noticed at once (not at the next lock round): sockets keep quotes.
    sub.on('close', () => this.checkBus());
    cmd.on('close', () => this.checkBus());
    try {
      await sub.subscribe(this.channel);
      this.subscribed = true;
    } catch (err) {
      onError(err as Error);
    }
    // ioredis re-subscribes by itself after a reconnect (autoResubscribe).
    sub.on('ready', () => {
      this.subscribed = true;
    });
    if (this.stopping) return;
    await this.loadSnapshot();
    if (this.stopping) return;
    await this.tick();
    if (this.stopping) return;
    this.timer = setInterval(() => void this.tick(), Math.floor(this.o.ttlMs / 3));
    this.timer.unref();
  }

  /** Fills the hub from the shared snapshot (hub.seed: not ticks); never overwrites a newer quote that already arrived. */
  private async loadSnapshot(): Promise<void> {
    try {
      const all = await this.cmd!.hgetall(this.snapshotKey);
      const batch: RawQuote[] = [];
      for (const value of Object.values(all)) {
        const t = JSON.parse(value) as WireTick;
        batch.push({ symbol: t[0], bid: t[1], ask: t[2], digits: t[3], ts: t[4] });
      }
      this.o.hub.seed(batch);
    } catch {
      // no snapshot yet, or Redis busy: the ticks will fill it
    }
  }

  /** One round: a leader renews its lock and reports its feed state; a follower tries to lead. */
  private async tick(): Promise<void> {
    if (this.stopping || !this.cmd) return;
    try {
      if (this.leader) {
        const ok = await this.cmd.eval(RENEW, 1, this.lockKey, this.instanceId, String(this.o.ttlMs));
        if (ok === 1) {
          this.lastRenewOk = performance.now();
          this.send({ t: 's', from: this.instanceId, up: this.source?.state === 'up' });
        } else {
          this.stepDown('lock lost');
        }
      } else {
        const got = await this.cmd.set(this.lockKey, this.instanceId, 'PX', this.o.ttlMs, 'NX');
        if (got === 'OK' && !this.stopping) this.becomeLeader();
      }
    } catch (err) {
      if (this.leader && performance.now() - this.lastRenewOk > this.o.ttlMs) this.stepDown(`lock not renewed: ${(err as Error).message}`);
    }
    this.checkBus();
  }

  /** Starts the solo source when this instance neither leads nor hears a leader (Redis down). */
  private checkBus(): void {
    if (this.stopping || this.leader || this.solo || this.healthy) return;
    this.soloRuns++;
    this.o.log?.warn({ instance: this.instanceId }, 'quotes: Redis fan-out unavailable, this instance runs its own quote source');
    const hub = this.o.hub;
    this.solo = this.o.makeSource({ onTicks: (batch) => void hub.ingest(batch), onState: (state) => hub.setSourceState(state) }, hub.snapshot());
    this.solo.start();
  }

  private stopSolo(reason: string): void {
    if (!this.solo) return;
    this.o.log?.info({ instance: this.instanceId, reason }, 'quotes: back on the shared feed');
    const solo = this.solo;
    this.solo = undefined;
    solo.stop();
  }

  private becomeLeader(): void {
    this.stopSolo('this instance leads');
    this.leader = true;
    this.elections++;
    this.lastRenewOk = performance.now();
    this.o.log?.info({ instance: this.instanceId }, 'quotes leader: this instance holds the feed');
    const hub = this.o.hub;
    this.source = this.o.makeSource(
      {
        onTicks: (batch) => {
          const accepted = hub.ingest(batch);
          if (accepted.length) this.queue(accepted);
        },
        onState: (state) => {
          hub.setSourceState(state);
          this.send({ t: 's', from: this.instanceId, up: state === 'up' });
        },
      },
      hub.snapshot(),
    );
    this.source.start();
    hub.setSourceState(this.source.state === 'starting' ? 'starting' : this.source.state);
  }

  private stepDown(reason: string): void {
    if (!this.leader) return;
    this.o.log?.warn({ instance: this.instanceId, reason }, 'quotes leader: stepping down');
    this.leader = false;
    const source = this.source;
    this.source = undefined;
    this.flushOutbox();
    if (source && !this.stopping && !this.healthy) {
      // Redis is gone: nobody else can lead, so this feed connection goes on as this instance's
      // solo source (its sockets keep their quotes without a gap); the next leader's ticks or
      // this instance leading again stop it.
      this.soloRuns++;
      this.solo = source;
      return;
    }
    source?.stop();
    this.checkBus();
  }

  private queue(quotes: Quote[]): void {
    for (const q of quotes) this.outbox.push(q);
    if (!this.publishTimer) {
      this.publishTimer = setTimeout(() => this.flushOutbox(), 10);
      this.publishTimer.unref();
    }
  }

  private flushOutbox(): void {
    clearTimeout(this.publishTimer);
    this.publishTimer = undefined;
    if (this.outbox.length === 0) return;
    const q: WireTick[] = this.outbox.map((x) => [x.symbol, x.bid, x.ask, x.digits, x.ts]);
    this.outbox = [];
    if (!this.cmd || this.cmd.status !== 'ready') return;
    this.published += q.length;
    const latest = new Map<string, string>();
    for (const t of q) latest.set(t[0], JSON.stringify(t));
    this.cmd
      .pipeline()
      .publish(this.channel, JSON.stringify({ t: 'q', from: this.instanceId, q } satisfies ChannelMessage))
      .hset(this.snapshotKey, Object.fromEntries(latest))
      .pexpire(this.snapshotKey, 10 * 60_000)
      .exec()
      .catch(() => {});
  }

  private send(message: ChannelMessage): void {
    if (!this.cmd || this.cmd.status !== 'ready') return;
    this.cmd.publish(this.channel, JSON.stringify(message)).catch(() => {});
  }

  private onMessage(text: string): void {
    let m: ChannelMessage;
    try {
      m = JSON.parse(text) as ChannelMessage;
    } catch {
      return;
    }
    if (!m || m.from === this.instanceId) return;
    if (m.t === 'q' && Array.isArray(m.q)) {
      if (this.leader) return; // two leaders for a moment: keep our own feed
      this.stopSolo('ticks from the leader');
      this.received += m.q.length;
      const batch: RawQuote[] = [];
      for (const t of m.q) if (Array.isArray(t)) batch.push({ symbol: t[0], bid: t[1], ask: t[2], digits: t[3], ts: t[4] });
      this.o.hub.ingest(batch);
      this.o.hub.setSourceState('up');
    } else if (m.t === 's' && !this.leader) {
      this.o.hub.setSourceState(m.up ? 'up' : 'down');
    } else if (m.t === 'r' && !this.leader && !this.stopping) {
      // the leader is leaving cleanly: do not wait for its lock to expire
      void this.tick();
    }
  }

  /** Stops the source, hands the lock over (release + notice) and closes both connections. */
  async stop(): Promise<void> {
    this.stopping = true;
    clearInterval(this.timer);
    this.timer = undefined;
    const wasLeader = this.leader;
    this.stepDown('shutting down');
    this.stopSolo('shutting down');
    const cmd = this.cmd;
    const sub = this.sub;
    const bounded = (p: Promise<unknown>) => Promise.race([p, new Promise<void>((r) => setTimeout(r, 1000).unref())]).catch(() => {});
    if (wasLeader && cmd?.status === 'ready') {
      await bounded(cmd.eval(RELEASE, 1, this.lockKey, this.instanceId));
      await bounded(cmd.publish(this.channel, JSON.stringify({ t: 'r', from: this.instanceId } satisfies ChannelMessage)));
    }
    for (const c of [sub, cmd]) {
      if (!c) continue;
      await bounded(c.status === 'ready' ? c.quit() : Promise.resolve());
      c.disconnect();
    }
    this.cmd = undefined;
    this.sub = undefined;
  }
}
