// The analysis search (spec 2.2: overview, market news, market insight and Velora TV "use the
// search sub-view"; /analysis/components/search shows it as a page): which items match a query
// and in what order. Pure, so the Velora TV list, the search page and their tests agree.
// News and insight are matched by the upstream (it also searches their bodies) and only ranked
// here; videos are matched and ranked here.

import { searchParam } from './list-params.ts';
import type { Video } from './schemas/media.ts';

export const analysisKinds = ['news', 'insight', 'video'] as const;
export type AnalysisKind = (typeof analysisKinds)[number];

/** How many items of each kind are fetched to rank, and how many the search page shows. */
export const SEARCH_FETCH_PER_KIND = 50;
export const SEARCH_SHOWN_PER_KIND = 5;
/** At most this many words of a query count (a pasted paragraph is not a search). */
export const MAX_SEARCH_TERMS = 8;

/** What the rules read of an item, whatever its kind. */
export interface SearchableItem {
  title: string;
  /** Summary (news, insight) or description (video). */
  summary: string;
  /** Instrument symbols ('EURUSD'). */
  symbols: readonly string[];
  /** Author or presenter names. */
  people?: readonly string[];
  /** ISO date: the newer of two equally relevant items comes first. */
  date: string;
}

/** What the rules read of a video (the Velora TV list and the search page both search videos). */
export const videoSearchable = (v: Video): SearchableItem => ({
  title: v.title,
  summary: v.description,
  symbols: v.instruments,
  people: [v.presenter.name],
  date: v.published_at,
});

/** Unicode-normalised and lower-cased the same way in every locale (no Turkish dotless i). */
const fold = (s: string) => s.normalize('NFKC').toLowerCase();

/** 'Gold  EUR/USD gold' -> ['gold', 'eur/usd']: folded, split on white space, unique, at most 8. */
export function searchTerms(q: string): string[] {
  const words = fold(q).split(/\s+/).filter(Boolean);
  return [...new Set(words)].slice(0, MAX_SEARCH_TERMS);
}

/** A term naming one of the symbols, written as traders do: 'eurusd', 'EUR/USD', 'eur-usd'. */
function namesSymbol(term: string, symbols: readonly string[]): boolean {
  const bare = term.replace(/[/\-_.]/g, '');
  return bare.length >= 2 && symbols.some((s) => s.toLowerCase() === bare);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The term starts a word of the text ('gold' in 'Gold steadies', not in 'marigold'). */
function startsWord(text: string, term: string): boolean {
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(term)}`, 'u').test(text);
}

/** Every term appears in the title, summary or a name, or names one of the item's symbols. */
export function matchesItem(item: SearchableItem, terms: readonly string[]): boolean {
  if (terms.length === 0) return false;
  const hay = fold([item.title, item.summary, ...(item.people ?? [])].join(' '));
  return terms.every((term) => hay.includes(term) || namesSymbol(term, item.symbols));
}

/**
 * Relevance of a matching item. Per term: names a symbol 4, in the title 3 (+1 when it starts a
 * word there), in the summary 1, in a name 1. The whole query as a phrase in the title: +5.
 */
export function relevance(item: SearchableItem, terms: readonly string[]): number {
  const title = fold(item.title);
  const summary = fold(item.summary);
  const people = fold((item.people ?? []).join(' '));
  let score = 0;
  for (const term of terms) {
    if (namesSymbol(term, item.symbols)) score += 4;
    if (title.includes(term)) score += startsWord(title, term) ? 4 : 3;
    if (summary.includes(term)) score += 1;
    if (people.includes(term)) score += 1;
  }
  if (terms.length > 1 && title.includes(terms.join(' '))) score += 5;
  return score;
}

const time = (iso: string) => {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? 0 : t;
};

/** Most relevant first; equally relevant items newest first; otherwise the given order. */
export function rankItems<T>(items: readonly T[], q: string, view: (item: T) => SearchableItem): T[] {
  const terms = searchTerms(q);
  return items
    .map((item, index) => {
      const v = view(item);
      return { item, index, score: relevance(v, terms), time: time(v.date) };
    })
    .sort((a, b) => b.score - a.score || b.time - a.time || a.index - b.index)
    .map((x) => x.item);
}

/** The items that match, ranked (the Velora TV list and the search page's videos). */
export function searchItems<T>(items: readonly T[], q: string, view: (item: T) => SearchableItem): T[] {
  const terms = searchTerms(q);
  return rankItems(items.filter((item) => matchesItem(view(item), terms)), q, view);
}

/** The search page's URL state: { q } (none for an empty search), null for a query past 100 characters. */
export function parseAnalysisSearch(search: URLSearchParams): { q?: string } | null {
  const q = searchParam(search);
  if (q === null) return null;
  return q ? { q } : {};
}

/** Path (after the locale) of the search page. */
export const analysisSearchPath = '/analysis/components/search';

/** '/en/analysis/components/search?q=gold%20price' ('' query: the bare page). */
export function analysisSearchHref(locale: string, q?: string): string {
  const base = `/${locale}${analysisSearchPath}`;
  return q ? `${base}?${new URLSearchParams({ q }).toString()}` : base;
}

/**
 * The visitor's words inside a right-to-left sentence, isolated (FSI ... PDI, as <bdi> does) so
 * a Latin search like 'EUR/USD 1.08' keeps its order; left-to-right text is left as it is.
 */
export function isolateQuery(q: string, dir: 'ltr' | 'rtl'): string {
  return dir === 'rtl' ? `\u2068${q}\u2069` : q;
}
