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
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || request.url.includes('?')) return;
    let response = null;
    if (request.url === '/api/allsymblos') {
      response = snapshotResponse(app.quotes.hub);
    } else if (request.url.startsWith(symbolPrefix)) {
      let symbol: string;
      try {
        symbol = decodeURIComponent(request.url.slice(symbolPrefix.length));
      } catch {
        return;
      }
      if (!symbolParams.safeParse({ symbol }).success) return;
      response = snapshotResponse(app.quotes.hub, [symbol]);
    }
    if (!response) return;
    return reply.header('cache-control', 'public, max-age=1').header('x-source', 'live').send(response);
  });
}

export const liveAnswersFeature = fp(liveAnswers, { name: 'quotes-live-answers', fastify: '5.x', dependencies: ['quotes'] });
