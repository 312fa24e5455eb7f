// Amounts of money written out in copy ("$100", "100 USD", "USD 100", "100 美元", "10 万美元",
// "١٠٠ دولار", "100.000 $"), in any of the site's languages: a currency symbol, ISO code or
// currency word next to a number in Latin, Arabic-Indic, Persian or full-width digits, or in Han
// numerals. copy-figures.test.ts fails on them: an amount that is a fact of ours is a placeholder
// filled from its source (shared/marketing-facts.ts).

const digit = '[0-9٠-٩۰-۹０-９]';
/** A number with group or decimal separators: 100, 100,000, 100.000, 100 000, 3,616.67, ١٠٠٬٠٠٠. */
// Groups of three after a space (two after a comma: en-IN's 1,00,000), so "100 1.0" (two table
// cells) is two numbers, not one.
const number = `${digit}+(?:(?:[.,'٬]${digit}{2,3}|[\\u00a0\\u202f\\u2009 ]${digit}{3})(?!${digit}))*(?:[.,٫]${digit}+)?`;
// A Han numeral starts with a digit word: 一百美元, not 数万亿美元 ("trillions of dollars", no amount).
const hanNumber = '[〇一二两兩三四五六七八九十][〇一二两兩三四五六七八九十百千万萬亿億]*';
/** Large-number words that may stand between a number and its currency ("10 万美元", "$7 trillion"). */
const scale =
  '万|萬|만|億|亿|억|千|천|百|백|thousand|million|billion|trillion|juta|ribu|miliar|triliun|nghìn|ngàn|triệu|tỷ|milhões|milhão|bilhões|trilhões|' +
  '조|兆|trilion|bilion|تريليونات|مليارات|ملايين|آلاف|Mio\\.?|Millionen|Milliarden|Billionen|milliards?|milioni|miliardi|mila|bilioni|trilioni|ล้าน|พัน|แสน|หมื่น|مليون|مليار|تريليون|ترليون|ألف|libo|milyon|bilyon|trilyon';
/** ISO codes only where they are not half of a pair (EUR/USD 1.0850, USDJPY). */
const code = '(?<![A-Za-z/])(?:USD|EUR|GBP|JPY|AUD|NZD|CAD|CHF|HKD|SGD|THB|VND|IDR|MYR|PHP|KRW|CNY|BRL|INR|AED|USDT)(?![A-Za-z/])';
const symbolBefore = '(?:US\\$|A\\$|NZ\\$|HK\\$|S\\$|R\\$|\\$|€|£|¥|￥|฿|₫|₩|₱|₹|(?<![A-Za-z])Rp\\.?|(?<![A-Za-z])RM)';
const symbolAfter = '(?:US\\$|\\$\\s?US|\\$|€|£|¥|￥|฿|₫|₩|₱|₹|円)';
/** Currency words after an amount, in the site's 14 languages (and the ones copy borrows). */
const words =
  '(?:US[- ]?)?(?:[Dd]ollars?|DOLLARS?|dólares?|[Dd]ollari|[Dd]olar(?:es)?|dolyar|đô(?: la)?|ดอลลาร์|บาท|달러|불|원|دولار(?:ات|اً)?|' +
  '美元|美金|港元|港币|港幣|欧元|歐元|英镑|英鎊|日元|元|[Ee]uros?|ユーロ|ドル|reais|ringgit|rupiah|baht|pesos?)';

const amountFirst = new RegExp(
  `(?<![A-Za-z\\d.,])(?:${number}|${hanNumber})(?:\\s?(?:${scale}))*\\s?(?:(?:de|di|d'|ng)\\s)?(?:${code}|${symbolAfter}|${words}(?![A-Za-z]))`,
  'gu',
);
const currencyFirst = new RegExp(`(?:${symbolBefore}|${code})\\s?${number}(?:\\s?(?:${scale})(?![A-Za-z]))*`, 'gu');

export interface MoneyLiteral {
  /** The amount as written, currency included. */
  text: string;
  index: number;
}

/** The written-out amounts of money in a text (placeholders such as {{minDeposit}} are not). */
export function moneyLiterals(text: string): MoneyLiteral[] {
  const s = text.replace(/\{\{\s*\w+\s*\}\}/g, (m) => ' '.repeat(m.length));
  const found = new Map<number, MoneyLiteral>();
  for (const re of [currencyFirst, amountFirst]) {
    for (const m of s.matchAll(re)) {
      const index = m.index!;
      // A Han numeral alone before 元 is a word ("多元", "单元"), only a number is an amount.
      if (/^[〇一二两兩三四五六七八九十百千万萬亿億]+元$/.test(m[0]) && m[0].length < 3) continue;
      const covered = [...found.values()].some((f) => index < f.index + f.text.length && f.index < index + m[0].length);
      if (!covered) found.set(index, { text: m[0].trim(), index });
    }
  }
  return [...found.values()].sort((a, b) => a.index - b.index);
}
