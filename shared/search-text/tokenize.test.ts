import t from 'tap';
import { isUnspaced, tokenize } from './tokenize.ts';

t.test('en: words, folded; symbols typed as traders do', async (t) => {
  t.same(tokenize('Margin Call!', { mode: 'query' }), ['margin', 'call']);
  t.same(tokenize('XAU/USD', { mode: 'query' }), ['xauusd'], 'a slashed pair is the joined symbol in a query');
  t.same(tokenize('eur - usd', { mode: 'query' }), ['eurusd'], 'dash and spaces');
  t.same(tokenize('Gold (XAU/USD) rises', { mode: 'index' }), ['xauusd', 'gold', 'xau', 'usd', 'rises'], 'indexed text keeps both forms');
  t.same(tokenize('high/low range', { mode: 'query' }), ['high', 'low', 'range'], 'only three-letter pairs join');
});

t.test('zh-hans: Intl.Segmenter cuts words; inner parts of compounds are indexed', async (t) => {
  const query = tokenize('保证金', { language: 'zh-Hans', mode: 'query' });
  t.ok(query.length >= 1 && query.join('') === '保证金', 'the query is cut into words that spell it');
  const indexed = tokenize('追加保证金通知', { language: 'zh-Hans', mode: 'index' });
  for (const w of query) t.ok(indexed.some((x) => x.startsWith(w)), `'${w}' is found by prefix in the compound`);
  t.same(tokenize('ＸＡＵＵＳＤ 黄金', { language: 'zh-Hans', mode: 'query' }), ['xauusd', '黄金'], 'full-width symbol beside Chinese');
});

t.test('th: Intl.Segmenter splits a sentence without spaces', async (t) => {
  const words = tokenize('การเรียกหลักประกันคืออะไร', { language: 'th', mode: 'query' });
  t.ok(words.length >= 4, `several words: ${words.join('|')}`);
  t.ok(words.includes('คือ') && words.includes('อะไร'), 'common words stand alone');
  t.same(tokenize('เลเวอเรจ', { language: 'th', mode: 'query' }), ['เลเวอเรจ'], 'a loan word is one word');
});

t.test('ar, vi, de: folded before splitting', async (t) => {
  t.same(tokenize('الرافعة المالية', { language: 'ar', mode: 'query' }), ['رافعه', 'ماليه'], 'ar: folded, the article dropped');
  t.same(tokenize('والرافعة رافعة', { language: 'ar', mode: 'query' }), ['رافعه', 'رافعه'], "ar: 'and the' too; a word with and without the article is one word");
  t.same(tokenize('الا', { language: 'ar', mode: 'query' }), ['الا'], 'ar: a short word keeps its letters');
  t.same(tokenize('Đòn bẩy', { language: 'vi', mode: 'query' }), ['don', 'bay']);
  t.same(tokenize('Hebelwirkung und Größe', { language: 'de', mode: 'query' }), ['hebelwirkung', 'und', 'grosse']);
});

t.test('ko and ja are segmented; unspaced scripts are marked (no typo tolerance)', async (t) => {
  t.same(tokenize('레버리지를 사용', { language: 'ko', mode: 'query' }), ['레버리지를', '사용']);
  t.ok(tokenize('証拠金維持率', { language: 'ja', mode: 'query' }).length >= 2, 'ja compound cut');
  t.ok(isUnspaced('保证金') && isUnspaced('เลเวอเรจ') && isUnspaced('레버리지'));
  t.notOk(isUnspaced('leverage') || isUnspaced('رافعه'));
});
