// The mobile menu overlay of spec 2.3: an expandable tree (16 px of indentation per level) and a
// search over the flattened entries. Pure: the overlay hands in translated titles.

export const MOBILE_MENU_INDENT = 16;

export interface TreeNode {
  id: string;
  title: string;
  /** Path after the locale (leaves and sections), or an absolute URL when `external`. */
  path?: string;
  external?: boolean;
  children?: TreeNode[];
}

export interface FlatEntry {
  id: string;
  title: string;
  path: string;
  external: boolean;
  /** Titles of the ancestors, outermost first. */
  ancestors: string[];
  /** The ancestor path joined with ' > ' ('' at the top level). */
  trail: string;
  level: number;
}

export const TRAIL_SEPARATOR = ' > ';

/** Indentation of a tree level (0 = top) in px. */
export function indentFor(level: number): number {
  return level * MOBILE_MENU_INDENT;
}

/**
 * Every entry of the tree that leads somewhere (has a path), depth first, with its ancestors.
 * Grouping nodes without a path (sub-list titles) appear only in the trails.
 */
export function flattenMenu(nodes: readonly TreeNode[], ancestors: string[] = []): FlatEntry[] {
  const out: FlatEntry[] = [];
  for (const n of nodes) {
    if (n.path) {
      out.push({ id: n.id, title: n.title, path: n.path, external: !!n.external, ancestors, trail: ancestors.join(TRAIL_SEPARATOR), level: ancestors.length });
    }
    if (n.children?.length) out.push(...flattenMenu(n.children, [...ancestors, n.title]));
  }
  return out;
}

/**
 * Spec 2.3: an entry matches when its title, or its ancestor path joined with ' > ', contains
 * the term, case-insensitive. Runs only with a trimmed non-empty term (spec 5); else [].
 */
export function filterMenu(entries: readonly FlatEntry[], term: string): FlatEntry[] {
  const q = term.trim().toLocaleLowerCase();
  if (!q) return [];
  return entries.filter((e) => e.title.toLocaleLowerCase().includes(q) || e.trail.toLocaleLowerCase().includes(q));
}

/** Toggles a node in the set of expanded ids (a new set). */
export function toggleExpanded(expanded: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(expanded);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}
