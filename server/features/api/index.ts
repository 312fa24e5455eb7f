// The API feature: the upstream client (app.upstream), the cache (app.cache), every /api/*
// route, and — when UPSTREAM_URL is unset — the embedded sandbox upstream.
//
// Sandbox wiring: the sandbox runs as a second Fastify instance on a loopback port
// (127.0.0.1:<random>), and app.upstream points at it, so every call takes the same undici path,
// time-outs and retries as in production. The same sandbox state is also mounted on this server
// under /sandbox/upstream/* (the upstream API, fault knobs at /sandbox/upstream/__faults), and the
// browser-facing pieces under /sandbox/captcha/*, /sandbox/portal/*, /sandbox/assets/*.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { cachePlugin } from '../../plugins/cache.ts';
import { upstreamPlugin } from '../../plugins/upstream.ts';
import { upstreamMetrics } from '../../plugins/metrics.ts';
import { rateLimitPlugin } from '../../plugins/rate-limit.ts';
import { buildSandboxServer, createSandboxState, sandboxSite, sandboxUpstream, type SandboxState } from '../../sandbox/index.ts';
import { createCaptchaVerifier } from './captcha.ts';
import { loadApiConfig, type ApiConfig } from './config.ts';
import { apiRoutes } from './routes.ts';
import type { Config } from '../../config.ts';

export { loadApiConfig, type ApiConfig } from './config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Decorated by app.ts (repeated here so this feature type-checks on its own). */
    config: Config;
    apiConfig: ApiConfig;
    /** The embedded sandbox's state (fault knobs, call log); null with a real upstream. */
    sandbox: SandboxState | null;
  }
}

export interface ApiFeatureOptions {
  apiConfig?: ApiConfig;
}

/** Public captcha settings for the sign-up form (site key, script URL). */
export function captchaClientConfig(app: FastifyInstance): { siteKey: string; scriptUrl: string; action: string } {
  return {
    siteKey: app.apiConfig.CAPTCHA_SITE_KEY,
    scriptUrl: app.apiConfig.CAPTCHA_SCRIPT_URL ?? '/sandbox/captcha/api.js',
    action: 'register',
  };
}

/** Adds the 'upstream' and 'redis' readiness checks when the ops feature is there. */
export function registerReadiness(app: FastifyInstance): void {
  if (!('readiness' in app) || !app.hasDecorator('upstream')) return;
  const readiness = (app as unknown as { readiness: { register(name: string, check: () => Promise<boolean>): void } }).readiness;
  const add = (name: string, check: () => Promise<boolean>) => {
    try {
      readiness.register(name, check);
    } catch {
      // already registered
    }
  };
  add('upstream', () => app.upstream.ping());
  if (app.config.REDIS_URL) add('redis', () => app.cache.ping());
}

const api: FastifyPluginAsync<ApiFeatureOptions> = async (app, options) => {
  const apiConfig = options.apiConfig ?? loadApiConfig({ NODE_ENV: app.config.NODE_ENV });
  const config = app.config;
  app.decorate('apiConfig', apiConfig);
  // Filled by the routes loaders read besides the contract's (spreads, search): in-process.ts.
  app.decorate('inProcessReads', new Map());

  let upstreamUrl = config.UPSTREAM_URL;
  let verifyUrl = apiConfig.CAPTCHA_VERIFY_URL;
  let sandbox: SandboxState | null = null;
  if (!upstreamUrl) {
    sandbox = createSandboxState({
      assetOrigin: config.PUBLIC_ORIGIN,
      portalUrl: config.portalUrl,
      captchaSecret: apiConfig.CAPTCHA_SECRET,
      siteKey: apiConfig.CAPTCHA_SITE_KEY,
      defaultCountry: apiConfig.SANDBOX_COUNTRY,
      faultKnobs: apiConfig.SANDBOX_FAULTS,
    });
    const loopback = await buildSandboxServer({ state: sandbox });
    await loopback.listen({ port: 0, host: '127.0.0.1' });
    const { port } = loopback.server.address() as { port: number };
    app.addHook('onClose', async () => {
      await loopback.close();
    });
    upstreamUrl = `http://127.0.0.1:${port}`;
    verifyUrl ??= `${upstreamUrl}/sandbox/captcha/verify`;
    await app.register(sandboxUpstream, { prefix: '/sandbox/upstream', state: sandbox });
    await app.register(sandboxSite, { state: sandbox });
    app.log.info({ upstream: upstreamUrl }, 'using the embedded sandbox upstream');
  } else if (!verifyUrl) {
    app.log.warn('CAPTCHA_VERIFY_URL is not set: registrations will be refused (503)');
  }
  app.decorate('sandbox', sandbox);

  if (!app.hasDecorator('upstream')) {
    await app.register(upstreamPlugin, {
      baseUrl: upstreamUrl,
      timeoutMs: config.UPSTREAM_TIMEOUT_MS,
      retryAfterCapMs: apiConfig.UPSTREAM_RETRY_AFTER_CAP_MS,
      baseDelayMs: apiConfig.UPSTREAM_RETRY_DELAY_MS,
      connections: apiConfig.UPSTREAM_CONNECTIONS,
      ...(app.hasDecorator('metrics') ? { onCall: upstreamMetrics(app.metrics.upstreamRequestSeconds) } : {}),
    });
  }
  if (!app.hasDecorator('cache')) {
    await app.register(cachePlugin, { redisUrl: config.REDIS_URL, maxEntries: apiConfig.CACHE_MAX_ENTRIES });
  }
  if (!app.hasDecorator('rateLimiter')) await app.register(rateLimitPlugin, { redis: () => app.cache.redis });

  await app.register(apiRoutes, {
    apiConfig,
    verifyCaptcha: createCaptchaVerifier({
      verifyUrl,
      secret: apiConfig.CAPTCHA_SECRET,
      timeoutMs: apiConfig.CAPTCHA_TIMEOUT_MS,
      minScore: apiConfig.CAPTCHA_MIN_SCORE,
    }),
    portalUrl: config.portalUrl,
    publicOrigin: config.PUBLIC_ORIGIN,
    sandbox: sandbox !== null,
  });
  registerReadiness(app);
};

export const apiFeature = fp(api, { name: 'velora-api', fastify: '5.x' });
