// Writes are accepted only from this site's own pages: Sec-Fetch-Site, when sent, must be
// 'same-origin'; Origin must be this server's origin (as the browser addressed it), PUBLIC_ORIGIN
// or one of ALLOWED_ORIGINS. A request with neither header is refused.
import type { FastifyRequest } from 'fastify';

export function isSameOrigin(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return false;
  const origin = request.headers.origin;
  if (origin === undefined) return site === 'same-origin';
  if (origin === 'null') return false;
  const own = `${request.protocol}://${request.host}`;
  return origin === own || allowedOrigins.includes(origin);
}

export const crossOriginBody = { error: 'forbidden', message: 'Cross-origin requests are not accepted' };
