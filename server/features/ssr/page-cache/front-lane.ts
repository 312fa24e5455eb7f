// The front lane of the page cache: a fresh whole-page hit in this instance's memory is written
// straight from the Node HTTP server's request handler (see server/http-server.ts), with every
// header prepared once per entry, encoding and protocol. Fastify's routing, request objects,
// child logger and hooks would cost more than the write itself. Anything else (miss, stale,
// Redis tier, If-None-Match, an encoding not prepared yet, identity once the entry keeps only
// its variants (Fastify's path gunzips it), shutdown, odd paths and methods) returns false and
// Fastify answers it as usual; the headers and bytes are the same either way (tested).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { Logger } from 'pino';
import { requestIdFrom } from '../../../request-id.ts';
import { readLaneHeaders } from './lane-headers.ts';
import { securityHeaders } from '../../../plugins/security.ts';
import { etagFor, negotiateEncoding, type Encoding, type PageEntry } from './entry.ts';
import type { PagePolicy } from './policy.ts';
import { BoundedMemo } from './bounded-memo.ts';

export interface FrontLaneDeps {
  /** The fresh memory entry of a path at `now` (ms), if any. */
  entryFor(pathname: string, now: number): PageEntry | undefined;
  policyFor(pathname: string): PagePolicy;
  cspFor(entry: PageEntry): string;
  cacheControlFor(entry: PageEntry): string;
  ageOf(entry: PageEntry, now: number): string;
  countHit(pageType: string): void;
  closing(): boolean;
  log: Pick<Logger, 'debug' | 'isLevelEnabled'>;
}

const encodingSlot: Record<Encoding, number> = { br: 0, gzip: 2, identity: 4 };

export function createFrontLane(deps: FrontLaneDeps): (req: IncomingMessage, res: ServerResponse, trustedPeer: boolean) => boolean {
  // entry -> slot (encoding, protocol) -> the flat [name, value, ...] list writeHead takes,
  // ending with the two per-request headers (age, request id), whose values are set in place
  // before each write (writeHead copies the list into the header block at once). A slot is a
  // small number, so a hit builds no key string.
  const prepared = new WeakMap<PageEntry, (string[] | undefined)[]>();
  const headersOf = (entry: PageEntry, encoding: Encoding, body: Buffer, https: boolean) => {
    let all = prepared.get(entry);
    if (!all) prepared.set(entry, (all = []));
    const slot = encodingSlot[encoding] + (https ? 1 : 0);
    let headers = all[slot];
    if (!headers) {
      headers = Object.entries({
        ...securityHeaders(https),
        'content-type': 'text/html; charset=utf-8',
        vary: 'Accept-Encoding',
        'content-security-policy': deps.cspFor(entry),
        'cache-control': deps.cacheControlFor(entry),
        etag: etagFor(entry, encoding),
        'content-length': String(body.length),
        ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
        'x-cache': 'HIT',
        age: '',
        'x-request-id': '',
      }).flat();
      all[slot] = headers;
    }
    return headers;
  };
  // Browsers send a handful of distinct Accept-Encoding values; parsing each once is enough.
  const encodings = new BoundedMemo((header: string) => negotiateEncoding(header, { br: true, gzip: true }), 256);
  const encodingFor = (header: string | undefined): Encoding => (header ? encodings.get(header) : 'identity');

  return (req, res, trustedPeer) => {
    const method = req.method;
    if ((method !== 'GET' && method !== 'HEAD') || deps.closing()) return false;
    const url = req.url ?? '';
    const q = url.indexOf('?');
    const pathname = q === -1 ? url : url.slice(0, q);
    // Fastify normalises and validates these; the lane only takes plain paths.
    if (pathname[0] !== '/' || pathname.includes('%') || pathname.includes('//')) return false;
    const policy = deps.policyFor(pathname);
    // A list whose query changes it is keyed by that query: Fastify's path looks it up.
    if (!policy.cacheable || (q !== -1 && policy.varyQuery)) return false;
    // One clock read per hit: freshness and the Age header agree.
    const now = Date.now();
    const entry = deps.entryFor(pathname, now);
    if (!entry || !entry.br) return false;
    const given = readLaneHeaders(req.rawHeaders);
    if (!given) return false;
    const encoding = encodingFor(given.acceptEncoding);
    const body = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : entry.body;
    if (!body) return false;

    deps.countHit(policy.pageType);
    const id = requestIdFrom(given.requestId);
    const headers = headersOf(entry, encoding, body, protocolOf(req, trustedPeer ? given.forwardedProto : undefined) === 'https');
    headers[headers.length - 3] = deps.ageOf(entry, now);
    headers[headers.length - 1] = id;
    res.writeHead(entry.status, headers);
    res.end(method === 'HEAD' ? undefined : body);
    // A hit is logged at debug, as Fastify-served hits are (server/plugins/request-log.ts): at
    // info this line was a quarter of a hit's cost. Hits are counted in page_cache_requests_total,
    // not in http_request_duration_seconds (their time is the write).
    if (deps.log.isLevelEnabled('debug')) {
      deps.log.debug({ reqId: id, req: { method, url }, res: { statusCode: entry.status }, cache: 'HIT' }, 'request completed');
    }
    return true;
  };
}

/** As Fastify's request.protocol with trustProxy: the last X-Forwarded-Proto (from a trusted peer), else the socket's. */
function protocolOf(req: IncomingMessage, forwarded: string | undefined): string {
  if (forwarded) {
    const comma = forwarded.lastIndexOf(',');
    return (comma === -1 ? forwarded : forwarded.slice(comma + 1)).trim();
  }
  return (req.socket as TLSSocket).encrypted ? 'https' : 'http';
}
