// A page family's texts (handed over by its loader in PageData.messages) merged into this
// render's i18n instance once, plus `list` for arrays and objects in the messages.
import type { Translator as I18n } from '../i18n.ts';
import { useTranslation } from '../i18n-context.tsx';
import type { PageData } from './loaders.ts';
import type { Messages } from '../services.ts';

const merged = new WeakMap<I18n, WeakSet<Messages>>();

export function usePageMessages(page: PageData) {
  const { t, i18n } = useTranslation();
  const messages = page.messages;
  if (messages) {
    let seen = merged.get(i18n);
    if (!seen) merged.set(i18n, (seen = new WeakSet()));
    if (!seen.has(messages)) {
      i18n.addResourceBundle(i18n.language, 'translation', messages, true, true);
      seen.add(messages);
    }
  }
  /** An array or object from the messages (lists of cards, FAQ items). */
  const list = <T,>(key: string): T[] => {
    const v = t(key, { returnObjects: true }) as unknown;
    return Array.isArray(v) ? (v as T[]) : [];
  };
  return { t, list, lang: i18n.language };
}
