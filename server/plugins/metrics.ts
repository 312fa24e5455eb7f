// Prometheus metrics. Each app has its own Registry (tests build several apps in one process);
// the process metrics of collectDefaultMetrics live in one registry per process, because each
// collectDefaultMetrics call starts its own event-loop monitor and GC observer that are never
// stopped. GET /metrics serves both, to a caller with the bearer token.
import fp from 'fastify-plugin';
import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { PerformanceObserver, constants } from 'node:perf_hooks';
import { getHeapSpaceStatistics } from 'node:v8';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';

export interface Metrics {
  registry: Registry;
  /** Whole-page render time, from the start of the render to the end of the stream. */
  ssrRenderSeconds: Histogram<'page' | 'status'>;
  /** Time until the shell (everything outside Suspense boundaries) is ready to stream. */
  ssrShellSeconds: Histogram<'page'>;
  /** Upstream calls by endpoint name and outcome, retries included: visitors' /api requests and the loaders' in-process reads alike. */
  upstreamRequestSeconds: Histogram<'endpoint' | 'method' | 'outcome'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

let processRegistry: Registry | undefined;

function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
    heapAfterGc(processRegistry);
  }
  return processRegistry;
}

/** The young generation: what the program allocated since the last scavenge, live or not. */
const YOUNG_SPACES = new Set(['new_space', 'new_large_object_space']);

/** The used heap outside the young generation, i.e. what survived collections. */
function keptHeap(): number {
  let bytes = 0;
  for (const space of getHeapSpaceStatistics()) if (!YOUNG_SPACES.has(space.space_name)) bytes += space.space_used_size;
  return bytes;
}

/**
 * The used heap right after the last full (mark-sweep-compact) collection: what is really kept.
 * RSS and heap-used also count garbage not yet collected and heap V8 keeps for later, so a
 * growth in them proves nothing; a growth in this gauge under steady load is a leak.
 * The observer runs a while after the collection, when the young generation (up to tens of MB)
 * already holds new allocations: counting it made this gauge swing by 20-35 % under load.
 */
function heapAfterGc(registry: Registry): void {
  let last = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = (entry as unknown as { detail?: { kind?: number } }).detail?.kind;
      if (kind === constants.NODE_PERFORMANCE_GC_MAJOR) last = keptHeap();
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  new Gauge({ name: 'nodejs_heap_used_after_major_gc_bytes', help: 'Used V8 heap right after the last full collection.', registers: [registry], collect() { this.set(last); } });
}

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export interface MetricsOptions {
  /** Bearer token GET /metrics requires; undefined = the endpoint answers 404. */
  token?: string | undefined;
}

/** Constant-time comparison of an Authorization header with `Bearer <token>`. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const expected = Buffer.from(`Bearer ${token}`);
  const actual = Buffer.from(header ?? '');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A histogram's label children, made once per series: prom-client hashing a label object on every
 * observation is a measurable share of a cheap request's cost. The key is the label values in order.
 */
function seriesOf<L extends string>(histogram: Histogram<L>): (labels: Record<L, string>) => { observe(v: number): void } {
  const children = new Map<string, { observe(v: number): void }>();
  return (labels) => {
    const key = Object.values(labels).join(' ');
    let child = children.get(key);
    if (!child) children.set(key, (child = histogram.labels(labels)));
    return child;
  };
}

/** Records finished upstream calls (the upstream client's onCall) in the histogram. */
export function upstreamMetrics(histogram: Metrics['upstreamRequestSeconds']): (call: { name: string; method: string; outcome: string; seconds: number }) => void {
  const series = seriesOf(histogram);
  return ({ name, method, outcome, seconds }) => series({ endpoint: name, method, outcome }).observe(seconds);
}

const metrics: FastifyPluginAsync<MetricsOptions> = async (app, options) => {
  const registry = new Registry();
  const shared = processMetrics();

  const seconds = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
    new Histogram<L>({ name, help, labelNames, buckets: SECONDS_BUCKETS, registers: [registry] });
  const httpDuration = seconds(
    'http_request_duration_seconds',
    'Time from request to the last byte of the response, by route pattern (whole-page cache hits of the front lane are in page_cache_requests_total).',
    ['method', 'route', 'status_code'],
  );
  const ssrRenderSeconds = seconds('ssr_render_seconds', 'Server render time of a page, start of render to end of stream.', ['page', 'status']);
  const ssrShellSeconds = seconds('ssr_shell_seconds', 'Server render time until the shell of a page is ready.', ['page']);
  const upstreamRequestSeconds = seconds(
    'upstream_request_duration_seconds',
    'Upstream API calls, retries included, by endpoint and outcome (2xx, 4xx, 5xx, timeout, unreachable, bad_response, aborted, refused); page loaders read the API in-process, so their calls are counted here and not in http_request_duration_seconds.',
    ['endpoint', 'method', 'outcome'],
  );

  app.decorate('metrics', { registry, ssrRenderSeconds, ssrShellSeconds, upstreamRequestSeconds });

  const httpSeries = seriesOf(httpDuration);
  app.addHook('onResponse', async (request, reply) => {
    // The route pattern, never the raw URL: one time series per route, whatever the paths.
    const route = request.routeOptions.url ?? 'unmatched';
    httpSeries({ method: request.method, route, status_code: String(reply.statusCode) }).observe(reply.elapsedTime / 1000);
  });

  // Not public: a scraper sends Authorization: Bearer METRICS_TOKEN (nginx also hides the path).
  app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
    if (!options.token) return reply.code(404).send({ error: 'not_found', message: 'Metrics are disabled (METRICS_TOKEN unset)' });
    if (!bearerMatches(request.headers.authorization, options.token)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ error: 'unauthorized', field: 'authorization' });
    }
    const merged = Registry.merge([shared, registry]);
    reply.header('cache-control', 'no-store').type(merged.contentType);
    return merged.metrics();
  });
};

export const metricsPlugin = fp(metrics, { name: 'metrics', fastify: '5.x' });
