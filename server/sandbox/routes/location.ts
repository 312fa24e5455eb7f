// Sandbox location: sandbox_country query parameter or cookie, else the configured default.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { upstreamActions } from '../../../shared/api/endpoints.ts';
import { ok, q, type SandboxRoutesOptions } from './context.ts';

function cookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

export function locationRoutes(app: FastifyInstance, { state }: SandboxRoutesOptions): void {
  app.get(upstreamActions.location, async (request) => {
    const given = (q(request).sandbox_country as string | undefined) ?? cookie(request, 'sandbox_country');
    const countryCode = given && /^[A-Za-z]{2}$/.test(given) ? given.toUpperCase() : state.defaultCountry;
    return ok({ countryCode });
  });
}
