// React hooks over the quote store: subscribe on mount, release on unmount (when the page is
// left, the last release closes the socket). The server and the hydrating render see no quotes:
// price sections render their same-size skeleton until the first quote arrives in the browser.
// The store's code (the socket, reconnection) loads after mount, with the first subscription: it
// was ~1 KB brotli of the start-up JavaScript of every page with prices, and no quote is shown
// before mount anyway.
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { QuoteEntry, QuoteState, QuoteStore } from './quote-store.ts';
import type { WireQuote } from '../../../shared/quotes/protocol.ts';
import { api, fetchTransport } from '../../data/api.ts';

const empty: QuoteState = { quotes: new Map(), updatedAt: 0, version: 0 };
const noop = () => () => {};
const onServer = typeof window === 'undefined';
/** The symbols of a hook's key (their joined list: a stable dependency for effects and memos). */
const symbolsOf = (key: string): string[] => (key ? key.split(',') : []);

let loaded: QuoteStore | undefined;
let loading: Promise<QuoteStore> | undefined;

/** The page's one store (client/features/quotes/quote-store.ts), loaded once; a failed load is tried again. */
function loadStore(): Promise<QuoteStore> {
  loading ??= import('./quote-store.ts').then(
    (m) => (loaded = m.quoteStore()),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The store as React reads it: empty until its code has loaded, then the store itself. */
const hub: Pick<QuoteStore, 'getState' | 'subscribe'> = {
  getState: () => loaded?.getState() ?? empty,
  subscribe: (fn) => {
    if (loaded) return loaded.subscribe(fn);
    let live = true;
    let off: (() => void) | undefined;
    loadStore().then(
      (store) => {
        if (!live) return;
        off = store.subscribe(fn);
        fn();
      },
      () => undefined,
    );
    return () => {
      live = false;
      off?.();
    };
  },
};

/** Watches symbols on the socket while mounted; also loads the /api/allsymblos list first when `initial` is set. */
function useWatch(key: string, initial: boolean): void {
  useEffect(() => {
    const list = symbolsOf(key);
    const controller = new AbortController();
    let live = true;
    let release: (() => void) | undefined;
    if (initial) {
      // Spec section 8: a symbols answer that is not 200 is not applied; the live stream still starts.
      void api(fetchTransport, 'allSymbols', {}, { signal: controller.signal }).then((answer) => {
        if (!answer.ok) return;
        const wanted = new Set(list);
        const now = Date.now();
        const data = answer.data as WireQuote[];
        loadStore().then(
          (store) => store.apply(data.filter((q) => wanted.has(q.symbol?.split('.')[0] ?? '')).map((q) => ({ ...q, ts: q.ts ?? now }))),
          () => undefined,
        );
      });
    }
    loadStore().then(
      (store) => {
        if (live) release = store.watch(list);
      },
      () => undefined,
    );
    return () => {
      live = false;
      controller.abort();
      release?.();
    };
  }, [key, initial]);
}

/**
 * The store's state, but a new snapshot only when a quote of one of these symbols changed: the
 * socket carries every watched symbol, and a section re-rendering on another section's ticks
 * was most of a phone's blocking time after load.
 */
export function snapshotFor(store: Pick<QuoteStore, 'getState'>, symbols: readonly string[]): () => QuoteState {
  let last = empty;
  let entries: (QuoteEntry | undefined)[] = symbols.map(() => undefined);
  return () => {
    const state = store.getState();
    let changed = false;
    for (let i = 0; i < symbols.length; i++) {
      const entry = state.quotes.get(symbols[i]!);
      if (entry !== entries[i]) {
        changed = true;
        break;
      }
    }
    if (!changed) return last;
    entries = symbols.map((s) => state.quotes.get(s));
    last = state;
    return last;
  };
}

/** Live quotes for symbols; also loads the /api/allsymblos list first when `initial` is set. */
export function useQuotes(symbols: readonly string[], options: { initial?: boolean } = {}): QuoteState {
  const key = symbols.join(',');
  useWatch(key, options.initial ?? false);
  const snapshot = useMemo(() => (onServer ? () => empty : snapshotFor(hub, symbolsOf(key))), [key]);
  return useSyncExternalStore(onServer ? noop : hub.subscribe, snapshot, () => empty);
}

/** Whether every one of these symbols has a quote: re-renders only when that changes, not on each tick. */
export function useQuotesPresent(symbols: readonly string[]): boolean {
  const key = symbols.join(',');
  useWatch(key, false);
  const present = useMemo(() => {
    if (onServer) return () => false;
    const list = symbolsOf(key);
    return () => {
      const { quotes } = hub.getState();
      return list.every((s) => quotes.has(s));
    };
  }, [key]);
  return useSyncExternalStore(onServer ? noop : hub.subscribe, present, () => false);
}

/** The latest bid and ask of these symbols, read once (for a snapshot taken on an event). */
export function currentQuotes(symbols: readonly string[]): Map<string, WireQuote> {
  const { quotes } = hub.getState();
  const out = new Map<string, WireQuote>();
  for (const s of symbols) {
    const q = quotes.get(s)?.quote;
    if (q) out.set(s, q);
  }
  return out;
}
