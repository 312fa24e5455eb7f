// Warm-up at start: the first render of a page loads its lazy page module and fills the BFF's
// caches; rendering a few pages once before traffic arrives keeps that cost off the first
// visitors. /readyz reports not ready until it is done (bounded: a slow upstream never keeps a
// replica out of rotation for more than `limitMs`).
import type { FastifyInstance } from 'fastify';

const crawler = 'Mozilla/5.0 (compatible; VeloraWarmUp/1.0; +https://www.veloramarkets.example)';

export function registerWarmUp(app: FastifyInstance, paths: readonly string[], limitMs = 15_000): void {
  if (paths.length === 0) return;
  let warm = false;
  app.readiness.register('warm-up', () => warm);
  app.addHook('onReady', async () => {
    const started = performance.now();
    const run = (async () => {
      for (const url of paths) {
        // A crawler's user agent: the render waits for all data, so the cached page is complete.
        const res = await app.inject({ method: 'GET', url, headers: { 'user-agent': crawler } }).catch(() => null);
        if (!res || res.statusCode >= 500) app.log.warn({ url, status: res?.statusCode }, 'warm-up: page did not render');
        // Asked for again, a cached page gets its compressed variants made (hot pages are the
        // ones warmed), so the first visitors are served by the page cache's front lane.
        else await app.inject({ method: 'GET', url, headers: { 'user-agent': crawler } }).catch(() => null);
      }
    })();
    const limit = new Promise<void>((resolve) => setTimeout(resolve, limitMs).unref());
    // Not awaited: the server starts listening at once (liveness), readiness follows warm-up.
    void Promise.race([run, limit]).then(() => {
      warm = true;
      app.log.info({ ms: Math.round(performance.now() - started), paths }, 'warm-up done');
    });
  });
}
