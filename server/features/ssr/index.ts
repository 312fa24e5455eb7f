// Page rendering: static assets of the client build, then a catch-all that answers every page
// of the route table from the whole-page cache or streams it from the render bundle (teeing the
// bytes into the cache). This plugin only wires the parts together.
import fp from 'fastify-plugin';
import { Counter, Gauge } from 'prom-client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { batchedCounter, type BatchedCounter } from '../../plugins/batched-counter.ts';
import { buildCsp, mergeCspExtra } from '../../plugins/security.ts';
import { createAssetResolver, preloadFonts, readManifest } from './manifest.ts';
import { loadRenderBundle } from './render-bundle.ts';
import { registerStaticFiles } from './static-files.ts';
import { createLoaderServices } from './loader-services.ts';
import { createPageRenderer } from './render-page.ts';
import { registerPurgeRoute } from './purge-route.ts';
import { registerWarmUp } from './warm-up.ts';
import { RenderSlots } from './render-slots.ts';
import { pageTarget } from './page-url.ts';
import type { PageEntry } from './page-cache/entry.ts';
import { PageStore } from './page-cache/store.ts';
import { PageCache } from './page-cache/page-cache.ts';
import { ageHeader, sendEntry, sharedCacheControl } from './page-cache/entry-response.ts';
import { createFrontLane } from './page-cache/front-lane.ts';
import { BoundedMemo } from './page-cache/bounded-memo.ts';
import { pagePolicy, type PagePolicy } from './page-cache/policy.ts';

declare module 'fastify' {
  interface FastifyInstance {
    pages: {
      store: PageStore;
      /** Bumped when upstream content changes; old entries stop matching. */
      bumpContentVersion(): void;
      /** The current content version (the site search rebuilds its indexes when it moves). */
      contentVersion(): number;
      /** How many renders ran (tests check single-flight with it). */
      renders(): number;
    };
  }
}

/** Policies per path, memoised and bounded (paths are attacker-chosen). */
function policyCache(testRoutes: boolean): (pathname: string) => PagePolicy {
  const policies = new BoundedMemo((pathname: string) => pagePolicy(pathname, { testRoutes }), 10_000);
  return (pathname) => policies.get(pathname);
}

/** The increment of one result's series per page type, looked up by the page type alone. */
function seriesPerPageType(counter: BatchedCounter, result: string): (pageType: string) => void {
  const series = new Map<string, () => void>();
  return (pageType) => {
    let inc = series.get(pageType);
    if (!inc) series.set(pageType, (inc = counter.series(pageType, result)));
    inc();
  };
}

/** The CSP of a cached entry allows its inline scripts by hash; made once per entry. */
function entryCspCache(app: FastifyInstance): (entry: PageEntry) => string {
  const csps = new WeakMap<PageEntry, string>();
  return (entry) => {
    let csp = csps.get(entry);
    if (csp === undefined) csps.set(entry, (csp = buildCsp(app.config, mergeCspExtra(app.cspExtra, { scriptHosts: entry.scriptHashes }))));
    return csp;
  };
}

function createPageStore(app: FastifyInstance, onEvict: () => void): PageStore {
  let redisErrorLogged = false;
  return new PageStore({
    maxBytes: Math.floor(app.config.PAGE_CACHE_MAX_MB * 1024 * 1024),
    redis: (app as unknown as { cache?: { redis?: import('ioredis').Redis } }).cache?.redis,
    onEvict,
    onRedisError: (error) => {
      if (!redisErrorLogged) app.log.warn({ err: error }, 'page cache: Redis unavailable, serving from memory');
      redisErrorLogged = true;
    },
  });
}

async function ssr(app: FastifyInstance): Promise<void> {
  const config = app.config;
  const bundle = await loadRenderBundle(config.DIST_DIR);
  await registerStaticFiles(app, bundle.clientDir);

  const cacheOn = config.PAGE_CACHE === 'on';
  const manifest = readManifest(bundle.manifestPath);
  const renderer = createPageRenderer({
    app,
    bundle,
    services: createLoaderServices(app, bundle.buildId),
    assetsFor: createAssetResolver(manifest),
    fonts: preloadFonts(manifest),
    renderSlots: new RenderSlots(config.SSR_CONCURRENCY, config.SSR_QUEUE_MAX),
    cacheOn,
  });

  const registry = app.metrics.registry;
  const lookups = batchedCounter({ name: 'page_cache_requests_total', help: 'Page requests by cache result', labelNames: ['page_type', 'result'], registers: [registry] });
  const evictions = new Counter({ name: 'page_cache_evictions_total', help: 'Pages evicted from the memory cache for space', registers: [registry] });
  const storedBytes = new Gauge({ name: 'page_cache_bytes', help: 'Bytes held by the memory page cache (all variants)', registers: [registry] });
  const compressions = new Counter({ name: 'page_cache_compressions_total', help: 'Brotli and gzip variants of pages asked for again: made here, taken from the shared copy another instance made, or dropped (queue full)', labelNames: ['result'], registers: [registry] });
  const policyFor = policyCache(config.TEST_ROUTES);
  const cspFor = entryCspCache(app);
  const cache = new PageCache({
    store: createPageStore(app, () => evictions.inc()),
    buildId: bundle.buildId,
    render: renderer.render,
    send: (request, reply, entry, state) => sendEntry(request, reply, entry, state, cspFor(entry)),
    count: (pageType, result) => lookups.inc(pageType, result),
    onBytesChanged: (bytes) => storedBytes.set(bytes),
    onStoreError: (error) => app.log.warn({ err: error }, 'page cache: could not store'),
    countCompression: (result) => compressions.inc({ result }),
  });
  app.addHook('onClose', async () => cache.close());
  app.decorate('pages', { store: cache.store, bumpContentVersion: () => cache.bumpContentVersion(), contentVersion: () => cache.version, renders: renderer.renders });

  async function page(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | void> {
    const target = pageTarget(request.url, config.PUBLIC_ORIGIN);
    if (!('url' in target)) return renderer.errorPage(reply, target.status);
    const policy = policyFor(target.url.pathname);
    if (cacheOn && policy.cacheable) return cache.serve(request, reply, target.url, policy);
    if (cacheOn) lookups.inc(policy.pageType, 'bypass');
    return renderer.render(request, reply, target.url, policy);
  }

  // Fresh memory hits are answered before Fastify (page-cache/front-lane.ts).
  if (cacheOn) {
    app.frontLane.handle = createFrontLane({
      entryFor: (pathname, now) => cache.freshInMemory(pathname, now),
      policyFor,
      cspFor,
      cacheControlFor: sharedCacheControl,
      ageOf: (entry, now) => ageHeader(entry, now),
      countHit: seriesPerPageType(lookups, 'hit'),
      closing: () => app.readiness?.closing ?? false,
      log: app.log as unknown as import('pino').Logger,
    });
    app.addHook('onClose', async () => void (app.frontLane.handle = null));
  }

  app.get('/*', page);
  registerPurgeRoute(app, (prefix) => cache.purge(prefix));
  registerWarmUp(app, config.WARM_UP_PATHS.split(',').map((p) => p.trim()).filter((p) => p.startsWith('/')));
}

export const ssrFeature = fp(ssr, { name: 'ssr', fastify: '5.x', dependencies: ['i18n', 'content', 'metrics'] });
