import t from 'tap';
import { foldText } from './fold.ts';

t.test('case and width fold the same way in every locale', async (t) => {
  t.equal(foldText('Leverage'), 'leverage', 'en');
  t.equal(foldText('ＸＡＵＵＳＤ'), 'xauusd', 'full-width Latin (CJK keyboards)');
  t.equal(foldText('ｇｏｌｄ　１０'), 'gold 10', 'full-width letters, digits and the ideographic space');
  t.equal(foldText('ｶﾀｶﾅ'), 'カタカナ', 'half-width katakana widen');
});

t.test('accents drop on Latin letters (vi, fr, de, pt)', async (t) => {
  t.equal(foldText('Đòn bẩy'), 'don bay', 'vi: stacked tone marks and đ');
  t.equal(foldText('Ký quỹ'), 'ky quy', 'vi');
  t.equal(foldText('Effet de levier à découvert'), 'effet de levier a decouvert', 'fr');
  t.equal(foldText('Größe Änderung'), 'grosse anderung', 'de: umlauts and ß');
  t.equal(foldText('STRASSE'), foldText('Straße'), 'de: ß and ss are one word');
  t.equal(foldText('Alavancagem à vista, ação'), 'alavancagem a vista, acao', 'pt');
});

t.test('other scripts keep their marks', async (t) => {
  t.equal(foldText('เลเวอเรจ'), 'เลเวอเรจ', 'th vowels and tone marks stay');
  t.equal(foldText('が'), 'が', 'ja voicing mark stays (recomposed)');
  t.equal(foldText('레버리지'), '레버리지', 'ko Hangul syllables recompose');
  t.equal(foldText('保证金'), '保证金', 'zh-hans unchanged');
});

t.test('Arabic: alef forms, yeh, teh marbuta, diacritics and tatweel', async (t) => {
  t.equal(foldText('أسهم'), 'اسهم', 'alef with hamza above');
  t.equal(foldText('إدارة'), 'اداره', 'alef with hamza below; teh marbuta');
  t.equal(foldText('آجل'), 'اجل', 'alef madda');
  t.equal(foldText('مستوى'), 'مستوي', 'alef maksura as yeh');
  t.equal(foldText('الرَّافِعَة'), 'الرافعه', 'harakat and shadda dropped');
  t.equal(foldText('الرافـــعة'), 'الرافعه', 'tatweel dropped');
  t.equal(foldText('الرافعة المالية'), foldText('الرافعه الماليه'), 'typed either way, one word');
});
