// Expert-team loader helpers: the authors as cards, and the English marking of a profile the
// upstream answers in another language than the page's (issue 34: it writes them in all 14).
import type { LocaleCode } from '../../../shared/locales.ts';
import { hasOwnArticles } from '../../../shared/articles/list-query.ts';
import { isMediaFallback } from '../../../shared/media/media-language.ts';
import { cachedDisplayNames } from '../../../shared/format.ts';
import { expertPath, imagePath, type Author } from '../../features/academy-data/academy-data.ts';
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

/** The upstream names the languages an expert speaks in English: their BCP 47 codes. */
const spokenCodes: Record<string, string> = {
  English: 'en', French: 'fr', German: 'de', Italian: 'it', Korean: 'ko', Mandarin: 'cmn', Cantonese: 'yue', Hindi: 'hi', Malay: 'ms',
  Spanish: 'es', Portuguese: 'pt', Arabic: 'ar', Thai: 'th', Vietnamese: 'vi', Indonesian: 'id', Japanese: 'ja', Filipino: 'fil',
};

/**
 * The languages an expert speaks, named in the page's language (made in the loader, so the
 * browser reuses the server's ICU names); the upstream's English list, marked, when one is unknown.
 */
export function spokenLanguages(names: readonly string[], tag: string): { text: string; lang?: 'en' } {
  const codes = names.map((n) => spokenCodes[n]);
  if (codes.some((c) => c === undefined)) return tag.startsWith('en') ? { text: names.join(', ') } : { text: names.join(', '), lang: 'en' };
  const display = cachedDisplayNames(tag, { type: 'language', fallback: 'none' });
  const named = codes.map((c) => display.of(c!));
  if (named.some((n) => !n)) return tag.startsWith('en') ? { text: names.join(', ') } : { text: names.join(', '), lang: 'en' };
  return { text: new Intl.ListFormat(tag, { type: 'conjunction', style: 'narrow' }).format(named as string[]) };
}
