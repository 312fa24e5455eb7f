import t from 'tap';
import { newsArticleJsonLd } from './news-json-ld.ts';

t.test('NewsArticle of a wire story: the provider is the author, the broker the publisher', async (t) => {
  const ld = newsArticleJsonLd({
    url: 'https://www.example.com/en/analysis/market-news/1040-eur-usd',
    headline: 'EUR/USD holds above 1.0850',
    description: 'The euro trades in a narrow range.',
    datePublished: '2026-11-24T19:38:00.000Z',
    dateModified: '2026-11-24T19:50:00.000Z',
    inLanguage: 'en-US',
    author: { type: 'Organization', name: 'FXStreet' },
    publisher: { name: 'Velora Markets', logo: 'https://www.example.com/logo.svg' },
    section: 'forex',
    about: ['EURUSD'],
  });
  t.same(ld, {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    '@id': 'https://www.example.com/en/analysis/market-news/1040-eur-usd#article',
    mainEntityOfPage: 'https://www.example.com/en/analysis/market-news/1040-eur-usd',
    url: 'https://www.example.com/en/analysis/market-news/1040-eur-usd',
    headline: 'EUR/USD holds above 1.0850',
    description: 'The euro trades in a narrow range.',
    datePublished: '2026-11-24T19:38:00.000Z',
    dateModified: '2026-11-24T19:50:00.000Z',
    inLanguage: 'en-US',
    author: { '@type': 'Organization', name: 'FXStreet' },
    publisher: { '@type': 'Organization', name: 'Velora Markets', logo: { '@type': 'ImageObject', url: 'https://www.example.com/logo.svg' } },
    articleSection: 'forex',
    about: [{ '@type': 'Thing', name: 'EURUSD' }],
  });
});

t.test('NewsArticle of an insight: a person with a profile; long headlines cut to 110', async (t) => {
  const ld = newsArticleJsonLd({
    url: 'https://www.example.com/zh-hans/analysis/market-insight/2011-gold',
    headline: 'x'.repeat(150),
    datePublished: '2026-11-24T11:00:00.000Z',
    dateModified: '2026-11-24T11:00:00.000Z',
    inLanguage: 'zh-Hans-CN',
    author: { type: 'Person', name: 'Daniel Cho', url: 'https://www.example.com/zh-hans/analysis/our-expert-team/daniel-cho' },
    publisher: { name: 'Velora Markets', logo: 'https://www.example.com/logo.svg' },
  });
  t.equal((ld.headline as string).length, 110);
  t.same(ld.author, { '@type': 'Person', name: 'Daniel Cho', url: 'https://www.example.com/zh-hans/analysis/our-expert-team/daniel-cho' });
  t.notOk('description' in ld || 'about' in ld || 'articleSection' in ld, 'optional fields left out');
});
