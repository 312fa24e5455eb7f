// The glossary as a page shows it: a language's terms merged with the English file by slug (a
// term the language does not have yet is the English one, marked lang="en"), each with its A-Z
// index letter, sorted. Pure.
import type { MessageLanguage } from '../locales.ts';
import type { GlossaryTerm } from '../content/academy.ts';

export interface GlossaryEntry {
  slug: string;
  term: string;
  definition: string;
  /** The English term beside a term in a non-Latin script (it also gives the index letter). */
  english?: string;
  /** 'en' when the entry is the English fallback on another language's page. */
  lang?: 'en';
  /** 'A'-'Z' or '#'. */
  letter: string;
  related: { slug: string; term: string }[];
}

/** Languages whose terms are in Latin script: they are indexed and sorted by their own term. */
const latinScript: ReadonlySet<MessageLanguage> = new Set(['en', 'pt', 'id', 'it', 'vi', 'ms', 'tl', 'fr', 'de']);

export const indexLetters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ#'.split('');

/** 'A'-'Z' for a text starting with a Latin letter (accents dropped: É -> E, Đ -> D), '#' for a digit, null otherwise. */
export function letterOf(text: string): string | null {
  const first = text.trim().normalize('NFKD').replace(/\p{M}/gu, '').replace(/^[đĐ]/, 'D').charAt(0).toUpperCase();
  if (first >= 'A' && first <= 'Z') return first;
  if (first >= '0' && first <= '9') return '#';
  return null;
}

/**
 * Chinese, Thai, Korean and Arabic pages index by the English term (shown beside each term):
 * traders learn this vocabulary from English platform labels (MT4, EA, MACD, ECN), Traditional
 * Chinese readers in Taiwan and Hong Kong do not order by pinyin, and so letter M holds the same
 * terms in every language.
 */
export function indexesByEnglish(language: MessageLanguage): boolean {
  return !latinScript.has(language);
}

export function mergeGlossary(english: readonly GlossaryTerm[], own: readonly GlossaryTerm[] | null, language: MessageLanguage, collatorTag: string): GlossaryEntry[] {
  const local = new Map((language === 'en' ? [] : (own ?? [])).map((t) => [t.slug, t]));
  const byEnglish = indexesByEnglish(language);
  const merged = english.map((en) => {
    const mine = local.get(en.slug);
    const shown = mine ?? en;
    const entry: GlossaryEntry & { sortKey: string } = {
      slug: en.slug,
      term: shown.term,
      definition: shown.definition,
      letter: (byEnglish ? letterOf(en.term) : letterOf(shown.term)) ?? letterOf(en.slug) ?? '#',
      related: [],
      sortKey: byEnglish ? en.term : shown.term,
    };
    if (byEnglish && mine) entry.english = en.term;
    if (!mine && language !== 'en') entry.lang = 'en';
    return entry;
  });
  const collator = new Intl.Collator(byEnglish ? 'en' : collatorTag, { sensitivity: 'base', numeric: true });
  merged.sort((a, b) => indexLetters.indexOf(a.letter) - indexLetters.indexOf(b.letter) || collator.compare(a.sortKey, b.sortKey));
  const termOf = new Map(merged.map((e) => [e.slug, e.term]));
  const relatedOf = new Map(english.map((t) => [t.slug, t.related ?? []]));
  return merged.map(({ sortKey: _sortKey, ...entry }) => ({
    ...entry,
    related: (relatedOf.get(entry.slug) ?? []).filter((s) => termOf.has(s)).map((slug) => ({ slug, term: termOf.get(slug)! })),
  }));
}

/** Names the article linker looks for, per slug: the language's own term and aliases (English for untranslated slugs). */
export function glossaryNames(english: readonly GlossaryTerm[], own: readonly GlossaryTerm[] | null): { slug: string; names: string[] }[] {
  const local = new Map((own ?? []).map((t) => [t.slug, t]));
  return english
    .filter((en) => en.autolink !== false)
    .map((en) => {
      const shown = local.get(en.slug) ?? en;
      return { slug: en.slug, names: [shown.term, ...(shown.aliases ?? [])] };
    });
}
