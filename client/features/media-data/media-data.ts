// What the video-library and webinar loaders read from this server's API, and the cards and
// labels they hand to the pages (dates formatted in the loader, so server and browser agree).
import { getLocale, type LocaleCode } from '../../../shared/locales.ts';
import { formatArticleDate } from '../../../shared/articles/list-query.ts';
import { isMediaFallback } from '../../../shared/media/media-language.ts';
import { durationMinutes, videoPath } from '../../../shared/media/video.ts';
import { defaultZone, webinarTimeParts } from '../../../shared/media/webinar-time.ts';
import type { Video, VideoCategory, VideoDetail, Webinar } from '../../../shared/schemas/media.ts';
import type { ArticleCardData } from '../../ui/article-card.tsx';
import type { Services } from '../../services.ts';
import type { Crumb } from '../../../shared/breadcrumb.ts';
import { expertPath, imagePath } from '../academy-data/academy-data.ts';
import { api, isMissing } from '../../data/api.ts';
import { cachedDisplayNames } from '../../../shared/format.ts';

export type { Video, VideoCategory, VideoDetail, Webinar };

export async function listVideos(services: Services, locale: LocaleCode, options: { category?: VideoCategory; limit?: number; page?: number } = {}, signal?: AbortSignal): Promise<{ items: Video[]; total: number } | null> {
  const query = { language: locale, limit: options.limit ?? 50, ...(options.page && options.page > 1 ? { page: options.page } : {}), ...(options.category ? { category: options.category } : {}) };
  const answer = await api(services, 'videos', query, { signal });
  return answer.ok ? { items: answer.data, total: answer.total ?? answer.data.length } : null;
}

/** The upstream's largest page of videos (the BFF refuses more). */
export const VIDEO_PAGE_SIZE = 100;
/** A search reads at most this many pages (2,000 videos): a bound on one render's upstream calls. */
export const MAX_VIDEO_PAGES = 20;

/**
 * Every video of the library (or of a category), newest first: what a video search matches
 * against. Page after page through the BFF (each page timed out and cached like any list call);
 * null when any page failed, so a search never silently looks through part of the library.
 */
export async function listAllVideos(services: Services, locale: LocaleCode, options: { category?: VideoCategory; pageSize?: number } = {}, signal?: AbortSignal): Promise<{ items: Video[]; total: number } | null> {
  const limit = options.pageSize ?? VIDEO_PAGE_SIZE;
  const category = options.category ? { category: options.category } : {};
  const first = await listVideos(services, locale, { ...category, limit }, signal);
  if (!first || first.items.length < limit || first.items.length >= first.total) return first;
  const pages = Math.min(Math.ceil(first.total / limit), MAX_VIDEO_PAGES);
  const rest = await Promise.all(Array.from({ length: pages - 1 }, (_, i) => listVideos(services, locale, { ...category, limit, page: i + 2 }, signal)));
  if (rest.some((p) => p === null)) return null;
  // A video published between two calls shifts the pages: one may then come twice.
  const seen = new Set<number>();
  const items = [first, ...rest].flatMap((p) => p!.items).filter((v) => !seen.has(v.id) && seen.add(v.id));
  return { items, total: first.total };
}

/** One video; 'missing' for an unknown id (a 404), null when the API failed. */
export async function readVideo(services: Services, locale: LocaleCode, id: number, signal?: AbortSignal): Promise<VideoDetail | 'missing' | null> {
  const answer = await api(services, 'video', { id: String(id), language: locale }, { signal });
  if (isMissing(answer)) return 'missing';
  return answer.ok ? answer.data : null;
}

export async function listWebinars(services: Services, locale: LocaleCode, signal?: AbortSignal): Promise<Webinar[] | null> {
  const answer = await api(services, 'webinar', { language: locale, limit: 50 }, { signal });
  return answer.ok ? answer.data : null;
}

/** Whether the locale shows the item's text as the English fallback (marked lang="en"): the CMS
 * writes webinars and videos in every site language, so only an item it answers in another is. */
export const isFallback = isMediaFallback;

export interface VideoCard extends ArticleCardData {
  category: VideoCategory;
  seconds: number;
}

export function toVideoCard(v: Video, locale: LocaleCode): VideoCard {
  const tag = getLocale(locale).tag;
  const image = imagePath(v.poster);
  const dateLabel = formatArticleDate(v.published_at, tag);
  return {
    id: v.id,
    href: `/${locale}${videoPath(v.id, v.slug)}`,
    title: v.title,
    description: v.description,
    ...(image ? { image } : {}),
    authorName: v.presenter.name,
    ...(dateLabel ? { dateLabel, dateTime: v.published_at } : {}),
    category: v.category,
    seconds: v.duration_seconds,
    ...(isFallback(locale, v.language) ? { lang: 'en' } : {}),
  };
}

/** Adds the translated category and length ('Weekly outlook', '15 min video'). */
export function labelCards(cards: readonly VideoCard[], category: (c: VideoCategory) => string, minutes: (n: number) => string): ArticleCardData[] {
  return cards.map((c) => ({ ...c, tag: category(c.category), readTimeLabel: minutes(durationMinutes(c.seconds)) }));
}

/** Site path of a campaign's landing (a webinar's or the e-book's). */
export const registerPath = (campaign: string) => `/academy/register-${campaign}`;

export interface WebinarItem extends Webinar {
  fallback: boolean;
  /** Past sessions with a recording: the video's page. */
  recordingHref?: string;
  registerHref: string;
  presenterHref: string;
  avatar?: string;
  /** Made on the server (its ICU), shown until the browser formats the visitor's zone. */
  serverTime: { date: string; time: string; zone: string };
  sessionLanguageName: string;
}

/** Webinars as the pages show them: links, the GMT+3 time and names made once in the loader. */
export function webinarItems(list: readonly Webinar[], locale: LocaleCode, recordings: ReadonlyMap<number, string>): WebinarItem[] {
  const tag = getLocale(locale).tag;
  const languages = cachedDisplayNames(tag, { type: 'language' });
  return list.map((w) => {
    const avatar = imagePath(w.presenter.avatar);
    const recording = w.recording_video_id ? recordings.get(w.recording_video_id) : undefined;
    return {
      ...w,
      fallback: isFallback(locale, w.language),
      ...(recording ? { recordingHref: `/${locale}${recording}` } : {}),
      registerHref: `/${locale}${registerPath(w.campaign)}`,
      presenterHref: `/${locale}${expertPath(w.presenter.slug)}`,
      ...(avatar ? { avatar } : {}),
      serverTime: webinarTimeParts(w.starts_at, defaultZone, tag),
      sessionLanguageName: languages.of(w.session_language) ?? w.session_language,
    };
  });
}

/**
 * A detail page's trail with its list in place of the address's own segments:
 * Home > Analysis > Velora TV > {title} (not 'Article tv 102', which only redirects).
 */
export function detailCrumbs(crumbs: readonly Crumb[], list: { name: string; path: string }, title: string, path: string): Crumb[] {
  const section = crumbs.slice(0, 2).map((c) => ({ ...c, isActive: false }));
  return [...section, { name: list.name, path: list.path, isActive: false }, { name: title, path, isActive: true }];
}
