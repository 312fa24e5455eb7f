// Help-centre search: every word of the query must appear in an entry's question, answer or
// category (so adding words narrows the list); hits in the question rank first. Works for
// scripts without spaces (Chinese, Thai) because words are matched as substrings.

export interface HelpEntry {
  id: string;
  category: string;
  q: string;
  a: string;
}

/** Lower case, accents removed, punctuation folded to spaces (NFKD also folds full-width forms). */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[\p{P}\p{S}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The query's words (normalised, unique, at most 8 so a pasted paragraph stays cheap). */
export function queryWords(query: string): string[] {
  const words = normalizeText(query).split(' ').filter(Boolean);
  return [...new Set(words)].slice(0, 8);
}

/** Score of one entry for the words: 0 when a word is missing anywhere. */
export function scoreEntry(entry: HelpEntry, words: readonly string[]): number {
  const q = normalizeText(entry.q);
  const a = normalizeText(entry.a);
  const c = normalizeText(entry.category);
  let score = 0;
  for (const w of words) {
    const inQ = q.includes(w);
    const inC = c.includes(w);
    const inA = a.includes(w);
    if (!inQ && !inC && !inA) return 0;
    score += (inQ ? 3 : 0) + (inC ? 2 : 0) + (inA ? 1 : 0);
  }
  return score;
}

/** Entries matching every word, best first (ties keep their order); an empty query keeps all. */
export function searchHelp<T extends HelpEntry>(entries: readonly T[], query: string): T[] {
  const words = queryWords(query);
  if (words.length === 0) return [...entries];
  return entries
    .map((entry, index) => ({ entry, index, score: scoreEntry(entry, words) }))
    .filter((x) => x.score > 0)
    .sort((x, y) => y.score - x.score || x.index - y.index)
    .map((x) => x.entry);
}
