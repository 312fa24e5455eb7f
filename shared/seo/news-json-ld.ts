// schema.org NewsArticle of a market-news story (written by the news provider) or a market
// insight (written by one of the broker's experts). Pure; URLs absolute.
import type { JsonLd } from './json-ld.ts';

export interface NewsArticleJsonLdInput {
  url: string;
  headline: string;
  description?: string;
  datePublished: string;
  dateModified: string;
  /** BCP 47 tag of the text. */
  inLanguage: string;
  /** A person (an expert, with their profile URL) or an organisation (the news provider). */
  author: { type: 'Person' | 'Organization'; name: string; url?: string };
  publisher: { name: string; logo: string };
  /** The market category, shown as the section. */
  section?: string;
  /** Instruments the item is about. */
  about?: readonly string[];
}

export function newsArticleJsonLd(a: NewsArticleJsonLdInput): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    '@id': `${a.url}#article`,
    mainEntityOfPage: a.url,
    url: a.url,
    headline: a.headline.slice(0, 110),
    ...(a.description ? { description: a.description } : {}),
    datePublished: a.datePublished,
    dateModified: a.dateModified,
    inLanguage: a.inLanguage,
    author: { '@type': a.author.type, name: a.author.name, ...(a.author.url ? { url: a.author.url } : {}) },
    publisher: { '@type': 'Organization', name: a.publisher.name, logo: { '@type': 'ImageObject', url: a.publisher.logo } },
    ...(a.section ? { articleSection: a.section } : {}),
    ...(a.about && a.about.length ? { about: a.about.map((name) => ({ '@type': 'Thing', name })) } : {}),
  };
}
