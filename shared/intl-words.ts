// The server's Intl words, reused by the browser. Node's ICU data and a browser's differ ("Hong
// Kong SAR China" against "Hong Kong", a space or a narrow no-break space before "%", "Sep" or
// "Sept"), and Safari and Firefox ship their own. Text a component formats while it hydrates
// must be the server's, letter for letter, or React discards the server's HTML (error 418) and
// renders the page again. So the server records what each formatter said for each input during
// a render, the page carries that record (client/intl-words-script.tsx), and the browser's
// formatters answer from it for the same formatter and input. Inputs the server never formatted
// (live prices, countdowns) are formatted by the browser's own ICU, after hydration.

/** formatter key (kind, tag and options) -> input -> the words the server made. */
export type IntlWords = Record<string, Record<string, string>>;

type Recorder = (formatter: string, input: string, words: string) => void;

let recorder: Recorder | undefined;
const serverWords: IntlWords = {};

/** Server: every formatted word goes to `record` (the current render's record), or nowhere. */
export function recordIntlWordsWith(record: Recorder | undefined): void {
  recorder = record;
}

/** Adds `words` to `record`, formatter by formatter. */
export function addIntlWords(record: IntlWords, words: IntlWords): void {
  for (const [formatter, byInput] of Object.entries(words)) Object.assign((record[formatter] ??= {}), byInput);
}

/** Browser: words of the server's render of this document (the page's, then each streamed part's). */
export function adoptServerIntlWords(words: IntlWords): void {
  addIntlWords(serverWords, words);
}

/** A formatter's input as a key: numbers and dates by value; undefined (now) is never a key. */
function inputKey(input: unknown): string | undefined {
  if (typeof input === 'number' || typeof input === 'bigint' || typeof input === 'string') return String(input);
  if (input instanceof Date) return `d${input.getTime()}`;
  return undefined;
}

/** The words for `input`: the server's when it said them, else `make`'s (recorded on the server). */
export function wordsFor<W extends string | undefined>(formatter: string, input: unknown, make: () => W): W {
  const key = inputKey(input);
  if (key === undefined) return make();
  const said = serverWords[formatter]?.[key];
  if (said !== undefined) return said as W;
  const words = make();
  if (words !== undefined) recorder?.(formatter, key, words);
  return words;
}

type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.DisplayNames;

/**
 * `formatter` with `format` (numbers, dates) and `of` (display names) answering through
 * wordsFor; its other methods (formatToParts, resolvedOptions...) are the formatter's own. The
 * methods are bound copies: Intl's methods only work on the object ICU made.
 */
export function withServerWords<F extends Formatter>(key: string, formatter: F): F {
  const proto = Object.getPrototypeOf(formatter) as object;
  const own = formatter as unknown as Record<string, unknown>;
  const methods: PropertyDescriptorMap = {};
  for (const name of Object.getOwnPropertyNames(proto)) {
    const value = name === 'constructor' ? undefined : own[name];
    if (typeof value !== 'function') continue;
    const method = value.bind(formatter) as (input: unknown) => string | undefined;
    // Defined, not assigned: `format` is an accessor on Intl's prototypes.
    methods[name] = { value: name === 'format' || name === 'of' ? (input: unknown) => wordsFor(key, input, () => method(input)) : method };
  }
  return Object.create(proto, methods) as F;
}
