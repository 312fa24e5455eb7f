import t from 'tap';
import { LocaleIndex, type SearchDoc } from './engine.ts';

const doc = (kind: SearchDoc['kind'], title: string, body = '', extra: Partial<SearchDoc> = {}): SearchDoc => ({
  kind, title, path: `/${kind}/${encodeURIComponent(title)}`, snippet: '', keywords: [], body, ...extra,
});
const titles = (index: LocaleIndex, q: string) => index.search(q).ranked.map((h) => h.doc.title);

t.test('en: typos, prefixes, symbols and exact names first', async (t) => {
  const index = new LocaleIndex([
    doc('learn', 'Leverage Explained: Exposure and Margin', 'How leverage multiplies exposure.'),
    doc('glossary', 'Leverage', 'Borrowed exposure.', { exact: ['Leverage'] }),
    doc('glossary', 'Margin call', 'A warning that equity fell below the margin requirement.', { exact: ['Margin call'] }),
    doc('glossary', 'Margin', 'Money set aside to open a position; too little of it brings a margin call.', { exact: ['Margin'] }),
    doc('learn', 'Margin Call and Stop-Out: What Happens When Equity Falls', 'A margin call warns you; a stop-out closes positions. '.repeat(20)),
    doc('news', 'Gold steadies near $2,345', 'XAU/USD holds its range as yields ease.'),
    doc('instruments', 'XAUUSD · Gold / US Dollar', '', { keywords: ['XAUUSD', 'XAU/USD', 'gold'], exact: ['XAUUSD', 'XAU/USD', 'gold'] }),
    doc('instruments', 'GER40 · Germany 40 Index', '', { keywords: ['GER40', 'dax', 'germany 40'], exact: ['GER40', 'dax'] }),
    doc('instruments', 'EURUSD · Euro / US Dollar', '', { keywords: ['EURUSD', 'EUR/USD', 'euro dollar'], exact: ['EURUSD', 'EUR/USD', 'euro dollar'] }),
    doc('help', 'Can I change my swap?', 'Swap-free accounts pay no swap.'),
  ], 'en');
  t.equal(titles(index, 'levarage')[0], 'Leverage', "one typo ('levarage') finds leverage, the glossary term first");
  t.ok(titles(index, 'levarage').includes('Leverage Explained: Exposure and Margin'), 'and the lesson');
  t.equal(titles(index, 'lever')[0]?.startsWith('Leverage'), true, 'a prefix as you type');
  t.equal(titles(index, 'margin call')[0], 'Margin call', 'the exact term first');
  t.equal(titles(index, 'margin call')[1], 'Margin Call and Stop-Out: What Happens When Equity Falls', 'then the lesson whose title holds both words, before the term that only mentions them');
  for (const q of ['xauusd', 'XAU/USD', 'xau usd', 'ＸＡＵＵＳＤ', 'gold']) {
    t.equal(titles(index, q)[0], 'XAUUSD · Gold / US Dollar', `'${q}' puts the instrument first`);
  }
  t.ok(titles(index, 'XAU/USD').includes('Gold steadies near $2,345'), 'news mentioning XAU/USD is found by the symbol');
  t.equal(titles(index, 'dax')[0], 'GER40 · Germany 40 Index', 'an index by its common name');
  t.equal(titles(index, 'euro dollar')[0], 'EURUSD · Euro / US Dollar');
  t.ok(index.search('levarage').ranked[0]!.exact === false || titles(index, 'levarage')[0] === 'Leverage', 'a typo is never marked exact');
  t.same(titles(index, 'zzzz'), [], 'nothing for a word the site does not have');
  t.same(titles(index, '<script>'), titles(index, 'script'), 'markup characters are not words');
  const counts = index.search('swap').counts;
  t.equal(counts.help, 1, 'counts per kind');
});

t.test('zh-hans: segmented words, found inside compounds', async (t) => {
  const index = new LocaleIndex([
    doc('glossary', '保证金', '开仓所需的资金。', { exact: ['保证金', 'Margin'] }),
    doc('glossary', '追加保证金通知', '账户净值低于要求时的通知。', { exact: ['追加保证金通知'] }),
    doc('learn', '杠杆交易入门', '杠杆放大收益与风险。'),
  ], 'zh-Hans');
  const found = titles(index, '保证金');
  t.equal(found[0], '保证金', 'the exact term first');
  t.ok(found.includes('追加保证金通知'), 'a compound containing the word is found');
  t.same(titles(index, '杠杆'), ['杠杆交易入门']);
  t.equal(titles(index, 'margin')[0], '保证金', 'the English name finds the Chinese term');
});

t.test('th: segmented words and prefixes', async (t) => {
  const index = new LocaleIndex([
    doc('glossary', 'เลเวอเรจ', 'การใช้เงินทุนที่ยืมมาเพื่อเพิ่มขนาดสถานะ', { exact: ['เลเวอเรจ', 'Leverage'] }),
    doc('help', 'ใช้เลเวอเรจได้เท่าไร', 'ขึ้นอยู่กับประเภทบัญชี'),
    doc('glossary', 'มาร์จิ้นคอล', 'คำเตือนเมื่อมาร์จิ้นไม่พอ', { exact: ['มาร์จิ้นคอล'] }),
  ], 'th');
  t.same(titles(index, 'เลเวอเรจ'), ['เลเวอเรจ', 'ใช้เลเวอเรจได้เท่าไร'], 'found inside a question without spaces; the term first');
  t.ok(titles(index, 'ใช้เลเวอเรจ').includes('ใช้เลเวอเรจได้เท่าไร'), 'a typed phrase is segmented like the text');
});

t.test('ar: alef forms, teh marbuta and diacritics do not matter', async (t) => {
  const index = new LocaleIndex([
    doc('glossary', 'الرافعة المالية', 'اقتراض لزيادة حجم الصفقة', { exact: ['الرافعة المالية'] }),
    doc('help', 'هل يمكنني تغيير الرافعة المالية لحسابي؟', 'نعم من بوابة العملاء'),
    doc('learn', 'إدارة المخاطر', 'أساسيات إدارة رأس المال'),
  ], 'ar');
  t.equal(titles(index, 'الرافعه الماليه')[0], 'الرافعة المالية', 'teh marbuta typed as heh; the exact term first');
  t.equal(titles(index, 'الرَّافِعَة').length, 2, 'diacritics in the query');
  t.same(titles(index, 'اداره'), ['إدارة المخاطر'], 'alef without hamza finds إدارة');
});

t.test('vi: tone marks optional', async (t) => {
  const index = new LocaleIndex([
    doc('glossary', 'Đòn bẩy', 'Vay vốn để tăng quy mô vị thế.', { exact: ['Đòn bẩy', 'Leverage'] }),
    doc('help', 'Tôi có thể dùng đòn bẩy bao nhiêu?', 'Tùy loại tài khoản.'),
    doc('glossary', 'Ký quỹ', 'Số tiền cần để mở vị thế.', { exact: ['Ký quỹ'] }),
  ], 'vi');
  t.same(titles(index, 'don bay'), ['Đòn bẩy', 'Tôi có thể dùng đòn bẩy bao nhiêu?'], 'typed without marks');
  t.same(titles(index, 'ĐÒN BẨY'), titles(index, 'don bay'), 'upper case with marks');
  t.equal(titles(index, 'ky quy')[0], 'Ký quỹ');
});

t.test('de: umlauts, ß and typos', async (t) => {
  const index = new LocaleIndex([
    doc('glossary', 'Hebelwirkung', 'Mit geliehenem Kapital eine größere Position halten.', { exact: ['Hebelwirkung', 'Hebel'] }),
    doc('help', 'Welchen Hebel kann ich nutzen?', 'Das hängt von der Kontoart ab.'),
    doc('pages', 'Kontotypen', 'Vergleich der Kontoarten und Größen.'),
  ], 'de');
  t.equal(titles(index, 'hebel')[0], 'Hebelwirkung', 'the exact alias first, the help answer after');
  t.ok(titles(index, 'grosse').includes('Hebelwirkung'), 'ss finds ß (größere by prefix)');
  t.ok(titles(index, 'hebelwirkng').includes('Hebelwirkung'), 'a missing letter is forgiven');
  t.ok(titles(index, 'Kontoart').includes('Kontotypen'), 'umlaut-free word by prefix');
});
