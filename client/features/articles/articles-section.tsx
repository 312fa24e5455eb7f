// "Explore more" on the home, forex and terminal pages: three academy article cards streamed
// after the shell (ui/article-card.tsx); on failure the placeholders stay (spec 8).
import { useTranslation } from '../../i18n-context.tsx';
import type { Article, PageData } from '../../data/loaders.ts';
import { Deferred } from '../../data/deferred.tsx';
import { useLocale } from '../../frame/use-locale.ts';
import { itemLangAttribute } from '../../../shared/content-language.ts';
import { ArticleCard, ArticleCardPlaceholder } from '../../ui/article-card.tsx';
import { Section } from '../../ui/section.tsx';

/** An article image as a same-origin path (CSP img-src 'self'); absolute URLs keep only their path. */
function imagePath(src: string | undefined): string | undefined {
  if (!src) return undefined;
  try {
    const u = new URL(src, 'http://local');
    return u.pathname.startsWith('/') ? u.pathname + u.search : undefined;
  } catch {
    return undefined;
  }
}

function ArticleCards({ articles, placeholder, readTime }: { articles: (Article | null)[]; placeholder: string; readTime: (n: number | string) => string }) {
  const locale = useLocale();
  return (
    <ul className="article-cards">
      {articles.map((a, i) => {
        if (!a) return <ArticleCardPlaceholder key={`p${i}`} text={placeholder} />;
        const image = imagePath(a.image);
        const lang = itemLangAttribute(a.language, locale);
        return (
          <ArticleCard
            key={a.id}
            a={{
              id: a.id,
              href: `/${locale}/academy/trading-academy/${a.alias ?? a.id}`,
              title: a.title,
              ...(image ? { image } : {}),
              ...(a.tag ? { tag: a.tag } : {}),
              ...(a.description ? { description: a.description } : {}),
              ...(a.readTime !== undefined ? { readTimeLabel: readTime(a.readTime) } : {}),
              ...(lang ? { lang } : {}),
            }}
          />
        );
      })}
    </ul>
  );
}

export function ArticlesSection({ id, page, title, count = 3 }: { id: string; page: PageData; title: string; count?: number }) {
  const { t } = useTranslation();
  const placeholders: null[] = Array.from({ length: count }, () => null);
  const placeholder = t('markets.common.articlePlaceholder');
  const readTime = (n: number | string) => t('markets.common.readTime', { count: Number(n) });
  return (
    <Section id={id} title={title} className="articles-section">
      <Deferred id={`${id}-articles`} promise={page.articles} fallback={<ArticleCards articles={placeholders} placeholder={placeholder} readTime={readTime} />}>
        {(list: Article[] | null) => {
          const items: (Article | null)[] = list && list.length ? list.slice(0, count) : placeholders;
          return <ArticleCards articles={items} placeholder={placeholder} readTime={readTime} />;
        }}
      </Deferred>
    </Section>
  );
}
