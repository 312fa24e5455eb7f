// The one upstream client: undici keep-alive pool, a time-out that bounds the whole call
// (retries included), the retry policy of spec section 7, zod-parsed answers, and error bodies
// passed on without stack traces or internal hostnames. Paths are built from encoded segments
// and checked, so nothing a visitor sends can reach another upstream path or host.
import fp from 'fastify-plugin';
import type { FastifyBaseLogger } from 'fastify';
import { Pool } from 'undici';
import type { z } from 'zod';
import { retryDelay, type RetryPolicyOptions } from './retry-policy.ts';

export type UpstreamMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | undefined | null | readonly (string | number)[];

export interface UpstreamRequest<T> {
  method?: UpstreamMethod;
  /** An absolute path on the upstream, built with upstreamPath`...` (checked again here). */
  path: string;
  /** Serialised as a query string; arrays as key[]=v (GET/HEAD/DELETE). */
  query?: Record<string, QueryValue>;
  /** JSON body (POST, PUT, PATCH and DELETE). */
  body?: unknown;
  headers?: Record<string, string>;
  /** Parses a 2xx answer; a mismatch is an UpstreamBadResponseError (502). */
  schema?: z.ZodType<T>;
  /** Overrides the client time-out for this call. */
  timeoutMs?: number;
  /** false: never retry, whatever the method. */
  retry?: boolean;
  signal?: AbortSignal;
  /** A short name for logs (the endpoint). */
  name?: string;
}

export interface UpstreamResponse<T> {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  data: T;
}

export class UpstreamError extends Error {
  /** The status this server answers with. */
  status = 502;
  /** The JSON body this server answers with. */
  body: Record<string, unknown> = { error: 'upstream_error', message: 'The upstream service failed' };
  headers: Record<string, string> = {};
}
/** The upstream answered 4xx/5xx: passed through as status plus a sanitised JSON body. */
export class UpstreamHttpError extends UpstreamError {
  constructor(status: number, body: Record<string, unknown>, retryAfter?: string) {
    super(`upstream answered ${status}`);
    this.status = status;
    this.body = body;
    if (retryAfter) this.headers['retry-after'] = retryAfter;
  }
}
export class UpstreamTimeoutError extends UpstreamError {
  constructor(ms: number) {
    super(`upstream did not answer within ${ms} ms`);
    this.status = 504;
    this.body = { error: 'upstream_timeout', message: 'The upstream service did not answer in time' };
  }
}
export class UpstreamNetworkError extends UpstreamError {
  constructor(cause: unknown) {
    super('upstream unreachable', { cause });
    this.status = 502;
    this.body = { error: 'upstream_unavailable', message: 'The upstream service is unreachable' };
  }
}
export class UpstreamBadResponseError extends UpstreamError {
  constructor(detail: string) {
    super(`malformed upstream answer: ${detail}`);
    this.status = 502;
    this.body = { error: 'bad_upstream_response', message: 'The upstream service answered in an unexpected shape' };
  }
}
/** A path that could leave the intended upstream resource; a bug or an attack, never sent. */
export class UpstreamPathError extends UpstreamError {
  constructor(path: string) {
    super(`refused upstream path ${JSON.stringify(path.slice(0, 200))}`);
    this.status = 400;
    this.body = { error: 'bad_request', message: 'Invalid path' };
  }
}

/** Tagged template: interpolated values are percent-encoded as single path segments. */
export function upstreamPath(strings: TemplateStringsArray, ...values: (string | number)[]): string {
  let out = strings[0]!;
  values.forEach((v, i) => {
    out += encodeURIComponent(String(v)) + strings[i + 1]!;
  });
  assertSafePath(out);
  return out;
}

/** Throws UpstreamPathError unless path is a plain absolute path without dot segments. */
export function assertSafePath(path: string): void {
  const bad = () => new UpstreamPathError(path);
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) throw bad();
  if (/[\\?#\s\u0000-\u001f\u007f]/.test(path)) throw bad();
  for (const segment of path.slice(1).split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      throw bad();
    }
    if (decoded === '' && segment !== path.slice(1)) throw bad();
    if (decoded === '.' || decoded === '..') throw bad();
    if (/[/\\%:]/.test(decoded) && decoded !== segment) throw bad();
    if (decoded.includes('%')) throw bad();
  }
}

export function serializeQuery(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const v of value) parts.push(`${encodeURIComponent(key)}[]=${encodeURIComponent(String(v))}`);
    } else {
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
    }
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

const DENIED_KEYS = /^(stack|stacktrace|trace|exception|file|line|debug|sql|host|hostname|server|ip|headers|request|config)$/i;
const REDACTIONS: RegExp[] = [
  /\b[a-z][a-z0-9+.-]*:\/\/[^\s"'<>]+/gi, // URLs
  /\b\d{1,3}(?:\.\d{1,3}){3}(?::\d+)?\b/g, // IPv4 (+port)
  /\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:internal|local|corp|lan|svc|intra|private)\b(?::\d+)?/gi,
];

/** Keeps an upstream error body useful (code, message, field errors) and drops what leaks. */
export function sanitizeErrorBody(value: unknown, upstreamHost?: string): Record<string, unknown> {
  const clean = sanitizeValue(value, upstreamHost, 0);
  if (clean && typeof clean === 'object' && !Array.isArray(clean)) return clean as Record<string, unknown>;
  return { message: typeof clean === 'string' && clean ? clean : 'The upstream service failed' };
}

function sanitizeValue(value: unknown, host: string | undefined, depth: number): unknown {
  if (typeof value === 'string') {
    let s = value.split(/\n\s*at\s/)[0]!.slice(0, 500);
    for (const re of REDACTIONS) s = s.replace(re, '[redacted]');
    if (host) s = s.split(host).join('[redacted]');
    return s;
  }
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return value;
  if (depth >= 4) return undefined;
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => sanitizeValue(v, host, depth + 1));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value).slice(0, 50)) {
      if (DENIED_KEYS.test(key)) continue;
      const s = sanitizeValue(v, host, depth + 1);
      if (s !== undefined) out[key] = s;
    }
    return out;
  }
  return undefined;
}

/** How a call ended: the answer's status class (only a 2xx is an answer), or why there was none. */
export type UpstreamOutcome = '2xx' | '4xx' | '5xx' | 'timeout' | 'unreachable' | 'bad_response' | 'aborted' | 'refused';

/** One finished call, retries included, for metrics. */
export interface UpstreamCall {
  /** The caller's short name (the endpoint), never the path: one series per endpoint. */
  name: string;
  method: UpstreamMethod;
  outcome: UpstreamOutcome;
  seconds: number;
}

/** The outcome of a call that threw. */
export function outcomeOf(error: unknown): UpstreamOutcome {
  if (error instanceof UpstreamTimeoutError) return 'timeout';
  if (error instanceof UpstreamNetworkError) return 'unreachable';
  if (error instanceof UpstreamBadResponseError) return 'bad_response';
  if (error instanceof UpstreamPathError) return 'refused';
  if (error instanceof UpstreamHttpError) return error.status >= 500 ? '5xx' : '4xx';
  return 'aborted';
}

export interface UpstreamClientOptions extends Partial<RetryPolicyOptions> {
  /** Base URL; may carry a path prefix (https://api.example.com/v1). */
  baseUrl: string;
  timeoutMs?: number;
  connections?: number;
  /** Largest answer read (bytes); bigger is a bad response. */
  maxResponseBytes?: number;
  logger?: FastifyBaseLogger;
  /** Told of every finished call (loaders read the API in-process, so this is where their upstream calls are counted). */
  onCall?: (call: UpstreamCall) => void;
}

const noopLogger = { warn() {}, error() {}, debug() {}, info() {} } as unknown as FastifyBaseLogger;

export class UpstreamClient {
  readonly baseUrl: string;
  readonly timeoutMs: number;
  #origin: string;
  #host: string;
  #basePath: string;
  #pool: Pool;
  #policy: RetryPolicyOptions;
  #maxBytes: number;
  #log: FastifyBaseLogger;
  #onCall: ((call: UpstreamCall) => void) | undefined;

  constructor(options: UpstreamClientOptions) {
    const url = new URL(options.baseUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('upstream must be http(s)');
    this.baseUrl = options.baseUrl;
    this.#origin = url.origin;
    this.#host = url.host;
    this.#basePath = url.pathname.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? 60_000;
    this.#policy = { retryAfterCapMs: options.retryAfterCapMs ?? 5_000, baseDelayMs: options.baseDelayMs ?? 100 };
    this.#maxBytes = options.maxResponseBytes ?? 8 * 1024 * 1024;
    this.#log = options.logger ?? noopLogger;
    this.#onCall = options.onCall;
    this.#pool = new Pool(this.#origin, {
      connections: options.connections ?? 128,
      keepAliveTimeout: 30_000,
      keepAliveMaxTimeout: 600_000,
      headersTimeout: this.timeoutMs,
      bodyTimeout: this.timeoutMs,
      connect: { timeout: Math.min(this.timeoutMs, 10_000) },
    });
  }

  async request<T = unknown>(req: UpstreamRequest<T>): Promise<UpstreamResponse<T>> {
    if (!this.#onCall) return this.#request(req);
    const started = performance.now();
    const call = (outcome: UpstreamOutcome) => {
      try {
        this.#onCall!({ name: req.name ?? 'other', method: req.method ?? 'GET', outcome, seconds: (performance.now() - started) / 1000 });
      } catch {
        // a metrics failure must not fail the call
      }
    };
    try {
      const res = await this.#request(req);
      call('2xx');
      return res;
    } catch (error) {
      call(outcomeOf(error));
      throw error;
    }
  }

  async #request<T>(req: UpstreamRequest<T>): Promise<UpstreamResponse<T>> {
    const method = req.method ?? 'GET';
    assertSafePath(req.path);
    const path = this.#basePath + req.path + serializeQuery(req.query);
    const timeoutMs = req.timeoutMs ?? this.timeoutMs;
    const deadline = Date.now() + timeoutMs;
    const headers: Record<string, string> = { accept: 'application/json', ...req.headers };
    let body: string | undefined;
    if (req.body !== undefined && method !== 'GET' && method !== 'HEAD') {
      body = JSON.stringify(req.body);
      headers['content-type'] = 'application/json';
    }
    const name = req.name ?? req.path;
    for (let attempt = 0; ; attempt++) {
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new UpstreamTimeoutError(timeoutMs);
      const signal = req.signal ? AbortSignal.any([req.signal, AbortSignal.timeout(remaining)]) : AbortSignal.timeout(remaining);
      let status: number;
      let resHeaders: Record<string, string | string[] | undefined>;
      let text: string;
      try {
        const res = await this.#pool.request({ method, path, headers, body, signal, headersTimeout: remaining, bodyTimeout: remaining });
        status = res.statusCode;
        resHeaders = res.headers;
        text = await readLimited(res.body, this.#maxBytes);
      } catch (error) {
        if (error instanceof UpstreamError) throw error;
        if (req.signal?.aborted) throw error;
        if (signal.aborted || Date.now() >= deadline || isTimeoutError(error)) {
          this.#log.warn({ upstream: name, method, timeoutMs }, 'upstream time-out');
          throw new UpstreamTimeoutError(timeoutMs);
        }
        const wait = req.retry === false ? undefined : retryDelay(method, attempt, { networkError: true }, this.#policy);
        if (wait !== undefined && Date.now() + wait < deadline) {
          this.#log.warn({ upstream: name, method, err: errorSummary(error) }, 'upstream network error; retrying');
          await sleep(wait);
          continue;
        }
        this.#log.error({ upstream: name, method, err: errorSummary(error) }, 'upstream unreachable');
        throw new UpstreamNetworkError(error);
      }

      if (status >= 200 && status < 300) return { status, headers: resHeaders, data: this.#parse(req, name, status, text) };

      const retryAfter = headerValue(resHeaders['retry-after']);
      const wait = req.retry === false ? undefined : retryDelay(method, attempt, { status, retryAfter }, this.#policy);
      if (wait !== undefined && Date.now() + wait < deadline) {
        this.#log.warn({ upstream: name, method, status, wait }, 'upstream error; retrying');
        await sleep(wait);
        continue;
      }
      if (status < 400) {
        this.#log.error({ upstream: name, method, status }, 'unexpected upstream status');
        throw new UpstreamBadResponseError(`status ${status}`);
      }
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : {};
      } catch {
        parsed = {};
      }
      if (status >= 500) this.#log.warn({ upstream: name, method, status }, 'upstream failed');
      throw new UpstreamHttpError(status, sanitizeErrorBody(parsed, this.#host), retryAfter);
    }
  }

  #parse<T>(req: UpstreamRequest<T>, name: string, status: number, text: string): T {
    let json: unknown;
    if (text === '' && (status === 204 || req.method === 'HEAD')) json = undefined;
    else {
      try {
        json = JSON.parse(text);
      } catch {
        this.#log.error({ upstream: name, status, bytes: text.length }, 'upstream answer is not JSON');
        throw new UpstreamBadResponseError('not JSON');
      }
    }
    if (!req.schema) return json as T;
    const result = req.schema.safeParse(json);
    if (!result.success) {
      const issues = result.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
      this.#log.error({ upstream: name, status, issues }, 'upstream answer does not match its schema');
      throw new UpstreamBadResponseError(issues.join('; '));
    }
    return result.data;
  }

  /** Cheap reachability probe for readiness: any HTTP answer below 500 counts. */
  async ping(path = '/api/articleTags', timeoutMs = 2_000): Promise<boolean> {
    try {
      await this.request({ path, timeoutMs, retry: false, name: 'ping' });
      return true;
    } catch (error) {
      return error instanceof UpstreamHttpError && error.status < 500;
    }
  }

  async close(): Promise<void> {
    await this.#pool.close();
  }
}

async function readLimited(body: AsyncIterable<Buffer> & { destroy?: (e?: Error) => void }, max: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > max) {
      body.destroy?.();
      throw new UpstreamBadResponseError(`answer larger than ${max} bytes`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function isTimeoutError(error: unknown): boolean {
  const e = error as { name?: string; code?: string } | undefined;
  return (
    e?.name === 'TimeoutError' ||
    e?.name === 'AbortError' ||
    e?.code === 'UND_ERR_HEADERS_TIMEOUT' ||
    e?.code === 'UND_ERR_BODY_TIMEOUT' ||
    e?.code === 'UND_ERR_CONNECT_TIMEOUT' ||
    e?.code === 'UND_ERR_ABORTED'
  );
}

function errorSummary(error: unknown): { code?: string; message: string } {
  const e = error as { code?: string; message?: string };
  return { code: e?.code, message: String(e?.message ?? error) };
}

function headerValue(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

declare module 'fastify' {
  interface FastifyInstance {
    upstream: UpstreamClient;
  }
}

export interface UpstreamPluginOptions extends Omit<UpstreamClientOptions, 'logger' | 'baseUrl'> {
  /** A fixed base URL, or a function read at ready time (the in-process sandbox's port). */
  baseUrl: string | (() => string);
}

/** Decorates app.upstream; the pool is closed with the app. */
export const upstreamPlugin = fp<UpstreamPluginOptions>(
  async (app, options) => {
    const baseUrl = typeof options.baseUrl === 'function' ? options.baseUrl() : options.baseUrl;
    const client = new UpstreamClient({ ...options, baseUrl, logger: app.log.child({ component: 'upstream' }) });
    app.decorate('upstream', client);
    app.addHook('onClose', async () => {
      await client.close();
    });
  },
  { name: 'velora-upstream', fastify: '5.x' },
);
