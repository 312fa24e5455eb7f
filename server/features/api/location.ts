// GET /api/location -> { countryCode }. From a trusted CDN geo header when one is configured,
// else from the upstream (with the client IP forwarded). Any failure answers {} (country
// unknown): the page carries on with its defaults. Per visitor, so never shared-cached.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { locationQuery, normalizeQuery } from '../../../shared/schemas/api.ts';
import { parseInput, sendError } from './errors.ts';
import { upstreamActions } from '../../../shared/api/endpoints.ts';

export interface LocationOptions {
  /** Lower-case header name, e.g. cf-ipcountry. */
  geoHeader: string | undefined;
  timeoutMs: number;
  /** Pass sandbox_country (query or cookie) on to the sandbox upstream. */
  sandbox: boolean;
}

const code = z.string().regex(/^[A-Za-z]{2}$/);
/** Country codes CDNs use for "unknown" or "Tor". */
const UNKNOWN = new Set(['XX', 'T1', 'ZZ']);

/** countryCode wherever the upstream put it: top level, data, or data.data. */
export function extractCountryCode(body: unknown): string | undefined {
  const b = body as { countryCode?: unknown; data?: { countryCode?: unknown; data?: { countryCode?: unknown } } } | undefined;
  for (const c of [b?.countryCode, b?.data?.countryCode, b?.data?.data?.countryCode]) {
    const parsed = code.safeParse(c);
    if (parsed.success && !UNKNOWN.has(parsed.data.toUpperCase())) return parsed.data.toUpperCase();
  }
  return undefined;
}

function cookie(request: FastifyRequest, name: string): string | undefined {
  const fromPlugin = (request as { cookies?: Record<string, string | undefined> }).cookies?.[name];
  if (fromPlugin !== undefined) return fromPlugin;
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=');
  }
  return undefined;
}

export function locationRoutes(app: FastifyInstance, options: LocationOptions): void {
  app.get('/api/location', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    let query: z.output<typeof locationQuery>;
    try {
      query = parseInput(locationQuery, normalizeQuery(request.query), 'query');
    } catch (error) {
      return sendError(reply, error, request.log);
    }
    if (options.geoHeader) {
      const value = request.headers[options.geoHeader];
      const country = extractCountryCode({ countryCode: Array.isArray(value) ? value[0] : value });
      if (country) return { countryCode: country };
    }
    const sandboxCountry = options.sandbox ? (query.sandbox_country ?? cookie(request, 'sandbox_country')) : undefined;
    try {
      const res = await app.upstream.request({
        path: upstreamActions.location,
        query: sandboxCountry && code.safeParse(sandboxCountry).success ? { sandbox_country: sandboxCountry } : undefined,
        headers: { 'x-forwarded-for': request.ip },
        timeoutMs: options.timeoutMs,
        name: 'location',
      });
      const country = extractCountryCode(res.data);
      return country ? { countryCode: country } : {};
    } catch (error) {
      request.log.warn({ err: (error as Error).message }, 'location lookup failed');
      return {};
    }
  });
}
