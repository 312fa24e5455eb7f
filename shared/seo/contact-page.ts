// ContactPage structured data for the contact page: the page, and the organisation's contact
// points (one per office of the entity register) as its main entity.
import type { Entity } from '../company/entities.ts';
import type { JsonLd } from './json-ld.ts';

export interface ContactPageInput {
  /** Absolute URL of the contact page. */
  url: string;
  name: string;
  description: string;
  /** The Organization node's @id (shared/seo/json-ld.ts organizationJsonLd). */
  organizationId: string;
  offices: readonly Entity[];
  /** BCP 47 tags of the languages support answers in. */
  languages: readonly string[];
}

/** schema.org openingHours 'Mo-Fr 09:00-17:30' -> an OpeningHoursSpecification. */
export function openingHoursSpecification(hours: string): JsonLd | undefined {
  const m = /^(Mo|Tu|We|Th|Fr|Sa|Su)(?:-(Mo|Tu|We|Th|Fr|Sa|Su))? (\d{2}:\d{2})-(\d{2}:\d{2})$/.exec(hours);
  if (!m) return undefined;
  const days = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];
  const names = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
  const from = days.indexOf(m[1]!);
  const to = m[2] ? days.indexOf(m[2]) : from;
  return { '@type': 'OpeningHoursSpecification', dayOfWeek: names.slice(from, to + 1), opens: m[3], closes: m[4] };
}

export function contactPageJsonLd(input: ContactPageInput): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ContactPage',
    url: input.url,
    name: input.name,
    description: input.description,
    mainEntity: {
      '@id': input.organizationId,
      contactPoint: input.offices.map((e) => {
        const hours = openingHoursSpecification(e.openingHours);
        return {
          '@type': 'ContactPoint',
          contactType: 'customer support',
          name: e.legalName,
          telephone: e.telephone,
          email: e.email,
          areaServed: e.address.addressCountry,
          availableLanguage: [...input.languages],
          ...(hours ? { hoursAvailable: hours } : {}),
        };
      }),
    },
  };
}
