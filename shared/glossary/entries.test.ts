import t from 'tap';
import { glossaryNames, indexesByEnglish, letterOf, mergeGlossary } from './entries.ts';

const en = [
  { slug: 'pip', term: 'Pip', definition: 'A unit of price change.', aliases: ['pips'], related: ['spread', 'gone'], common: true },
  { slug: 'spread', term: 'Spread', definition: 'Ask minus bid.', related: ['pip'] },
  { slug: 'ecn', term: 'ECN', definition: 'An order-matching network.' },
  { slug: 'lot', term: 'Lot', definition: 'A trade size.', autolink: false },
  { slug: 'equity', term: 'Equity', definition: 'Balance plus floating P/L.' },
];

t.test('index letters', async (t) => {
  t.equal(letterOf('Écart'), 'E');
  t.equal(letterOf('đòn bẩy'), 'D');
  t.equal(letterOf('200-day'), '#');
  t.equal(letterOf('点差'), null);
  t.equal(indexesByEnglish('zh-Hans'), true);
  t.equal(indexesByEnglish('ar'), true);
  t.equal(indexesByEnglish('de'), false);
});

t.test('English: sorted by term, related resolved (unknown slugs dropped)', async (t) => {
  const out = mergeGlossary(en, null, 'en', 'en-US');
  t.same(out.map((e) => e.slug), ['ecn', 'equity', 'lot', 'pip', 'spread']);
  t.same(out.find((e) => e.slug === 'pip'), { slug: 'pip', term: 'Pip', definition: 'A unit of price change.', letter: 'P', related: [{ slug: 'spread', term: 'Spread' }] });
  t.notOk(out.some((e) => e.lang || e.english), 'no fallback marks on the English page');
});

t.test('a partial language file: own terms, English fallback per term marked lang=en', async (t) => {
  const de = [{ slug: 'spread', term: 'Spread (Geld-Brief-Spanne)', definition: 'Differenz zwischen Kauf- und Verkaufskurs.' }, { slug: 'equity', term: 'Eigenkapital', definition: 'Saldo plus schwebender G/V.' }];
  const out = mergeGlossary(en, de, 'de', 'de-DE');
  t.same(out.map((e) => [e.slug, e.letter, e.lang ?? '']), [['ecn', 'E', 'en'], ['equity', 'E', ''], ['lot', 'L', 'en'], ['pip', 'P', 'en'], ['spread', 'S', '']]);
  t.same(out.find((e) => e.slug === 'pip')!.related, [{ slug: 'spread', term: 'Spread (Geld-Brief-Spanne)' }], 'related terms in the page language');
});

t.test('Chinese: indexed and sorted by the English term, shown beside it', async (t) => {
  const zh = [{ slug: 'pip', term: '点', definition: '价格变动的单位。' }, { slug: 'spread', term: '点差', definition: '买卖价之差。' }, { slug: 'ecn', term: 'ECN', definition: '撮合订单的网络。' }];
  const out = mergeGlossary(en, zh, 'zh-Hans', 'zh-Hans');
  t.same(out.map((e) => [e.slug, e.letter, e.english ?? '', e.lang ?? '']), [['ecn', 'E', 'ECN', ''], ['equity', 'E', '', 'en'], ['lot', 'L', '', 'en'], ['pip', 'P', 'Pip', ''], ['spread', 'S', 'Spread', '']]);
});

t.test('names for the article linker', async (t) => {
  t.same(glossaryNames(en, null), [
    { slug: 'pip', names: ['Pip', 'pips'] },
    { slug: 'spread', names: ['Spread'] },
    { slug: 'ecn', names: ['ECN'] },
    { slug: 'equity', names: ['Equity'] },
  ], 'everyday words (autolink false) are left out');
  t.same(glossaryNames(en, [{ slug: 'pip', term: '点', definition: 'x', aliases: ['基点'] }])[0], { slug: 'pip', names: ['点', '基点'] });
});
