// The content feature: the site's evergreen copy (content/<language>/<name>.json), validated
// once at start and handed to loaders in-process (app.content) and to the browser's client-side
// navigations at GET /_content/{locale}/{name}.json ({ lang, data }, ETag, cacheable).
import fp from 'fastify-plugin';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { isLocaleCode } from '../../../shared/locales.ts';
import { contentNamePattern } from '../../../shared/content/registry.ts';
import { loadContent, type ContentStore } from './store.ts';

export type { ContentEntry, ContentStore } from './store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    content: ContentStore;
  }
}

export const defaultContentDir = fileURLToPath(new URL('../../../content/', import.meta.url));

export interface ContentOptions {
  contentDir?: string;
  store?: ContentStore;
}

async function content(app: FastifyInstance, options: ContentOptions): Promise<void> {
  const store = options.store ?? loadContent(options.contentDir ?? defaultContentDir);
  app.decorate('content', store);
  // Bodies and ETags are made once per (locale, name).
  const answers = new Map<string, { body: string; etag: string }>();
  app.get<{ Params: { locale: string; '*': string } }>('/_content/:locale/*', async (request, reply) => {
    const { locale } = request.params;
    const file = request.params['*'];
    const name = file.endsWith('.json') ? file.slice(0, -5) : '';
    if (!isLocaleCode(locale) || !contentNamePattern.test(name)) {
      return reply.code(404).header('cache-control', 'no-store').send({ error: 'Not Found', field: isLocaleCode(locale) ? 'name' : 'locale' });
    }
    const key = `${locale}/${name}`;
    let answer = answers.get(key);
    if (!answer) {
      const entry = store.get(name, locale);
      // Only known names are remembered, so made-up names cannot grow the map.
      if (entry) {
        const body = JSON.stringify(entry);
        answers.set(key, (answer = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` }));
      }
    }
    if (!answer) return reply.code(404).header('cache-control', 'no-store').send({ error: 'Not Found', field: 'name' });
    reply.header('cache-control', 'public, max-age=300').header('etag', answer.etag);
    if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(answer.body);
  });
}

export const contentFeature = fp(content, { name: 'content' });
