// Copy cannot drift from the sources (issue 31): no message file (locales/<language>/*.json) and
// no content file (content/<language>/**.json) in any language may state a leverage ratio or a
// catalogue count itself. Those figures are placeholders ({{maxLeverage}}, {{pairs}} ...) filled
// from the entity register and the instrument catalogue for the visitor's locale. Nor may it
// state an amount of money ("$100", "100 USD", "USD 100", "100 美元", "١٠٠ دولار"): the minimum
// deposits (account catalogue), demo funds, copy-trading minimum, VPS balance and the swap-free
// example's fees are placeholders too ({{minDeposit}} ...).
//
// Scope: our own copy, locales/<language>/*.json and content/<language>/**.json. The CMS's items
// (lessons and news in server/sandbox/fixtures/articles) are editorial content with worked
// examples and are not scanned; copy files of worked examples are exempt by name below.
import t from 'tap';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { messageLanguages, type MessageLanguage } from './locales.ts';
import { factKeys, fillFactText, localeFacts } from './marketing-facts.ts';
import { moneyLiterals } from './text/money-literals.ts';

const root = fileURLToPath(new URL('../', import.meta.url));

/** What a count may be about, per language: pairs, instruments/products, markets, asset classes. */
const catalogueWords: Record<MessageLanguage, string[]> = {
  en: ['pair', 'instrument', 'market', 'asset class', 'symbol', 'product'],
  'zh-Hans': ['货币对', '品种', '产品', '市场', '资产类别', '资产'],
  'zh-Hant': ['貨幣對', '商品', '產品', '市場', '資產類別', '資產'],
  pt: ['pares', 'par de', 'instrumento', 'mercado', 'classes de ativos', 'ativos', 'produto'],
  id: ['pasangan', 'instrumen', 'pasar', 'kelas aset', 'produk'],
  it: ['coppie', 'strumenti', 'mercati', 'classi di', 'prodotti'],
  th: ['คู่', 'ตราสาร', 'ตลาด', 'สินทรัพย์', 'ผลิตภัณฑ์'],
  vi: ['cặp', 'công cụ', 'sản phẩm', 'thị trường', 'tài sản'],
  ms: ['pasangan', 'instrumen', 'pasaran', 'kelas aset', 'produk'],
  tl: ['pair', 'instrument', 'merkado', 'market', 'asset class', 'produkto'],
  fr: ['paires', 'instruments', 'marchés', "classes d'actifs", 'produits'],
  ko: ['통화쌍', '상품', '시장', '자산군', '종목'],
  de: ['währungspaare', 'paare', 'instrumente', 'märkte', 'anlageklassen', 'produkte'],
  // Not the singular أداة: "مؤشر وأداة رسم" (an indicator and a drawing tool) is no instrument.
  ar: ['أزواج', 'زوج', 'أدوات', 'أسواق', 'فئات', 'منتج'],
};

/** "More than N" and "hundreds" wordings, per language. */
const moreThan: Record<MessageLanguage, string[]> = {
  en: ['more than', 'over'], 'zh-Hans': [], 'zh-Hant': [], pt: ['mais de'], id: ['lebih dari', 'lebih'], it: ['oltre', 'più di'],
  th: ['กว่า', 'มากกว่า'], vi: ['hơn', 'trên'], ms: ['lebih daripada', 'lebih'], tl: ['mahigit', 'higit sa'], fr: ['plus de'],
  ko: [], de: ['über', 'mehr als'], ar: ['أكثر من'],
};
const hundreds: Record<MessageLanguage, string[]> = {
  en: ['hundreds', 'thousands', 'dozens'], 'zh-Hans': ['数百', '上百', '数千'], 'zh-Hant': ['數百', '上百', '數千'], pt: ['centenas', 'milhares', 'dezenas'],
  id: ['ratusan', 'ribuan', 'puluhan'], it: ['centinaia', 'migliaia', 'decine'], th: ['หลายร้อย', 'หลายพัน'], vi: ['hàng trăm', 'hàng nghìn', 'hàng chục'],
  ms: ['ratusan', 'ribuan', 'puluhan'], tl: ['daan-daan', 'libu-libo'], fr: ['centaines', 'milliers', 'dizaines'], ko: ['수백', '수천', '수십'],
  de: ['hunderte', 'tausende', 'dutzende'], ar: ['مئات', 'آلاف', 'عشرات'],
};
/** Spelled small numbers, which copy uses for asset classes ("seven asset classes"). */
const spelled: Record<MessageLanguage, string[]> = {
  en: ['five', 'six', 'seven', 'eight', 'nine'], 'zh-Hans': ['五', '六', '七', '八', '九'], 'zh-Hant': ['五', '六', '七', '八', '九'],
  pt: ['cinco', 'seis', 'sete', 'oito', 'nove'], id: ['lima', 'enam', 'tujuh', 'delapan', 'sembilan'], it: ['cinque', 'sei', 'sette', 'otto', 'nove'],
  th: ['ห้า', 'หก', 'เจ็ด', 'แปด', 'เก้า'], vi: ['năm', 'sáu', 'bảy', 'tám', 'chín'], ms: ['lima', 'enam', 'tujuh', 'lapan', 'sembilan'],
  tl: ['lima', 'anim', 'pito', 'walo', 'siyam'], fr: ['cinq', 'six', 'sept', 'huit', 'neuf'], ko: ['다섯', '여섯', '일곱', '여덟', '아홉'],
  de: ['fünf', 'sechs', 'sieben', 'acht', 'neun'], ar: ['خمس', 'ست', 'سبع', 'ثماني', 'تسع'],
};
const assetClassWords: Record<MessageLanguage, string[]> = {
  en: ['asset class'], 'zh-Hans': ['资产类别', '大资产'], 'zh-Hant': ['資產類別', '大資產'], pt: ['classes de ativos'], id: ['kelas aset'], it: ['classi di'],
  th: ['สินทรัพย์'], vi: ['loại tài sản'], ms: ['kelas aset'], tl: ['asset class'], fr: ["classes d'actifs"], ko: ['자산군', '가지 자산'],
  de: ['anlageklassen'], ar: ['فئات'],
};

/**
 * Ratios that are arithmetic in a worked example, not an offer: the glossary's leverage and margin
 * entries compute with 1:30 and 1:100, and the lesson quizzes ask about the lessons' own worked
 * examples (1:30, 1:100, and 1:500 as a wrong choice) (file and ratio, so any other ratio there
 * still fails).
 */
const exampleRatios: Record<string, string[]> = { 'academy/glossary': ['1:30', '1:100'], 'academy/quizzes': ['1:30', '1:100', '1:500'] };

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const anyOf = (words: string[]) => new RegExp(words.map(esc).join('|'), 'i');
// A claim stays within its clause: the window after a count stops at the end of a sentence.
const clause = (text: string, from: number, length: number) => text.slice(from, from + length).split(/[.;:!?。；：！？]/)[0]!;

/** The figures in a text that should have come from a source (empty: none). */
export function literalFigures(text: string, lang: MessageLanguage, file = ''): string[] {
  // The brand name is not a market claim, and placeholders are what copy should hold.
  const s = text.replace(/Velora Markets/g, '').replace(/\{\{\s*\w+\s*\}\}/g, '');
  const found: string[] = [];
  for (const m of s.matchAll(/(?<![\d.,])1:\d{2,5}(?!\d)/g)) {
    if (!(exampleRatios[file] ?? []).includes(m[0])) found.push(m[0]);
  }
  const words = anyOf(catalogueWords[lang]);
  // The counted noun follows the count closely: the next two words ("50+ currency pairs"; three
  // after "hundreds": "hundreds of CFD instruments"), or ten characters in the languages written
  // without spaces (Thai also puts it first: "ตราสาร CFD หลายร้อยรายการ"). A wider window takes
  // "100+ indicators and drawing tools (strumenti)" for a claim about instruments.
  const unspaced = lang === 'zh-Hans' || lang === 'zh-Hant' || lang === 'th';
  const near = (at: number, wordsAfter = 2) => {
    const after = unspaced ? clause(s, at, 10) : clause(s, at, 120).trim().split(/\s+/).slice(0, wordsAfter).join(' ');
    const before = lang === 'th' ? s.slice(Math.max(0, at - 24), at).split(/[.;:!?]/).at(-1)! : '';
    return words.test(after) || words.test(before);
  };
  for (const m of s.matchAll(/(?<![\d.,])\d+(?:[.,]\d+)?\s*(\+|多)/g)) if (near(m.index! + m[0].length)) found.push(m[0]);
  // Thai writes no spaces between words, so "more than" cannot need a word boundary there.
  const boundary = lang === 'th' ? '' : '(?<![\\p{L}])';
  for (const w of moreThan[lang]) {
    for (const m of s.matchAll(new RegExp(`${boundary}${esc(w)}\\s*(\\d[\\d.,]*)`, 'giu'))) if (near(m.index! + m[0].length)) found.push(m[0]);
  }
  for (const w of hundreds[lang]) {
    for (const m of s.matchAll(new RegExp(esc(w), 'gi'))) if (near(m.index! + m[0].length, 3)) found.push(m[0]);
  }
  // "7 asset classes", "seven asset classes", "七大资产类别"
  const classes = anyOf(assetClassWords[lang]);
  for (const m of s.matchAll(new RegExp(`(?<![\\d.,])(\\d+|${spelled[lang].map(esc).join('|')})`, 'giu'))) {
    const after = s.slice(m.index! + m[0].length, m.index! + m[0].length + 12);
    if (classes.test(after) && (/^\d/.test(m[0]) || /^[\s大가]*\S/.test(after))) {
      // A spelled number must be its own word (not "seis" inside another word).
      const prev = s[m.index! - 1] ?? ' ';
      if (/^\d/.test(m[0]) || !/\p{L}/u.test(prev) || /[\u3400-\u9fff\u0e00-\u0e7f]/.test(m[0])) found.push(`${m[0]}${after}`.trim());
    }
  }
  return found;
}

function* jsonFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir).sort()) {
    const p = join(dir, entry);
    if (statSync(p).isDirectory()) yield* jsonFiles(p);
    else if (entry.endsWith('.json')) yield p;
  }
}

function* strings(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* strings(v, `${path}.${i}`);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) yield* strings(v, path ? `${path}.${k}` : k);
}

t.test('the detector: worked examples in several languages', async (t) => {
  t.same(literalFigures('Trade 50+ currency pairs with leverage up to 1:500.', 'en'), ['1:500', '50+']);
  t.same(literalFigures('Hundreds of instruments across 7 asset classes', 'en'), ['Hundreds', '7 asset class']);
  t.same(literalFigures('CFDs on more than 50 currency pairs', 'en'), ['more than 50']);
  t.same(literalFigures('Seven asset classes', 'en'), ['Seven asset class']);
  t.same(literalFigures('交易 50 多种货币对，杠杆最高 1:30', 'zh-Hans'), ['1:30', '50 多']);
  t.same(literalFigures('七大资产类别', 'zh-Hans'), ['七大资产类别']);
  t.same(literalFigures('Handeln Sie über 50 Währungspaare', 'de'), ['über 50']);
  t.same(literalFigures('เทรดคู่สกุลเงินกว่า 50 คู่', 'th'), ['กว่า 50']);
  t.same(literalFigures('تداول مئات أدوات عقود الفروقات', 'ar'), ['مئات']);
  t.same(literalFigures('7개 자산군', 'ko'), ['7개 자산군']);
  // Not catalogue claims: countries, payment methods, indicators, examples, placeholders, the brand.
  t.same(literalFigures('Traders in 150+ countries, 10+ payment methods and 30+ indicators; spreads from 0.0 pips on major pairs.', 'en'), []);
  t.same(literalFigures('Trade {{pairs}} currency pairs, leverage up to {{maxLeverage}}, with Velora Markets.', 'en'), []);
  t.same(literalFigures('With 1:30 leverage, 1,000 USD of margin can hold 30,000 USD.', 'en', 'academy/glossary'), []);
  t.same(literalFigures('Crypto CFDs trade seven days a week.', 'en'), []);
  t.same(literalFigures('MQL5 市场中有数千款指标', 'zh-Hans'), [], 'thousands of indicators in a market: not a catalogue claim');
  t.same(literalFigures('ตราสาร CFD หลายร้อยรายการ', 'th'), ['หลายร้อย']);
});

t.test('no message or content file states a leverage ratio or a catalogue count itself', async (t) => {
  for (const lang of messageLanguages) {
    const files = [
      ...[...jsonFiles(join(root, 'locales', lang))].map((f) => [f, f.slice(join(root, 'locales', lang).length + 1, -5)] as const),
      ...[...jsonFiles(join(root, 'content', lang))].map((f) => [f, f.slice(join(root, 'content', lang).length + 1, -5)] as const),
    ];
    const problems: string[] = [];
    for (const [file, name] of files) {
      for (const [path, text] of strings(JSON.parse(readFileSync(file, 'utf8')), '')) {
        const found = literalFigures(text, lang, name);
        if (found.length) problems.push(`${name}.json ${path}: ${found.join(', ')}`);
      }
    }
    t.same(problems, [], `${lang}: every figure is a placeholder`);
  }
});

// A fact's name, or a misspelling of one ({{minDepost}}, {{maxLeverge}}, {{swapFreeExampleFees}}).
const factPlaceholder = /\{\{\s*(maxLeverage\w*|forexMaxLeverage|strictest\w*|pairs|instruments|assetClasses|minDep\w*|demoFund\w*|copyTrading\w*|vpsMin\w*|swapFree\w*|our\w+)\s*\}\}/g;

t.test('every fact placeholder in copy is one the sources fill', async (t) => {
  // A misspelt {{maxLeverge}} would reach the page as it is: filled copy has none of the fact names left.
  const facts = localeFacts('en');
  for (const lang of messageLanguages) {
    for (const dir of ['locales', 'content']) {
      for (const file of jsonFiles(join(root, dir, lang))) {
        for (const [path, text] of strings(JSON.parse(readFileSync(file, 'utf8')), '')) {
          const left = fillFactText(text, facts).match(factPlaceholder);
          if (left) t.fail(`${file} ${path}: ${left.join(', ')}`);
        }
      }
    }
  }
  t.pass('all filled');
});

/**
 * Files of worked examples, where amounts are arithmetic and not offers of ours: the glossary
 * (pip values, margin, equity) and the lesson quizzes (position sizing, spreads, margin). They
 * still may not state a minimum deposit (minimumDeposit below).
 */
const workedExampleFiles = new Set(['academy/glossary', 'academy/quizzes']);

/**
 * Amounts that are not facts of ours, by file and key (the same in every language), with why.
 */
const notOurFigures: Record<string, { path: string; why: string }[]> = {
  messages: [{ path: 'forex.why.1.text', why: 'the forex market\'s daily turnover (BIS Triennial Survey), a market statistic' }],
};

/** "Minimum deposit" in each language: in a worked-example file an amount next to it is still a fact of ours. */
const minimumDeposit: Record<MessageLanguage, string[]> = {
  en: ['minimum deposit', 'deposit from'], 'zh-Hans': ['最低入金'], 'zh-Hant': ['最低入金'], pt: ['depósito mínimo'],
  id: ['deposit minimum', 'setoran minimum'], it: ['deposito minimo'], th: ['ฝากขั้นต่ำ', 'เงินฝากขั้นต่ำ'], vi: ['nạp tối thiểu', 'tiền gửi tối thiểu'],
  ms: ['deposit minimum'], tl: ['minimum na deposito'], fr: ['dépôt minimum'], ko: ['최소 입금'], de: ['mindesteinzahlung'],
  ar: ['الحد الأدنى للإيداع'],
};

/** The amounts of money a copy string states that should have come from a source (empty: none). */
export function literalAmounts(text: string, lang: MessageLanguage, file = '', path = ''): string[] {
  if ((notOurFigures[file] ?? []).some((e) => e.path === path)) return [];
  const found = moneyLiterals(text);
  if (!workedExampleFiles.has(file)) return found.map((m) => m.text);
  const deposit = anyOf(minimumDeposit[lang]);
  return found.filter((m) => deposit.test(clause(text, Math.max(0, m.index - 60), 60 + m.text.length + 40))).map((m) => m.text);
}

t.test('the money detector: worked examples in the 14 languages', async (t) => {
  const amounts = (s: string) => moneyLiterals(s).map((m) => m.text);
  t.same(amounts('Open an account from $100, or practise with $100,000 in virtual funds.'), ['$100', '$100,000']);
  t.same(amounts('Mindesteinzahlung 100 $ oder 100.000 $ Demo; 100 USD, USD 100, 100 US-Dollar'), ['100 $', '100.000 $', '100 USD', 'USD 100', '100 US-Dollar']);
  t.same(amounts('dépôt minimum de 100 000 $US'), ['100 000 $US']);
  t.same(amounts('depósito mínimo de US$ 100'), ['US$ 100']);
  t.same(amounts('最低入金 100 美元，或 10 万美元模拟账户，一百美元'), ['100 美元', '10 万美元', '一百美元']);
  t.same(amounts('獲得100,000美元虛擬資金'), ['100,000美元']);
  t.same(amounts('최소 입금액 100달러, 가상 자금 10만 달러'), ['100달러', '10만 달러']);
  t.same(amounts('เงินฝากขั้นต่ำ 100 ดอลลาร์'), ['100 ดอลลาร์']);
  t.same(amounts('حد أدنى للإيداع قدره 100 دولار أو ١٠٠ دولار'), ['100 دولار', '١٠٠ دولار']);
  t.same(amounts('nạp tối thiểu 100 đô la hoặc 100.000 US$'), ['100 đô la', '100.000 US$']);
  t.same(amounts('deposit minimum Rp 1.500.000 atau RM100'), ['Rp 1.500.000', 'RM100']);
  t.same(amounts('mahigit $7 trilyon'), ['$7 trilyon']);
  // Not amounts: pairs and quotes, percentages, placeholders, vague sizes, binary options (二元).
  t.same(amounts('EUR/USD 1.0850, USDJPY 150.20, 100% segregated, {{minDeposit}}, 数万亿美元, 二元期权, 10+ methods'), []);
});

t.test('exemptions are named and narrow', async (t) => {
  t.same(literalAmounts('Risking 100 USD with a 25-pip stop gives 0.40 lots.', 'en', 'academy/glossary'), [], 'a worked example');
  t.same(literalAmounts('The minimum deposit is $100.', 'en', 'academy/quizzes'), ['$100'], 'our minimum deposit, even in a quiz');
  t.same(literalAmounts('最低入金 100 美元', 'zh-Hans', 'academy/quizzes'), ['100 美元']);
  t.same(literalAmounts('over $7 trillion traded daily', 'en', 'messages', 'forex.why.1.text'), []);
  t.same(literalAmounts('over $7 trillion traded daily', 'en', 'messages', 'home.intro'), ['$7 trillion'], 'only at its own key');
});

t.test('no message or content file states an amount of money itself', async (t) => {
  for (const lang of messageLanguages) {
    const problems: string[] = [];
    for (const dir of ['locales', 'content']) {
      const base = join(root, dir, lang);
      for (const file of jsonFiles(base)) {
        const name = file.slice(base.length + 1, -5);
        for (const [path, text] of strings(JSON.parse(readFileSync(file, 'utf8')), '')) {
          const found = literalAmounts(text, lang, name, path);
          if (found.length) problems.push(`${dir}/${lang}/${name}.json ${path}: ${found.join(', ')}`);
        }
      }
    }
    t.same(problems, [], `${lang}: every amount of ours is a placeholder`);
  }
});

t.test('the placeholder check knows every fact key', async (t) => {
  for (const k of factKeys) t.match(`{{${k}}}`, new RegExp(factPlaceholder.source), k);
});
