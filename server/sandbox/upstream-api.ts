// The sandbox upstream API: the broker API's paths (/api/..., spelt once in the contract,
// shared/api/endpoints.ts) answered from the fixtures, one file per resource (routes/), with the
// fault knobs in front. Mount at the root of a server (loopback, standalone) or under a prefix
// (/sandbox/upstream on the site).
import type { FastifyInstance } from 'fastify';
import { faultHook, faultRoutes } from './faults.ts';
import { articleRoutes } from './routes/articles.ts';
import { authorRoutes } from './routes/authors.ts';
import { calendarRoutes } from './routes/calendar.ts';
import { contactRoutes } from './routes/contact.ts';
import { locationRoutes } from './routes/location.ts';
import { instrumentRoutes, marketRoutes } from './routes/market.ts';
import { marketingRoutes } from './routes/marketing.ts';
import { mediaRoutes } from './routes/media.ts';
import { newsRoutes } from './routes/news.ts';
import { registerRoutes } from './routes/register.ts';
import { researchRoutes } from './routes/research.ts';
import { userRoutes } from './routes/user.ts';
import type { SandboxState } from './state.ts';

export async function sandboxUpstream(app: FastifyInstance, options: { state: SandboxState; prefix?: string }): Promise<void> {
  const { state } = options;
  app.addHook('onRequest', faultHook(state, options.prefix ?? ''));
  faultRoutes(app, state);
  const routes = { state };
  articleRoutes(app, routes);
  authorRoutes(app, routes);
  marketingRoutes(app, routes);
  mediaRoutes(app, routes);
  calendarRoutes(app);
  marketRoutes(app);
  instrumentRoutes(app);
  newsRoutes(app, routes);
  researchRoutes(app);
  locationRoutes(app, routes);
  registerRoutes(app, routes);
  contactRoutes(app, routes);
  userRoutes(app, routes);
}
