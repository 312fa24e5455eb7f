// The glossary's entries read back from the server-rendered list while hydrating: the loader's
// promise (left out of the hydration data, see client/hydration-data.ts) is absent then, and the
// definitions exist once in the document, in the <dl>. The markup contract is GlossaryList's
// (data-slug on each group, data-field on the parts).
import type { GlossaryEntry } from '../../../shared/glossary/entries.ts';

const byOwner = new WeakMap<object, GlossaryEntry[]>();

function field(group: Element, name: string): string | undefined {
  return group.querySelector(`[data-field="${name}"]`)?.textContent ?? undefined;
}

export function entriesFromDom(root: ParentNode): GlossaryEntry[] {
  return [...root.querySelectorAll('[data-slug]')].map((group) => {
    const english = field(group, 'english');
    const entry: GlossaryEntry = {
      slug: group.getAttribute('data-slug') ?? '',
      term: field(group, 'term') ?? '',
      definition: field(group, 'definition') ?? '',
      letter: group.getAttribute('data-letter') ?? '#',
      related: [...group.querySelectorAll('[data-field="related"] a')].map((a) => ({ slug: (a.getAttribute('href') ?? '').replace(/^#/, ''), term: a.textContent ?? '' })),
    };
    if (english !== undefined) entry.english = english;
    if (group.getAttribute('lang') === 'en') entry.lang = 'en';
    return entry;
  });
}

/** One read per loader-data object: every render during and after hydration sees the same list. */
export function hydratedEntries(owner: object, listId: string): GlossaryEntry[] {
  let entries = byOwner.get(owner);
  if (!entries) {
    const root = typeof document === 'undefined' ? null : document.getElementById(listId);
    entries = root ? entriesFromDom(root) : [];
    byOwner.set(owner, entries);
  }
  return entries;
}
