import t from 'tap';
import { definedTermSetJsonLd } from './defined-term-set.ts';

t.test('DefinedTermSet with one DefinedTerm per term, each at its anchor', async (t) => {
  const node = definedTermSetJsonLd({
    url: 'https://x.test/zh-hans/academy/terminology',
    name: '交易术语',
    description: '常用交易术语',
    inLanguage: 'zh-Hans',
    terms: [
      { slug: 'pip', term: '点' },
      { slug: 'ecn', term: 'ECN', inLanguage: 'en' },
      { slug: 'swap', term: '隔夜利息', description: '持仓过夜的利息。', inLanguage: 'zh-Hans' },
    ],
  });
  t.same(node, {
    '@context': 'https://schema.org',
    '@type': 'DefinedTermSet',
    '@id': 'https://x.test/zh-hans/academy/terminology#glossary',
    url: 'https://x.test/zh-hans/academy/terminology',
    name: '交易术语',
    description: '常用交易术语',
    inLanguage: 'zh-Hans',
    hasDefinedTerm: [
      { '@type': 'DefinedTerm', '@id': 'https://x.test/zh-hans/academy/terminology#pip', url: 'https://x.test/zh-hans/academy/terminology#pip', name: '点', termCode: 'pip', inDefinedTermSet: { '@id': 'https://x.test/zh-hans/academy/terminology#glossary' } },
      { '@type': 'DefinedTerm', '@id': 'https://x.test/zh-hans/academy/terminology#ecn', url: 'https://x.test/zh-hans/academy/terminology#ecn', name: 'ECN', termCode: 'ecn', inLanguage: 'en', inDefinedTermSet: { '@id': 'https://x.test/zh-hans/academy/terminology#glossary' } },
      { '@type': 'DefinedTerm', '@id': 'https://x.test/zh-hans/academy/terminology#swap', url: 'https://x.test/zh-hans/academy/terminology#swap', name: '隔夜利息', termCode: 'swap', description: '持仓过夜的利息。', inDefinedTermSet: { '@id': 'https://x.test/zh-hans/academy/terminology#glossary' } },
    ],
  }, 'a term in the set\'s language carries no inLanguage of its own; descriptions only when given');
});
