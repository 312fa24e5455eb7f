// Sandbox research provider feeds (third-party, English), at the provider's upstream paths.
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../shared/api/endpoints.ts';
import { corporateEvents, newsIq, providerCalendar, researchSignals } from '../fixtures/research.ts';
import { int, ok, q } from './context.ts';

export function researchRoutes(app: FastifyInstance): void {
  app.get(endpoints.researchSignals.upstream, async (request) => {
    const query = q(request);
    return ok(researchSignals(Date.now(), query.asset_class as string | undefined).slice(0, int(query.limit, 20, 50)));
  });
  app.get(endpoints.researchCorporateEvents.upstream, async (request) => ok(corporateEvents().slice(0, int(q(request).limit, 20, 50))));
  app.get(endpoints.researchNewsIq.upstream, async (request) => ok(newsIq().slice(0, int(q(request).limit, 20, 50))));
  app.get(endpoints.researchEconomicCalendar.upstream, async (request) => ok(providerCalendar().slice(0, int(q(request).limit, 20, 50))));
}
