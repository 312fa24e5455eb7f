// One locale's search index: MiniSearch (an inverted index on a radix tree, with BM25 ranking,
// prefix and fuzzy matching) over the documents sources.ts gathers, with the site's own words
// (shared/search-text: folding, Intl.Segmenter, joined symbols) as its tokenizer. What a query
// matches and in what order:
// - every word must match (AND); a query whose words match nothing together falls back to any word;
// - words of 3+ letters are also prefixes (as you type), a last word of 2 Latin letters too, and
//   any word in Chinese, Japanese, Thai or Korean; shorter ones would walk most of the index
//   (one Arabic letter, or the article 'ال', starts most Arabic words);
// - words of 5+ letters in spaced scripts allow one edit, 9+ two ('levarage' finds leverage);
//   none in Chinese, Japanese, Thai or Korean (one character there is another word);
// - title and names weigh 3, text 1; an instrument or glossary term named exactly by the whole
//   query ('xauusd', 'XAU/USD', 'gold', 'margin call') comes first, named things weigh 1.5 times,
//   and a title holding every word of a longer query weighs double.
import MiniSearch from 'minisearch';
import { LRUCache } from 'lru-cache';
import { tokenize, isUnspaced } from '../../../shared/search-text/tokenize.ts';
import { foldText } from '../../../shared/search-text/fold.ts';
import { siteSearchKinds, type SiteSearchKind } from '../../../shared/site-search.ts';

export interface SearchDoc {
  kind: SiteSearchKind;
  title: string;
  /** Path after the locale ('/academy/terminology#leverage'). */
  path: string;
  snippet: string;
  /** Names and keywords: symbol, aliases, English term, tags. */
  keywords: readonly string[];
  /** Longer text: definition, answer, description. */
  body: string;
  /** Names that, typed whole, make this the exact answer (instruments, glossary terms). */
  exact?: readonly string[];
  lang?: 'en';
  date?: string;
}

interface IndexedFields {
  id: number;
  title: string;
  keywords: string;
  body: string;
}

export interface RankedHit {
  doc: SearchDoc;
  score: number;
  exact: boolean;
}

export interface EngineAnswer {
  /** Every match, best first. */
  ranked: RankedHit[];
  counts: Record<SiteSearchKind, number>;
}

/** A joined form of a query for exact names: 'XAU / USD' -> 'xauusd', 'margin  call' -> 'margin call'. */
function exactKeys(text: string, language: string): string[] {
  const words = tokenize(text, { language, mode: 'query' });
  if (!words.length) return [];
  const spaced = words.join(' ');
  const joined = words.join('');
  return spaced === joined ? [spaced] : [spaced, joined];
}

export function emptyCounts(): Record<SiteSearchKind, number> {
  return Object.fromEntries(siteSearchKinds.map((k) => [k, 0])) as Record<SiteSearchKind, number>;
}

/** Score factor for a title that holds every word of a query of two or more words. */
const TITLE_COVER_BOOST = 2;

/** Answers an index remembers (each at most one reference per document). */
export const ANSWER_CACHE_ENTRIES = 256;

export class LocaleIndex {
  readonly docs: readonly SearchDoc[];
  readonly language: string;
  private readonly mini: MiniSearch<IndexedFields>;
  private readonly exact = new Map<string, number[]>();
  /** Each document's title words, to favour titles that hold the whole query. */
  private readonly titleWords: readonly (readonly string[])[];
  /**
   * Answers by the query's words: as-you-type searches repeat (every visitor typing 'gold' asks
   * 'go', 'gol', 'gold'), and an index never changes (a new one is built instead).
   */
  private readonly answers = new LRUCache<string, EngineAnswer>({ max: ANSWER_CACHE_ENTRIES });

  constructor(docs: readonly SearchDoc[], language: string) {
    this.docs = docs;
    this.language = language;
    this.mini = new MiniSearch<IndexedFields>({
      fields: ['title', 'keywords', 'body'],
      idField: 'id',
      storeFields: [],
      tokenize: (text) => tokenize(text, { language, mode: 'index' }),
      // Terms are folded by the tokenizer already.
      processTerm: (term) => term || null,
    });
    this.mini.addAll(
      docs.map((d, id) => ({ id, title: d.title, keywords: d.keywords.join(' \n '), body: d.body })),
    );
    this.titleWords = docs.map((d) => [...new Set(tokenize(d.title, { language, mode: 'query' }))]);
    docs.forEach((d, id) => {
      for (const name of d.exact ?? []) {
        for (const key of exactKeys(name, language)) {
          const list = this.exact.get(key);
          if (!list) this.exact.set(key, [id]);
          else if (!list.includes(id)) list.push(id);
        }
      }
    });
  }

  get termCount(): number {
    return this.mini.termCount;
  }

  /** The index as JSON (its size is the figure the memory bound counts). */
  serializedLength(): number {
    return JSON.stringify(this.mini).length + JSON.stringify(this.docs).length;
  }

  search(query: string, options: { cache?: boolean } = {}): EngineAnswer {
    const terms = tokenize(query, { language: this.language, mode: 'query' });
    if (!terms.length) return { ranked: [], counts: emptyCounts() };
    if (options.cache === false) return this.run(query, terms);
    const key = terms.join('\u0000');
    let answer = this.answers.get(key);
    if (!answer) this.answers.set(key, (answer = this.run(query, terms)));
    return answer;
  }

  private run(query: string, terms: string[]): EngineAnswer {
    const language = this.language;
    const counts = emptyCounts();
    const options = {
      tokenize: () => terms,
      processTerm: (t: string) => t || null,
      boost: { title: 3, keywords: 3, body: 1 },
      // Named things (instruments, glossary terms, people) outrank passing mentions of them.
      boostDocument: (id: unknown) => (this.docs[id as number]?.exact?.length ? 1.5 : 1),
      prefix: (term: string, i: number, all: string[]) => isUnspaced(term) || term.length >= 3 || (term.length === 2 && i === all.length - 1 && /^[a-z0-9]+$/.test(term)),
      fuzzy: (term: string) => (isUnspaced(term) || /\d/.test(term) ? false : term.length >= 9 ? 2 : term.length >= 5 ? 1 : false),
      maxFuzzy: 2,
    };
    let results = this.mini.search(query, { ...options, combineWith: 'AND' });
    if (!results.length && terms.length > 1) results = this.mini.search(query, { ...options, combineWith: 'OR' });
    const exactIds = new Set<number>();
    for (const key of exactKeys(query, language)) for (const id of this.exact.get(key) ?? []) exactIds.add(id);
    // A title holding every word of a longer query (the last as a prefix) is about it: BM25 alone
    // favours the shortest title that holds one of them ('Margin' over 'Margin Call and Stop-Out').
    const covers = (id: number) => {
      const words = this.titleWords[id]!;
      return terms.every((term, i) => words.includes(term) || (i === terms.length - 1 && term.length >= 2 && words.some((w) => w.startsWith(term))));
    };
    const ranked: RankedHit[] = results.map((r) => {
      const id = r.id as number;
      return { doc: this.docs[id]!, score: terms.length > 1 && covers(id) ? r.score * TITLE_COVER_BOOST : r.score, exact: exactIds.has(id) };
    });
    // An exact name the words did not reach (a symbol typed with a slash, say) still answers.
    for (const id of exactIds) if (!results.some((r) => r.id === id)) ranked.push({ doc: this.docs[id]!, score: 0, exact: true });
    ranked.sort((a, b) => Number(b.exact) - Number(a.exact) || b.score - a.score);
    for (const hit of ranked) counts[hit.doc.kind]++;
    return { ranked, counts };
  }
}

/** Folded form used by tests and sources to compare names. */
export const foldName = (s: string) => foldText(s).replace(/\s+/g, ' ').trim();
