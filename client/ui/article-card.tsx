// An article in a list (academy, overview, an expert's profile, "explore more" on marketing pages): image, topic, linked title,
// summary, author, date and reading time. Labels come from the caller (its own namespace).
import { SiteLink } from '../frame/site-link.tsx';
import './article-card.css';

export interface ArticleCardData {
  id: number;
  href: string;
  title: string;
  description?: string;
  image?: string;
  tag?: string;
  authorName?: string;
  /** Formatted by the loader (Intl, the locale's tag) so server and browser agree. */
  dateLabel?: string;
  dateTime?: string;
  readTimeLabel?: string;
  /** 'en' when the item is shown in English on another language's page (then laid out left to right). */
  lang?: string;
}

export function ArticleCard({ a, headingLevel = 3 }: { a: ArticleCardData; headingLevel?: 2 | 3 }) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="article-card" data-article={a.id} lang={a.lang} dir={a.lang ? 'ltr' : undefined}>
      <div className="article-card__image">{a.image ? <img src={a.image} alt="" width={400} height={225} loading="lazy" decoding="async" /> : null}</div>
      <div className="article-card__body">
        {a.tag ? <span className="article-card__tag">{a.tag}</span> : null}
        <H className="article-card__title">
          <SiteLink to={a.href}>{a.title}</SiteLink>
        </H>
        {a.description ? <p className="article-card__text">{a.description}</p> : null}
        <p className="article-card__meta">
          {a.authorName ? <span>{a.authorName}</span> : null}
          {a.dateLabel ? <time dateTime={a.dateTime}>{a.dateLabel}</time> : null}
          {a.readTimeLabel ? <span>{a.readTimeLabel}</span> : null}
        </p>
      </div>
    </li>
  );
}

/** A card's place before its article arrives, or when none could be loaded: same box, a short note. */
export function ArticleCardPlaceholder({ text }: { text: string }) {
  return (
    <li className="article-card article-card--placeholder" data-article="placeholder">
      <div className="article-card__image" />
      <div className="article-card__body">
        <p className="article-card__title">{text}</p>
      </div>
    </li>
  );
}

export function ArticleGrid({ items, headingLevel }: { items: readonly ArticleCardData[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className="article-cards article-grid">
      {items.map((a) => <ArticleCard key={a.id} a={a} {...(headingLevel ? { headingLevel } : {})} />)}
    </ul>
  );
}
