// The calculator's symbol list in the page's language (issue 34): every pair and metal named
// from its currencies the way the instrument tables and pages name it (instrument-name.ts), made
// in the loader so the browser reuses the server's names (two ICU versions may name a currency
// differently, and the select would not hydrate). Only names that differ from the upstream's
// English description travel; the rest is the description, marked English off English pages.
import { instrumentName } from './instrument-name.ts';

export function optionNames(catalogue: readonly { symbol: string; description: string }[], tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const s of catalogue) {
    const name = instrumentName(s.symbol, s.description, tag);
    if (!name.lang && name.text !== s.description) out[s.symbol] = name.text;
  }
  return out;
}

/** An option's label and language: 'AUDNZD – Australischer Dollar / Neuseeland-Dollar'. */
export function optionLabel(s: { symbol: string; description: string }, names: Readonly<Record<string, string>> | undefined, tag: string): { text: string; lang?: 'en' } {
  const name = names?.[s.symbol];
  if (name !== undefined) return { text: `${s.symbol} \u2013 ${name}` };
  return tag.toLowerCase().startsWith('en') ? { text: `${s.symbol} \u2013 ${s.description}` } : { text: `${s.symbol} \u2013 ${s.description}`, lang: 'en' };
}
