// What the market-news and market-insight loaders read from this server's API, typed, and the
// list items as cards (links, dates formatted in the loader so server and browser agree, the
// English marking on other languages' pages).
import { getLocale, type LocaleCode } from '../../../shared/locales.ts';
import { showsEnglishFallback } from '../../../shared/articles/list-query.ts';
import { insightPath, newsPath, formatNewsDateTime, type NewsCategory } from '../../../shared/news/list-query.ts';
import type { Services } from '../../services.ts';
import { api, type ApiResult, type InputOf } from '../../data/api.ts';
import { expertPath, type Listed, type TocEntry } from '../../features/academy-data/academy-data.ts';

export type NewsKind = 'news' | 'insight';

export interface NewsSummary {
  id: string;
  title: string;
  summary: string;
  category: NewsCategory;
  /** The wire's name (news); insight is the broker's own. */
  source?: string;
  /** A news item written by the broker, not the provider. */
  in_house?: boolean;
  language: string;
  symbols: string[];
  published_at: string;
  updated_at: string;
  readTime?: number;
  author?: { id: number; slug?: string; name: string; avatar?: string };
}

export interface NewsDetail extends NewsSummary {
  body: string;
  html: string;
  toc: TocEntry[];
  languages?: string[];
}

export async function listItems(services: Services, kind: NewsKind, query: InputOf<'news'> & InputOf<'insightList'>, signal?: AbortSignal): Promise<Listed<NewsSummary> | null> {
  const answer: ApiResult<NewsSummary[]> = kind === 'news' ? await api(services, 'news', query, { signal }) : await api(services, 'insightList', query, { signal });
  return answer.ok ? { items: answer.data, total: answer.total ?? answer.data.length } : null;
}

/** The item's page, relative to the locale. */
export const itemPath = (kind: NewsKind, id: string) => (kind === 'news' ? newsPath(id) : insightPath(id));

/** Whether the locale shows the item's text as its own (else English, marked lang="en"). */
export const isFallback = showsEnglishFallback;

export interface NewsCard {
  id: string;
  href: string;
  title: string;
  summary: string;
  category: NewsCategory;
  dateTime: string;
  dateLabel: string;
  source?: string;
  /** Written by the broker's research team (no provider credited). */
  inHouse?: true;
  author?: { name: string; href: string };
  readTime?: number;
  symbols: string[];
  /** 'en' when shown in English on another language's page. */
  lang?: string;
}

export function toNewsCard(item: NewsSummary, kind: NewsKind, locale: LocaleCode): NewsCard {
  return {
    id: item.id,
    href: `/${locale}${itemPath(kind, item.id)}`,
    title: item.title,
    summary: item.summary,
    category: item.category,
    dateTime: item.published_at,
    dateLabel: formatNewsDateTime(item.published_at, getLocale(locale).tag) ?? '',
    symbols: item.symbols,
    ...(item.in_house ? { inHouse: true as const } : item.source ? { source: item.source } : {}),
    ...(item.author?.slug ? { author: { name: item.author.name, href: `/${locale}${expertPath(item.author.slug)}` } } : {}),
    ...(item.readTime ? { readTime: item.readTime } : {}),
    ...(isFallback(locale, item.language) ? { lang: 'en' } : {}),
  };
}
