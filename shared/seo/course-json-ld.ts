// schema.org nodes of the academy's courses, e-book and the editorial guideline: Course (with a
// free online CourseInstance and its provider), ItemList (a course's lessons, the catalogue's
// courses), Book and AboutPage. Pure; URLs absolute.
import type { JsonLd } from './json-ld.ts';

export interface Provider {
  name: string;
  /** The organisation's home page. */
  url: string;
}

export interface CourseJsonLdInput {
  url: string;
  name: string;
  description: string;
  /** BCP 47 tag of the outline's text. */
  inLanguage: string;
  provider: Provider;
  educationalLevel: string;
  /** Learning outcomes. */
  teaches: readonly string[];
  /** ISO 8601 duration of the study time ('PT6H'). */
  workload: string;
}

export function courseJsonLd(c: CourseJsonLdInput): JsonLd {
  const provider = { '@type': 'Organization', name: c.provider.name, sameAs: c.provider.url, url: c.provider.url };
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    '@id': `${c.url}#course`,
    url: c.url,
    name: c.name.slice(0, 110),
    description: c.description,
    inLanguage: c.inLanguage,
    provider,
    educationalLevel: c.educationalLevel,
    teaches: [...c.teaches],
    isAccessibleForFree: true,
    offers: { '@type': 'Offer', category: 'Free', price: 0, priceCurrency: 'USD', url: c.url },
    hasCourseInstance: [
      { '@type': 'CourseInstance', courseMode: 'Online', courseWorkload: c.workload, inLanguage: c.inLanguage, instructor: provider },
    ],
    timeRequired: c.workload,
  };
}

export interface ListItemInput {
  name: string;
  url: string;
}

/** An ordered list of pages (a course's lessons, the catalogue's courses). */
export function itemListJsonLd(id: string, name: string, items: readonly ListItemInput[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    '@id': id,
    name,
    numberOfItems: items.length,
    itemListOrder: 'https://schema.org/ItemListOrderAscending',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, url: item.url })),
  };
}

export interface BookJsonLdInput {
  url: string;
  name: string;
  alternativeHeadline: string;
  description: string;
  inLanguage: string;
  numberOfPages: number;
  publisher: Provider;
  chapters: readonly string[];
}

export function bookJsonLd(b: BookJsonLdInput): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Book',
    '@id': `${b.url}#book`,
    url: b.url,
    name: b.name,
    alternativeHeadline: b.alternativeHeadline,
    description: b.description,
    inLanguage: b.inLanguage,
    bookFormat: 'https://schema.org/EBook',
    numberOfPages: b.numberOfPages,
    isAccessibleForFree: true,
    publisher: { '@type': 'Organization', name: b.publisher.name, url: b.publisher.url },
    hasPart: b.chapters.map((name, i) => ({ '@type': 'Chapter', position: i + 1, name })),
  };
}

export interface AboutPageJsonLdInput {
  url: string;
  name: string;
  description: string;
  inLanguage: string;
  /** ISO date of the last review. */
  dateModified: string;
  publisher: Provider;
  /** Pages the guideline points to (the expert team). */
  relatedLink?: readonly string[];
}

/** The editorial guideline: an AboutPage of the organisation, named as its publishing principles. */
export function editorialPageJsonLd(p: AboutPageJsonLdInput): JsonLd {
  const org = { '@type': 'Organization', name: p.publisher.name, url: p.publisher.url, publishingPrinciples: p.url };
  return {
    '@context': 'https://schema.org',
    '@type': ['WebPage', 'AboutPage'],
    '@id': `${p.url}#page`,
    url: p.url,
    name: p.name,
    description: p.description,
    inLanguage: p.inLanguage,
    dateModified: p.dateModified,
    about: org,
    publisher: org,
    ...(p.relatedLink && p.relatedLink.length ? { relatedLink: [...p.relatedLink] } : {}),
  };
}
