// Video analysis and webinars (spec section 7: /api/urls, /api/webinar; issue 14): the upstream's
// answers as the BFF accepts them, and the query/params of this server's endpoints. Isomorphic.
import { z } from 'zod';
import { languageParam } from './api.ts';

const isoDate = z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'must be a date');
const boundedInt = (min: number, max: number) =>
  z
    .union([z.number(), z.string().regex(/^\d{1,6}$/, 'must be an integer').transform(Number)], { error: 'must be an integer' })
    .pipe(z.number().int('must be an integer').min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

import { videoCategories } from '../media/video.ts';

export { videoCategories, type VideoCategory } from '../media/video.ts';

export const presenterSchema = z.looseObject({
  id: z.number().int(),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  title: z.string().optional(),
  avatar: z.string().optional(),
});

export const videoSchema = z.looseObject({
  id: z.number().int().positive(),
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+){0,20}$/),
  title: z.string().min(1).max(200),
  description: z.string().min(1).max(1000),
  category: z.enum(videoCategories),
  duration_seconds: z.number().int().positive().max(6 * 3600),
  published_at: isoDate,
  updated_at: isoDate,
  poster: z.string().min(1),
  presenter: presenterSchema,
  instruments: z.array(z.string().regex(/^[A-Z0-9]{2,12}$/)).max(12),
  /** The language the text is written in ('en', 'zh-hans', 'de', ...: the site's 14). */
  language: z.string(),
});
export type Video = z.infer<typeof videoSchema>;

export const videoDetailSchema = videoSchema.extend({
  /** The video file (same origin or the broker's media host), never an embed page. */
  url: z.string().min(1),
  mime_type: z.string().regex(/^video\/[a-z0-9.+-]+$/),
  captions: z.array(z.looseObject({ language: z.string(), label: z.string(), src: z.string().min(1) })).max(20),
  chapters: z.array(z.looseObject({ start_seconds: z.number().int().min(0), title: z.string().min(1) })).max(30),
  /** What the analyst covers (a summary of the transcript), paragraphs separated by blank lines. */
  summary: z.string().min(1).max(20_000),
  /** Set when the summary is in another language than the rest (not yet written in `language`). */
  summary_language: z.string().optional(),
  related_ids: z.array(z.number().int().positive()).max(12),
  languages: z.array(z.string()).min(1),
});
export type VideoDetail = z.infer<typeof videoDetailSchema>;

export const webinarLevels = ['beginner', 'intermediate', 'advanced'] as const;

export const webinarSchema = z.looseObject({
  id: z.number().int().positive(),
  title: z.string().min(1).max(200),
  abstract: z.string().min(1).max(2000),
  starts_at: isoDate,
  duration_minutes: z.number().int().min(10).max(240),
  presenter: presenterSchema,
  level: z.enum(webinarLevels),
  topics: z.array(z.string()).max(10),
  /** The language the session is held in (BCP 47). */
  session_language: z.string(),
  /** The language the text is written in ('en', 'zh-hans', 'zh-hant'). */
  language: z.string(),
  /** Its campaign landing: /academy/register-{campaign}. */
  campaign: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+){0,10}$/),
  /** Past sessions: the recording in the video library. */
  recording_video_id: z.number().int().positive().nullable(),
  updated_at: isoDate,
});
export type Webinar = z.infer<typeof webinarSchema>;

export const videosQuery = z.strictObject({
  language: languageParam.optional(),
  category: z.enum(videoCategories, { error: `must be one of ${videoCategories.join(', ')}` }).optional(),
  limit: boundedInt(1, 100).optional(),
  page: boundedInt(1, 1000).optional(),
});

export const videoParams = z.strictObject({
  id: z.string().regex(/^[1-9]\d{0,8}$/, 'must be a video id'),
});

export const webinarQuery = z.strictObject({
  language: languageParam.optional(),
  limit: boundedInt(1, 100).optional(),
  /** 'upcoming' (not yet finished, soonest first), 'past' (newest first) or both. */
  when: z.enum(['upcoming', 'past'], { error: 'must be upcoming or past' }).optional(),
});
