// The header's content search as you type (issue 33): asks GET /api/search for the top results
// once typing pauses (debounced), cancels the request a newer term or closing makes stale
// (AbortController), and keeps the last answer while the next one loads. The browser loads no
// search library: the server's index answers.
import { useEffect, useState } from 'react';
import type { LocaleCode } from '../../../shared/locales.ts';
import { cleanQuery, SITE_SEARCH_DEBOUNCE_MS, SITE_SEARCH_DIALOG_LIMIT, SITE_SEARCH_MAX_QUERY, type SiteSearchAnswer } from '../../../shared/site-search.ts';

export type SiteSearchState =
  | { status: 'idle' }
  | { status: 'loading'; q: string; answer?: SiteSearchAnswer }
  | { status: 'done'; q: string; answer: SiteSearchAnswer }
  | { status: 'error'; q: string };

export function siteSearchApiUrl(q: string, locale: LocaleCode): string {
  return `/api/search?${new URLSearchParams({ q, locale, limit: String(SITE_SEARCH_DIALOG_LIMIT) }).toString()}`;
}

export function useSiteSearch(term: string, locale: LocaleCode): SiteSearchState {
  const [state, setState] = useState<SiteSearchState>({ status: 'idle' });
  const q = cleanQuery(term).slice(0, SITE_SEARCH_MAX_QUERY);
  useEffect(() => {
    if (q === '') {
      setState({ status: 'idle' });
      return;
    }
    setState((s) => ('answer' in s && s.answer ? { status: 'loading', q, answer: s.answer } : { status: 'loading', q }));
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(siteSearchApiUrl(q, locale), { signal: controller.signal, headers: { accept: 'application/json' } })
        .then(async (res) => {
          if (!res.ok) throw new Error(`search answered ${res.status}`);
          const answer = (await res.json()) as SiteSearchAnswer;
          if (!controller.signal.aborted) setState({ status: 'done', q, answer });
        })
        .catch(() => {
          if (!controller.signal.aborted) setState({ status: 'error', q });
        });
    }, SITE_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, locale]);
  return state;
}
