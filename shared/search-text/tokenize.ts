// Words of a text for the search index and for a query. Scripts written without spaces (Thai,
// Chinese, Japanese) and Korean are cut into words by Intl.Segmenter (ICU's dictionaries); other
// text is split on anything that is not a letter, mark or digit. Text is folded first
// (fold.ts). Instrument pairs written with a slash or dash ('XAU/USD', 'eur-usd') also give the
// joined symbol ('xauusd'), the way traders type it. Pure (Intl only).
import { foldText } from './fold.ts';

/** Thai, Lao, Khmer, Myanmar, Han, Hiragana, Katakana and Hangul: segmented by ICU. */
const segmentedScript = /[\u0E00-\u0EFF\u1000-\u109F\u1780-\u17FF\u3040-\u30FF\u3400-\u9FFF\uF900-\uFAFF\uAC00-\uD7AF\u1100-\u11FF\u3130-\u318F]/;
/** Scripts with no spaces between words (no typo tolerance there). */
const unspacedScript = /[\u0E00-\u0EFF\u1000-\u109F\u1780-\u17FF\u3040-\u30FF\u3400-\u9FFF\uF900-\uFAFF]/;
/** Han and kana words also index their inner parts (Thai suffixes would start with a vowel sign). */
const hanOrKana = /^[\u3040-\u30FF\u3400-\u9FFF\uF900-\uFAFF]+$/;
const word = /[\p{L}\p{M}\p{N}]+/gu;
/** Two three-letter codes joined by '/', '-' or '_' (spaces around allowed): 'xau / usd'. */
const pair = /(?<![\p{L}\p{N}])([a-z]{3})\s*[/\-_]\s*([a-z]{3})(?![\p{L}\p{N}])/gu;

/**
 * Arabic's definite article ('ال', also 'وال' "and the") joined to the word: dropped, so
 * 'الرافعة' and 'رافعة' are one word and a prefix does not start with the article most words share.
 */
const arabicArticle = /^و?ال[\u0621-\u064A]{2,}$/;

/** Longest word of a segmented script whose inner parts are indexed. */
const MAX_SUFFIXED = 12;

const segmenters = new Map<string, Intl.Segmenter>();
function segmenter(language: string): Intl.Segmenter {
  let s = segmenters.get(language);
  if (!s) {
    s = new Intl.Segmenter(language, { granularity: 'word' });
    segmenters.set(language, s);
  }
  return s;
}

export interface TokenizeOptions {
  /** BCP 47 language of the text ('th', 'zh-Hans'): ICU's hint for segmentation. */
  language?: string;
  /**
   * 'index' also emits the inner parts of unspaced words ('追加保证金' also gives '保证金'), so
   * that a query for a word inside a compound the dictionary kept whole is found by prefix.
   * 'query' emits the words only, and a slashed pair as the joined symbol alone.
   */
  mode?: 'index' | 'query';
}

function pushSegmented(out: string[], text: string, language: string, index: boolean): void {
  for (const part of segmenter(language).segment(text)) {
    if (!part.isWordLike) continue;
    const w = part.segment;
    out.push(w);
    if (index && w.length > 2 && hanOrKana.test(w) && w.length <= MAX_SUFFIXED) {
      for (let i = 1; i <= w.length - 2; i++) out.push(w.slice(i));
    }
  }
}

/** The words of a text, folded, in order (repeats kept: they count for relevance). */
export function tokenize(text: string, options: TokenizeOptions = {}): string[] {
  const { language = 'en', mode = 'index' } = options;
  let folded = foldText(text);
  const out: string[] = [];
  if (folded.includes('/') || folded.includes('-') || folded.includes('_')) {
    folded = folded.replace(pair, (_m, a: string, b: string) => {
      if (mode === 'index') out.push(a + b);
      return mode === 'index' ? `${a} ${b}` : a + b;
    });
  }
  for (const m of folded.matchAll(word)) {
    const w = m[0];
    if (segmentedScript.test(w)) pushSegmented(out, w, language, mode === 'index');
    else out.push(arabicArticle.test(w) ? w.slice(w.startsWith('و') ? 3 : 2) : w);
  }
  return out;
}

/** Whether a folded word is in a script with no spaces (no typo tolerance there: a one-character edit is another word). */
export function isUnspaced(term: string): boolean {
  return unspacedScript.test(term) || /[\uAC00-\uD7AF]/.test(term);
}
