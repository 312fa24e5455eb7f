// Where cached pages live: a byte-bounded LRU in this process, and Redis (shared by every
// instance) when configured. Redis being down never fails a request: the memory tier serves.
import { LRUCache } from 'lru-cache';
import type { Redis } from 'ioredis';
import type { PageEntry } from './entry.ts';

export interface PageStoreEvents {
  onEvict?(entry: PageEntry): void;
  onRedisError?(error: unknown): void;
}

function entrySize(e: PageEntry): number {
  return (e.body?.length ?? 0) + (e.br?.length ?? 0) + (e.gzip?.length ?? 0) + 512;
}

/** [4-byte header length][header JSON][body][br][gzip]; a part that is absent has size -1. */
export function encodeEntry(e: PageEntry): Buffer {
  const header = Buffer.from(
    JSON.stringify({
      status: e.status,
      pageType: e.pageType,
      etag: e.etag,
      scriptHashes: e.scriptHashes,
      storedAt: e.storedAt,
      ttlMs: e.ttlMs,
      staleMs: e.staleMs,
      sizes: [e.body?.length ?? -1, e.br?.length ?? -1, e.gzip?.length ?? -1],
    }),
  );
  const len = Buffer.alloc(4);
  len.writeUInt32BE(header.length);
  return Buffer.concat([len, header, e.body ?? Buffer.alloc(0), e.br ?? Buffer.alloc(0), e.gzip ?? Buffer.alloc(0)]);
}

export function decodeEntry(buf: Buffer): PageEntry {
  const hlen = buf.readUInt32BE(0);
  const h = JSON.parse(buf.subarray(4, 4 + hlen).toString('utf8')) as Omit<PageEntry, 'body' | 'br' | 'gzip'> & { sizes: [number, number, number] };
  let at = 4 + hlen;
  const take = (n: number) => {
    if (n < 0) return undefined;
    const b = buf.subarray(at, at + n);
    at += n;
    return b;
  };
  let body = take(h.sizes[0]);
  const br = take(h.sizes[1]);
  const gzip = take(h.sizes[2]);
  // An entry stored before documents were dropped: its variants stand in for it here too.
  if (br && gzip) body = undefined;
  const { sizes: _sizes, ...rest } = h;
  return { ...rest, ...(body ? { body } : {}), ...(br ? { br } : {}), ...(gzip ? { gzip } : {}) };
}

/**
 * The share of the memory tier that pages keyed by their query (a search, a filtered list, a
 * calculator link) may hold. Their keys are the visitor's choice, so a flood of distinct
 * queries could otherwise evict every page the front lane serves; apart, it evicts only other
 * query pages.
 */
export const QUERY_PAGES_SHARE = 0.25;

export class PageStore {
  /** Pages keyed by their path alone (every page the front lane answers). */
  readonly memory: LRUCache<string, PageEntry>;
  /** Pages keyed by a query variant ('/en/search?q=gold|...'), bounded on their own. */
  readonly queryPages: LRUCache<string, PageEntry>;
  private readonly redis: Redis | undefined;
  private readonly prefix: string;
  private readonly events: PageStoreEvents;

  constructor(options: { maxBytes: number; redis?: Redis | undefined; prefix?: string } & PageStoreEvents) {
    this.events = options;
    this.redis = options.redis;
    this.prefix = options.prefix ?? 'velora:page:';
    const lru = (maxSize: number) =>
      new LRUCache<string, PageEntry>({
        maxSize,
        sizeCalculation: entrySize,
        dispose: (value, _key, reason) => {
          if (reason === 'evict') this.events.onEvict?.(value);
        },
      });
    const queryBytes = Math.max(1, Math.floor(options.maxBytes * QUERY_PAGES_SHARE));
    this.memory = lru(Math.max(1, options.maxBytes - queryBytes));
    this.queryPages = lru(queryBytes);
  }

  get bytes(): number {
    return this.memory.calculatedSize + this.queryPages.calculatedSize;
  }

  /** The memory tier a key lives in: its own for query variants (a path never holds '?'). */
  local(key: string): LRUCache<string, PageEntry> {
    return key.includes('?') ? this.queryPages : this.memory;
  }

  private redisUp(): boolean {
    return !!this.redis && this.redis.status === 'ready';
  }

  async get(key: string): Promise<PageEntry | undefined> {
    const tier = this.local(key);
    const local = tier.get(key);
    if (local) return local;
    const entry = await this.shared(key);
    if (entry) tier.set(key, entry);
    return entry;
  }

  /** The shared tier's copy (Redis), whatever memory holds; undefined without Redis. */
  async shared(key: string): Promise<PageEntry | undefined> {
    if (!this.redisUp()) return undefined;
    try {
      const buf = await this.redis!.getBuffer(this.prefix + key);
      return buf ? decodeEntry(buf) : undefined;
    } catch (error) {
      this.events.onRedisError?.(error);
      return undefined;
    }
  }

  async set(key: string, entry: PageEntry): Promise<void> {
    this.local(key).set(key, entry);
    if (!this.redisUp()) return;
    try {
      // A page asked for once (no variants yet: most of a crawler's) is shared for its lifetime;
      // one asked for again also for its stale window (a day), so a crawl does not fill Redis
      // for a day (docker-compose also bounds its memory).
      const keepMs = entry.br ? entry.ttlMs + entry.staleMs : entry.ttlMs;
      await this.redis!.set(this.prefix + key, encodeEntry(entry), 'PX', Math.max(1, keepMs));
    } catch (error) {
      this.events.onRedisError?.(error);
    }
  }

  /** Deletes keys starting with a prefix in both tiers; returns how many memory entries went. */
  async purge(keyPrefix = ''): Promise<number> {
    let count = 0;
    for (const tier of [this.memory, this.queryPages]) {
      for (const key of [...tier.keys()]) {
        if (key.startsWith(keyPrefix)) {
          tier.delete(key);
          count++;
        }
      }
    }
    if (this.redisUp()) {
      try {
        const stream = this.redis!.scanStream({ match: `${this.prefix}${keyPrefix.replace(/[*?[\]\\]/g, '\\$&')}*`, count: 500 });
        for await (const keys of stream as AsyncIterable<string[]>) if (keys.length) await this.redis!.unlink(...keys);
      } catch (error) {
        this.events.onRedisError?.(error);
      }
    }
    return count;
  }
}
