import t from 'tap';
import { bookJsonLd, courseJsonLd, editorialPageJsonLd, itemListJsonLd } from './course-json-ld.ts';

const provider = { name: 'Velora Markets', url: 'https://x.test/en' };

t.test('Course: provider, free online instance with its workload, level, outcomes', async (t) => {
  const node = courseJsonLd({
    url: 'https://x.test/en/academy/courses/beginner/trading-forex',
    name: 'Forex Trading for Beginners',
    description: 'A free beginner course.',
    inLanguage: 'en-US',
    provider,
    educationalLevel: 'Beginner',
    teaches: ['Read a quote'],
    workload: 'PT5H',
  });
  t.match(node, {
    '@context': 'https://schema.org',
    '@type': 'Course',
    '@id': 'https://x.test/en/academy/courses/beginner/trading-forex#course',
    name: 'Forex Trading for Beginners',
    description: 'A free beginner course.',
    provider: { '@type': 'Organization', name: 'Velora Markets', sameAs: 'https://x.test/en' },
    educationalLevel: 'Beginner',
    teaches: ['Read a quote'],
    isAccessibleForFree: true,
    offers: { '@type': 'Offer', category: 'Free', price: 0 },
    hasCourseInstance: [{ '@type': 'CourseInstance', courseMode: 'Online', courseWorkload: 'PT5H', inLanguage: 'en-US' }],
  });
});

t.test('ItemList: positions from 1 in the given order', async (t) => {
  const node = itemListJsonLd('https://x.test/c#lessons', 'Lessons', [
    { name: 'What is a pip?', url: 'https://x.test/en/academy/trading-academy/what-is-a-pip' },
    { name: 'Lots', url: 'https://x.test/en/academy/trading-academy/lots-and-position-size' },
  ]);
  t.match(node, { '@type': 'ItemList', '@id': 'https://x.test/c#lessons', numberOfItems: 2 });
  t.same((node.itemListElement as { position: number; name: string; url: string }[]).map((i) => [i.position, i.name]), [[1, 'What is a pip?'], [2, 'Lots']]);
  t.equal(itemListJsonLd('u', 'n', []).numberOfItems, 0);
});

t.test('Book and the editorial AboutPage', async (t) => {
  const book = bookJsonLd({ url: 'https://x.test/en/academy/ebook', name: 'Forex Trading Essentials', alternativeHeadline: '2026 edition', description: 'd', inLanguage: 'en-US', numberOfPages: 64, publisher: provider, chapters: ['One', 'Two'] });
  t.match(book, { '@type': 'Book', bookFormat: 'https://schema.org/EBook', numberOfPages: 64, isAccessibleForFree: true, publisher: { name: 'Velora Markets' } });
  t.same(book.hasPart, [{ '@type': 'Chapter', position: 1, name: 'One' }, { '@type': 'Chapter', position: 2, name: 'Two' }]);
  const page = editorialPageJsonLd({ url: 'https://x.test/en/analysis/velora-editorial-guideline', name: 'Editorial Guideline', description: 'd', inLanguage: 'en-US', dateModified: '2026-11-02', publisher: provider, relatedLink: ['https://x.test/en/analysis/our-expert-team'] });
  t.same(page['@type'], ['WebPage', 'AboutPage']);
  t.match(page, { dateModified: '2026-11-02', about: { '@type': 'Organization', publishingPrinciples: 'https://x.test/en/analysis/velora-editorial-guideline' }, relatedLink: ['https://x.test/en/analysis/our-expert-team'] });
  t.notOk('relatedLink' in editorialPageJsonLd({ url: 'u', name: 'n', description: 'd', inLanguage: 'en', dateModified: '2026-01-01', publisher: provider }));
});
