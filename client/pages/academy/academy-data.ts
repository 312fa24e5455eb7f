// What the academy and expert-team loaders read from this server's API, typed, and the small
// helpers they share. Isomorphic: in-process on the server, fetch in the browser.
import type { LocaleCode } from '../../../shared/locales.ts';
import type { ApiQuery, Services } from '../../services.ts';

export interface ArticleSummary {
  id: number;
  title: string;
  description?: string;
  image?: string;
  tag?: string;
  tags_ids?: number[];
  readTime?: number | string;
  alias: string;
  language?: string;
  published_at?: string;
  updated_at?: string;
  author?: { id: number; slug?: string; name: string; avatar?: string };
}

export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

export interface ArticleDetail extends ArticleSummary {
  language: string;
  published_at: string;
  updated_at: string;
  html: string;
  toc: TocEntry[];
  body: string;
  languages?: string[];
}

export interface ArticleTag {
  id: number;
  name: string;
  slug?: string;
}

export interface Author {
  id: number;
  slug: string;
  name: string;
  title?: string;
  bio?: string;
  avatar?: string;
  expertise?: string[];
  groups?: number[];
  languages?: string[];
  joined_year?: number;
  articles_count?: number;
  updated_at?: string;
  /** The language the profile is written in (an upstream without it: per locale). */
  language?: string;
}

export interface AuthorGroup {
  id: number;
  slug: string;
  name: string;
  description?: string;
  author_ids: number[];
  /** The language the group is written in (an upstream without it: per locale). */
  language?: string;
}

export interface Listed<T> {
  items: T[];
  total: number;
}

interface Envelope {
  code?: number;
  data?: unknown;
  total?: number;
}

/** GET an /api answer's data; null on any failure (the page says so, or 404s). */
export async function apiData<T>(services: Services, path: string, query: ApiQuery, signal?: AbortSignal): Promise<{ data: T; total?: number } | null> {
  const answer = await services.api<Envelope>(path, query, signal ? { signal } : {});
  const body = answer.body;
  if (answer.status !== 200 || !body || (body.code !== undefined && body.code !== 200) || body.data === undefined || body.data === null) return null;
  return { data: body.data as T, ...(typeof body.total === 'number' ? { total: body.total } : {}) };
}

export async function listArticles(services: Services, query: ApiQuery, signal?: AbortSignal): Promise<Listed<ArticleSummary> | null> {
  const answer = await apiData<ArticleSummary[]>(services, '/api/articles', query, signal);
  if (!answer || !Array.isArray(answer.data)) return null;
  return { items: answer.data, total: answer.total ?? answer.data.length };
}

export async function listTags(services: Services, locale: LocaleCode, signal?: AbortSignal): Promise<ArticleTag[]> {
  const answer = await apiData<ArticleTag[]>(services, '/api/articleTags', { language: locale }, signal);
  return Array.isArray(answer?.data) ? answer.data : [];
}

export async function listAuthors(services: Services, locale: LocaleCode, signal?: AbortSignal): Promise<Author[] | null> {
  const answer = await apiData<Author[]>(services, '/api/author', { language: locale }, signal);
  return Array.isArray(answer?.data) ? answer.data : null;
}

export async function listGroups(services: Services, locale: LocaleCode, signal?: AbortSignal): Promise<AuthorGroup[]> {
  const answer = await apiData<AuthorGroup[]>(services, '/api/authorGroups', { language: locale }, signal);
  return Array.isArray(answer?.data) ? answer.data : [];
}

/** Site path of an article, relative to the locale. */
export const articlePath = (slug: string) => `/academy/trading-academy/${slug}`;
/** Site path of an expert's profile, relative to the locale. */
export const expertPath = (slug: string | number) => `/analysis/our-expert-team/${slug}`;
export const groupPath = (slug: string | number) => `/analysis/our-expert-team/group/${slug}`;

/** An image URL as a same-origin path (CSP img-src 'self'); absolute URLs keep only their path. */
export function imagePath(src: string | undefined): string | undefined {
  if (!src) return undefined;
  try {
    const u = new URL(src, 'http://local');
    return u.pathname + u.search;
  } catch {
    return undefined;
  }
}
