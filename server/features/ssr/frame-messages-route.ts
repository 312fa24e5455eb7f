// GET /_i18n/{locale}/frame/{hash}.json: a locale's frame messages, the file every page of the
// locale names in its hydration data (client/frame-messages.ts). The current hash is kept a
// year (immutable: the name changes with the text). An older hash, named by a page cached before
// a deploy, gets today's messages with a short lifetime, so that page still hydrates.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { isLocaleCode } from '../../../shared/locales.ts';
import type { Services } from '../../../client/services.ts';
import type { RenderBundle } from './render-bundle.ts';

const params = z.object({
  locale: z.string().refine(isLocaleCode, 'not a locale of the site'),
  file: z.string().regex(/^[0-9a-z]{1,16}\.json$/, 'expected <hash>.json'),
});

export function registerFrameMessagesRoute(app: FastifyInstance, bundle: RenderBundle, services: Services): void {
  app.get('/_i18n/:locale/frame/:file', async (request, reply) => {
    const parsed = params.safeParse(request.params);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return reply.code(404).header('cache-control', 'no-store').send({ error: issue.message, field: String(issue.path[0]) });
    }
    const { locale, file } = parsed.data;
    if (!isLocaleCode(locale)) return reply.code(404).send({ error: 'not a locale of the site', field: 'locale' });
    const { json, hash } = await bundle.frameMessagesOf(services, locale);
    const current = file === `${hash}.json`;
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', current ? 'public, max-age=31536000, immutable' : 'public, max-age=60')
      .header('x-robots-tag', 'noindex')
      .send(json);
  });
}
