// One cache interface over two tiers: an in-process LRU (always) and Redis (when REDIS_URL is
// set). wrap() gives single-flight (concurrent misses for one key share one fetch),
// stale-while-revalidate (a recently expired answer is served while one background fetch
// refreshes it) and stale-if-error (upstream down or slower than slowMs -> the last good answer,
// flagged 'stale-if-error'). Redis being down only removes the shared tier.
import fp from 'fastify-plugin';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { MemoryStore } from './cache/memory-store.ts';
import { RedisStore, type RedisState } from './cache/redis-store.ts';
import type { StoredEntry } from './cache/store.ts';

export type CacheStatus = 'hit' | 'miss' | 'stale' | 'stale-if-error';

export interface CacheEntry<T> {
  value: T;
  storedAt: number;
  ttlMs: number;
}

export interface SetOptions {
  /** Fresh for this long. */
  ttlMs: number;
  /** Kept this long after it stops being fresh (for SWR and stale-if-error). */
  staleMs?: number;
  /** When the value was obtained (default now); lets tests and imports age an entry. */
  storedAt?: number;
}

export interface WrapOptions {
  ttlMs: number;
  /** After ttlMs, served as 'stale' for this long while a background fetch refreshes it. */
  staleWhileRevalidateMs?: number;
  /** After ttlMs, served as 'stale-if-error' for this long when the fetch fails. Default 24 h. */
  staleIfErrorMs?: number;
  /** With a stale answer in hand, wait at most this long for a fresh one. Default 2 s. */
  slowMs?: number;
  /** Which errors may be answered with a stale value (default: all). */
  isTransient?: (error: unknown) => boolean;
}

export interface WrapResult<T> {
  value: T;
  status: CacheStatus;
  ageMs: number;
}

export interface Cache {
  readonly backend: 'memory' | 'redis';
  get<T>(key: string): Promise<CacheEntry<T> | undefined>;
  set<T>(key: string, value: T, options: SetOptions): Promise<void>;
  delete(key: string): Promise<void>;
  wrap<T>(key: string, fetcher: () => Promise<T>, options: WrapOptions): Promise<WrapResult<T>>;
  /** undefined without Redis. */
  redisState(): RedisState | undefined;
  /** Redis answers PING (true without Redis: nothing to check). */
  ping(): Promise<boolean>;
  /** Resolves when Redis is ready (true without Redis). */
  waitForRedis(timeoutMs?: number): Promise<boolean>;
  /** The shared ioredis client, for other features (rate limits); undefined without Redis. */
  readonly redis: Redis | undefined;
  close(): Promise<void>;
}

export interface CacheOptions {
  redisUrl?: string | undefined;
  maxEntries?: number;
  logger?: FastifyBaseLogger;
  redisPrefix?: string;
}

const DEFAULT_STALE_IF_ERROR_MS = 24 * 60 * 60 * 1000;
const DEFAULT_SLOW_MS = 2_000;
const noopLogger = { warn() {}, error() {}, debug() {}, info() {}, child() { return noopLogger; } } as unknown as FastifyBaseLogger;

export function createCache(options: CacheOptions = {}): Cache {
  const log = options.logger ?? noopLogger;
  const memory = new MemoryStore(options.maxEntries ?? 5000);
  const redis = options.redisUrl ? new RedisStore({ url: options.redisUrl, logger: log, prefix: options.redisPrefix }) : undefined;
  const inflight = new Map<string, Promise<unknown>>();

  async function read(key: string): Promise<StoredEntry | undefined> {
    const local = memory.peek(key);
    if (local && (!redis || Date.now() - local.t < local.ttl)) return local;
    if (redis) {
      const shared = await redis.get(key);
      if (shared && (!local || shared.t > local.t)) {
        const life = Math.max(1, shared.t + shared.ttl + DEFAULT_STALE_IF_ERROR_MS - Date.now());
        await memory.set(key, shared, life);
        return shared;
      }
    }
    return local;
  }

  async function write(key: string, entry: StoredEntry, lifeMs: number): Promise<void> {
    await memory.set(key, entry, lifeMs);
    if (redis) await redis.set(key, entry, lifeMs);
  }

  function flight<T>(key: string, fetcher: () => Promise<T>, options: WrapOptions): Promise<T> {
    const existing = inflight.get(key) as Promise<T> | undefined;
    if (existing) return existing;
    const p = (async () => {
      try {
        const value = await fetcher();
        const staleMs = Math.max(options.staleWhileRevalidateMs ?? 0, options.staleIfErrorMs ?? DEFAULT_STALE_IF_ERROR_MS);
        await write(key, { v: value, t: Date.now(), ttl: options.ttlMs }, options.ttlMs + staleMs);
        return value;
      } finally {
        inflight.delete(key);
      }
    })();
    inflight.set(key, p);
    return p;
  }

  const cache: Cache = {
    backend: redis ? 'redis' : 'memory',
    redis: redis?.client,

    async get<T>(key: string) {
      const e = await read(key);
      return e ? { value: e.v as T, storedAt: e.t, ttlMs: e.ttl } : undefined;
    },

    async set<T>(key: string, value: T, o: SetOptions) {
      const t = o.storedAt ?? Date.now();
      await write(key, { v: value, t, ttl: o.ttlMs }, Math.max(1, t + o.ttlMs + (o.staleMs ?? 0) - Date.now()));
    },

    async delete(key: string) {
      await memory.delete(key);
      if (redis) await redis.delete(key);
    },

    async wrap<T>(key: string, fetcher: () => Promise<T>, o: WrapOptions): Promise<WrapResult<T>> {
      const entry = await read(key);
      const now = Date.now();
      if (entry) {
        const age = now - entry.t;
        if (age < entry.ttl) return { value: entry.v as T, status: 'hit', ageMs: age };
        if (age < entry.ttl + (o.staleWhileRevalidateMs ?? 0)) {
          flight(key, fetcher, o).catch((error: unknown) => {
            log.warn({ cacheKey: key, err: (error as Error)?.message }, 'background revalidation failed');
          });
          return { value: entry.v as T, status: 'stale', ageMs: age };
        }
      }
      const usable = entry && now - entry.t < entry.ttl + (o.staleIfErrorMs ?? DEFAULT_STALE_IF_ERROR_MS) ? entry : undefined;
      const p = flight(key, fetcher, o);
      if (!usable) return { value: await p, status: 'miss', ageMs: 0 };

      const stale = (): WrapResult<T> => ({ value: usable.v as T, status: 'stale-if-error', ageMs: Date.now() - usable.t });
      let timer: NodeJS.Timeout | undefined;
      const slow = new Promise<'slow'>((resolve) => {
        timer = setTimeout(resolve, o.slowMs ?? DEFAULT_SLOW_MS, 'slow');
      });
      try {
        const fresh = await Promise.race([p, slow]);
        if (fresh === 'slow') {
          p.catch(() => {}); // finishes in the background and refreshes the entry
          log.warn({ cacheKey: key }, 'upstream slow; serving stale');
          return stale();
        }
        return { value: fresh as T, status: 'miss', ageMs: 0 };
      } catch (error) {
        if (o.isTransient && !o.isTransient(error)) throw error;
        log.warn({ cacheKey: key, err: (error as Error)?.message }, 'upstream failed; serving stale');
        return stale();
      } finally {
        clearTimeout(timer);
      }
    },

    redisState: () => redis?.state,
    ping: async () => (redis ? redis.ping() : true),
    waitForRedis: async (timeoutMs?: number) => (redis ? redis.waitUntilReady(timeoutMs) : true),
    async close() {
      redis?.close();
      memory.clear();
    },
  };
  return cache;
}

declare module 'fastify' {
  interface FastifyInstance {
    cache: Cache;
  }
}

/** Decorates app.cache (Redis when redisUrl is given, else memory only); closed with the app. */
export const cachePlugin = fp<Omit<CacheOptions, 'logger'>>(
  async (app, options) => {
    const cache = createCache({ ...options, logger: app.log.child({ component: 'cache' }) });
    app.decorate('cache', cache);
    app.addHook('onClose', async () => {
      await cache.close();
    });
  },
  { name: 'velora-cache', fastify: '5.x' },
);
