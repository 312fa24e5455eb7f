// Sandbox video library (an addition to section 7's /api/urls, which lists the files): newest first.
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../shared/api/endpoints.ts';
import { findVideo, renderVideo, renderVideoDetail, videoFixtures } from '../fixtures/videos.ts';
import { int, mediaLang, missing, ok, q, type SandboxRoutesOptions } from './context.ts';

export function mediaRoutes(app: FastifyInstance, { state }: SandboxRoutesOptions): void {
  const origin = state.assetOrigin;
  app.get(endpoints.videos.upstream, async (request) => {
    const query = q(request);
    const l = mediaLang(request);
    const limit = int(query.limit, 20, 100);
    const page = int(query.page, 1, 1000);
    const now = Date.now();
    const list = videoFixtures
      .filter((v) => typeof query.category !== 'string' || v.category === query.category)
      .map((v) => renderVideo(v, l, origin, now))
      .sort((a, b) => b.published_at.localeCompare(a.published_at));
    return { ...ok(list.slice((page - 1) * limit, page * limit)), total: list.length, page, limit };
  });
  app.get<{ Params: { id: string } }>(endpoints.video.upstream, async (request, reply) => {
    const video = /^\d{1,9}$/.test(request.params.id) ? findVideo(Number(request.params.id)) : undefined;
    if (!video) return reply.code(404).send(missing('Video not found'));
    return ok(renderVideoDetail(video, mediaLang(request), origin));
  });
}
