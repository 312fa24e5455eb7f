// schema.org FinancialProduct of an instrument page: a CFD / spot contract offered by the broker.
import type { JsonLd } from './json-ld.ts';

export interface FinancialProductInput {
  /** Absolute page URL. */
  url: string;
  symbol: string;
  name: string;
  description: string;
  /** Localised asset-class name ('Forex', 'Indices'). */
  category: string;
  brandName: string;
  origin: string;
  /** BCP 47 tag of the page. */
  inLanguage: string;
  /** Id of the page element that holds the contract specification (the page owns its ids). */
  specificationAnchor: string;
}

export function financialProductJsonLd(i: FinancialProductInput): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FinancialProduct',
    '@id': `${i.url}#product`,
    name: `${i.symbol} \u2013 ${i.name}`,
    alternateName: i.symbol,
    description: i.description,
    category: i.category,
    url: i.url,
    inLanguage: i.inLanguage,
    provider: { '@type': 'Organization', name: i.brandName, url: i.origin },
    feesAndCommissionsSpecification: `${i.url}#${i.specificationAnchor}`,
  };
}
