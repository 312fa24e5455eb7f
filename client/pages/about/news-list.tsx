// A list of company news cards linking to their detail pages.
import { LocaleLink } from '../../frame/locale-link.tsx';
import type { LocaleCode } from '../../../shared/locales.ts';
import type { NewsItem } from './company-news.ts';
import { formatDate } from './about-ui.tsx';

export function NewsList({ items, locale, empty, lang }: { items: NewsItem[] | null; locale: LocaleCode; empty: string; lang?: string }) {
  if (!items || items.length === 0) return <p className="about-muted">{empty}</p>;
  return (
    <ul className="about-grid" role="list" data-testid="company-news">
      {items.map((a) => (
        <li key={a.id} className="about-card news-card">
          {a.image ? <img src={a.image} alt="" width="640" height="360" loading="lazy" decoding="async" /> : null}
          <h3 lang={lang}>
            <LocaleLink to={`/about/company/${a.alias}`}>{a.title}</LocaleLink>
          </h3>
          {a.published_at ? <p className="about-muted"><time dateTime={a.published_at}>{formatDate(locale, a.published_at.slice(0, 10))}</time></p> : null}
          {a.description ? <p lang={lang}>{a.description}</p> : null}
        </li>
      ))}
    </ul>
  );
}
