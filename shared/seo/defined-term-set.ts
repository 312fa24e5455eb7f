// schema.org DefinedTermSet of the glossary page with one DefinedTerm per term, each pointing at
// its anchor (#slug). Pure; URLs absolute. Definitions are left out unless given: the page shows
// them once, and JSON-LD in the head travels with the hydration data too.
import type { JsonLd } from './json-ld.ts';

export interface DefinedTermInput {
  slug: string;
  term: string;
  description?: string;
  /** BCP 47 tag when it differs from the set's (an English term on another language's page). */
  inLanguage?: string;
}

export interface DefinedTermSetInput {
  /** Absolute URL of the glossary page. */
  url: string;
  name: string;
  description?: string;
  inLanguage: string;
  terms: readonly DefinedTermInput[];
}

export function definedTermSetJsonLd(input: DefinedTermSetInput): JsonLd {
  const setId = `${input.url}#glossary`;
  return {
    '@context': 'https://schema.org',
    '@type': 'DefinedTermSet',
    '@id': setId,
    url: input.url,
    name: input.name,
    ...(input.description ? { description: input.description } : {}),
    inLanguage: input.inLanguage,
    hasDefinedTerm: input.terms.map((t) => ({
      '@type': 'DefinedTerm',
      '@id': `${input.url}#${t.slug}`,
      url: `${input.url}#${t.slug}`,
      name: t.term,
      termCode: t.slug,
      ...(t.description ? { description: t.description } : {}),
      ...(t.inLanguage && t.inLanguage !== input.inLanguage ? { inLanguage: t.inLanguage } : {}),
      inDefinedTermSet: { '@id': setId },
    })),
  };
}
