// Velora TV and the webinars in the SEO documents: each video's page in the locale sitemaps with
// the video's own lastmod, and the newest videos and upcoming webinars in llms.txt (through the
// BFF cache). The CMS writes videos in every site language (issue 34): a locale's sitemap lists
// the videos it answers in the locale's language; one shown in English has its canonical at /en.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { LocaleCode } from '../../../shared/locales.ts';
import { isMediaFallback, localesWithMedia, mediaLanguages } from '../../../shared/media/media-language.ts';
import { canonicalUrl } from '../../../shared/seo/alternates.ts';
import { videoPath } from '../../../shared/media/video.ts';
import { videoSchema, webinarSchema } from '../../../shared/schemas/media.ts';
import { readEndpoint } from '../api/endpoint.ts';
import { webinar } from '../api/marketing.ts';
import { videos as videoList } from '../api/media.ts';
import type { SitemapEntry } from './sitemap.ts';
import { itemsOf } from './upstream-items.ts';

/** Every video page of a locale's sitemap, lastmod from the video. */
export async function mediaSitemapEntries(app: FastifyInstance, locale: LocaleCode): Promise<SitemapEntry[]> {
  const list = (await itemsOf(app, 'videos or webinars', readEndpoint(app, videoList, { language: locale, limit: 100 }), z.array(videoSchema))) ?? [];
  const alternates = localesWithMedia(mediaLanguages);
  return list
    .filter((v) => !isMediaFallback(locale, v.language))
    .map((v) => ({ path: videoPath(v.id, v.slug), lastmod: v.updated_at, alternateLocales: alternates }));
}

/** llms.txt sections: the newest videos and the upcoming webinars, in the locale's canonical URLs. */
export async function mediaLlmsSections(app: FastifyInstance, origin: string, locale: LocaleCode): Promise<string[]> {
  const target: LocaleCode = locale;
  const md = (s: string) => s.replace(/([\\[\]])/g, '\\$1').replace(/\s+/g, ' ').trim();
  const lines: string[] = [];
  const videos = await itemsOf(app, 'videos or webinars', readEndpoint(app, videoList, { language: target, limit: 10 }), z.array(videoSchema));
  if (videos?.length) {
    lines.push('', '## Newest videos (Velora TV)', '');
    for (const v of videos) {
      const url = canonicalUrl(origin, isMediaFallback(locale, v.language) ? 'en' : target, videoPath(v.id, v.slug));
      lines.push(`- [${md(v.title)}](${url}): ${md(v.description)} (${v.presenter.name}, ${Math.max(1, Math.round(v.duration_seconds / 60))} min, ${v.published_at.slice(0, 10)}) Markdown: ${url}.md`);
    }
  }
  const webinars = await itemsOf(app, 'videos or webinars', readEndpoint(app, webinar, { language: target, when: 'upcoming', limit: 10 }), z.array(webinarSchema));
  if (webinars?.length) {
    lines.push('', '## Upcoming webinars', '');
    for (const w of webinars) {
      const when = `${w.starts_at.slice(0, 16).replace('T', ' ')} UTC, ${w.duration_minutes} min, ${w.session_language}`;
      lines.push(`- [${md(w.title)}](${canonicalUrl(origin, locale, `/academy/register-${w.campaign}`)}): ${md(w.abstract)} (${w.presenter.name}; ${when})`);
    }
  }
  return lines;
}
