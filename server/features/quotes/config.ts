// Settings of the quotes feature. QUOTES_FEED_URL and REDIS_URL live in server/config.ts; the
// rest are read here, from the same environment object, with their own zod schema and defaults.
import { z } from 'zod';
import type { Config } from '../../config.ts';

const int = (min: number, def: number) => z.coerce.number().int().min(min).default(def);

export const quotesConfigSchema = z.object({
  /** Comma-separated Origins allowed on /ws/quotes; '*' may stand for the port ('http://localhost:*'). Unset = PUBLIC_ORIGIN (+ localhost outside production). */
  QUOTES_ALLOWED_ORIGINS: z.string().optional(),
  QUOTES_MAX_CONNECTIONS_PER_IP: int(1, 20),
  QUOTES_MAX_SYMBOLS: int(1, 50),
  /** Largest frame a browser may send (bytes); bigger closes the socket (1009). */
  QUOTES_MAX_MESSAGE_BYTES: int(64, 4096),
  /** Conflation window: at most one quotes frame per client per this many ms. */
  QUOTES_FLUSH_MS: int(5, 100),
  /** Send buffer above this: the client is conflated harder (skipped until it drains). */
  QUOTES_SLOW_BUFFER_BYTES: int(1024, 64 * 1024),
  /** Send buffer above this: the client is cut off. */
  QUOTES_MAX_BUFFER_BYTES: int(2048, 1024 * 1024),
  /** A slow client is sent one merged frame at most this often until it has fully drained. */
  QUOTES_SLOW_FLUSH_MS: int(10, 1000),
  /** A client whose send buffer stays over QUOTES_SLOW_BUFFER_BYTES this long is cut off. */
  QUOTES_SLOW_MAX_MS: int(100, 10_000),
  /** Keep-alive ping to browsers; a socket that missed the previous pong is terminated. */
  QUOTES_PING_MS: int(100, 30_000),
  /** Upstream heartbeat (ping) interval. */
  QUOTES_FEED_HEARTBEAT_MS: int(50, 10_000),
  /** Upstream silent (no tick, no pong) this long = down, reconnect. */
  QUOTES_FEED_SILENCE_MS: int(100, 30_000),
  QUOTES_FEED_BACKOFF_MIN_MS: int(10, 500),
  /** Capped low: one leader reconnects, and every second of back-off after the feed returns is
   * a second of stale prices on every replica (30 s once left sockets without quotes long after). */
  QUOTES_FEED_BACKOFF_MAX_MS: int(10, 4_000),
  /** The snapshot is fresh while the last tick is younger than this. */
  QUOTES_STALE_MS: int(100, 15_000),
  /** Simulator: ticks per second over all symbols. */
  QUOTES_SIM_TICKS_PER_SEC: int(1, 100),
  /** Leader lock time-to-live; renewed every third of it. */
  QUOTES_LEADER_TTL_MS: int(300, 3000),
  QUOTES_REDIS_PREFIX: z.string().min(1).default('velora:quotes'),
  /** Spread recording (typical spreads): 'off' stops it. */
  QUOTES_SPREADS: z.enum(['on', 'off']).default('on'),
  /** How often the quote leader adds its recorded spreads to Redis. */
  QUOTES_SPREADS_FLUSH_MS: int(100, 10_000),
});

export type QuotesEnv = z.infer<typeof quotesConfigSchema>;

export interface QuotesConfig {
  feedUrl: string | undefined;
  redisUrl: string | undefined;
  production: boolean;
  allowedOrigins: string[];
  maxConnectionsPerIp: number;
  maxSymbols: number;
  maxMessageBytes: number;
  flushMs: number;
  slowBufferBytes: number;
  maxBufferBytes: number;
  slowFlushMs: number;
  slowMaxMs: number;
  pingMs: number;
  feedHeartbeatMs: number;
  feedSilenceMs: number;
  backoffMinMs: number;
  backoffMaxMs: number;
  staleMs: number;
  simTicksPerSec: number;
  leaderTtlMs: number;
  redisPrefix: string;
  spreads: boolean;
  spreadsFlushMs: number;
}

export function loadQuotesConfig(
  app: Pick<Config, 'NODE_ENV' | 'PUBLIC_ORIGIN' | 'QUOTES_FEED_URL' | 'REDIS_URL'>,
  env: Record<string, string | undefined> = process.env,
  overrides: Partial<QuotesConfig> = {},
): QuotesConfig {
  const parsed = quotesConfigSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    throw new Error(`Invalid configuration: ${name}=${JSON.stringify(env[name])}: ${issue.message}`);
  }
  const e = parsed.data;
  const production = app.NODE_ENV === 'production';
  const origins = e.QUOTES_ALLOWED_ORIGINS
    ? e.QUOTES_ALLOWED_ORIGINS.split(',').map((s) => s.trim()).filter(Boolean)
    : [new URL(app.PUBLIC_ORIGIN).origin, ...(production ? [] : ['http://localhost:*', 'http://127.0.0.1:*'])];
  return {
    feedUrl: app.QUOTES_FEED_URL,
    redisUrl: app.REDIS_URL,
    production,
    allowedOrigins: origins,
    maxConnectionsPerIp: e.QUOTES_MAX_CONNECTIONS_PER_IP,
    maxSymbols: e.QUOTES_MAX_SYMBOLS,
    maxMessageBytes: e.QUOTES_MAX_MESSAGE_BYTES,
    flushMs: e.QUOTES_FLUSH_MS,
    slowBufferBytes: e.QUOTES_SLOW_BUFFER_BYTES,
    maxBufferBytes: Math.max(e.QUOTES_MAX_BUFFER_BYTES, e.QUOTES_SLOW_BUFFER_BYTES),
    slowFlushMs: e.QUOTES_SLOW_FLUSH_MS,
    slowMaxMs: e.QUOTES_SLOW_MAX_MS,
    pingMs: e.QUOTES_PING_MS,
    feedHeartbeatMs: e.QUOTES_FEED_HEARTBEAT_MS,
    feedSilenceMs: e.QUOTES_FEED_SILENCE_MS,
    backoffMinMs: e.QUOTES_FEED_BACKOFF_MIN_MS,
    backoffMaxMs: Math.max(e.QUOTES_FEED_BACKOFF_MAX_MS, e.QUOTES_FEED_BACKOFF_MIN_MS),
    staleMs: e.QUOTES_STALE_MS,
    simTicksPerSec: e.QUOTES_SIM_TICKS_PER_SEC,
    leaderTtlMs: e.QUOTES_LEADER_TTL_MS,
    redisPrefix: e.QUOTES_REDIS_PREFIX,
    spreads: e.QUOTES_SPREADS === 'on',
    spreadsFlushMs: e.QUOTES_SPREADS_FLUSH_MS,
    ...overrides,
  };
}

/** Whether a browser's Origin header is allowed. A missing Origin (not a browser) is allowed. */
export function originAllowed(origin: string | undefined, allowed: readonly string[]): boolean {
  if (origin === undefined) return true;
  let o: URL;
  try {
    o = new URL(origin);
  } catch {
    return false;
  }
  for (const pattern of allowed) {
    if (pattern === '*') return true;
    if (pattern.endsWith(':*')) {
      const base = pattern.slice(0, -2);
      if (`${o.protocol}//${o.hostname}` === base) return true;
    } else if (o.origin === pattern.replace(/\/+$/, '')) {
      return true;
    }
  }
  return false;
}
