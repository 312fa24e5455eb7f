// schema.org structured data of each page (spec section 1: organisation, offices, awards,
// breadcrumb, FAQ), as plain objects, plus the serialiser that makes them safe to inline in
// <script type="application/ld+json">. Pure and isomorphic.
import type { LocaleCode } from '../locales.ts';
import { canonicalUrl, normalizeOrigin } from './alternates.ts';

export type JsonLd = { '@context'?: 'https://schema.org'; '@type': string | string[] } & Record<string, unknown>;

export interface Office {
  /** The office's own name, e.g. 'Velora Markets (Hong Kong)'; emitted as a department. */
  name?: string;
  streetAddress: string;
  addressLocality: string;
  addressRegion?: string;
  postalCode?: string;
  /** ISO 3166-1 alpha-2 code or country name. */
  addressCountry: string;
  telephone?: string;
  email?: string;
  /** schema.org openingHours values, e.g. 'Mo-Fr 09:00-18:00'. */
  openingHours?: string | readonly string[];
}

export interface OrganizationInput {
  origin: string;
  locale: LocaleCode;
  name: string;
  description: string;
  offices: readonly Office[];
  awards: readonly string[];
  /** Absolute, or a path on origin. */
  logoUrl: string;
  sameAs: readonly string[];
  /** Opening hours of the organisation as a whole; defaults to the union of the offices' hours. */
  openingHours?: string | readonly string[];
  /** The group's companies (entity register), emitted as subOrganization. */
  subOrganizations?: readonly SubOrganization[];
}

export interface SubOrganization {
  legalName: string;
  identifier: string;
  office: Office;
  description?: string;
  /** Licence: number and issuing regulator (name, register URL). */
  licence?: { number: string; type: string; regulator: string; regulatorUrl: string };
}

export interface Crumb {
  name: string;
  /** A path on origin including the locale ('/en/trading/forex'), or an absolute URL. */
  path: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

const context = 'https://schema.org' as const;

function absolute(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return normalizeOrigin(origin) + (pathOrUrl.startsWith('/') ? '' : '/') + pathOrUrl;
}

function list(value: string | readonly string[] | undefined): string[] {
  if (value === undefined) return [];
  return typeof value === 'string' ? [value] : [...value];
}

function postalAddress(o: Office): JsonLd {
  return {
    '@type': 'PostalAddress',
    streetAddress: o.streetAddress,
    addressLocality: o.addressLocality,
    ...(o.addressRegion ? { addressRegion: o.addressRegion } : {}),
    ...(o.postalCode ? { postalCode: o.postalCode } : {}),
    addressCountry: o.addressCountry,
  };
}

/**
 * The organisation block of a locale: a FinancialService (a schema.org Organization and
 * LocalBusiness, so it may carry addresses and opening hours), one PostalAddress per office,
 * its awards, logo and social profiles. Named offices are also listed as departments with
 * their own address, telephone and hours.
 */
export function organizationJsonLd(input: OrganizationInput): JsonLd {
  const url = canonicalUrl(input.origin, input.locale, '');
  const logo = absolute(input.origin, input.logoUrl);
  const hours = input.openingHours !== undefined
    ? list(input.openingHours)
    : [...new Set(input.offices.flatMap((o) => list(o.openingHours)))];
  const firstPhone = input.offices.find((o) => o.telephone)?.telephone;
  const departments = input.offices
    .filter((o) => o.name)
    .map((o): JsonLd => ({
      '@type': 'FinancialService',
      name: o.name,
      address: postalAddress(o),
      ...(o.telephone ? { telephone: o.telephone } : {}),
      ...(o.email ? { email: o.email } : {}),
      ...(o.openingHours !== undefined ? { openingHours: list(o.openingHours) } : {}),
    }));
  return {
    '@context': context,
    '@type': 'FinancialService',
    '@id': `${url}#organization`,
    name: input.name,
    description: input.description,
    url,
    logo,
    image: logo,
    ...(firstPhone ? { telephone: firstPhone } : {}),
    address: input.offices.map(postalAddress),
    ...(hours.length > 0 ? { openingHours: hours } : {}),
    award: [...input.awards],
    sameAs: [...input.sameAs],
    ...(departments.length > 0 ? { department: departments } : {}),
    ...(input.subOrganizations?.length ? { subOrganization: input.subOrganizations.map(subOrganizationJsonLd) } : {}),
  };
}

function subOrganizationJsonLd(s: SubOrganization): JsonLd {
  return {
    '@type': 'FinancialService',
    name: s.legalName,
    legalName: s.legalName,
    identifier: s.identifier,
    ...(s.description ? { description: s.description } : {}),
    address: postalAddress(s.office),
    ...(s.office.telephone ? { telephone: s.office.telephone } : {}),
    ...(s.office.email ? { email: s.office.email } : {}),
    ...(s.office.openingHours !== undefined ? { openingHours: list(s.office.openingHours) } : {}),
    ...(s.licence
      ? {
          hasCredential: {
            '@type': 'EducationalOccupationalCredential',
            credentialCategory: s.licence.type,
            identifier: s.licence.number,
            recognizedBy: { '@type': 'GovernmentOrganization', name: s.licence.regulator, url: s.licence.regulatorUrl },
          },
        }
      : {}),
  };
}

/** A BreadcrumbList; positions from 1, item URLs absolute. */
export function breadcrumbJsonLd(origin: string, crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: absolute(origin, c.path),
    })),
  };
}

/** A FAQPage of question/answer pairs (answers are text; HTML in them is kept as given). */
export function faqPageJsonLd(items: readonly FaqItem[]): JsonLd {
  return {
    '@context': context,
    '@type': 'FAQPage',
    mainEntity: items.map((q) => ({
      '@type': 'Question',
      name: q.question,
      acceptedAnswer: { '@type': 'Answer', text: q.answer },
    })),
  };
}

const unsafe: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for a <script type="application/ld+json"> body: the characters that could end the
 * script element or open a comment ('<', '>', '&') and the JavaScript line terminators
 * U+2028/U+2029 are written as \u escapes, which JSON parsers read back unchanged.
 */
export function serializeJsonLd(obj: unknown): string {
  const json = JSON.stringify(obj);
  if (json === undefined) throw new TypeError('serializeJsonLd: value is not serialisable as JSON');
  return json.replace(/[<>&\u2028\u2029]/g, (c) => unsafe[c]!);
}
