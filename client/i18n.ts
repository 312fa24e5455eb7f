// One i18next instance per render: the server makes a fresh one per request (never a shared
// language), the browser makes one before hydrating. Messages arrive already merged along the
// locale's fallback chain (shared/locales.ts), so no runtime fallback language is needed.
import i18next, { type i18n } from 'i18next';
import type { Messages } from './services.ts';

export function createI18n(lng: string, messages: Messages): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng,
    resources: { [lng]: { translation: messages } },
    fallbackLng: false,
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    // Declared separators spare i18next its per-call "is this key natural language?" scan
    // (a measurable share of render time); there is one namespace, so no namespace separator.
    keySeparator: '.',
    nsSeparator: false,
  });
  return instance;
}

/** Reads a nested message object without i18next (page data handed over by loaders). */
export function pick(messages: Messages, path: string): unknown {
  let node: unknown = messages;
  for (const key of path.split('.')) {
    if (node && typeof node === 'object' && key in node) node = (node as Record<string, unknown>)[key];
    else return undefined;
  }
  return node;
}
