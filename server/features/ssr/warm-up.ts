// Warm-up at start: the first render of a page loads its lazy page module and fills the BFF's
// caches; rendering a few pages once before traffic arrives keeps that cost off the first
// visitors. /readyz reports not ready until it is done (bounded: a slow upstream never keeps a
// replica out of rotation for more than `limitMs`).
//
// The pages are asked for over HTTP on the server's own address once it listens, as a visitor
// would, not with app.inject: inject's mock request and response objects pass through Node's HTTP
// functions too, and a process whose HTTP functions only ever see real ones serves cached pages
// faster (bench:ssr, #35).
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

const crawler = 'Mozilla/5.0 (compatible; VeloraWarmUp/1.0; +https://www.veloramarkets.example)';

/** Where this server can reach itself: its own address, or loopback when it listens on all. */
export function selfOrigin(address: AddressInfo): string {
  const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

async function ask(url: string, timeoutMs: number): Promise<number | undefined> {
  try {
    const res = await fetch(url, { headers: { 'user-agent': crawler }, signal: AbortSignal.timeout(timeoutMs) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return undefined;
  }
}

export function registerWarmUp(app: FastifyInstance, paths: readonly string[], limitMs = 15_000): void {
  if (paths.length === 0) return;
  let warm = false;
  let started = false;
  app.readiness.register('warm-up', () => warm);
  app.addHook('onListen', async () => {
    const address = app.server.address();
    if (started || !address || typeof address === 'string') return;
    started = true;
    const origin = selfOrigin(address);
    const begun = performance.now();
    const run = (async () => {
      for (const path of paths) {
        // A crawler's user agent: the render waits for all data, so the cached page is complete.
        const status = await ask(origin + path, limitMs);
        if (status === undefined || status >= 500) app.log.warn({ url: path, status }, 'warm-up: page did not render');
        // Asked for again, a cached page gets its compressed variants made (hot pages are the
        // ones warmed), so the first visitors are served by the page cache's front lane.
        else await ask(origin + path, limitMs);
      }
    })();
    const limit = new Promise<void>((resolve) => setTimeout(resolve, limitMs).unref());
    // Not awaited: the server answers at once (liveness), readiness follows warm-up.
    void Promise.race([run, limit]).then(() => {
      warm = true;
      app.log.info({ ms: Math.round(performance.now() - begun), paths }, 'warm-up done');
    });
  });
}
