// Expert-team loader helpers: the authors as cards, and the English marking of a profile the
// upstream answers in another language than the page's (issue 34: it writes them in all 14).
import type { LocaleCode } from '../../../shared/locales.ts';
import { hasOwnArticles } from '../../../shared/articles/list-query.ts';
import { isMediaFallback } from '../../../shared/media/media-language.ts';
import { expertPath, imagePath, type Author } from '../academy/academy-data.ts';
import type { ExpertCardData } from './expert-card.tsx';

export function expertCard(a: Author, locale: LocaleCode): Omit<ExpertCardData, 'articlesLabel'> & { count: number } {
  const avatar = imagePath(a.avatar);
  return {
    id: a.id,
    href: `/${locale}${expertPath(a.slug)}`,
    name: a.name,
    ...(a.title ? { title: a.title } : {}),
    ...(avatar ? { avatar } : {}),
    expertise: a.expertise ?? [],
    count: a.articles_count ?? 0,
    ...(expertFallback(a, locale) ? { lang: 'en' } : {}),
  };
}

/** Whether an expert item (profile or group) is shown as the English fallback on a locale's page. */
export function expertFallback(item: { language?: string }, locale: LocaleCode): boolean {
  return item.language === undefined ? !hasOwnArticles(locale) : isMediaFallback(locale, item.language);
}
