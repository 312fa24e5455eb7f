// React hooks over the quote store: subscribe on mount, release on unmount (when the page is
// left, the last release closes the socket). The server and the hydrating render see no quotes:
// price sections render their same-size skeleton until the first quote arrives in the browser.
import { useEffect, useSyncExternalStore } from 'react';
import { quoteStore, type QuoteState } from './quote-store.ts';
import type { WireQuote } from '../../../shared/quotes/protocol.ts';

const empty: QuoteState = { quotes: new Map(), updatedAt: 0, version: 0 };
const noop = () => () => {};

/** Live quotes for symbols; also loads the /api/allsymblos list first when `initial` is set. */
export function useQuotes(symbols: readonly string[], options: { initial?: boolean } = {}): QuoteState {
  const key = symbols.join(',');
  useEffect(() => {
    const store = quoteStore();
    const list = key ? key.split(',') : [];
    const controller = new AbortController();
    if (options.initial) {
      // Spec section 8: a symbols answer that is not 200 is not applied; the live stream still starts.
      fetch('/api/allsymblos', { signal: controller.signal, headers: { accept: 'application/json' } })
        .then(async (res) => {
          if (res.status !== 200) return;
          const body = (await res.json()) as { code?: number; data?: WireQuote[] } | WireQuote[];
          const data = Array.isArray(body) ? body : body.code === undefined || body.code === 200 ? body.data : undefined;
          if (Array.isArray(data)) {
            const wanted = new Set(list);
            const now = Date.now();
            store.apply(data.filter((q) => wanted.has(q.symbol?.split('.')[0] ?? '')).map((q) => ({ ...q, ts: q.ts ?? now })));
          }
        })
        .catch(() => {});
    }
    const release = store.watch(list);
    return () => {
      controller.abort();
      release();
    };
  }, [key, options.initial]);
  return useSyncExternalStore(
    typeof window === 'undefined' ? noop : quoteStore().subscribe,
    typeof window === 'undefined' ? () => empty : quoteStore().getState,
    () => empty,
  );
}
