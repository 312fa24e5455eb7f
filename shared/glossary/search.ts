// Instant search of the glossary: a query matches an entry when every word of it is found in the
// term, the English term beside it or the definition, ignoring case, accents, width (ＭＡＣＤ)
// and punctuation (stop-loss = stop loss; a term's words also match written together: EURUSD,
// stoploss). Pure.

export interface Searchable {
  slug: string;
  term: string;
  definition: string;
  english?: string;
}

/** Lower case, no accents (é -> e, đ -> d), full-width folded, apostrophes dropped, other punctuation a space. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/đ/g, 'd')
    .replace(/ß/g, 'ss')
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The query's words, folded; an empty list for a blank query. */
export function queryWords(query: string): string[] {
  const folded = foldText(query);
  return folded ? folded.split(' ') : [];
}

export interface SearchResult {
  /** Slugs of the matching entries, in the order given. */
  slugs: string[];
  /** True when the query is blank (everything is shown). */
  all: boolean;
}

/** Folded haystacks, made once per entry list. */
const folded = new WeakMap<readonly Searchable[], string[]>();

function haystacks(entries: readonly Searchable[]): string[] {
  let out = folded.get(entries);
  if (!out) {
    out = entries.map((e) => {
      const names = foldText(`${e.term} ${e.english ?? ''}`);
      return ` ${names} ${names.replace(/ /g, '')} ${foldText(e.definition)} `;
    });
    folded.set(entries, out);
  }
  return out;
}

export function searchGlossary(entries: readonly Searchable[], query: string): SearchResult {
  const words = queryWords(query);
  if (!words.length) return { slugs: entries.map((e) => e.slug), all: true };
  const texts = haystacks(entries);
  const slugs = entries.filter((_, i) => words.every((w) => texts[i]!.includes(w))).map((e) => e.slug);
  return { slugs, all: false };
}
