// Settings of the API feature (captcha, rate limits, geo header, cache windows), validated from a
// process.env-like object. server/config.ts stays the place for settings shared by features.
import { z } from 'zod';
import { ConfigError } from '../../config.ts';

const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url({ protocol: /^https?$/ }).optional());
const ms = (def: number) => z.coerce.number().int().min(0).default(def);
const positive = (def: number) => z.coerce.number().int().positive().default(def);
const bool = (def: boolean) =>
  z
    .enum(['0', '1', 'true', 'false', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? def : v === '1' || v === 'true'));

export const apiConfigSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  /** Server-side captcha secret (the sandbox provider accepts its own default). */
  CAPTCHA_SECRET: z.string().min(1).default('sandbox-captcha-secret'),
  /** Provider verify endpoint (reCAPTCHA-style form POST). Unset: the sandbox provider. */
  CAPTCHA_VERIFY_URL: optionalUrl,
  /** Public site key the browser passes to execute(). */
  CAPTCHA_SITE_KEY: z.string().min(1).default('sandbox-site-key'),
  /** The provider's browser script. Unset: /sandbox/captcha/api.js of this server. */
  CAPTCHA_SCRIPT_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1).optional()),
  /** Lowest acceptable score (score-based providers). */
  CAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  CAPTCHA_TIMEOUT_MS: positive(5_000),
  /** Registrations (and sign-ups) per client IP per window. */
  REGISTER_RATE_LIMIT: positive(5),
  REGISTER_RATE_WINDOW_MS: positive(10 * 60 * 1000),
  /** Contact-form messages per client IP per window. */
  CONTACT_RATE_LIMIT: positive(5),
  CONTACT_RATE_WINDOW_MS: positive(60 * 60 * 1000),
  /** Time-out of the contact form's upstream write (spec 7: 60 s for every call). */
  CONTACT_TIMEOUT_MS: positive(60_000),
  /** Trusted CDN header carrying the visitor's country (e.g. CF-IPCountry). Unset: ask upstream. */
  GEO_HEADER: z.preprocess(
    (v) => (v === '' ? undefined : typeof v === 'string' ? v.toLowerCase() : v),
    z.string().regex(/^[a-z0-9-]{1,64}$/).optional(),
  ),
  LOCATION_TIMEOUT_MS: positive(3_000),
  /** Longest Retry-After honoured before a retry. */
  UPSTREAM_RETRY_AFTER_CAP_MS: ms(5_000),
  UPSTREAM_RETRY_DELAY_MS: ms(100),
  UPSTREAM_CONNECTIONS: positive(128),
  CACHE_MAX_ENTRIES: positive(5_000),
  /** How long a last good answer may stand in for a failing upstream. */
  CACHE_STALE_IF_ERROR_MS: ms(24 * 60 * 60 * 1000),
  /** With a stale answer in hand, how long to wait for the upstream before serving it. */
  CACHE_SLOW_MS: positive(2_000),
  /** Body limit of the write endpoints (bytes). */
  API_BODY_LIMIT: positive(16 * 1024),
  /** Extra origins accepted by the same-origin check (comma-separated), besides PUBLIC_ORIGIN. */
  ALLOWED_ORIGINS: z
    .string()
    .optional()
    .transform((v) => (v ?? '').split(',').map((s) => s.trim().replace(/\/+$/, '')).filter(Boolean)),
  /** Fault knobs (/sandbox/upstream/__faults) of the sandbox. Default: on outside production. */
  SANDBOX_FAULTS: z.enum(['0', '1', 'true', 'false', '']).optional(),
  /** The sandbox's answer to /api/location when no sandbox_country is given. */
  SANDBOX_COUNTRY: z.string().regex(/^[A-Za-z]{2}$/).default('SG'),
  /** Calendar files (.ics, .csv) per client IP per window: generous for people, a cap for scrapers. */
  CALENDAR_EXPORT_RATE_LIMIT: positive(120),
  CALENDAR_EXPORT_RATE_WINDOW_MS: positive(60 * 1000),
});

export type ApiConfig = Omit<z.infer<typeof apiConfigSchema>, 'SANDBOX_FAULTS'> & { SANDBOX_FAULTS: boolean };

export function loadApiConfig(env: Record<string, string | undefined> = {}): ApiConfig {
  const parsed = apiConfigSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    throw new ConfigError(`Invalid configuration: ${name}${env[name] === undefined ? '' : `=${JSON.stringify(env[name])}`}: ${issue.message}`);
  }
  const c = parsed.data;
  const faults = bool(c.NODE_ENV !== 'production').parse(c.SANDBOX_FAULTS);
  return { ...c, SANDBOX_FAULTS: faults };
}
