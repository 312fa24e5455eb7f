// Article list items as cards: links, dates formatted for the locale (in the loader, so the
// server and the browser show the same text) and the English marking on other languages' pages.
import { getLocale, type LocaleCode } from '../../../shared/locales.ts';
import { articleLanguageOf, formatArticleDate, hasOwnArticles } from '../../../shared/articles/list-query.ts';
import type { ArticleCardData } from '../../ui/article-card.tsx';
import { articlePath, imagePath, type ArticleSummary } from '../academy-data/academy-data.ts';

export interface CardWithMinutes extends ArticleCardData {
  minutes?: number;
}

export function toCard(a: ArticleSummary, locale: LocaleCode): CardWithMinutes {
  const tag = getLocale(locale).tag;
  const minutes = Number(a.readTime);
  const image = imagePath(a.image);
  const date = a.published_at;
  const dateLabel = formatArticleDate(date, tag);
  return {
    id: a.id,
    href: `/${locale}${articlePath(a.alias)}`,
    title: a.title,
    ...(a.description ? { description: a.description } : {}),
    ...(image ? { image } : {}),
    ...(a.tag ? { tag: a.tag } : {}),
    ...(a.author ? { authorName: a.author.name } : {}),
    ...(dateLabel && date ? { dateLabel, dateTime: date } : {}),
    ...(Number.isFinite(minutes) && minutes > 0 ? { minutes } : {}),
    // Marked English unless written in the page's language (an item naming no language: per locale).
    ...((a.language ? a.language !== articleLanguageOf(locale) : !hasOwnArticles(locale)) ? { lang: 'en' } : {}),
  };
}

/** Adds the translated reading time ('6 min read'). */
export function withReadTime(cards: readonly CardWithMinutes[], label: (minutes: number) => string): ArticleCardData[] {
  return cards.map((c) => (c.minutes ? { ...c, readTimeLabel: label(c.minutes) } : c));
}
