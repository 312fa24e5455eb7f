// An instrument's name in the page's language: a currency pair or a metal against a currency is
// named from the currency names Intl knows ('Euro / US-Dollar', '欧元 / 美元', 'Unze Gold /
// US-Dollar'); anything else keeps the upstream's English description, marked as English.
import { cachedDisplayNames } from '../format.ts';
function currencyNames(tag: string): Intl.DisplayNames {
  return cachedDisplayNames(tag, { type: 'currency', fallback: 'none' });
}

export interface InstrumentName {
  text: string;
  /** 'en' when the text is the upstream's English description on a page in another language. */
  lang?: 'en';
}

export function instrumentName(symbol: string, description: string, tag: string): InstrumentName {
  if (/^[A-Z]{6}$/.test(symbol)) {
    const names = currencyNames(tag);
    const base = names.of(symbol.slice(0, 3));
    const quote = names.of(symbol.slice(3));
    if (base && quote) return { text: `${base} / ${quote}` };
  }
  return tag.startsWith('en') ? { text: description } : { text: description, lang: 'en' };
}

/** A catalogue row for a table, named in the page's language. Made in the loader, so the server's
 * names travel in the page data and hydration never compares two ICU versions' names. `name` is
 * left out when it is the description itself (most rows of a catalogue of hundreds). */
export function namedRow<T extends { symbol: string; description: string }>(row: T, tag: string): T & { name?: string; nameLang?: 'en' } {
  const name = instrumentName(row.symbol, row.description, tag);
  const named = name.text === row.description ? { ...row } : { ...row, name: name.text };
  return name.lang ? { ...named, nameLang: name.lang } : named;
}
