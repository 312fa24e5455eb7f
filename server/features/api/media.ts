// The video library (Velora TV, issue 14): GET /api/videos (list, category filter) and
// /api/videos/{id} (one video with its file, captions, chapters and summary), an addition to
// section 7's /api/urls, which lists only the files. Webinars (/api/webinar) are in marketing.ts.
// Contract: shared/api/.
import { serverEndpoint } from './endpoint.ts';

const MIN = 60_000;

export const videos = serverEndpoint('videos', { ttlMs: 10 * MIN, staleWhileRevalidateMs: 30 * MIN });
export const video = serverEndpoint('video', { ttlMs: 10 * MIN, staleWhileRevalidateMs: 30 * MIN });

export const mediaEndpoints = [videos, video];
