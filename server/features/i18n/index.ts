// The i18n feature (spec 2.1, 7, 9):
// - GET/HEAD / : 302 to /{locale} (cookie, then Accept-Language, then 'en'), query kept,
//   i18n_redirected cookie written. No other path is detected or redirected.
// - GET /_i18n/{locale}/messages.json : the locale's merged messages, { [locale]: messages },
//   cacheable for 24 hours, ETag/304.
// - GET /_i18n/{locale}/frame.json?v={version} and /_i18n/{locale}/pick.json?keys=a,b&v={version}:
//   the message bundles pages hydrate with (the frame's, a page family's), immutable at the
//   current version.
// - app.messages: the loaded resources and per-locale merged messages for the SSR renderer.
import fp from 'fastify-plugin';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { bundleKeyPattern, frameBundle, messageAt } from '../../../shared/message-bundles.ts';
import { isLocaleCode, type LocaleCode } from '../../../shared/locales.ts';
import { detectRootLocale, localeCookie, localeFromCookieHeader } from '../../../shared/locale-detection.ts';
import { createMessagesStore, etagMatches, loadMessageResources, type MessageResources, type MessagesStore } from './messages.ts';

export { localeCookie, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '../../../shared/locale-detection.ts';
export type { MessagesStore, MessageTree, MessageResources } from './messages.ts';

declare module 'fastify' {
  interface FastifyInstance {
    messages: MessagesStore;
  }
}

export interface I18nOptions {
  /** Folder holding <language>/messages.json (default: the repository's locales/). */
  localesDir?: string;
  /** Already loaded resources (tests); wins over localesDir. */
  resources?: MessageResources;
}

export const defaultLocalesDir = fileURLToPath(new URL('../../../locales/', import.meta.url));

/** Spec 9: translation cache 24 hours. */
const MESSAGES_CACHE_CONTROL = 'public, max-age=86400';
const BUNDLE_IMMUTABLE = 'public, max-age=31536000, immutable';
const BUNDLE_OTHER_VERSION = 'public, max-age=0, must-revalidate';

/** ?keys= of a page family's bundle: 'about,entities' (what shared/message-bundles.ts names). */
const bundleKeysQuery = z
  .string()
  .max(400)
  .transform((value) => value.split(','))
  .pipe(z.array(z.string().regex(bundleKeyPattern)).min(1).max(12));

/**
 * The Location of the root redirect: always the path /{locale}, followed by the request's query
 * string unchanged (only bytes a header cannot carry are percent-encoded). Whatever the query
 * holds, it stays after the '?', so the target is always this site's /{locale}.
 */
export function rootRedirectLocation(url: string, locale: LocaleCode): string {
  const q = url.indexOf('?');
  if (q === -1) return `/${locale}`;
  const search = url.slice(q).replace(/[^\x21-\x7e]/g, (c) => {
    const code = c.charCodeAt(0);
    return code <= 0xff ? `%${code.toString(16).toUpperCase().padStart(2, '0')}` : encodeURIComponent(c);
  });
  return `/${locale}${search}`;
}

async function i18n(app: FastifyInstance, options: I18nOptions): Promise<void> {
  const resources = options.resources ?? loadMessageResources(options.localesDir ?? defaultLocalesDir);
  const store = createMessagesStore(resources);
  app.decorate('messages', store);

  app.route({
    method: ['GET', 'HEAD'],
    url: '/',
    handler: async (request, reply) => {
      const locale = detectRootLocale({
        cookie: localeFromCookieHeader(request.headers.cookie),
        acceptLanguage: request.headers['accept-language'],
      });
      return reply
        .code(302)
        .header('location', rootRedirectLocation(request.url, locale))
        .header('set-cookie', localeCookie(locale))
        .header('vary', 'Cookie, Accept-Language')
        .header('cache-control', 'private, no-store')
        .send();
    },
  });

  /** The 404 of an unknown locale in an /_i18n/ path, as JSON naming the field. */
  const unknownLocale = (reply: FastifyReply) => reply.code(404).header('cache-control', 'no-store').send({ error: 'Unknown locale', field: 'locale' });

  app.get<{ Params: { locale: string } }>('/_i18n/:locale/messages.json', async (request, reply) => {
    const { locale } = request.params;
    if (!isLocaleCode(locale)) return unknownLocale(reply);
    const { body, etag } = store.entry(locale);
    reply.header('cache-control', MESSAGES_CACHE_CONTROL).header('etag', etag);
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });

  // The message bundles a page's hydration names by version (shared/message-bundles.ts): the
  // frame's, and a page family's by its keys. The current version is immutable for a year; any
  // other ?v= (a page of another build, during a rolling deploy) gets today's bundle, revalidated,
  // so nothing stale is kept for good.
  const sendBundle = (request: FastifyRequest<{ Querystring: { v?: unknown } }>, reply: FastifyReply, locale: LocaleCode, name: string) => {
    const { body, etag, version } = store.bundle(locale, name);
    reply.header('cache-control', request.query.v === version ? BUNDLE_IMMUTABLE : BUNDLE_OTHER_VERSION).header('etag', etag);
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  };

  app.get<{ Params: { locale: string }; Querystring: { v?: unknown } }>('/_i18n/:locale/frame.json', async (request, reply) => {
    const { locale } = request.params;
    if (!isLocaleCode(locale)) return unknownLocale(reply);
    return sendBundle(request, reply, locale, frameBundle);
  });

  app.get<{ Params: { locale: string }; Querystring: { keys?: unknown; v?: unknown } }>('/_i18n/:locale/pick.json', async (request, reply) => {
    const { locale } = request.params;
    if (!isLocaleCode(locale)) return unknownLocale(reply);
    const keys = bundleKeysQuery.safeParse(request.query.keys);
    if (!keys.success) {
      return reply.code(400).header('cache-control', 'no-store').send({ error: 'keys must be 1 to 12 comma-separated message key paths', field: 'keys' });
    }
    const messages = store.forLocale(locale);
    const missing = keys.data.find((key) => messageAt(messages, key) === undefined);
    if (missing !== undefined) return reply.code(404).header('cache-control', 'no-store').send({ error: `No messages at ${missing}`, field: 'keys' });
    return sendBundle(request, reply, locale, keys.data.join(','));
  });
}

export const i18nFeature = fp(i18n, { name: 'i18n', fastify: '5.x' });
