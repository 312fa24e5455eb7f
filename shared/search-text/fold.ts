// Folding for search: the same text typed in any width, case or accent finds the same words.
// NFKC turns full-width forms ('ＸＡＵ', 'ｇｏｌｄ') and compatibility characters into plain ones;
// case is lowered the same way in every locale (no Turkish dotless i); accents are dropped only on
// Latin letters (Vietnamese, French, German, Portuguese), so Thai vowels, Japanese voicing marks
// and Hangul are kept; Arabic loses its diacritics and tatweel, and its alef, yeh and teh marbuta
// forms are unified (people type them either way). Pure.

const latinMarks = /(?<=\p{Script=Latin})\p{M}+/gu;
// Harakat, superscript alef and Quranic marks (the hamza above/below U+0654/U+0655 included,
// so أ إ آ ؤ ئ lose it after NFD), and the tatweel U+0640.
const arabicMarks = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
const arabicLetters: Record<string, string> = {
  '\u0622': '\u0627', // آ -> ا
  '\u0623': '\u0627', // أ -> ا
  '\u0625': '\u0627', // إ -> ا
  '\u0671': '\u0627', // ٱ -> ا
  '\u0649': '\u064A', // ى -> ي
  '\u0629': '\u0647', // ة -> ه
};
const arabicLetter = /[\u0622\u0623\u0625\u0671\u0649\u0629]/g;
const hasArabic = /[\u0600-\u06FF]/;
const hasNonAscii = /[^\x00-\x7F]/;

/** Letters with no decomposition that people type without their stroke. */
const strokes: Record<string, string> = { 'đ': 'd', 'ø': 'o', 'ł': 'l', 'ß': 'ss', 'æ': 'ae', 'œ': 'oe', 'ı': 'i' };
const stroke = /[đøłßæœı]/g;

/** 'Ｈébel ÄRGER' -> 'hebel arger'; 'إِسْتَثْمَار' -> 'استثمار'. */
export function foldText(text: string): string {
  if (!hasNonAscii.test(text)) return text.toLowerCase();
  let s = text.normalize('NFKC').toLowerCase();
  if (hasArabic.test(s)) s = s.replace(arabicLetter, (c) => arabicLetters[c]!);
  s = s.normalize('NFD').replace(latinMarks, '');
  if (hasArabic.test(s)) s = s.replace(arabicMarks, '');
  return s.normalize('NFC').replace(stroke, (c) => strokes[c]!);
}
