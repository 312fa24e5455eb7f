// One i18next instance per locale and message set: it never changes language, so the server
// shares it between requests (making one per request, resources and all, was a measurable share
// of a render) and the browser makes one before hydrating. Messages arrive already merged along
// the locale's fallback chain (shared/locales.ts), so no runtime fallback language is needed.
import i18next, { type i18n } from 'i18next';
import type { Messages } from './services.ts';
import { messageAt } from '../shared/message-bundles.ts';

const instances = new WeakMap<Messages, Map<string, i18n>>();

/** The instance for a locale's messages, made once per messages object (a reload makes a new one). */
export function i18nFor(lng: string, messages: Messages): i18n {
  let byLanguage = instances.get(messages);
  if (!byLanguage) instances.set(messages, (byLanguage = new Map()));
  let instance = byLanguage.get(lng);
  if (!instance) byLanguage.set(lng, (instance = createI18n(lng, messages)));
  return instance;
}

function createI18n(lng: string, messages: Messages): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng,
    // i18next keeps the object it is given and merges page texts into it (addResourceBundle):
    // a copy keeps the loader's messages (shared, and serialised for hydration) unchanged.
    resources: { [lng]: { translation: structuredClone(messages) } },
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
  return messageAt(messages, path);
}
