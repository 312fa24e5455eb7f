// The body of api() (client/data/api.ts): the contract's paths (shared/api/endpoints.ts) and the
// envelope rules (shared/api/envelope.ts). A chunk of its own, loaded on the first API call (a
// client-side navigation's loader, a list or quote read after mount): the endpoint table and the
// envelope reader were ~1.7 KB brotli of every page's start-up JavaScript, and hydration reads
// the server's data instead of calling the API.
import type { AnswerOf, InputOf } from '../../shared/api/contract.ts';
import { endpoints, fillPath, pathParams, type EndpointName } from '../../shared/api/endpoints.ts';
import { isItem, isList, readEnvelope, type ApiResult, type DataCheck } from '../../shared/api/envelope.ts';
import type { ApiQuery } from '../services.ts';
import type { ApiOptions, ApiTransport } from './api-types.ts';

/** Longest wait for an answer; the BFF's own upstream time-outs are shorter, so this bounds only a stuck network. */
export const API_TIMEOUT_MS = 15_000;

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

export async function apiCall<N extends EndpointName>(services: ApiTransport, name: N, input: InputOf<N>, options: ApiOptions = {}): Promise<ApiResult<AnswerOf<N>>> {
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
