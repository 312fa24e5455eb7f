// GET /api/allsymblos and /api/market-api/symblos/3/{symbol} answered from the live quote
// snapshot while it is fresh; otherwise the request goes on to the BFF route (cache, upstream).
// Requests with a query string also go on, so the BFF's validation answers them. When the feed
// and the upstream are both down (the sandbox serves both; so may a real broker's gateway), the
// BFF has no answer of its own for these (the live answers kept its cache cold): the last known
// quotes are better than a 502, flagged `x-stale: feed-down`.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { symbolParams } from '../../../shared/schemas/api.ts';
import { marketSymbolPath } from '../api/market.ts';
import { snapshotResponse } from './hub.ts';

async function liveAnswers(app: FastifyInstance): Promise<void> {
  const symbolPrefix = marketSymbolPath + '/';
  // A callback hook, not an async one: it sees every request of the site and declines almost all
  // of them, which should cost no promise.
  app.addHook('onRequest', (request, reply, done) => {
    const eligible = request.method === 'GET' && request.url.startsWith('/api/') && !request.url.includes('?');
    const response = eligible ? liveAnswer(request.url) : null;
    if (!response) {
      if (eligible && (request.url === '/api/allsymblos' || request.url.startsWith(symbolPrefix))) request.quoteFallback = request.url;
      return done();
    }
    reply.header('cache-control', 'public, max-age=1').header('x-source', 'live').send(response);
  });
  app.decorateRequest('quoteFallback', null);
  app.addHook('onSend', (request, reply, payload, done) => {
    const url = request.quoteFallback;
    if (url === null || reply.statusCode < 500) return done(null, payload);
    const last = liveAnswer(url, { anyAge: true });
    if (!last) return done(null, payload);
    reply.code(200).header('cache-control', 'no-cache').header('x-stale', 'feed-down').header('content-type', 'application/json; charset=utf-8');
    done(null, JSON.stringify(last));
  });

  function liveAnswer(url: string, options: { anyAge?: boolean } = {}) {
    let response = null;
    if (url === '/api/allsymblos') {
      response = snapshotResponse(app.quotes.hub, undefined, options);
    } else if (url.startsWith(symbolPrefix)) {
      let symbol: string;
      try {
        symbol = decodeURIComponent(url.slice(symbolPrefix.length));
      } catch {
        return null;
      }
      if (!symbolParams.safeParse({ symbol }).success) return null;
      response = snapshotResponse(app.quotes.hub, [symbol], options);
    }
    return response;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** A quote URL the live snapshot could not answer fresh: its last quotes stand in for a 5xx. */
    quoteFallback: string | null;
  }
}

export const liveAnswersFeature = fp(liveAnswers, { name: 'quotes-live-answers', fastify: '5.x', dependencies: ['quotes'] });
