// The language selector's options (spec 2.3 table). The offered list depends on the current
// locale's group; the current locale is preselected when offered, else the first option.
//
// Codes without routes: the selector also names en-au, zh-hans-au, zh-hant-au and es, which are
// not among the 25 route prefixes (spec 2.1 divergence). Sending a visitor to /{code} would be
// a 404, so each of them maps to the nearest served locale (servedLocaleFor):
//   en-au -> en, zh-hans-au -> zh-hans, zh-hant-au -> zh-hant, es -> en.
// Option type (spec 3): true = switch in place (same page in the other locale); false = go to
// '/{code}' (the locale home). Served locales switch in place; the unserved codes have type
// false and go to the home of the locale they map to, since their "same page" does not exist.
import { isLocaleCode, type LocaleCode } from './locales.ts';

export type LanguageCode = LocaleCode | 'en-au' | 'zh-hans-au' | 'zh-hant-au' | 'es';

export interface LanguageOption {
  code: LanguageCode;
  /** Translation key of the name (language.names.<code>). */
  nameKey: string;
  /** ISO 3166 region of the flag badge. */
  flag: string;
  /** true: switch in place; false: navigate to /{code} (mapped to a served locale). */
  type: boolean;
}

export const unservedLocaleMap: Readonly<Record<'en-au' | 'zh-hans-au' | 'zh-hant-au' | 'es', LocaleCode>> = {
  'en-au': 'en',
  'zh-hans-au': 'zh-hans',
  'zh-hant-au': 'zh-hant',
  es: 'en',
};

/** The route prefix a language code leads to (itself when served). */
export function servedLocaleFor(code: LanguageCode): LocaleCode {
  return isLocaleCode(code) ? code : unservedLocaleMap[code];
}

const flags: Record<LanguageCode, string> = {
  en: 'us', 'zh-hans': 'cn', eng: 'hk', 'en-mo': 'mo', cht: 'hk', 'zh-hant-mo': 'mo', 'zh-hant-tw': 'tw', 'en-tw': 'tw',
  'en-nz': 'nz', 'zh-hant-nz': 'nz', 'zh-hans-nz': 'nz', 'zh-hans-cn': 'cn', 'zh-hant': 'hk', pt: 'br', id: 'id', 'en-in': 'in',
  it: 'it', th: 'th', vi: 'vn', ms: 'my', tl: 'ph', fr: 'fr', ko: 'kr', de: 'de', ar: 'ae',
  'en-au': 'au', 'zh-hans-au': 'au', 'zh-hant-au': 'au', es: 'es',
};

export const globalLanguages: readonly LanguageCode[] = ['en', 'zh-hans', 'zh-hant', 'pt', 'es', 'th', 'vi', 'tl', 'fr', 'id', 'it', 'ms', 'ko', 'ar', 'de'];

const groups: readonly (readonly LanguageCode[])[] = [
  ['en-in'],
  ['eng', 'cht'],
  ['en-mo', 'zh-hant-mo'],
  ['en-au', 'zh-hans-au', 'zh-hant-au'],
  ['en-nz', 'zh-hans-nz', 'zh-hant-nz'],
  ['en-tw', 'zh-hant-tw'],
  ['zh-hans-cn'],
];

function option(code: LanguageCode): LanguageOption {
  return { code, nameKey: `language.names.${code}`, flag: flags[code], type: isLocaleCode(code) };
}

/** The codes offered for a current locale (spec 2.3 table). */
export function languageCodesFor(current: LanguageCode): readonly LanguageCode[] {
  return groups.find((g) => g.includes(current)) ?? globalLanguages;
}

export function languageOptions(current: LanguageCode): { options: LanguageOption[]; selected: LanguageCode } {
  const options = languageCodesFor(current).map(option);
  const selected = options.some((o) => o.code === current) ? current : options[0]!.code;
  return { options, selected };
}

/**
 * Where choosing an option leads from the current URL: in place, the same path and query in
 * the other locale; otherwise the home of the code's served locale ('/{code}').
 * @param pathAfterLocale the current path without its locale prefix ('' or '/trading/forex')
 */
export function languageTarget(opt: LanguageOption, pathAfterLocale: string, search = ''): { locale: LocaleCode; href: string } {
  const locale = servedLocaleFor(opt.code);
  return opt.type ? { locale, href: `/${locale}${pathAfterLocale}${search}` } : { locale, href: `/${locale}` };
}

/** The short label the language selector shows where the bar is narrow: the language subtag
 *  in capitals, and for Chinese the script people recognise (简 Simplified, 繁 Traditional). */
export function shortLanguageLabel(code: LanguageCode): string {
  if (code.startsWith('zh-hans')) return '简';
  if (code.startsWith('zh-hant') || code === 'cht') return '繁';
  if (code === 'eng') return 'EN';
  return code.split('-')[0]!.toUpperCase();
}
