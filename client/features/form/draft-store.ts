// Where a form keeps what the visitor typed between renders it does not control: across closing
// and reopening a dialog (memory), or across reloads (localStorage). useFormSubmit reads it after
// mount, writes it on every change and clears it after a successful submission only, so a
// failure never loses the data.
export interface DraftStore<V> {
  read(): V | null;
  save(values: V): void;
  clear(): void;
}

/** Kept for this page view (a module-level slot per store). */
export function memoryDraft<V>(): DraftStore<V> {
  let saved: V | null = null;
  return {
    read: () => saved,
    save: (v) => {
      saved = v;
    },
    clear: () => {
      saved = null;
    },
  };
}

/**
 * Kept in localStorage under key: parse checks what was stored, isEmpty drafts remove the key.
 * Storage failures (private mode, quota) are ignored: the draft lives for this page view only.
 */
export function localDraft<V>(key: string, parse: (value: unknown) => V | null, isEmpty: (v: V) => boolean): DraftStore<V> {
  return {
    read: () => {
      try {
        const raw = localStorage.getItem(key);
        return raw ? parse(JSON.parse(raw)) : null;
      } catch {
        return null;
      }
    },
    save: (v) => {
      try {
        if (isEmpty(v)) localStorage.removeItem(key);
        else localStorage.setItem(key, JSON.stringify(v));
      } catch {
        // storage unavailable
      }
    },
    clear: () => {
      try {
        localStorage.removeItem(key);
      } catch {
        // storage unavailable
      }
    },
  };
}
