// Page rendering: static assets of the client build, then a catch-all that answers every page
// of the route table from the whole-page cache or streams it from the render bundle (teeing the
// bytes into the cache). Decides caching and CSP per response.
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { randomBytes } from 'node:crypto';
import { isbot } from 'isbot';
import { Counter, Gauge } from 'prom-client';
import { batchedCounter } from '../../plugins/batched-counter.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { buildCsp, mergeCspExtra } from '../../plugins/security.ts';
import { captchaClientConfig } from '../api/index.ts';
import { loadThirdPartyConfig, thirdPartyClientConfig } from '../third-party/config.ts';
import { isLocaleCode, type LocaleCode } from '../../../shared/locales.ts';
import { createAssetResolver, readManifest } from './manifest.ts';
import { errorDocument } from './error-document.ts';
import { loadRenderBundle } from './render-bundle.ts';
import { createEntry, etagFor, negotiateEncoding, notModified, type Encoding, type PageEntry } from './page-cache/entry.ts';
import { PageStore } from './page-cache/store.ts';
import { CompressQueue } from './page-cache/compress-queue.ts';
import { memoizedApiAnswers } from './api-answers.ts';
import { RenderSlots } from './render-slots.ts';
import { createFrontLane } from './page-cache/front-lane.ts';
import { pageKey, pagePolicy, queryVariant, type PagePolicy } from './page-cache/policy.ts';
import { pageTarget } from './page-url.ts';
import { apiUrl, type Messages, type Services } from '../../../client/services.ts';

const immutable = 'public, max-age=31536000, immutable';

declare module 'fastify' {
  interface FastifyInstance {
    pages: {
      store: PageStore;
      /** Bumped when upstream content changes; old entries stop matching. */
      bumpContentVersion(): void;
      /** How many renders ran (tests check single-flight with it). */
      renders(): number;
    };
  }
}

interface Rendered {
  status: number;
  page: string;
  html?: string;
}

async function ssr(app: FastifyInstance): Promise<void> {
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
  // Unhashed public files (favicon, logo): one route per file, short cache.
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

  const thirdParty = thirdPartyClientConfig(loadThirdPartyConfig());
  const askApi = memoizedApiAnswers({
    ask: async (url) => {
      try {
        const res = await app.inject({ method: 'GET', url, headers: { 'x-internal': 'ssr' } });
        let body = null;
        try {
          body = res.json();
        } catch {
          body = null;
        }
        return { status: res.statusCode, body };
      } catch {
        return { status: 599, body: null };
      }
    },
  });
  const services: Services = {
    // Loaders reach the BFF in-process, through the same routes (validation, cache) the browser
    // uses; renders of the same second share an answer (api-answers.ts). A visitor who leaves
    // does not abort the shared call: the BFF's own time-outs bound it.
    api: (path, query) => askApi(apiUrl(path, query)) as never,
    messages: async (locale) => app.messages.forLocale(locale) as unknown as Messages,
    content: async (name, locale) => (app.content.get(name, locale) as never) ?? null,
    site: () => ({
      origin: config.PUBLIC_ORIGIN,
      portalUrl: config.portalUrl,
      partnerUrl: config.PARTNER_URL,
      brandName: config.BRAND_NAME,
      buildId: bundle.buildId,
      captcha: app.hasDecorator('apiConfig') ? captchaClientConfig(app) : { siteKey: '', scriptUrl: '', action: 'register' },
      thirdParty: thirdParty,
    }),
    testRoutes: config.TEST_ROUTES,
  };

  // Whole-page cache and its metrics.
  const registry = app.metrics.registry;
  const lookups = batchedCounter({ name: 'page_cache_requests_total', help: 'Page requests by cache result', labelNames: ['page_type', 'result'], registers: [registry] });
  const countLookup = (pageType: string, result: 'hit' | 'stale' | 'miss' | 'bypass') => lookups.inc(pageType, result);
  const policies = new Map<string, PagePolicy>();
  const policyFor = (pathname: string): PagePolicy => {
    let p = policies.get(pathname);
    if (!p) {
      if (policies.size >= 10_000) policies.clear(); // bounded: paths are attacker-chosen
      p = pagePolicy(pathname, { testRoutes: config.TEST_ROUTES });
      policies.set(pathname, p);
    }
    return p;
  };
  const entryCsp = new WeakMap<PageEntry, string>();
  const cspFor = (entry: PageEntry): string => {
    let csp = entryCsp.get(entry);
    if (csp === undefined) entryCsp.set(entry, (csp = buildCsp(config, mergeCspExtra(app.cspExtra, { scriptHosts: entry.scriptHashes }))));
    return csp;
  };
  const evictions = new Counter({ name: 'page_cache_evictions_total', help: 'Pages evicted from the memory cache for space', registers: [registry] });
  const storedBytes = new Gauge({ name: 'page_cache_bytes', help: 'Bytes held by the memory page cache (all variants)', registers: [registry] });
  let redisErrorLogged = false;
  const redisClient = (app as unknown as { cache?: { redis?: import('ioredis').Redis } }).cache?.redis;
  const store = new PageStore({
    maxBytes: Math.floor(config.PAGE_CACHE_MAX_MB * 1024 * 1024),
    redis: redisClient,
    onEvict: () => evictions.inc(),
    onRedisError: (error) => {
      if (!redisErrorLogged) app.log.warn({ err: error }, 'page cache: Redis unavailable, serving from memory');
      redisErrorLogged = true;
    },
  });
  const compressQueue = new CompressQueue();
  app.addHook('onClose', async () => compressQueue.clear());
  let contentVersion = 0;
  let renderCount = 0;
  const inflight = new Map<string, Promise<PageEntry | undefined>>();
  app.decorate('pages', {
    store,
    bumpContentVersion: () => void contentVersion++,
    renders: () => renderCount,
  });

  const cacheOn = config.PAGE_CACHE === 'on';
  const renderSlots = new RenderSlots(config.SSR_CONCURRENCY, config.SSR_QUEUE_MAX);

  /**
   * Cache-Control of a cached page: a shared cache (nginx, a CDN) may keep it for the entry's
   * lifetime and serve it stale while revalidating or while the origin fails; browsers revalidate
   * every time (max-age=0) against the strong ETag. Error pages (404) are never shared.
   */
  const sharedCacheControl = (entry: PageEntry): string =>
    entry.status === 404 ? 'no-cache' : `public, max-age=0, s-maxage=${Math.floor(entry.ttlMs / 1000)}, stale-while-revalidate=${Math.floor(entry.staleMs / 1000)}, stale-if-error=${Math.floor(entry.staleMs / 1000)}`;
  const ageHeader = (entry: PageEntry): string => String(Math.max(0, Math.floor((Date.now() - entry.storedAt) / 1000)));

  /** The plain error document when no page could be rendered: 500 (render failed) or 503 (too busy). */
  function noPage(reply: FastifyReply | undefined, status: 500 | 503): FastifyReply | undefined {
    app.metrics.ssrRenderSeconds.observe({ page: status === 503 ? 'busy' : 'error', status: String(status) }, 0);
    if (!reply) return undefined;
    if (status === 503) reply.header('retry-after', '1');
    return reply.code(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(errorDocument(status, config.BRAND_NAME, entryCss));
  }

  /**
   * Renders and streams a page. With `collect`, the bytes are also gathered so the caller can
   * cache the document once it is complete and error-free.
   */
  async function renderPage(
    request: FastifyRequest,
    reply: FastifyReply | undefined,
    url: URL,
    policy: PagePolicy,
    onDone?: (rendered: Rendered | undefined) => void,
  ): Promise<FastifyReply | void> {
    const nonce = randomBytes(16).toString('base64');
    const bot = isbot(request.headers['user-agent'] ?? '');
    const waitForAll = !reply || bot || request.method === 'HEAD';
    // Cached pages are rendered for the path alone (the HTML never depends on the query), or
    // for the path and the query parameters the page declares (paginated lists).
    const renderUrl = new URL(url);
    if (policy.cacheable) renderUrl.search = queryVariant(policy, url.searchParams);
    const signal = reply ? request.signal : AbortSignal.timeout(config.SSR_TIMEOUT_MS * 2);
    let streamFailed = false;
    let result;
    renderCount++;
    try {
      result = await bundle.render({
        request: new Request(renderUrl, { method: 'GET', signal }),
        services,
        assetsFor,
        waitForAll,
        nonce,
        timeoutMs: config.SSR_TIMEOUT_MS,
        renderSlot: () => renderSlots.acquire(),
        onError: (error, phase) => {
          if (phase === 'stream') streamFailed = true;
          if (signal.aborted) request.log.debug({ err: error }, 'render aborted: client went away');
          else request.log.error({ err: error, phase }, 'render error');
        },
      });
    } catch {
      onDone?.(undefined);
      return noPage(reply, 500);
    }

    if (result.kind === 'busy') {
      onDone?.(undefined);
      return noPage(reply, 503);
    }

    if (result.kind === 'response') {
      onDone?.(undefined);
      if (!reply) return;
      const location = result.response.headers.get('location');
      reply.code(result.response.status);
      if (location) reply.header('location', location);
      return reply.header('cache-control', 'no-store').send();
    }

    const { status, stream, page: pageName, shellMs, done } = result;
    app.metrics.ssrShellSeconds.observe({ page: pageName }, shellMs / 1000);
    const started = performance.now();
    const chunks: Buffer[] = [];
    if (onDone) stream.on('data', (c: Buffer) => chunks.push(c));
    // Fastify's request.signal also fires when a finished exchange closes; only an abort before
    // React finished writing means the visitor left mid-page.
    let finished = false;
    let leftEarly = false;
    stream.once('finish', () => (finished = true));
    signal.addEventListener('abort', () => (leftEarly ||= !finished), { once: true });
    void done.then(() => {
      app.metrics.ssrRenderSeconds.observe({ page: pageName, status: String(status) }, (shellMs + performance.now() - started) / 1000);
    });
    if (onDone) {
      // Collected bytes are complete once the readable side has ended (everything passed on);
      // 'close' without 'end' means the response was cut short.
      let ended = false;
      stream.once('end', () => (ended = true));
      stream.once('close', () => {
        const html = Buffer.concat(chunks).toString('utf8');
        const complete = ended && !leftEarly && !streamFailed && html.endsWith('</html>');
        onDone(complete && (status === 200 || status === 404) ? { status, page: pageName, html } : undefined);
      });
    }
    if (!reply) {
      stream.resume();
      return;
    }

    // React writes small inline scripts when a Suspense boundary completes after the shell went
    // out, and also for large boundaries it outlines even in a complete document. They carry this
    // response's nonce, so a freshly rendered response is never shared; cached copies drop the
    // nonce and allow the same scripts by hash.
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('vary', 'Accept-Encoding')
      .header('x-cache', policy.cacheable && cacheOn ? 'MISS' : 'BYPASS')
      .header('content-security-policy', buildCsp(config, mergeCspExtra(app.cspExtra, { scriptHosts: [`'nonce-${nonce}'`] })))
      .header('cache-control', status >= 500 ? 'no-store' : 'private, no-cache')
      // A proxy in front (deploy/nginx.conf) passes the stream on chunk by chunk, stores nothing.
      .header('x-accel-buffering', 'no');
    if (request.method === 'HEAD') {
      stream.resume();
      return reply.send();
    }
    return reply.send(stream);
  }

  function serveEntry(request: FastifyRequest, reply: FastifyReply, url: URL, entry: PageEntry, state: 'HIT' | 'STALE'): FastifyReply {
    const encoding = negotiateEncoding(request.headers['accept-encoding'], { br: !!entry.br, gzip: !!entry.gzip });
    reply
      .code(entry.status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('vary', 'Accept-Encoding')
      .header('x-cache', state)
      .header('age', ageHeader(entry))
      .header('content-security-policy', cspFor(entry))
      .header('cache-control', sharedCacheControl(entry));
    // Identity bytes for a client that accepts compression may be compressed on the fly (the
    // variants are still being made): no validator then, since the bytes differ per encoding.
    const onTheFly = encoding === 'identity' && negotiateEncoding(request.headers['accept-encoding'], { br: true, gzip: true }) !== 'identity';
    if (!onTheFly) reply.header('etag', etagFor(entry, encoding));
    if (notModified(request.headers['if-none-match'], entry)) return reply.code(304).send();
    const body = encoding === 'br' ? entry.br! : encoding === 'gzip' ? entry.gzip! : entry.body;
    if (encoding !== 'identity') {
      reply.header('content-encoding', encoding).header('content-length', String(body.length));
    }
    // Without prepared variants the compression plugin may still compress the identity bytes.
    return request.method === 'HEAD' ? reply.send() : reply.send(body);
  }

  async function storeRendered(key: string, policy: PagePolicy, rendered: Rendered | undefined): Promise<PageEntry | undefined> {
    if (!rendered?.html) return undefined;
    const entry = createEntry({
      html: rendered.html,
      status: rendered.status,
      pageType: policy.pageType,
      ttlMs: rendered.status === 404 ? Math.min(policy.ttlMs, 60_000) : policy.ttlMs,
      staleMs: rendered.status === 404 ? 0 : policy.staleMs,
    });
    // Memory first, so waiting requests are answered at once; the shared tier (Redis) gets the
    // entry with its variants once they are made.
    store.memory.set(key, entry);
    storedBytes.set(store.bytes);
    compressQueue.push(entry, (compressed) => {
      void store.set(key, compressed).then(() => storedBytes.set(store.bytes));
    });
    return entry;
  }

  /** One background render per key refreshes a stale entry. */
  function refresh(request: FastifyRequest, url: URL, key: string, policy: PagePolicy): void {
    if (inflight.has(key)) return;
    const done = new Promise<PageEntry | undefined>((resolve) => {
      void renderPage(request, undefined, url, policy, (rendered) => void storeRendered(key, policy, rendered).then(resolve, () => resolve(undefined)));
    });
    inflight.set(key, done);
    void done.finally(() => inflight.delete(key));
  }

  async function page(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | void> {
    const target = pageTarget(request.url, config.PUBLIC_ORIGIN);
    if (!('url' in target)) {
      return reply.code(target.status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(errorDocument(target.status, config.BRAND_NAME, entryCss));
    }
    const url = target.url;
    const policy = policyFor(url.pathname);
    if (!cacheOn || !policy.cacheable) {
      if (cacheOn) countLookup(policy.pageType, 'bypass');
      return renderPage(request, reply, url, policy);
    }
    const key = pageKey(url.pathname + queryVariant(policy, url.searchParams), bundle.buildId, contentVersion);
    const cached = await store.get(key);
    if (cached) {
      const age = Date.now() - cached.storedAt;
      if (age <= cached.ttlMs) {
        countLookup(policy.pageType, 'hit');
        return serveEntry(request, reply, url, cached, 'HIT');
      }
      if (age <= cached.ttlMs + cached.staleMs) {
        countLookup(policy.pageType, 'stale');
        refresh(request, url, key, policy);
        return serveEntry(request, reply, url, cached, 'STALE');
      }
    }
    const pending = inflight.get(key);
    if (pending) {
      const entry = await pending;
      if (entry) {
        countLookup(policy.pageType, 'hit');
        return serveEntry(request, reply, url, entry, 'HIT');
      }
    }
    countLookup(policy.pageType, 'miss');
    // This request renders and streams; concurrent requests for the page wait for its bytes.
    let resolve!: (e: PageEntry | undefined) => void;
    const done = new Promise<PageEntry | undefined>((r) => (resolve = r));
    inflight.set(key, done);
    void done.finally(() => inflight.delete(key));
    return renderPage(request, reply, url, policy, (rendered) => {
      storeRendered(key, policy, rendered).then(resolve, (error) => {
        request.log.warn({ err: error }, 'page cache: could not store');
        resolve(undefined);
      });
    });
  }

  // Fresh memory hits are answered before Fastify (page-cache/front-lane.ts).
  if (cacheOn) {
    app.frontLane.handle = createFrontLane({
      entryFor: (pathname) => {
        const entry = store.memory.get(pageKey(pathname, bundle.buildId, contentVersion));
        return entry && Date.now() - entry.storedAt <= entry.ttlMs ? entry : undefined;
      },
      policyFor,
      cspFor,
      cacheControlFor: sharedCacheControl,
      ageOf: ageHeader,
      countHit: (pageType) => countLookup(pageType, 'hit'),
      closing: () => app.readiness?.closing ?? false,
      log: app.log as unknown as import('pino').Logger,
    });
    app.addHook('onClose', async () => void (app.frontLane.handle = null));
  }

  app.get('/*', page);

  // Purge: DELETE /_cache/pages?prefix=/en/trading with Authorization: Bearer CACHE_PURGE_TOKEN.
  app.delete('/_cache/pages', async (request, reply) => {
    const token = config.CACHE_PURGE_TOKEN;
    if (!token) return reply.code(404).send({ error: 'Purging is disabled (CACHE_PURGE_TOKEN unset)' });
    const given = request.headers.authorization;
    const { timingSafeEqual } = await import('node:crypto');
    const expected = Buffer.from(`Bearer ${token}`);
    const actual = Buffer.from(given ?? '');
    if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ error: 'Invalid or missing token', field: 'authorization' });
    }
    const prefix = (request.query as { prefix?: unknown }).prefix;
    if (prefix !== undefined && (typeof prefix !== 'string' || !prefix.startsWith('/') || prefix.length > 512)) {
      return reply.code(400).send({ error: 'prefix must be a path starting with /', field: 'prefix' });
    }
    const purged = await store.purge(prefix ?? '');
    storedBytes.set(store.bytes);
    return { purged, prefix: prefix ?? '' };
  });
}

export const ssrFeature = fp(ssr, { name: 'ssr', fastify: '5.x', dependencies: ['i18n', 'content', 'metrics'] });
