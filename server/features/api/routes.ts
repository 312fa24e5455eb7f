// Every /api/* route of spec section 7 (the cached reads from the contract in shared/api/), in one encapsulated scope with its own error handler
// (bad bodies -> 400/413/415 JSON, never an HTML page or a 500) and a JSON 404 for unknown paths.
import type { FastifyInstance } from 'fastify';
import type { EndpointName } from '../../../shared/api/endpoints.ts';
import { endpointNames } from '../../../shared/api/endpoints.ts';
import { article, articleAlias, articleInfo, articles, articleTags } from './articles.ts';
import { authorArticles, authorGroups, authorList } from './authors.ts';
import { contactRoutes } from './contact.ts';
import type { CaptchaVerifier } from './captcha.ts';
import type { ApiConfig } from './config.ts';
import { economicCalendar } from './economic-calendar.ts';
import { calendarExportRoutes } from './calendar-export.ts';
import { registerEndpoint, type EndpointDef } from './endpoint.ts';
import { apiErrorHandler } from './errors.ts';
import { instrument, instrumentCandles, instrumentList } from './instruments.ts';
import { locationRoutes } from './location.ts';
import { allSymbols, symbol, symbolToday } from './market.ts';
import { dividends, promotions, videoUrls, webinar } from './marketing.ts';
import { video, videos } from './media.ts';
import { insightById, insightList, news, newsById } from './news.ts';
import { registerRoutes } from './register.ts';
import { researchCorporateEvents, researchEconomicCalendar, researchNewsIq, researchSignals } from './research.ts';
import { spreadRoutes } from './spreads.ts';
import { userRoutes } from './user.ts';

/** This server's definition of every contract endpoint (the compiler checks none is missing). */
const serverEndpoints = {
  articleInfo, articles, article, articleTags, articleAlias,
  authorList, authorArticles, authorGroups,
  promotions, webinar, videoUrls, dividends,
  symbol, allSymbols, symbolToday,
  news, newsById, insightList, insightById,
  researchSignals, researchCorporateEvents, researchNewsIq, researchEconomicCalendar,
  economicCalendar,
  instrumentList, instrument, instrumentCandles,
  videos, video,
} satisfies Record<EndpointName, EndpointDef>;

/** The cached read routes, registered from the contract (shared/api/endpoints.ts). */
export const readEndpoints: EndpointDef[] = endpointNames.map((name) => serverEndpoints[name]);

export interface ApiRoutesOptions {
  apiConfig: ApiConfig;
  verifyCaptcha: CaptchaVerifier;
  portalUrl: string;
  publicOrigin: string;
  sandbox: boolean;
}

export async function apiRoutes(app: FastifyInstance, options: ApiRoutesOptions): Promise<void> {
  const { apiConfig } = options;
  app.setErrorHandler(apiErrorHandler);
  const allowedOrigins = [options.publicOrigin, ...apiConfig.ALLOWED_ORIGINS];

  for (const def of readEndpoints) registerEndpoint(app, def);

  registerRoutes(app, {
    verifyCaptcha: options.verifyCaptcha,
    limiter: app.rateLimiter({ name: 'register', max: apiConfig.REGISTER_RATE_LIMIT, windowMs: apiConfig.REGISTER_RATE_WINDOW_MS }),
    portalUrl: options.portalUrl,
    allowedOrigins,
    bodyLimit: apiConfig.API_BODY_LIMIT,
  });
  contactRoutes(app, {
    verifyCaptcha: options.verifyCaptcha,
    limiter: app.rateLimiter({ name: 'contact', max: apiConfig.CONTACT_RATE_LIMIT, windowMs: apiConfig.CONTACT_RATE_WINDOW_MS }),
    allowedOrigins,
    // 5,000 characters of CJK text are 15 KB of UTF-8 on their own.
    bodyLimit: Math.max(apiConfig.API_BODY_LIMIT, 32 * 1024),
    timeoutMs: apiConfig.CONTACT_TIMEOUT_MS,
  });
  locationRoutes(app, { geoHeader: apiConfig.GEO_HEADER, timeoutMs: apiConfig.LOCATION_TIMEOUT_MS, sandbox: options.sandbox });
  userRoutes(app, { allowedOrigins, bodyLimit: apiConfig.API_BODY_LIMIT });
  calendarExportRoutes(app, {
    limiter: app.rateLimiter({ name: 'calendar-export', max: apiConfig.CALENDAR_EXPORT_RATE_LIMIT, windowMs: apiConfig.CALENDAR_EXPORT_RATE_WINDOW_MS }),
    publicOrigin: options.publicOrigin,
  });
  spreadRoutes(app);

  app.all('/api/*', async (request, reply) =>
    reply.code(404).header('cache-control', 'no-store').send({ error: 'not_found', message: `No API endpoint ${request.method} ${request.url.split('?')[0]}` }),
  );
}
