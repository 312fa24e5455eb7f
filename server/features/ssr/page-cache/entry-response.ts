// How a cached page goes out: the encoding the client takes, validators, the headers a shared
// cache (nginx, a CDN) reads, and the CSP that allows the entry's inline scripts by hash.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagFor, identityBody, negotiateEncoding, notModified, type PageEntry } from './entry.ts';

/**
 * Cache-Control of a cached page: a shared cache may keep it for the entry's lifetime and serve
 * it stale while revalidating or while the origin fails; browsers revalidate every time
 * (max-age=0) against the strong ETag. Error pages (404) are never shared.
 */
export function sharedCacheControl(entry: PageEntry): string {
  if (entry.status === 404) return 'no-cache';
  const stale = Math.floor(entry.staleMs / 1000);
  return `public, max-age=0, s-maxage=${Math.floor(entry.ttlMs / 1000)}, stale-while-revalidate=${stale}, stale-if-error=${stale}`;
}

export function ageHeader(entry: PageEntry, now = Date.now()): string {
  return String(Math.max(0, Math.floor((now - entry.storedAt) / 1000)));
}

export function sendEntry(request: FastifyRequest, reply: FastifyReply, entry: PageEntry, state: 'HIT' | 'STALE' | 'MISS', csp: string): FastifyReply {
  const accept = request.headers['accept-encoding'];
  const encoding = negotiateEncoding(accept, { br: !!entry.br, gzip: !!entry.gzip });
  reply
    .code(entry.status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('vary', 'Accept-Encoding')
    .header('x-cache', state)
    .header('age', ageHeader(entry))
    .header('content-security-policy', csp)
    .header('cache-control', sharedCacheControl(entry));
  // Identity bytes for a client that accepts compression may be compressed on the fly (the
  // variants are still being made): no validator then, since the bytes differ per encoding.
  const onTheFly = encoding === 'identity' && negotiateEncoding(accept, { br: true, gzip: true }) !== 'identity';
  if (!onTheFly) reply.header('etag', etagFor(entry, encoding));
  if (notModified(request.headers['if-none-match'], entry)) return reply.code(304).send();
  const body = encoding === 'br' ? entry.br! : encoding === 'gzip' ? entry.gzip! : identityBody(entry);
  if (encoding !== 'identity') reply.header('content-encoding', encoding).header('content-length', String(body.length));
  // Sent for HEAD too: Fastify's HEAD route drops the bytes and answers with their length (an
  // empty send would have said Content-Length: 0).
  return reply.send(body);
}
