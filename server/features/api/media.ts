// The video library (Velora TV, issue 14): GET /api/videos (list, category filter) and
// /api/videos/{id} (one video with its file, captions, chapters and summary), an addition to
// section 7's /api/urls, which lists only the files. Webinars (/api/webinar) are in marketing.ts.
import { z } from 'zod';
import { languageQuery } from '../../../shared/schemas/api.ts';
import { videoDetailSchema, videoParams, videoSchema, videosQuery } from '../../../shared/schemas/media.ts';
import { upstreamPath } from '../../plugins/upstream.ts';
import type { EndpointDef } from './endpoint.ts';

const MIN = 60_000;

export const videos: EndpointDef = {
  name: 'videos',
  route: '/api/videos',
  query: videosQuery,
  upstreamPath: () => upstreamPath`/api/videos`,
  data: z.array(videoSchema),
  ttlMs: 10 * MIN,
  staleWhileRevalidateMs: 30 * MIN,
};

export const video: EndpointDef = {
  name: 'video',
  route: '/api/videos/:id',
  params: videoParams,
  query: languageQuery,
  upstreamPath: (p) => upstreamPath`/api/videos/${p.id!}`,
  data: videoDetailSchema,
  ttlMs: 10 * MIN,
  staleWhileRevalidateMs: 30 * MIN,
};

export const mediaEndpoints = [videos, video];
