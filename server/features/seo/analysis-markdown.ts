// Markdown copies of the analysis items for AI crawlers, like the articles' (academy.ts): a
// market news story, a market insight piece or a Velora TV video at its page's URL plus '.md'.
// Title, summary, byline, dates and the canonical URL, then the body (news, insight) or the
// chapters and what the video covers. Read through the BFF cache; an unknown item is a 404, a
// short id or an old slug a 301 to the canonical copy, a failing upstream a 503.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { getLocale, type LocaleCode } from '../../../shared/locales.ts';
import { showsEnglishFallback } from '../../../shared/articles/list-query.ts';
import { isMediaFallback } from '../../../shared/media/media-language.ts';
import { insightPath, isNewsId, newsPath } from '../../../shared/news/list-query.ts';
import { clockDuration, videoPath } from '../../../shared/media/video.ts';
import { videoDetailSchema } from '../../../shared/schemas/media.ts';
import { canonicalUrl } from '../../../shared/seo/alternates.ts';
import { readEndpoint, type Envelope } from '../api/endpoint.ts';
import { video } from '../api/media.ts';
import { insightById, newsById } from '../api/news.ts';
import { insightDetailSchema, newsDetailSchema } from '../../../shared/api/news.ts';

type NewsDetail = z.infer<typeof newsDetailSchema>;
type InsightDetail = z.infer<typeof insightDetailSchema>;
type VideoDetail = z.infer<typeof videoDetailSchema>;

const day = (iso: string) => iso.slice(0, 10);

/** Site links ('](/analysis/...)') become absolute URLs in the locale, so the copy reads on its own. */
function absoluteLinks(markdown: string, origin: string, locale: LocaleCode): string {
  return markdown.replace(/\]\(\/(?!\/)/g, `](${origin.replace(/\/+$/, '')}/${locale}/`);
}

/** '# Title', '> summary', one 'Key: value' line each (hard breaks), then the sections. */
function document(title: string, summary: string, meta: readonly (string | undefined)[], sections: readonly string[]): string {
  const lines = meta.filter((m): m is string => Boolean(m)).map((m) => `${m}  `);
  return [`# ${title}`, '', ...(summary ? [`> ${summary.replace(/\s+/g, ' ').trim()}`, ''] : []), ...lines, '', ...sections.map((s) => s.trim()).filter(Boolean).join('\n\n').split('\n'), ''].join('\n');
}

/** A market news story: headline, summary, source, dates, canonical URL, body. */
export function newsMarkdown(item: NewsDetail, origin: string, locale: LocaleCode): string {
  return document(item.title, item.summary, [
    `Source: ${item.source}`,
    `Published: ${day(item.published_at)}`,
    `Updated: ${day(item.updated_at)}`,
    item.symbols.length ? `Instruments: ${item.symbols.join(', ')}` : undefined,
    `Canonical: ${canonicalUrl(origin, locale, newsPath(item.id))}`,
  ], [absoluteLinks(item.body, origin, locale)]);
}

/** A market insight piece: title, summary, author, dates, canonical URL, body. */
export function insightMarkdown(item: InsightDetail, origin: string, locale: LocaleCode): string {
  return document(item.title, item.summary, [
    `Author: ${item.author.name}`,
    `Published: ${day(item.published_at)}`,
    `Updated: ${day(item.updated_at)}`,
    item.symbols.length ? `Instruments: ${item.symbols.join(', ')}` : undefined,
    `Canonical: ${canonicalUrl(origin, locale, insightPath(item.id))}`,
  ], [absoluteLinks(item.body, origin, locale)]);
}

/** A video: title, description, presenter, dates, length, canonical URL, chapters, what it covers. */
export function videoMarkdown(v: VideoDetail, origin: string, locale: LocaleCode): string {
  const chapters = v.chapters.length
    ? ['## Chapters', '', ...[...v.chapters].sort((a, b) => a.start_seconds - b.start_seconds).map((c) => `- ${clockDuration(c.start_seconds)} ${c.title}`)].join('\n')
    : '';
  const summary = ['## What the video covers', '', v.summary.split(/\n\s*\n/).map((p) => p.replace(/\s+/g, ' ').trim()).filter(Boolean).join('\n\n')].join('\n');
  return document(v.title, v.description, [
    `Presenter: ${v.presenter.name}${v.presenter.title ? `, ${v.presenter.title}` : ''}`,
    `Published: ${day(v.published_at)}`,
    `Updated: ${day(v.updated_at)}`,
    `Length: ${clockDuration(v.duration_seconds)}`,
    v.instruments.length ? `Instruments: ${v.instruments.join(', ')}` : undefined,
    `Canonical: ${canonicalUrl(origin, locale, videoPath(v.id, v.slug))}`,
  ], [chapters, summary]);
}

const notFound = (reply: FastifyReply) => reply.code(404).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send('Not found\n');

/** The item's answer from the BFF; 'missing' for an unknown item, null when the upstream failed. */
async function fetchItem<T>(app: FastifyInstance, read: () => Promise<Envelope>, schema: z.ZodType<T>): Promise<T | 'missing' | null> {
  let body: Envelope;
  try {
    body = await read();
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (status === 404 || status === 400) return 'missing';
    app.log.warn({ err: error }, 'analysis markdown: upstream unavailable');
    return null;
  }
  if (body.code !== undefined && Number(body.code) !== 200) return 'missing';
  const parsed = schema.safeParse(body.data);
  return parsed.success ? parsed.data : 'missing';
}

interface Copy<T> {
  read: () => Promise<Envelope>;
  schema: z.ZodType<T>;
  /** The item's language ('en', 'zh-hans'): other locales show (and copy) the English item. */
  language: (item: T) => string;
  /** Whether a locale shows the item as the English fallback (default: the article rule; videos: the media rule). */
  isFallback?: (locale: LocaleCode, itemLanguage: string) => boolean;
  /** The item's canonical page, relative to the locale. */
  path: (item: T) => string;
  /** The address asked for, relative to the locale (without '.md'). */
  asked: string;
  render: (item: T, locale: LocaleCode) => string;
}

async function serveCopy<T>(app: FastifyInstance, origin: string, locale: LocaleCode, reply: FastifyReply, copy: Copy<T>) {
  const item = await fetchItem(app, copy.read, copy.schema);
  if (item === 'missing') return notFound(reply);
  if (item === null) return reply.code(503).header('retry-after', '30').type('text/plain; charset=utf-8').send('Temporarily unavailable\n');
  const path = copy.path(item);
  if (path !== copy.asked) return reply.redirect(`/${locale}${path}.md`, 301);
  const target: LocaleCode = (copy.isFallback ?? showsEnglishFallback)(locale, copy.language(item)) ? 'en' : locale;
  return reply
    .type('text/markdown; charset=utf-8')
    .header('cache-control', 'public, max-age=300')
    .header('content-language', target === 'en' ? 'en' : getLocale(target).tag)
    .header('link', `<${canonicalUrl(origin, target, path)}>; rel="canonical"`)
    .send(copy.render(item, target));
}

/** GET /{locale}/analysis/market-news/{id}.md */
export function serveNewsMarkdown(app: FastifyInstance, origin: string, locale: LocaleCode, id: string, reply: FastifyReply) {
  if (!isNewsId(id)) return notFound(reply);
  return serveCopy(app, origin, locale, reply, {
    read: () => readEndpoint(app, newsById, { id, language: locale }),
    schema: newsDetailSchema,
    language: (n) => n.language,
    path: (n) => newsPath(n.id),
    asked: newsPath(id),
    render: (n, target) => newsMarkdown(n, origin, target),
  });
}

/** GET /{locale}/analysis/market-insight/{id}.md */
export function serveInsightMarkdown(app: FastifyInstance, origin: string, locale: LocaleCode, id: string, reply: FastifyReply) {
  if (!isNewsId(id)) return notFound(reply);
  return serveCopy(app, origin, locale, reply, {
    read: () => readEndpoint(app, insightById, { language: locale }, { id }),
    schema: insightDetailSchema,
    language: (i) => i.language,
    path: (i) => insightPath(i.id),
    asked: insightPath(id),
    render: (i, target) => insightMarkdown(i, origin, target),
  });
}

/** GET /{locale}/analysis/article-tv-{id}/{slug}.md */
export function serveVideoMarkdown(app: FastifyInstance, origin: string, locale: LocaleCode, id: string, slug: string, reply: FastifyReply) {
  if (!/^[1-9]\d{0,8}$/.test(id) || !/^[a-z0-9]+(-[a-z0-9]+){0,20}$/.test(slug)) return notFound(reply);
  return serveCopy(app, origin, locale, reply, {
    read: () => readEndpoint(app, video, { language: locale }, { id: String(Number(id)) }),
    schema: videoDetailSchema,
    language: (v) => v.language,
    // Videos are written in every site language (issue 34): only one answered in another is English.
    isFallback: isMediaFallback,
    path: (v) => videoPath(v.id, v.slug),
    asked: videoPath(Number(id), slug),
    render: (v, target) => videoMarkdown(v, origin, target),
  });
}
