// Sandbox marketing content: promotions, webinars, video URLs, dividends.
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../shared/api/endpoints.ts';
import { dividends, videoUrls } from '../fixtures/content.ts';
import { promotions } from '../fixtures/promotions/index.ts';
import { renderVideoDetail, videoFixtures } from '../fixtures/videos.ts';
import { webinars } from '../fixtures/webinars.ts';
import { int, mediaLang, ok, q, type SandboxRoutesOptions } from './context.ts';

export function marketingRoutes(app: FastifyInstance, { state }: SandboxRoutesOptions): void {
  const origin = state.assetOrigin;
  app.get(endpoints.promotions.upstream, async (request) => ok(promotions(q(request).language as string | undefined, origin).slice(0, int(q(request).limit, 50, 100))));
  app.get(endpoints.webinar.upstream, async (request) => {
    const when = q(request).when;
    return ok(webinars(mediaLang(request), origin, Date.now(), when === 'upcoming' || when === 'past' ? when : undefined).slice(0, int(q(request).limit, 50, 100)));
  });
  app.get(endpoints.dividends.upstream, async () => ok(dividends()));
  app.get(endpoints.videoUrls.upstream, async () =>
    ok([...videoUrls(origin), ...videoFixtures.map((v) => {
      const d = renderVideoDetail(v, 'en', origin);
      return { key: `tv-${v.id}`, url: d.url, poster: d.poster };
    })]));
}
