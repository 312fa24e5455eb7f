// The client's one way to read the BFF: api(services, endpoint, input) -> data or a typed failure
// (shared/api/envelope.ts). Paths come from the contract (shared/api/endpoints.ts), types from its
// schemas (type-only import: the browser loads no zod for this); the envelope rules (HTTP 200,
// code 200, data present and a list or an item as the endpoint says) are applied once (api-call.ts). It
// never throws and never waits longer than its time limit, so a loader can await it in render.
import type { AnswerOf, InputOf } from '../../shared/api/contract.ts';
import type { EndpointName } from '../../shared/api/endpoints.ts';
import type { ApiFailure, ApiResult } from '../../shared/api/envelope.ts';
import { apiUrl } from '../services.ts';
import type { ApiOptions, ApiTransport } from './api-types.ts';

export type { ApiFailure, ApiResult, AnswerOf, ApiOptions, ApiTransport, EndpointName, InputOf };

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

let body: Promise<typeof import('./api-call.ts')> | undefined;

/**
 * The contract's paths and the envelope rules load with the first call (client/data/api-call.ts):
 * no page's start-up JavaScript carries them. A failed chunk load is a network failure, and the
 * next call tries again.
 */
export async function api<N extends EndpointName>(services: ApiTransport, name: N, input: InputOf<N>, options: ApiOptions = {}): Promise<ApiResult<AnswerOf<N>>> {
  let call: typeof import('./api-call.ts');
  try {
    call = await (body ??= import('./api-call.ts'));
  } catch {
    body = undefined;
    return options.signal?.aborted ? { ok: false, kind: 'aborted' } : { ok: false, kind: 'network' };
  }
  return call.apiCall(services, name, input, options);
}

/** An unknown item (404) or an id the BFF refuses (400): the page's 404, not an outage. */
export const isMissing = (result: ApiResult<unknown>): boolean => !result.ok && result.kind === 'http' && (result.status === 404 || result.status === 400);

/** The data of a result, or null for any failure (pages whose only answer to a failure is a placeholder). */
export const dataOr = <T>(result: ApiResult<T>): T | null => (result.ok ? result.data : null);
