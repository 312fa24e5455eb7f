// GET /api/allsymblos and /api/market-api/symblos/3/{symbol} answered from the live quote
// snapshot while it is fresh; otherwise the request goes on to the BFF route (cache, upstream).
// Requests with a query string also go on, so the BFF's validation answers them.
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
    const response = request.method === 'GET' && request.url.startsWith('/api/') && !request.url.includes('?') ? liveAnswer(request.url) : null;
    if (!response) return done();
    reply.header('cache-control', 'public, max-age=1').header('x-source', 'live').send(response);
  });

  function liveAnswer(url: string) {
    let response = null;
    if (url === '/api/allsymblos') {
      response = snapshotResponse(app.quotes.hub);
    } else if (url.startsWith(symbolPrefix)) {
      let symbol: string;
      try {
        symbol = decodeURIComponent(url.slice(symbolPrefix.length));
      } catch {
        return null;
      }
      if (!symbolParams.safeParse({ symbol }).success) return null;
      response = snapshotResponse(app.quotes.hub, [symbol]);
    }
    return response;
  }
}

export const liveAnswersFeature = fp(liveAnswers, { name: 'quotes-live-answers', fastify: '5.x', dependencies: ['quotes'] });
