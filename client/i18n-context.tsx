// The React binding of our i18next instances: a context and a hook. react-i18next did this
// plus much we do not use (Suspense loading, language-change subscriptions, <Trans>) for
// 2.2 KB of initial JavaScript; here every locale has its own instance (client/i18n.ts) that
// never changes language, so the binding is just a context.
import { createContext, useContext, type ReactNode } from 'react';
import type { i18n as I18n, TFunction } from 'i18next';

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
    t = i18n.t.bind(i18n) as TFunction;
    boundT.set(i18n, t);
  }
  return { t, i18n };
}
