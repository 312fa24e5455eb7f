// buildApp(config): cross-cutting plugins first, then the features. The SSR feature owns the
// catch-all, so it is registered last.
import Fastify, { type FastifyInstance } from 'fastify';
import { requestLogController } from './plugins/request-log.ts';
import proxyAddr from '@fastify/proxy-addr';
import type { Config } from './config.ts';
import { requestIdFrom } from './request-id.ts';
import { frontLaneServer, HTTP_TIMEOUTS, type FrontLane } from './http-server.ts';
import { mergeCspExtra, securityPlugin } from './plugins/security.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { pressurePlugin } from './plugins/pressure.ts';
import { opsFeature } from './features/ops/index.ts';
import { i18nFeature } from './features/i18n/index.ts';
import { contentFeature } from './features/content/index.ts';
import { legalFeature } from './features/legal/index.ts';
import { seoFeature } from './features/seo/index.ts';
import { ssrFeature } from './features/ssr/index.ts';
import { apiFeature, loadApiConfig, type ApiConfig } from './features/api/index.ts';
import { searchFeature } from './features/search/index.ts';
import { captchaCsp } from './features/api/captcha-csp.ts';
import { loadThirdPartyConfig, thirdPartyCsp } from './features/third-party/config.ts';
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
  // X-Forwarded-* are believed only from the configured proxies (TRUST_PROXY; none by default).
  const trusted = proxyAddr.compile(config.TRUST_PROXY);
  const app = Fastify({
    serverFactory: frontLaneServer(frontLane, { trusted: (address) => trusted(address, 0) }),
    logger: {
      level: config.LOG_LEVEL,
      ...(options.logStream ? { stream: options.logStream } : {}),
      redact: ['req.headers.cookie', 'req.headers.authorization'],
    },
    // A caller's request id is kept (load balancers set one), else a fresh one; it is on
    // every log line of the request (pino child logger) and echoed in x-request-id.
    genReqId: (req) => requestIdFrom(req.headers['x-request-id']),
    // Hits and static files at debug, slow requests at warn (server/plugins/request-log.ts).
    logController: requestLogController(config.LOG_SLOW_MS),
    requestIdHeader: false,
    trustProxy: config.TRUST_PROXY.length ? (address, hop) => trusted(address, hop) : false,
    // The default for every route; routes that take a body set their own (API_BODY_LIMIT).
    bodyLimit: 16 * 1024,
    keepAliveTimeout: HTTP_TIMEOUTS.keepAliveMs,
    requestTimeout: HTTP_TIMEOUTS.requestMs,
    forceCloseConnections: 'idle',
    // While closing, requests on kept-alive connections are answered (with Connection: close),
    // not refused with 503: nginx passes 503s on (they are the BFF's and load shedding's), and a
    // refused new connection is what tells it to use another replica.
    return503OnClosing: false,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 500 },
    // Fastify's own 400s (a URL that does not decode, a bad content type) name no input.
    frameworkErrors: (error, _request, res) => {
      const code = (error as { code?: string }).code;
      const status = (error as { statusCode?: number }).statusCode ?? 400;
      const reply = res as unknown as import('fastify').FastifyReply;
      void reply
        .code(status >= 400 && status < 500 ? status : 400)
        .header('cache-control', 'no-store')
        .send({ error: 'bad_request', code, message: code === 'FST_ERR_BAD_URL' ? 'Malformed URL' : 'Malformed request' });
    },
  });
  app.decorate('config', config);
  app.decorate('frontLane', frontLane);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // While shutting down, tell clients not to reuse the connection.
    if (app.readiness?.closing) reply.header('connection', 'close');
  });

  const apiConfig = options.apiConfig ?? loadApiConfig({ NODE_ENV: config.NODE_ENV });
  // Plugins take their settings from here and import no feature: the hosts the configured
  // third-party scripts and the captcha need are gathered once.
  await app.register(securityPlugin, { csp: mergeCspExtra(thirdPartyCsp(loadThirdPartyConfig()), captchaCsp(apiConfig)) });
  await app.register(compressionPlugin);
  await app.register(metricsPlugin, { token: config.METRICS_TOKEN });
  await app.register(pressurePlugin, { maxEventLoopDelayMs: config.PRESSURE_MAX_EVENT_LOOP_DELAY_MS, maxHeapUsedBytes: config.PRESSURE_MAX_HEAP_MB * 1024 * 1024 });

  await app.register(opsFeature);
  // Shedding load is also "not ready": a load balancer sends the traffic elsewhere meanwhile.
  app.readiness.register('pressure', () => !app.isUnderPressure());
  await app.register(i18nFeature);
  await app.register(contentFeature);
  await app.register(legalFeature);
  await app.register(seoFeature);
  // The BFF: upstream client, shared cache, /api/*, and the sandbox upstream when unconfigured.
  await app.register(apiFeature, { apiConfig });
  // The site search: GET /api/search over per-locale indexes of what the pages show.
  await app.register(searchFeature);
  // Live quotes: one feed (or the simulator) fanned out over /ws/quotes; the snapshot answers
  // the market-data API while it is fresh.
  await app.register(quotesFeature);
  await app.register(liveAnswersFeature);
  await app.register(ssrFeature);
  return app;
}
