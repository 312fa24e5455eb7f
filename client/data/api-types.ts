// What api() (api.ts) and its lazily loaded body (api-call.ts) both take: their own file, so
// the body does not import the stub that loads it.
import type { Services } from '../services.ts';

/** What api() needs: the transport (in-process on the server, fetch in the browser). */
export type ApiTransport = Pick<Services, 'api'>;

export interface ApiOptions {
  signal?: AbortSignal | undefined;
  timeoutMs?: number;
}
