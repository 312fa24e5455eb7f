// Editorial items from the upstream API carry their own language (the upstream writes articles in
// a few languages only and falls back to English). An item in another language than the page is
// marked with its own lang attribute, so screen readers pronounce it right and the page declares
// the fallback instead of hiding it.
import { getLocale, isLocaleCode, type LocaleCode } from './locales.ts';

/** The lang attribute for an item written in `itemLanguage` on a page of `locale`; undefined when they match. */
export function itemLangAttribute(itemLanguage: string | undefined, locale: LocaleCode): string | undefined {
  if (!itemLanguage) return undefined;
  const code = itemLanguage.toLowerCase().replace('_', '-');
  const item = isLocaleCode(code) ? getLocale(code) : undefined;
  const itemMessages = item ? item.messages[0] : code.split('-')[0];
  if (itemMessages === getLocale(locale).messages[0]) return undefined;
  return item ? item.tag : itemLanguage;
}
