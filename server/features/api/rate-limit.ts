// Fixed-window rate limit per key (client IP): shared through Redis when it is up (INCR +
// PEXPIRE), in process memory otherwise, so a Redis outage never blocks registrations.
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  /** Seconds until the window resets. */
  retryAfterS: number;
}

export interface RateLimiter {
  hit(key: string): Promise<RateLimitResult>;
}

export function createRateLimiter(options: { name: string; limit: number; windowMs: number; redis?: () => Redis | undefined }): RateLimiter {
  const memory = new LRUCache<string, { count: number; resetAt: number }>({ max: 50_000 });

  function memoryHit(key: string): RateLimitResult {
    const now = Date.now();
    let w = memory.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + options.windowMs };
      memory.set(key, w, { ttl: options.windowMs });
    }
    w.count++;
    return result(w.count, w.resetAt - now);
  }

  function result(count: number, resetInMs: number): RateLimitResult {
    return { allowed: count <= options.limit, remaining: Math.max(0, options.limit - count), retryAfterS: Math.max(1, Math.ceil(resetInMs / 1000)) };
  }

  return {
    async hit(key: string) {
      const redis = options.redis?.();
      if (redis && redis.status === 'ready') {
        const k = `velora:ratelimit:${options.name}:${key}`;
        try {
          const replies = await redis.multi().incr(k).pexpire(k, options.windowMs, 'NX').pttl(k).exec();
          const count = Number(replies?.[0]?.[1]);
          const ttl = Number(replies?.[2]?.[1]);
          if (Number.isFinite(count) && count > 0) return result(count, ttl > 0 ? ttl : options.windowMs);
        } catch {
          // fall through to memory
        }
      }
      return memoryHit(key);
    },
  };
}
