// The site search feature (issue 33): GET /api/search?q=&locale=&kind=&page=&limit=&groups= over
// a per-language index (engine.ts) of what the site's pages show (sources.ts), built lazily and kept
// within a memory bound (index-store.ts). Validated with zod (400 naming the field, never a 5xx
// for anything a visitor sends), rate-limited per client address like the other public
// endpoints; the server's own page renders (in-process requests) are not counted.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { getLocale, type LocaleCode } from '../../../shared/locales.ts';
import { siteSearchQuery } from '../../../shared/schemas/site-search.ts';
import type { SiteSearchAnswer } from '../../../shared/site-search.ts';
import { parseInput, sendError } from '../api/errors.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import { LocaleIndex } from './engine.ts';
import { gatherDocs } from './sources.ts';
import { IndexStore, type IndexStats } from './index-store.ts';
import { buildAnswer, safeJson, type AnswerRequest } from './answer.ts';
import { loadSearchConfig, type SearchConfig } from './config.ts';

export { loadSearchConfig, type SearchConfig } from './config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    siteSearch: {
      indexes: IndexStore;
      search(request: AnswerRequest): Promise<SiteSearchAnswer>;
    };
  }
}

export interface SearchFeatureOptions {
  searchConfig?: SearchConfig;
  /** Told about each index built (tests, bench). */
  onBuilt?: (stats: IndexStats) => void;
}

/**
 * One index per locale. Locales that read the same messages still differ in what their copy
 * states: each is filled with the facts of the entity that onboards it ({{forexMaxLeverage}} is
 * 1:30 in en-nz, 1:500 in en), its money formats and its Intl names, and a snippet must say what
 * the page says. Each index is built from its own locale.
 */
export function indexKey(locale: LocaleCode): string {
  return locale;
}

/** Requests made with app.inject (tests, tools): never a visitor. Page renders do not come here (in-process.ts). */
const inProcess = (request: FastifyRequest) => '_lightMyRequest' in request.raw;

async function search(app: FastifyInstance, options: SearchFeatureOptions): Promise<void> {
  const config = options.searchConfig ?? loadSearchConfig();
  const indexes = new IndexStore({
    build: async (key: string) => {
      const locale = key as LocaleCode;
      const { docs, failed } = await gatherDocs(app, locale);
      return { index: new LocaleIndex(docs, getLocale(locale).tag), failed };
    },
    version: () => (app.hasDecorator('pages') ? app.pages.contentVersion() : 0),
    maxBytes: config.SEARCH_INDEX_MAX_MB * 1024 * 1024,
    ttlMs: config.SEARCH_INDEX_TTL_MS,
    onBuilt: (stats) => {
      app.log.info({ search: { ...stats, buildMs: Math.round(stats.buildMs) } }, 'search index built');
      options.onBuilt?.(stats);
    },
    onError: (key, error) => app.log.warn({ err: error, index: key }, 'search index rebuild failed; the previous one answers'),
  });
  const run = async (request: AnswerRequest) => buildAnswer((await indexes.get(indexKey(request.locale))).search(request.q), request);
  app.decorate('siteSearch', { indexes, search: run });

  /** The answer as JSON text; throws a ValidationError for bad input. */
  const answerJson = async (raw: unknown): Promise<string> => {
    const query = parseInput(siteSearchQuery, raw ?? {}, 'query');
    return safeJson(await run({ q: query.q, locale: query.locale as LocaleCode, kind: query.kind, page: query.page, limit: query.limit, groups: query.groups === '1' }));
  };
  // The search page renders its results in-process (api/in-process.ts): not rate-limited, since
  // the page's own request was the visitor's.
  app.inProcessReads.set('/api/search', async (query) => ({ status: 200, body: await answerJson(query) }));

  const limiter: RateLimiter = app.rateLimiter({ name: 'search', max: config.SEARCH_RATE_LIMIT, windowMs: config.SEARCH_RATE_WINDOW_MS });
  app.get('/api/search', async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      if (!inProcess(request)) {
        const rate = await limiter.hit(request);
        if (!rate.allowed) {
          return reply.code(429).header('retry-after', String(rate.retryAfterS)).header('cache-control', 'no-store')
            .send({ error: 'rate_limited', message: 'Too many searches; try again shortly' });
        }
      }
      return reply.header('cache-control', 'public, max-age=60').type('application/json; charset=utf-8').send(await answerJson(request.query));
    } catch (error) {
      return sendError(reply, error, request.log);
    }
  });
}

export const searchFeature = fp(search, { name: 'velora-search', fastify: '5.x', dependencies: ['velora-api'] });
