import t from 'tap';
import { faqPageJsonLd } from './faq-page.ts';

t.test('FAQPage with one Question per pair', async (t) => {
  t.same(faqPageJsonLd([{ q: ' Minimum deposit? ', a: '$100.' }, { q: 'Leverage?', a: 'Up to 1:1000.' }], 'en'), {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: 'en',
    mainEntity: [
      { '@type': 'Question', name: 'Minimum deposit?', acceptedAnswer: { '@type': 'Answer', text: '$100.' } },
      { '@type': 'Question', name: 'Leverage?', acceptedAnswer: { '@type': 'Answer', text: 'Up to 1:1000.' } },
    ],
  });
});

t.test('blank pairs are dropped; nothing left is null', async (t) => {
  t.equal(faqPageJsonLd([{ q: ' ', a: 'x' }]), null);
  t.equal(faqPageJsonLd([]), null);
  const one = faqPageJsonLd([{ q: 'a', a: '' }, { q: 'b', a: 'c' }]) as { mainEntity: unknown[]; inLanguage?: string };
  t.equal(one.mainEntity.length, 1);
  t.notOk('inLanguage' in one);
});
