// buildApp(config): cross-cutting plugins first, then the features. The SSR feature owns the
// catch-all, so it is registered last.
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { requestIdFrom } from './request-id.ts';
import { frontLaneServer, type FrontLane } from './http-server.ts';
import { securityPlugin } from './plugins/security.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { opsFeature } from './features/ops/index.ts';
import { i18nFeature } from './features/i18n/index.ts';
import { contentFeature } from './features/content/index.ts';
import { legalFeature } from './features/legal/index.ts';
import { seoFeature } from './features/seo/index.ts';
import { ssrFeature } from './features/ssr/index.ts';
import { apiFeature, loadApiConfig, type ApiConfig } from './features/api/index.ts';
import { captchaCsp } from './features/api/captcha-csp.ts';
import { quotesFeature } from './features/quotes/index.ts';
import { liveAnswersFeature } from './features/quotes/live-answers.ts';

export interface AppOptions {
  /** Pino destination for tests (defaults to stdout). */
  logStream?: NodeJS.WritableStream;
  /** Settings of the API feature (captcha, rate limits, cache TTLs); from the environment by default. */
  apiConfig?: ApiConfig;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** Answers requests before Fastify does (the page cache's fresh hits); see http-server.ts. */
    frontLane: FrontLane;
  }
}

export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const frontLane: FrontLane = { handle: null };
  const app = Fastify({
    serverFactory: frontLaneServer(frontLane),
    logger: {
      level: config.LOG_LEVEL,
      ...(options.logStream ? { stream: options.logStream } : {}),
      redact: ['req.headers.cookie', 'req.headers.authorization'],
    },
    // A caller's request id is kept (load balancers set one), else a fresh one; it is on
    // every log line of the request (pino child logger) and echoed in x-request-id.
    genReqId: (req) => requestIdFrom(req.headers['x-request-id']),
    requestIdHeader: false,
    trustProxy: true,
    bodyLimit: 64 * 1024,
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 500 },
  });
  app.decorate('config', config);
  app.decorate('frontLane', frontLane);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // While shutting down, tell clients not to reuse the connection.
    if (app.readiness?.closing) reply.header('connection', 'close');
  });

  const apiConfig = options.apiConfig ?? loadApiConfig({ NODE_ENV: config.NODE_ENV });
  await app.register(securityPlugin, { csp: captchaCsp(apiConfig) });
  await app.register(compressionPlugin);
  await app.register(metricsPlugin);

  await app.register(opsFeature);
  await app.register(i18nFeature);
  await app.register(contentFeature);
  await app.register(legalFeature);
  await app.register(seoFeature);
  // The BFF: upstream client, shared cache, /api/*, and the sandbox upstream when unconfigured.
  await app.register(apiFeature, { apiConfig });
  // Live quotes: one feed (or the simulator) fanned out over /ws/quotes; the snapshot answers
  // the market-data API while it is fresh.
  await app.register(quotesFeature);
  await app.register(liveAnswersFeature);
  await app.register(ssrFeature);
  return app;
}
