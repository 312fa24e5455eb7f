// News and insight items in a list: category, linked headline, summary, time, source or author.
// English items on another language's page are marked lang="en" and laid out left to right.
import { useTranslation } from '../../i18n-context.tsx';
import { SiteLink } from '../../frame/site-link.tsx';
import type { NewsCard } from './news-data.ts';

export function NewsCards({ items, headingLevel = 3 }: { items: readonly NewsCard[]; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="news-cards">
      {items.map((item) => (
        <li key={item.id} className="news-card" data-item={item.id}>
          <p className="news-card__category">{t(`news.category.${item.category}`)}</p>
          <H className="news-card__title" lang={item.lang} dir={item.lang ? 'ltr' : undefined}>
            <SiteLink to={item.href}>{item.title}</SiteLink>
          </H>
          <p className="news-card__summary" lang={item.lang} dir={item.lang ? 'ltr' : undefined}>{item.summary}</p>
          <p className="news-card__meta">
            <time dateTime={item.dateTime}>{item.dateLabel}</time>
            {item.inHouse ? <span data-byline="in-house">{t('news.item.inHouse')}</span> : null}
            {item.source ? <span>{t('news.item.sourceShort', { source: item.source })}</span> : null}
            {item.author ? <span>{item.author.name}</span> : null}
            {item.readTime ? <span>{t('news.item.readTime', { n: item.readTime })}</span> : null}
          </p>
        </li>
      ))}
    </ul>
  );
}
