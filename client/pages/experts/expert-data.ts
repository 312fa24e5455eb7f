// Expert-team loader helpers: the authors as cards, and the English marking for locales whose
// language the upstream does not write profiles in.
import type { LocaleCode } from '../../../shared/locales.ts';
import { hasOwnArticles } from '../../../shared/articles/list-query.ts';
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
    ...(hasOwnArticles(locale) ? {} : { lang: 'en' }),
  };
}
