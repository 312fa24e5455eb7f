// schema.org nodes of the academy and the expert team: Article (headline, dates, author, image)
// and Person (an expert's profile). Pure; URLs absolute.
import type { JsonLd } from './json-ld.ts';

export interface ArticleJsonLdInput {
  url: string;
  headline: string;
  description?: string;
  image?: string;
  datePublished: string;
  dateModified: string;
  /** BCP 47 tag of the text. */
  inLanguage: string;
  author: { name: string; url: string };
  publisher: { name: string; logo: string };
  keywords?: readonly string[];
}

export function articleJsonLd(a: ArticleJsonLdInput): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    '@id': `${a.url}#article`,
    mainEntityOfPage: a.url,
    url: a.url,
    headline: a.headline.slice(0, 110),
    ...(a.description ? { description: a.description } : {}),
    ...(a.image ? { image: [a.image] } : {}),
    datePublished: a.datePublished,
    dateModified: a.dateModified,
    inLanguage: a.inLanguage,
    author: { '@type': 'Person', name: a.author.name, url: a.author.url },
    publisher: { '@type': 'Organization', name: a.publisher.name, logo: { '@type': 'ImageObject', url: a.publisher.logo } },
    ...(a.keywords && a.keywords.length ? { keywords: a.keywords.join(', ') } : {}),
  };
}

export interface PersonJsonLdInput {
  url: string;
  name: string;
  jobTitle?: string;
  description?: string;
  image?: string;
  knowsAbout?: readonly string[];
  knowsLanguage?: readonly string[];
  worksFor: { name: string; url: string };
}

export function personJsonLd(p: PersonJsonLdInput): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    '@id': `${p.url}#person`,
    url: p.url,
    name: p.name,
    ...(p.jobTitle ? { jobTitle: p.jobTitle } : {}),
    ...(p.description ? { description: p.description } : {}),
    ...(p.image ? { image: p.image } : {}),
    ...(p.knowsAbout && p.knowsAbout.length ? { knowsAbout: [...p.knowsAbout] } : {}),
    ...(p.knowsLanguage && p.knowsLanguage.length ? { knowsLanguage: [...p.knowsLanguage] } : {}),
    worksFor: { '@type': 'Organization', name: p.worksFor.name, url: p.worksFor.url },
  };
}
