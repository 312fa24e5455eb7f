// The visitor's course progress in localStorage, as a React store: null on the server and while
// hydrating (the cached HTML is the same for everyone), the stored progress after mount. Other
// tabs' changes arrive by the `storage` event, so two open tabs agree. When storage is refused
// (private mode, quota), progress lives in memory for this page view. The stored value's parser
// (zod) loads when the first component subscribes, after mount: until then progress reads empty.
import { useSyncExternalStore } from 'react';
import { emptyProgress, progressStorageKey, serialiseProgress, type Progress } from '../../../shared/academy/progress.ts';

let parseProgress: ((raw: string | null) => Progress) | undefined;
let parserLoading: Promise<void> | undefined;

function loadParser(): Promise<void> {
  parserLoading ??= import('../../../shared/academy/progress-storage.ts').then((m) => {
    parseProgress = m.parseProgress;
    lastRaw = undefined;
    notify();
  });
  return parserLoading;
}

const listeners = new Set<() => void>();
let lastRaw: string | null | undefined;
let current: Progress = emptyProgress;
/** Set when storage failed: what this tab keeps instead. */
let memory: Progress | undefined;

function read(): Progress {
  if (memory) return memory;
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(progressStorageKey);
  } catch {
    return current;
  }
  if (!parseProgress) return current;
  // The same snapshot object while the stored text is unchanged (useSyncExternalStore needs it).
  if (raw !== lastRaw) {
    lastRaw = raw;
    current = parseProgress(raw);
  }
  return current;
}

function notify(): void {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  // key null: another tab cleared the whole storage.
  if (event.key === progressStorageKey || event.key === null) notify();
}

function subscribe(listener: () => void): () => void {
  void loadParser();
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** Applies a change (shared/academy/progress.ts) and stores it, once the stored value can be read. */
export async function updateProgress(change: (progress: Progress) => Progress): Promise<void> {
  await loadParser();
  const next = change(read());
  try {
    localStorage.setItem(progressStorageKey, serialiseProgress(next));
  } catch {
    memory = next;
  }
  notify();
}

/** The progress after mount; null on the server and during hydration. */
export function useProgress(): Progress | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
