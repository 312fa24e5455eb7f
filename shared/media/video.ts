// Video analysis: addresses, durations and the detail URL rule. Pure.

/** The video library's categories (the list's filter). */
import { ltrSegments } from '../text/ltr-tokens.ts';
export const videoCategories = ['daily', 'weekly', 'technical', 'education', 'platform'] as const;
export type VideoCategory = (typeof videoCategories)[number];

/** Site path (after the locale) of a video: /analysis/article-tv-{id}/{slug} is its canonical form. */
export function videoPath(id: number, slug: string): string {
  return `/analysis/article-tv-${id}/${slug}`;
}

/**
 * The route's id part ('101' or '101/gold-weekly-outlook') split into the numeric id and the slug
 * given; null when it is not a video address (a 404).
 */
export function parseVideoAddress(idPart: string): { id: number; slug: string | null } | null {
  const m = /^([1-9]\d{0,8})(?:\/([a-z0-9]+(?:-[a-z0-9]+){0,20}))?$/.exec(idPart);
  if (!m) return null;
  return { id: Number(m[1]), slug: m[2] ?? null };
}

/** ISO 8601 duration for schema.org: 754 s -> 'PT12M34S', 3600 -> 'PT1H'. */
export function isoDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  if (s === 0) return 'PT0S';
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${sec ? `${sec}S` : ''}`;
}

/** A clock-style duration: 754 -> '12:34', 3725 -> '1:02:05'. */
export function clockDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(s / 3600);
  const mm = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h ? `${h}:${String(mm).padStart(2, '0')}:${ss}` : `${mm}:${ss}`;
}

/** Minutes for a spoken label ('13 min'): rounded, at least 1. */
export function durationMinutes(totalSeconds: number): number {
  return Math.max(1, Math.round(totalSeconds / 60));
}

/** A list filter value: a known category, null for none, undefined when unknown (a 404). */
export function parseVideoCategory<C extends string>(value: string | null, categories: readonly C[]): C | null | undefined {
  if (value === null || value === '') return null;
  return (categories as readonly string[]).includes(value) ? (value as C) : undefined;
}

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => entities[c]!);

/**
 * Plain text with blank-line paragraphs as escaped HTML paragraphs. `isolate` (right-to-left
 * pages): symbols and figures in left-to-right isolates (shared/text/ltr-tokens.ts).
 */
export function paragraphsHtml(text: string, { isolate = false }: { isolate?: boolean } = {}): string {
  const inline = (p: string) => (isolate ? ltrSegments(p).map((s) => (typeof s === 'string' ? escapeHtml(s) : `<bdi dir="ltr" class="ltr-token">${escapeHtml(s.ltr)}</bdi>`)).join('') : escapeHtml(p));
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${inline(p)}</p>`)
    .join('');
}
