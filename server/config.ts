// The environment, validated once at start-up; the only place process.env is read.
// A bad value stops the server with one line naming the variable.
import { z } from 'zod';
import proxyAddr from '@fastify/proxy-addr';

const url = z.url({ protocol: /^https?$/ });
const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), url.optional());
const bool = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');
const port = z.coerce.number().int().min(0).max(65535);

export const configSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Canonical origin for canonical/alternate links, sitemaps and the portal fallbacks. */
  PUBLIC_ORIGIN: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** A request slower than this is logged at warn whatever it was (0: never). */
  LOG_SLOW_MS: z.coerce.number().int().min(0).max(600000).default(1000),
  /** The broker's upstream API; unset = the embedded sandbox upstream. */
  UPSTREAM_URL: optionalUrl,
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  /** Upstream quote feed (WebSocket); unset = the in-process simulator. */
  QUOTES_FEED_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url({ protocol: /^wss?$/ }).optional()),
  /** Redis for shared caches and the quote fan-out; unset = in-process memory. */
  REDIS_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url({ protocol: /^rediss?$/ }).optional()),
  /** External client portal (registration, login, downloads); unset = the sandbox portal. */
  PORTAL_URL: optionalUrl,
  /** The partner site opened by the 'partners' menu item. */
  PARTNER_URL: url.default('https://partners.veloramarkets.example'),
  BRAND_NAME: z.string().min(1).default('Velora Markets'),
  /** Serve the deliberately slow and failing pages used by the end-to-end tests. */
  TEST_ROUTES: bool,
  /** Abort a page render that has not finished after this long. */
  SSR_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** React renders at once per instance; more wait in arrival order (server/features/ssr/render-slots.ts). */
  SSR_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(4),
  /** Renders allowed to wait for a slot; past it a page answers 503 with Retry-After. */
  SSR_QUEUE_MAX: z.coerce.number().int().min(0).max(100_000).default(1000),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().max(10_000).default(8_000),
  /** Whole-page HTML cache (memory, plus Redis when REDIS_URL is set). */
  PAGE_CACHE: z.enum(['on', 'off']).default('on'),
  /** Pages rendered once at start, so page modules and BFF caches are warm before traffic ('' for none). */
  WARM_UP_PATHS: z.string().max(2000).default('/en,/en/trading/forex,/en/academy/trading-academy,/en/platform/trading-calculator'),
  PAGE_CACHE_MAX_MB: z.coerce.number().positive().max(4096).default(64),
  /** Bearer token for DELETE /_cache/pages; unset = purging disabled. */
  CACHE_PURGE_TOKEN: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(16).optional()),
  /**
   * Addresses of the reverse proxies whose X-Forwarded-* headers are believed (comma-separated
   * IPs, CIDRs, or loopback / linklocal / uniquelocal). Unset: none, the socket's address is the
   * client's (rate limits cannot be dodged with a made-up X-Forwarded-For).
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v) => (v ?? '').split(',').map((s) => s.trim()).filter(Boolean))
    .refine((list) => {
      try {
        proxyAddr.compile(list);
        return true;
      } catch {
        return false;
      }
    }, 'expected comma-separated IP addresses, CIDR ranges, loopback, linklocal or uniquelocal'),
  /** Bearer token for GET /metrics (at least 16 characters); unset = /metrics answers 404. */
  METRICS_TOKEN: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(16).optional()),
  /** Mean event-loop delay past which requests are shed with 503 + Retry-After (0 = off). */
  PRESSURE_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1000),
  /** Used V8 heap past which requests are shed (0 = 90 % of the heap limit). */
  PRESSURE_MAX_HEAP_MB: z.coerce.number().min(0).default(0),
  /** Where the built client and render bundle live. */
  DIST_DIR: z.string().min(1).default('dist'),
});

export type RawConfig = z.infer<typeof configSchema>;
export interface Config extends RawConfig {
  PUBLIC_ORIGIN: string;
  /** Portal origin actually used (PORTAL_URL or this server's sandbox portal). */
  portalUrl: string;
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    const value = env[name];
    throw new ConfigError(
      `Invalid configuration: ${name}${value === undefined ? '' : `=${JSON.stringify(value)}`}: ${issue.message}`,
    );
  }
  const c = parsed.data;
  const origin = (c.PUBLIC_ORIGIN ?? `http://localhost:${c.PORT}`).replace(/\/+$/, '');
  return {
    ...c,
    PUBLIC_ORIGIN: origin,
    portalUrl: (c.PORTAL_URL ?? `${origin}/sandbox/portal`).replace(/\/+$/, ''),
  };
}
