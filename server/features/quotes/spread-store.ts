// The shared record of spreads in Redis: one hash per hour, `{prefix}:spreads:{hour}`, field
// `{symbol}:{bucket}` -> count, expiring 8 days after its last write. Only the quote leader writes
// (it alone sees the feed; followers see the same ticks through the fan-out, so their writes would
// count every tick twice), and it writes deltas with HINCRBY: a new leader adds to what the old
// one wrote instead of overwriting it, and nothing needs a read-modify-write.
import { Redis } from 'ioredis';
import type { Histogram } from '../../../shared/quotes/spread-stats.ts';

/** hour -> symbol -> histogram */
export type HourlyDeltas = Map<number, Map<string, Histogram>>;

const TTL_S = 8 * 24 * 3600;

export interface SpreadStoreOptions {
  redisUrl: string;
  prefix: string;
  /** Bound on every command (ms). */
  timeoutMs?: number;
}

export class SpreadStore {
  private readonly redis: Redis;
  private readonly prefix: string;

  constructor(o: SpreadStoreOptions) {
    this.prefix = `${o.prefix}:spreads`;
    this.redis = new Redis(o.redisUrl, {
      lazyConnect: true,
      maxRetriesPerRequest: 1,
      commandTimeout: o.timeoutMs ?? 2000,
      connectTimeout: 2000,
      retryStrategy: (n: number) => Math.min(100 * n, 2000),
      connectionName: 'quotes-spreads',
    });
    this.redis.on('error', () => {}); // the callers see failed commands; ioredis reconnects
  }

  private key(hour: number): string {
    return `${this.prefix}:${hour}`;
  }

  get ready(): boolean {
    return this.redis.status === 'ready';
  }

  async connect(): Promise<void> {
    if (this.redis.status === 'wait') await this.redis.connect();
  }

  /** Adds the deltas (HINCRBY per bucket) and renews each touched hour's expiry. */
  async add(deltas: HourlyDeltas): Promise<void> {
    const p = this.redis.pipeline();
    for (const [hour, bySymbol] of deltas) {
      const key = this.key(hour);
      for (const [symbol, h] of bySymbol) for (const [bucket, count] of h) p.hincrby(key, `${symbol}:${bucket}`, count);
      p.expire(key, TTL_S);
    }
    const results = await p.exec();
    const failed = results?.find(([err]) => err);
    if (failed) throw failed[0];
  }

  /** The stored histograms of the given hours (missing hours are absent). */
  async load(hours: readonly number[]): Promise<HourlyDeltas> {
    const p = this.redis.pipeline();
    for (const hour of hours) p.hgetall(this.key(hour));
    const results = (await p.exec()) ?? [];
    const out: HourlyDeltas = new Map();
    results.forEach(([err, value], i) => {
      if (err || !value || typeof value !== 'object') return;
      const bySymbol = new Map<string, Histogram>();
      for (const [field, raw] of Object.entries(value as Record<string, string>)) {
        const colon = field.lastIndexOf(':');
        const bucket = Number(field.slice(colon + 1));
        const count = Number(raw);
        if (colon < 1 || !Number.isInteger(bucket) || bucket < 0 || !Number.isFinite(count) || count <= 0) continue;
        const symbol = field.slice(0, colon);
        let h = bySymbol.get(symbol);
        if (!h) bySymbol.set(symbol, (h = new Map()));
        h.set(bucket, count);
      }
      if (bySymbol.size) out.set(hours[i]!, bySymbol);
    });
    return out;
  }

  async close(): Promise<void> {
    const bounded = (p: Promise<unknown>) => Promise.race([p, new Promise<void>((r) => setTimeout(r, 1000).unref())]).catch(() => {});
    if (this.redis.status === 'ready') await bounded(this.redis.quit());
    this.redis.disconnect();
  }
}
