// The search of spec 2.3 / 5 (search dialog): an index built from the menu sections, matched on
// title or category, filtered by the selected category, capped at 10 results. Pure: the
// dialog hands in translated labels.

export interface SearchEntry {
  title: string;
  /** Path after the locale, or '#' when the menu item has none. */
  path: string;
  /** The title of the section the entry comes from. */
  category: string;
}

export interface SearchEvent {
  term: string;
  category: string;
}

export const SEARCH_RESULT_LIMIT = 10;
export const ALL_CATEGORIES = 'all';

export interface IndexSection {
  title: string;
  items: readonly { title: string; path?: string | undefined }[];
}

/** Spec 2.3: title, path (or '#' when missing), category = the section title. */
export function buildSearchIndex(sections: readonly IndexSection[]): SearchEntry[] {
  return sections.flatMap((s) => s.items.map((i) => ({ title: i.title, path: i.path || '#', category: s.title })));
}

/** Spec 5: search runs only when the trimmed term is non-empty. */
export function normaliseTerm(term: string): string | null {
  const t = term.trim();
  return t === '' ? null : t;
}

export function hasUsablePath(entry: Pick<SearchEntry, 'path'>): boolean {
  return entry.path !== '' && entry.path !== '#';
}

/**
 * Entries whose title or category contains the term (case-insensitive); with a category other
 * than 'all', the entry's category must also contain it. Entries without a usable path are not
 * shown; at most SEARCH_RESULT_LIMIT results. An empty (trimmed) term gives no results.
 * @param category the selected category's label (section title), or 'all'
 */
export function searchEntries(index: readonly SearchEntry[], term: string, category: string = ALL_CATEGORIES): SearchEntry[] {
  const q = normaliseTerm(term)?.toLocaleLowerCase();
  if (!q) return [];
  const cat = category === ALL_CATEGORIES ? null : category.toLocaleLowerCase();
  const out: SearchEntry[] = [];
  for (const e of index) {
    const title = e.title.toLocaleLowerCase();
    const entryCategory = e.category.toLocaleLowerCase();
    if (!title.includes(q) && !entryCategory.includes(q)) continue;
    if (cat !== null && !entryCategory.includes(cat)) continue;
    if (!hasUsablePath(e)) continue;
    out.push(e);
    if (out.length === SEARCH_RESULT_LIMIT) break;
  }
  return out;
}

export interface CategoryOption {
  value: string;
  label: string;
}

/** The drop-down's label for a value: a value with no matching option shows as the 'all' label. */
export function categoryLabel(options: readonly CategoryOption[], value: string, allLabel: string): string {
  return options.find((o) => o.value === value)?.label ?? allLabel;
}

/** The window event a search emits (analytics, page listeners): detail is a SearchEvent. */
export const searchEventName = 'velora:search';
