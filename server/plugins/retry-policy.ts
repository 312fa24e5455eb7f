// Spec section 7: retry on 408, 409, 425, 429, 500, 502, 503, 504 — once for reads (GET, HEAD),
// never for writes. A network error on a read is retried once too; a time-out is not (the
// time-out bounds the whole call). Retry-After is honoured when it is within the cap; a longer
// one means "not now": the answer is passed through instead.

export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
export const RETRYABLE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD']);
export const MAX_RETRIES = 1;

export interface RetryPolicyOptions {
  /** Longest Retry-After wait that is honoured (ms). */
  retryAfterCapMs: number;
  /** Wait before a retry when no Retry-After is given (ms). */
  baseDelayMs: number;
}

export type Outcome = { status: number; retryAfter?: string | undefined } | { networkError: true };

/** Milliseconds to wait before retrying, or undefined for "do not retry". */
export function retryDelay(
  method: string,
  attempt: number,
  outcome: Outcome,
  options: RetryPolicyOptions,
  now = Date.now(),
): number | undefined {
  if (!RETRYABLE_METHODS.has(method.toUpperCase())) return undefined;
  if (attempt >= MAX_RETRIES) return undefined;
  if ('networkError' in outcome) return options.baseDelayMs;
  if (!RETRYABLE_STATUSES.has(outcome.status)) return undefined;
  if (outcome.retryAfter === undefined || outcome.retryAfter === '') return options.baseDelayMs;
  const wait = parseRetryAfter(outcome.retryAfter, now);
  if (wait === undefined) return options.baseDelayMs;
  return wait <= options.retryAfterCapMs ? wait : undefined;
}

/** Retry-After as delta-seconds or an HTTP date; ms from now (never negative). */
export function parseRetryAfter(value: string, now = Date.now()): number | undefined {
  const v = value.trim();
  if (/^\d{1,9}$/.test(v)) return Number(v) * 1000;
  const date = Date.parse(v);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}
