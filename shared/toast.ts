// Toast messages (spec 2.3 and 9): four types with their icons, 3000 ms by default (0 = stays),
// a 400 ms close animation, the first toast 20 px from the top and each next one 60 px lower.
// The store is pure (timers only) so any code can call it, on either side.

export type ToastType = 'success' | 'warning' | 'error' | 'info';

export const TOAST_DEFAULT_DURATION = 3000;
export const TOAST_CLOSE_ANIMATION = 400;
export const TOAST_FIRST_OFFSET = 20;
export const TOAST_STEP = 60;

export const toastIcons: Readonly<Record<ToastType, string>> = { success: '✓', warning: '!', error: '×', info: 'i' };

export interface ToastInput {
  type?: ToastType;
  message: string;
  /** ms before it closes by itself; 0 = stays until closed. Default 3000. */
  duration?: number;
}

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
  duration: number;
  /** True during the close animation. */
  closing: boolean;
}

/** Distance from the top of the toast at a stack position (0 = first). */
export function toastOffset(index: number): number {
  return TOAST_FIRST_OFFSET + index * TOAST_STEP;
}

/** Errors and warnings interrupt (role=alert); success and info wait (role=status). */
export function toastRole(type: ToastType): 'alert' | 'status' {
  return type === 'error' || type === 'warning' ? 'alert' : 'status';
}

export function isToastType(v: unknown): v is ToastType {
  return v === 'success' || v === 'warning' || v === 'error' || v === 'info';
}

export interface ToastStore {
  show(input: ToastInput): number;
  close(id: number): void;
  list(): readonly Toast[];
  subscribe(listener: () => void): () => void;
}

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: Timers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

export function createToastStore(timers: Timers = realTimers): ToastStore {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const autoClose = new Map<number, unknown>();
  const set = (next: readonly Toast[]) => {
    toasts = next;
    for (const l of listeners) l();
  };
  const store: ToastStore = {
    show(input) {
      const duration = input.duration === undefined || !Number.isFinite(input.duration) || input.duration < 0 ? TOAST_DEFAULT_DURATION : input.duration;
      const toast: Toast = { id: nextId++, type: input.type ?? 'info', message: input.message, duration, closing: false };
      set([...toasts, toast]);
      if (duration > 0) autoClose.set(toast.id, timers.setTimeout(() => store.close(toast.id), duration));
      return toast.id;
    },
    close(id) {
      const t = toasts.find((x) => x.id === id);
      if (!t || t.closing) return;
      const handle = autoClose.get(id);
      if (handle !== undefined) timers.clearTimeout(handle);
      autoClose.delete(id);
      set(toasts.map((x) => (x.id === id ? { ...x, closing: true } : x)));
      timers.setTimeout(() => set(toasts.filter((x) => x.id !== id)), TOAST_CLOSE_ANIMATION);
    },
    list: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return store;
}
