// What the academy and expert-team loaders read from this server's API, typed, and the small
// helpers they share. Isomorphic: in-process on the server, fetch in the browser.
import type { LocaleCode } from '../../../shared/locales.ts';
import type { Services } from '../../services.ts';
import { api, type InputOf } from '../../data/api.ts';

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

// The answers' types here are the pages' view of the contract's schemas (shared/api/): the
// upstream's sandbox and live data always carry these fields (alias, slug).

export async function listArticles(services: Services, query: InputOf<'articles'>, signal?: AbortSignal): Promise<Listed<ArticleSummary> | null> {
  const answer = await api(services, 'articles', query, { signal });
  return answer.ok ? { items: answer.data as ArticleSummary[], total: answer.total ?? answer.data.length } : null;
}

/** An author's articles (their profile page); null on any failure. */
export async function listAuthorArticles(services: Services, authorId: string | number, locale: LocaleCode, limit: number, signal?: AbortSignal): Promise<ArticleSummary[] | null> {
  const answer = await api(services, 'authorArticles', { authorId: String(authorId), language: locale, limit }, { signal });
  return answer.ok ? (answer.data as ArticleSummary[]) : null;
}

export async function listTags(services: Services, locale: LocaleCode, signal?: AbortSignal): Promise<ArticleTag[]> {
  const answer = await api(services, 'articleTags', { language: locale }, { signal });
  return answer.ok ? answer.data : [];
}

export async function listAuthors(services: Services, locale: LocaleCode, signal?: AbortSignal): Promise<Author[] | null> {
  const answer = await api(services, 'authorList', { language: locale }, { signal });
  return answer.ok ? (answer.data as Author[]) : null;
}

export async function listGroups(services: Services, locale: LocaleCode, signal?: AbortSignal): Promise<AuthorGroup[]> {
  const answer = await api(services, 'authorGroups', { language: locale }, { signal });
  return answer.ok ? (answer.data as AuthorGroup[]) : [];
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
