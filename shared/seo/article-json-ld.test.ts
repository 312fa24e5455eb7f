import t from 'tap';
import { articleJsonLd, personJsonLd } from './article-json-ld.ts';

t.test('Article node', async (t) => {
  const node = articleJsonLd({
    url: 'https://x.test/en/academy/trading-academy/what-is-a-pip',
    headline: 'What Is a Pip?',
    image: 'https://x.test/i.svg',
    datePublished: '2026-01-01T08:00:00.000Z',
    dateModified: '2026-02-01T08:00:00.000Z',
    inLanguage: 'en-US',
    author: { name: 'Lin Wei', url: 'https://x.test/en/analysis/our-expert-team/lin-wei' },
    publisher: { name: 'Velora Markets', logo: 'https://x.test/logo.svg' },
  });
  t.match(node, {
    '@type': 'Article', headline: 'What Is a Pip?', image: ['https://x.test/i.svg'], datePublished: '2026-01-01T08:00:00.000Z',
    dateModified: '2026-02-01T08:00:00.000Z', author: { '@type': 'Person', name: 'Lin Wei' }, publisher: { '@type': 'Organization' },
  });
  t.equal((articleJsonLd({ url: 'u', headline: 'x'.repeat(200), datePublished: 'd', dateModified: 'd', inLanguage: 'en', author: { name: 'a', url: 'u' }, publisher: { name: 'p', logo: 'l' } }).headline as string).length, 110, 'headline within 110 characters');
});

t.test('Person node', async (t) => {
  const node = personJsonLd({ url: 'https://x.test/en/analysis/our-expert-team/amelia-hart', name: 'Amelia Hart', jobTitle: 'Chief Market Strategist', knowsAbout: ['FX'], worksFor: { name: 'Velora Markets', url: 'https://x.test/en' } });
  t.match(node, { '@type': 'Person', name: 'Amelia Hart', jobTitle: 'Chief Market Strategist', knowsAbout: ['FX'], worksFor: { '@type': 'Organization', name: 'Velora Markets' } });
  t.notOk('image' in node);
});
