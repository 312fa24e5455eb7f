// The client's one way to read the BFF: api(services, endpoint, input) -> data or a typed failure
// (shared/api/envelope.ts). Paths come from the contract (shared/api/endpoints.ts), types from its
// schemas (type-only import: the browser loads no zod for this); the envelope rules (HTTP 200,
// code 200, data present and a list or an item as the endpoint says) are applied here once. It
// never throws and never waits longer than its time limit, so a loader can await it in render.
import type { AnswerOf, InputOf } from '../../shared/api/contract.ts';
import { endpoints, fillPath, pathParams, type EndpointName } from '../../shared/api/endpoints.ts';
import { isItem, isList, readEnvelope, type ApiFailure, type ApiResult, type DataCheck } from '../../shared/api/envelope.ts';
import { apiUrl, type ApiQuery, type Services } from '../services.ts';

export type { ApiFailure, ApiResult, AnswerOf, EndpointName, InputOf };

/** The browser's transport: fetch on this origin; no answer is status 0, never a throw. */
export const fetchTransport: ApiTransport = {
  async api(path, query, options) {
    try {
      const res = await fetch(apiUrl(path, query), { headers: { accept: 'application/json' }, ...(options?.signal ? { signal: options.signal } : {}) });
      const body = (await res.json().catch(() => null)) as never;
      return { status: res.status, body };
    } catch {
      return { status: 0, body: null };
    }
  },
};

/** What api() needs: the transport (in-process on the server, fetch in the browser). */
export type ApiTransport = Pick<Services, 'api'>;

/** Longest wait for an answer; the BFF's own upstream time-outs are shorter, so this bounds only a stuck network. */
export const API_TIMEOUT_MS = 15_000;

export interface ApiOptions {
  signal?: AbortSignal | undefined;
  timeoutMs?: number;
}

const checks: Record<'list' | 'item' | 'any', DataCheck | undefined> = { list: isList, item: isItem, any: undefined };

/** Splits { slug, language } into the path's parameters and the query. */
function request(name: EndpointName, input: object): { path: string; query: ApiQuery } {
  const endpoint = endpoints[name];
  const keys = new Set(pathParams(endpoint.path));
  const params: Record<string, string | number> = {};
  const query: ApiQuery = {};
  for (const [key, value] of Object.entries(input)) {
    if (keys.has(key)) params[key] = value as string | number;
    else query[key] = value as ApiQuery[string];
  }
  return { path: fillPath(endpoint.path, params), query };
}

export async function api<N extends EndpointName>(services: ApiTransport, name: N, input: InputOf<N>, options: ApiOptions = {}): Promise<ApiResult<AnswerOf<N>>> {
  const { signal, timeoutMs = API_TIMEOUT_MS } = options;
  if (signal?.aborted) return { ok: false, kind: 'aborted' };
  let target: { path: string; query: ApiQuery };
  try {
    target = request(name, (input ?? {}) as object);
  } catch (error) {
    return { ok: false, kind: 'shape', issues: [error instanceof Error ? error.message : 'bad input'] };
  }
  // One controller ends the transport's call on the caller's abort or the time limit.
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort, { once: true });
  const limit = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve('timeout');
    }, timeoutMs);
  });
  try {
    const answer = await Promise.race([services.api(target.path, target.query, { signal: controller.signal }), limit]);
    if (answer === 'timeout') return { ok: false, kind: 'timeout' };
    if (signal?.aborted) return { ok: false, kind: 'aborted' };
    // The transports answer status 0 (fetch failed) or 599 (in-process call failed) for no answer.
    if (answer.status === 0 || answer.status === 599) return { ok: false, kind: 'network' };
    return readEnvelope<AnswerOf<N>>(answer.status, answer.body, checks[endpoints[name].data]);
  } catch {
    return signal?.aborted ? { ok: false, kind: 'aborted' } : { ok: false, kind: 'network' };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

/** An unknown item (404) or an id the BFF refuses (400): the page's 404, not an outage. */
export const isMissing = (result: ApiResult<unknown>): boolean => !result.ok && result.kind === 'http' && (result.status === 404 || result.status === 400);

/** The data of a result, or null for any failure (pages whose only answer to a failure is a placeholder). */
export const dataOr = <T>(result: ApiResult<T>): T | null => (result.ok ? result.data : null);
