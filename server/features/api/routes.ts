// Every /api/* route of spec section 7, in one encapsulated scope with its own error handler
// (bad bodies -> 400/413/415 JSON, never an HTML page or a 500) and a JSON 404 for unknown paths.
import type { FastifyInstance } from 'fastify';
import { articleEndpoints } from './articles.ts';
import { authorEndpoints } from './authors.ts';
import type { CaptchaVerifier } from './captcha.ts';
import type { ApiConfig } from './config.ts';
import { registerEndpoint } from './endpoint.ts';
import { apiErrorHandler } from './errors.ts';
import { instrumentEndpoints } from './instruments.ts';
import { locationRoutes } from './location.ts';
import { marketEndpoints } from './market.ts';
import { marketingEndpoints } from './marketing.ts';
import { newsEndpoints } from './news.ts';
import { createRateLimiter } from './rate-limit.ts';
import { registerRoutes } from './register.ts';
import { userRoutes } from './user.ts';

export const readEndpoints = [...articleEndpoints, ...authorEndpoints, ...marketingEndpoints, ...marketEndpoints, ...newsEndpoints, ...instrumentEndpoints];

export interface ApiRoutesOptions {
  apiConfig: ApiConfig;
  verifyCaptcha: CaptchaVerifier;
  portalUrl: string;
  publicOrigin: string;
  sandbox: boolean;
}

export async function apiRoutes(app: FastifyInstance, options: ApiRoutesOptions): Promise<void> {
  const { apiConfig } = options;
  app.setErrorHandler(apiErrorHandler);
  const allowedOrigins = [options.publicOrigin, ...apiConfig.ALLOWED_ORIGINS];

  for (const def of readEndpoints) registerEndpoint(app, def);

  registerRoutes(app, {
    verifyCaptcha: options.verifyCaptcha,
    limiter: createRateLimiter({
      name: 'register',
      limit: apiConfig.REGISTER_RATE_LIMIT,
      windowMs: apiConfig.REGISTER_RATE_WINDOW_MS,
      redis: () => app.cache.redis,
    }),
    portalUrl: options.portalUrl,
    allowedOrigins,
    bodyLimit: apiConfig.API_BODY_LIMIT,
  });
  locationRoutes(app, { geoHeader: apiConfig.GEO_HEADER, timeoutMs: apiConfig.LOCATION_TIMEOUT_MS, sandbox: options.sandbox });
  userRoutes(app, { allowedOrigins, bodyLimit: apiConfig.API_BODY_LIMIT });

  app.all('/api/*', async (request, reply) =>
    reply.code(404).header('cache-control', 'no-store').send({ error: 'not_found', message: `No API endpoint ${request.method} ${request.url.split('?')[0]}` }),
  );
}
