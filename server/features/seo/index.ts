// The SEO endpoints: /sitemap.xml, /robots.txt and, per locale, /{locale}/api/sitemap,
// /{locale}/api/sitemap-old-urls, /{locale}/api/llms and the anonymous /{locale}/api/user.
// The documents are pure functions of the route table (sitemap.ts, llms.ts, robots.ts).
import fp from 'fastify-plugin';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../../config.ts';
import { isLocaleCode, type LocaleCode } from '../../../shared/locales.ts';
import { localeSitemapXml, oldUrlsSitemapXml, sitemapIndexXml } from './sitemap.ts';
import { academyLlmsSections, academySitemapEntries, serveArticleMarkdown } from './academy.ts';
import { newsLlmsSections, newsSitemapEntries } from './news.ts';
import { mediaLlmsSections, mediaSitemapEntries } from './media.ts';
import { instrumentSitemapSymbols } from './instruments.ts';
import { boundedMemo } from '../../../shared/bounded-memo.ts';
import { serveInsightMarkdown, serveNewsMarkdown, serveVideoMarkdown } from './analysis-markdown.ts';
import { llmsTxt, pageTextsFromMessages, type PageTexts } from './llms.ts';
import { fillFacts, localeFacts } from '../../../shared/marketing-facts.ts';
import { robotsTxt } from './robots.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface SeoOptions {
  /** <lastmod> of every sitemap entry: the build date. Defaults to the time the server started. */
  lastmod?: Date;
  /** English messages (pages.<routeName>.title|description) for llms.txt; null to skip. */
  messagesPath?: string | URL | null;
}

const defaultMessagesPath = new URL('../../../locales/en/messages.json', import.meta.url);
const XML = 'application/xml; charset=utf-8';
const TEXT = 'text/plain; charset=utf-8';
const PUBLIC_CACHE = 'public, max-age=3600';
/**
 * A locale sitemap whose instruments come from the static stand-in (the catalogue could not be
 * read): kept briefly, so crawlers and caches pick up the catalogue's list soon after it is back.
 */
const FALLBACK_CACHE = 'public, max-age=300';

async function loadPageTexts(app: FastifyInstance, path: string | URL | null): Promise<PageTexts | undefined> {
  if (path === null) return undefined;
  let raw: string;
  try {
    raw = await readFile(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') app.log.warn({ err }, 'seo: cannot read the English messages; llms.txt uses built-in titles');
    return undefined;
  }
  try {
    // llms.txt is the English site's: the copy's {{pairs}}, {{maxLeverage}} ... filled for en.
    return pageTextsFromMessages(fillFacts(JSON.parse(raw) as unknown, localeFacts('en')));
  } catch (err) {
    app.log.warn({ err }, 'seo: the English messages are not valid JSON; llms.txt uses built-in titles');
    return undefined;
  }
}

function unknownLocale(reply: FastifyReply) {
  return reply.code(404).header('cache-control', 'no-store').send({ error: 'Unknown locale', field: 'locale' });
}

interface LocaleParams {
  locale: string;
}

async function seo(app: FastifyInstance, options: SeoOptions): Promise<void> {
  const origin = app.config.PUBLIC_ORIGIN;
  const lastmod = options.lastmod ?? new Date();
  const texts = await loadPageTexts(app, options.messagesPath === undefined ? defaultMessagesPath : options.messagesPath);

  // The static part of each document is built once per locale; article aliases (dynamic, and
  // none until the BFF wires them) bypass the cache. Bounded: the sitemaps' keys carry the
  // catalogue's symbols, which the upstream may change (about 80 documents at a time).
  const cache = boundedMemo<string, string>(256);
  const memo = (key: string, build: () => string): string => cache.get(key, build);

  const sendXml = (reply: FastifyReply, body: string, cacheControl = PUBLIC_CACHE) =>
    reply.type(XML).header('cache-control', cacheControl).send(body);

  app.get('/sitemap.xml', async (_request, reply) =>
    sendXml(reply, memo('index', () => sitemapIndexXml(origin, lastmod))));

  app.get('/robots.txt', async (_request, reply) =>
    reply.type(TEXT).header('cache-control', PUBLIC_CACHE).send(memo('robots', () => robotsTxt(origin))));

  app.get<{ Params: LocaleParams }>('/:locale/api/sitemap', async (request, reply) => {
    const { locale } = request.params;
    if (!isLocaleCode(locale)) return unknownLocale(reply);
    // Articles and profiles carry their own lastmod (from the BFF's cached answers).
    const items = [...await academySitemapEntries(app, locale), ...await newsSitemapEntries(app, locale), ...await mediaSitemapEntries(app, locale)];
    const { symbols, source } = await instrumentSitemapSymbols(app);
    const body = items.length === 0
      ? memo(`sitemap:${locale}:${symbols.join(',')}`, () => localeSitemapXml(origin, locale, lastmod, [], symbols))
      : localeSitemapXml(origin, locale, lastmod, items, symbols);
    return sendXml(reply, body, source === 'fallback' ? FALLBACK_CACHE : PUBLIC_CACHE);
  });

  app.get<{ Params: LocaleParams }>('/:locale/api/sitemap-old-urls', async (request, reply) => {
    const { locale } = request.params;
    if (!isLocaleCode(locale)) return unknownLocale(reply);
    const renamed = await academySitemapEntries(app, locale, { onlyRenamed: true });
    const body = renamed.length === 0
      ? memo(`old:${locale}`, () => oldUrlsSitemapXml(origin, locale, lastmod))
      : oldUrlsSitemapXml(origin, locale, lastmod, renamed);
    return sendXml(reply, body);
  });

  app.get<{ Params: LocaleParams }>('/:locale/api/llms', async (request, reply) => {
    const { locale } = request.params;
    if (!isLocaleCode(locale)) return unknownLocale(reply);
    const pages = memo(`llms:${locale}`, () =>
      llmsTxt(origin, locale as LocaleCode, { brandName: app.config.BRAND_NAME, ...(texts ? { texts } : {}) }));
    const items = [...await academyLlmsSections(app, origin, locale), ...await newsLlmsSections(app, origin, locale), ...await mediaLlmsSections(app, origin, locale)];
    const body = items.length ? pages + items.join('\n').replace(/^\n/, '\n') + '\n' : pages;
    return reply.type(TEXT).header('cache-control', PUBLIC_CACHE).send(body);
  });

  // A Markdown copy of each article for AI crawlers: the article's URL plus '.md'. Paths
  // without the suffix fall through to the page.
  app.get<{ Params: LocaleParams & { file: string } }>('/:locale/academy/trading-academy/:file(^[a-z0-9-]{1,130}\\.md$)', async (request, reply) => {
    const { locale, file } = request.params;
    if (!isLocaleCode(locale)) return unknownLocale(reply);
    return serveArticleMarkdown(app, origin, locale, file.slice(0, -3), reply);
  });

  // The same for market news, market insight and Velora TV videos (analysis-markdown.ts).
  const mdFile = ':file(^[a-z0-9-]{1,130}\\.md$)';
  app.get<{ Params: LocaleParams & { file: string } }>(`/:locale/analysis/market-news/${mdFile}`, async (request, reply) => {
    const { locale, file } = request.params;
    if (!isLocaleCode(locale)) return unknownLocale(reply);
    return serveNewsMarkdown(app, origin, locale, file.slice(0, -3), reply);
  });
  app.get<{ Params: LocaleParams & { file: string } }>(`/:locale/analysis/market-insight/${mdFile}`, async (request, reply) => {
    const { locale, file } = request.params;
    if (!isLocaleCode(locale)) return unknownLocale(reply);
    return serveInsightMarkdown(app, origin, locale, file.slice(0, -3), reply);
  });
  app.get<{ Params: LocaleParams & { id: string; file: string } }>(`/:locale/analysis/article-tv-:id(^\\d{1,9}$)/${mdFile}`, async (request, reply) => {
    const { locale, id, file } = request.params;
    if (!isLocaleCode(locale)) return unknownLocale(reply);
    return serveVideoMarkdown(app, origin, locale, id, file.slice(0, -3), reply);
  });

  // The site is anonymous: nobody is logged in here (the portal's user endpoints are proxied
  // elsewhere), so this answers 'no user' and must never be cached by a shared cache.
  app.get<{ Params: LocaleParams }>('/:locale/api/user', async (request, reply) => {
    if (!isLocaleCode(request.params.locale)) return unknownLocale(reply);
    return reply.header('cache-control', 'private, no-store').send({ code: 200, data: null });
  });
}

export const seoFeature = fp(seo, {
  name: 'seo',
  fastify: '5.x',
  decorators: { fastify: ['config'] },
});
