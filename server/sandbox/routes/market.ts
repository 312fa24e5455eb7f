// Sandbox market data (one quote, all quotes, today's range) and the instrument catalogue with
// recent hourly candles.
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../shared/api/endpoints.ts';
import { quotes, symbolsToday } from '../fixtures/content.ts';
import { candlesOf, catalogueSpec, instrumentCatalogue, symbolTodayOf } from '../fixtures/instruments.ts';
import { int, missing, ok, q } from './context.ts';

const base = (symbol: string) => symbol.split('.')[0]!;

export function marketRoutes(app: FastifyInstance): void {
  app.get<{ Params: { symbol: string } }>(endpoints.symbol.upstream, async (request, reply) => {
    const quote = quotes.find((x) => x.symbol === base(request.params.symbol).toUpperCase());
    if (!quote) return reply.code(404).send(missing('Unknown symbol'));
    return ok({ ...quote, time: Math.floor(Date.now() / 1000) });
  });
  app.get(endpoints.allSymbols.upstream, async () => ok(quotes));
  // Without a symbol: today's movers (the spec's unparameterised call); with one: its range today.
  app.get(endpoints.symbolToday.upstream, async (request, reply) => {
    const symbol = q(request).symbol;
    if (typeof symbol !== 'string') return ok(symbolsToday());
    const spec = catalogueSpec(base(symbol));
    if (!spec) return reply.code(404).send(missing('Unknown symbol'));
    return ok(symbolTodayOf(spec.symbol));
  });
}

export function instrumentRoutes(app: FastifyInstance): void {
  app.get(endpoints.instrumentList.upstream, async () => ok(instrumentCatalogue));
  app.get<{ Params: { symbol: string } }>(endpoints.instrument.upstream, async (request, reply) => {
    const spec = catalogueSpec(base(request.params.symbol));
    if (!spec) return reply.code(404).send(missing('Unknown symbol'));
    return ok(spec);
  });
  app.get<{ Params: { symbol: string } }>(endpoints.instrumentCandles.upstream, async (request, reply) => {
    const spec = catalogueSpec(base(request.params.symbol));
    if (!spec) return reply.code(404).send(missing('Unknown symbol'));
    return ok(candlesOf(spec.symbol, int(q(request).limit, 72, 500)));
  });
}
