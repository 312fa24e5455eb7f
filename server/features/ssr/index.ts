// Page rendering: static assets of the client build, then a catch-all that streams every page
// of the route table through the render bundle. Also decides caching and CSP per response.
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { randomBytes } from 'node:crypto';
import { isbot } from 'isbot';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { buildCsp } from '../../plugins/security.ts';
import { isLocaleCode, type LocaleCode } from '../../../shared/locales.ts';
import { localeCookie, localeFromCookieHeader } from '../../../shared/locale-detection.ts';
import { createAssetResolver, readManifest } from './manifest.ts';
import { errorDocument } from './error-document.ts';
import { loadRenderBundle } from './render-bundle.ts';
import type { Messages, Services } from '../../../client/services.ts';

const immutable = 'public, max-age=31536000, immutable';

async function ssr(app: Parameters<FastifyPluginAsync>[0]): Promise<void> {
  const config = app.config;
  const bundle = await loadRenderBundle(config.DIST_DIR);
  const assetsFor = createAssetResolver(readManifest(bundle.manifestPath));
  const entryCss = assetsFor([]).css;

  // Hashed build output: cached for a year; .br/.gz copies made at build time.
  await app.register(fastifyStatic, {
    root: `${bundle.clientDir}/assets`,
    prefix: '/assets/',
    preCompressed: true,
    decorateReply: false,
    cacheControl: false,
    setHeaders: (reply) => reply.header('cache-control', immutable),
  });
  // Unhashed public files (favicon, logo, robots assets): one route per file, short cache.
  await app.register(fastifyStatic, {
    root: bundle.clientDir,
    prefix: '/',
    wildcard: false,
    preCompressed: true,
    decorateReply: false,
    globIgnore: ['assets/**', '.vite/**', '**/*.br', '**/*.gz'],
    cacheControl: false,
    setHeaders: (reply) => reply.header('cache-control', 'public, max-age=3600'),
  });

  const services: Services = {
    messages: async (locale) => app.messages.forLocale(locale) as unknown as Messages,
    site: () => ({
      origin: config.PUBLIC_ORIGIN,
      portalUrl: config.portalUrl,
      partnerUrl: config.PARTNER_URL,
      brandName: config.BRAND_NAME,
      buildId: bundle.buildId,
    }),
    testRoutes: config.TEST_ROUTES,
  };

  async function page(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const url = new URL(request.url, config.PUBLIC_ORIGIN);
    const nonce = randomBytes(16).toString('base64');
    const bot = isbot(request.headers['user-agent'] ?? '');
    const webRequest = new Request(url, { method: 'GET', signal: request.signal });
    let result;
    try {
      result = await bundle.render({
        request: webRequest,
        services,
        assetsFor,
        waitForAll: bot || request.method === 'HEAD',
        nonce,
        timeoutMs: config.SSR_TIMEOUT_MS,
        onError: (error, phase) => {
          if (request.signal.aborted) request.log.debug({ err: error }, 'render aborted: client went away');
          else request.log.error({ err: error, phase }, 'render error');
        },
      });
    } catch (error) {
      app.metrics.ssrRenderSeconds.observe({ page: 'error', status: '500' }, 0);
      return reply
        .code(500)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(errorDocument(500, config.BRAND_NAME, entryCss));
    }

    if (result.kind === 'response') {
      const location = result.response.headers.get('location');
      reply.code(result.response.status);
      if (location) reply.header('location', location);
      return reply.header('cache-control', 'no-store').send();
    }

    const { status, stream, page: pageName, shellMs, done } = result;
    app.metrics.ssrShellSeconds.observe({ page: pageName }, shellMs / 1000);
    const started = performance.now();
    void done.then(() =>
      app.metrics.ssrRenderSeconds.observe({ page: pageName, status: String(status) }, (shellMs + performance.now() - started) / 1000),
    );

    // The locale cookie follows the last locale visited (as @nuxtjs/i18n does). It travels in a
    // header only; the HTML itself is the same for every visitor.
    const first = url.pathname.split('/')[1];
    const cookieLocale = localeFromCookieHeader(request.headers.cookie);
    const setsCookie = status < 400 && isLocaleCode(first) && cookieLocale !== first;
    if (setsCookie) reply.header('set-cookie', localeCookie(first as LocaleCode));

    // Streamed shells may carry React's inline completion scripts, which need this response's
    // nonce: such a response is never shared. Complete documents (crawlers) have no inline
    // script and a nonce-free CSP, so shared caches may keep them briefly.
    const streamed = !bot && request.method !== 'HEAD';
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('vary', 'Accept-Encoding')
      .header(
        'content-security-policy',
        buildCsp(config, streamed ? { scriptHosts: [`'nonce-${nonce}'`] } : {}),
      )
      .header(
        'cache-control',
        status >= 500
          ? 'no-store'
          : streamed || setsCookie
            ? 'private, no-cache'
            : status === 404
              ? 'public, max-age=60'
              : 'public, max-age=0, s-maxage=300, stale-while-revalidate=600',
      );
    if (request.method === 'HEAD') {
      stream.resume();
      return reply.send();
    }
    return reply.send(stream);
  }

  app.get('/*', page);
}

export const ssrFeature = fp(ssr, { name: 'ssr', fastify: '5.x', dependencies: ['i18n', 'metrics'] });
