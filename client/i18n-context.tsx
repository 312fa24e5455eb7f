// The React binding of our i18next instances: a context and a hook. react-i18next did this
// plus much we do not use (Suspense loading, language-change subscriptions, <Trans>) for
// 2.2 KB of initial JavaScript; here every locale has its own instance (client/i18n.ts) that
// never changes language, so the binding is just a context.
import { createContext, useContext, type ReactNode } from 'react';
import type { Translator as I18n, TFunction } from './i18n.ts';

const I18nContext = createContext<I18n | null>(null);
const boundT = new WeakMap<I18n, TFunction>();

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

/** `t` of the surrounding locale's instance (stable per instance) and the instance itself. */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation() outside <I18nProvider>');
  let t = boundT.get(i18n);
  if (!t) {
    t = memoizedT(i18n);
    boundT.set(i18n, t);
  }
  return { t, i18n };
}

/**
 * `t` that remembers its answers: an instance never changes language or messages, and a page
 * asks for the same keys with the same options on every render (i18next's key resolution was
 * about a quarter of a server render). Added resources clear the memory. Calls whose arguments are not plain values (objects
 * nested in the options, functions) go to i18next each time; the memory is bounded, since
 * interpolated values can be anything.
 */
function memoizedT(i18n: I18n): TFunction {
  const answers = new Map<string, unknown>();
  // Page texts are merged in as pages need them (client/data/use-page-messages.ts).
  i18n.store.on('added', () => answers.clear());
  const call = i18n.t as unknown as (...args: unknown[]) => unknown;
  const t = (...args: unknown[]) => {
    const id = memoKey(args);
    if (id === undefined) return call(...args);
    let value = answers.get(id);
    if (value === undefined) {
      if (answers.size >= 5000) answers.clear();
      answers.set(id, (value = call(...args)));
    }
    return value;
  };
  return t as unknown as TFunction;
}

/** A key for arguments made of strings and flat objects of primitives, else undefined. */
function memoKey(args: unknown[]): string | undefined {
  const [key, ...rest] = args;
  if (typeof key !== 'string') return undefined;
  if (rest.length === 0) return key;
  for (const arg of rest) {
    if (arg === null || typeof arg !== 'object') {
      if (typeof arg !== 'string' && arg !== undefined) return undefined;
      continue;
    }
    for (const value of Object.values(arg)) {
      if (value !== null && typeof value === 'object') return undefined;
      if (typeof value === 'function') return undefined;
    }
  }
  return key + '\u0000' + JSON.stringify(rest);
}
