import t from 'tap';
import { optionLabel, optionNames } from './option-names.ts';

const catalogue = [
  { symbol: 'AUDNZD', description: 'Australian Dollar vs New Zealand Dollar' },
  { symbol: 'XAUUSD', description: 'Gold vs US Dollar' },
  { symbol: 'US500', description: 'US 500 Index' },
];

t.test('pairs and metals are named in the page language; the rest keeps the description, marked English', async (t) => {
  const de = optionNames(catalogue, 'de-DE');
  t.ok(de.AUDNZD && !/Australian|Zealand/.test(de.AUDNZD), `AUDNZD in German: ${de.AUDNZD}`);
  t.ok(de.XAUUSD, 'gold named from its currency code');
  t.notOk('US500' in de, 'no name for an index: the description stays');
  t.same(optionLabel(catalogue[0]!, de, 'de-DE'), { text: `AUDNZD \u2013 ${de.AUDNZD}` });
  t.same(optionLabel(catalogue[2]!, de, 'de-DE'), { text: 'US500 \u2013 US 500 Index', lang: 'en' });
  t.same(optionLabel(catalogue[2]!, optionNames(catalogue, 'en-US'), 'en-US'), { text: 'US500 \u2013 US 500 Index' }, 'English pages: not marked');
});

t.test('every site language names AUDNZD in its own words', async (t) => {
  for (const tag of ['ar-AE', 'de-DE', 'fr-FR', 'id-ID', 'it-IT', 'ko-KR', 'ms-BN', 'pt-BR', 'th-TH', 'fil-PH', 'vi-VN', 'zh-Hans', 'zh-Hant']) {
    const name = optionNames(catalogue, tag).AUDNZD;
    t.ok(name && name !== catalogue[0]!.description, `${tag}: ${name}`);
  }
});
