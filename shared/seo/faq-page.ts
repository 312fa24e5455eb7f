// FAQPage structured data (schema.org) for a page's questions and answers.

export interface FaqPair {
  q: string;
  a: string;
}

/** A complete FAQPage node; empty or blank pairs are left out; null when nothing is left. */
export function faqPageJsonLd(pairs: readonly FaqPair[], inLanguage?: string): object | null {
  const items = pairs.filter((p) => p.q.trim() && p.a.trim());
  if (items.length === 0) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    ...(inLanguage ? { inLanguage } : {}),
    mainEntity: items.map((p) => ({ '@type': 'Question', name: p.q.trim(), acceptedAnswer: { '@type': 'Answer', text: p.a.trim() } })),
  };
}
