// Rate limits through @fastify/rate-limit, counted in Redis when it is up (the plugin's own Lua
// INCR + PEXPIRE script, shared by every replica) and in this process's memory while it is not,
// so a Redis outage neither blocks nor un-limits anything. Routes get a limiter with
// app.rateLimiter({ name, max, windowMs }) and call it where their checks want it (after the
// same-origin check, before the body is parsed into work).
import fp from 'fastify-plugin';
import fastifyRateLimit from '@fastify/rate-limit';
import { createRequire } from 'node:module';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  /** Seconds until the window resets. */
  retryAfterS: number;
}

export interface RateLimiter {
  /** Counts this request against its client address (an IPv6 client's /56). */
  hit(request: FastifyRequest): Promise<RateLimitResult>;
}

export interface RateLimitOptions {
  /** The shared Redis client when it exists (read on every hit: it may come and go). */
  redis: () => Redis | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter(options: { name: string; max: number; windowMs: number }): RateLimiter;
  }
}

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;
interface Store {
  incr(key: string, cb: Callback, timeWindow: number, max: number): void;
}
// The plugin's stores are not in its type declarations; their contract is incr(key, cb, window, max).
const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (continueExceeding: boolean, exponentialBackoff: boolean, cache?: number) => Store;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, key?: string) => Store;

/** A store per limiter name: Redis when the client is ready, memory otherwise or on an error. */
function fallbackStore(redis: () => Redis | undefined) {
  return class FallbackStore {
    readonly local = new LocalStore(false, false, 50_000);
    shared: { client: Redis; store: Store } | undefined;
    readonly prefix: string;
    constructor(_params: unknown, prefix = 'velora:ratelimit:') {
      this.prefix = prefix;
    }
    incr(key: string, cb: Callback, timeWindow: number, max: number): void {
      const client = redis();
      if (!client || client.status !== 'ready') return this.local.incr(key, cb, timeWindow, max);
      if (this.shared?.client !== client) this.shared = { client, store: new RedisStore(false, false, client, this.prefix) };
      this.shared.store.incr(key, (error, result) => (error ? this.local.incr(key, cb, timeWindow, max) : cb(null, result)), timeWindow, max);
    }
    child(routeOptions: { name?: string }) {
      return new FallbackStore(undefined, `${this.prefix}${routeOptions.name ?? 'default'}:`);
    }
  };
}

const rateLimit: FastifyPluginAsync<RateLimitOptions> = async (app, options) => {
  await app.register(fastifyRateLimit, { global: false, store: fallbackStore(options.redis) as never, skipOnError: false });
  app.decorate('rateLimiter', ({ name, max, windowMs }: { name: string; max: number; windowMs: number }): RateLimiter => {
    const check = app.createRateLimit({ name, max, timeWindow: windowMs } as never);
    return {
      async hit(request) {
        const r = await check(request);
        if (r.isAllowed) return { allowed: true, remaining: max, retryAfterS: 0 };
        return { allowed: !r.isExceeded, remaining: r.remaining, retryAfterS: Math.max(1, r.ttlInSeconds) };
      },
    };
  });
};

export const rateLimitPlugin = fp(rateLimit, { name: 'rate-limit', fastify: '5.x' });
