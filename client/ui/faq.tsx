// FAQ as an accordion (WAI-ARIA APG accordion, one panel open at a time) plus its FAQPage
// structured data.
import { useId, useState } from 'react';
import { JsonLdScript } from '../frame/json-ld.tsx';
import { toggleAccordion } from '../../shared/accordion.ts';
import { Section } from './section.tsx';

export interface FaqItem {
  q: string;
  a: string;
}

export function Faq({ id, title, items }: { id: string; title: string; items: FaqItem[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const base = useId();
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((i) => ({ '@type': 'Question', name: i.q, acceptedAnswer: { '@type': 'Answer', text: i.a } })),
  };
  return (
    <Section id={id} title={title} className="faq-section">
      <div className="accordion">
        {items.map((item, i) => (
          <div key={i} className={open === i ? 'accordion__item is-open' : 'accordion__item'}>
            <h3 className="accordion__heading">
              <button type="button" id={`${base}-b${i}`} className="accordion__trigger" aria-expanded={open === i} aria-controls={`${base}-p${i}`} onClick={() => setOpen((o) => toggleAccordion(o, i))}>
                <span>{item.q}</span>
                <svg className="accordion__chevron" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" /></svg>
              </button>
            </h3>
            <div id={`${base}-p${i}`} role="region" aria-labelledby={`${base}-b${i}`} className="accordion__panel" hidden={open !== i}>
              <p>{item.a}</p>
            </div>
          </div>
        ))}
      </div>
      <JsonLdScript data={jsonLd} />
    </Section>
  );
}
