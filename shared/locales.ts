// The 25 locale prefixes of the spec (section 2.1), their IETF language tags, the message set
// they read, and the hreflang values of section 9. Order matters: it is the spec's order and
// breaks ties in Accept-Language matching.

export type LocaleCode =
  | 'en' | 'zh-hans' | 'eng' | 'en-mo' | 'cht' | 'zh-hant-mo' | 'zh-hant-tw' | 'en-tw' | 'en-nz'
  | 'zh-hant-nz' | 'zh-hans-nz' | 'zh-hans-cn' | 'zh-hant' | 'pt' | 'id' | 'en-in' | 'it' | 'th'
  | 'vi' | 'ms' | 'tl' | 'fr' | 'ko' | 'de' | 'ar';

/** A message language: a folder under locales/. */
export type MessageLanguage =
  | 'en' | 'zh-Hans' | 'zh-Hant' | 'pt' | 'id' | 'it' | 'th' | 'vi' | 'ms' | 'tl' | 'fr' | 'ko' | 'de' | 'ar';

export interface LocaleInfo {
  code: LocaleCode;
  /** BCP 47 tag for <html lang> and Intl. */
  tag: string;
  /** Extra tags a browser may send that should land here (region aliases). */
  alsoMatches?: readonly string[];
  /** Message languages, most specific first; 'en' always last. */
  messages: readonly MessageLanguage[];
  /**
   * hreflang value in the alternate set: the 20 entries of section 9 as written there, plus the
   * six locales the spec left out (de, ar, en-NZ, zh-Hant-NZ, zh-Hans-NZ, zh-Hans-CN), so every
   * locale's pages are in every page's set (issue 13).
   */
  hreflang: string;
  dir: 'ltr' | 'rtl';
}

const zhHant = ['zh-Hant', 'en'] as const;
const zhHans = ['zh-Hans', 'en'] as const;
const en = ['en'] as const;

export const locales: readonly LocaleInfo[] = [
  { code: 'en', tag: 'en-US', messages: en, hreflang: 'en', dir: 'ltr' },
  { code: 'zh-hans', tag: 'zh-Hans', alsoMatches: ['zh-CN', 'zh-SG'], messages: zhHans, hreflang: 'zh-hans', dir: 'ltr' },
  { code: 'eng', tag: 'en-HK', messages: en, hreflang: 'en-HK', dir: 'ltr' },
  { code: 'en-mo', tag: 'en-MO', messages: en, hreflang: 'en-mo', dir: 'ltr' },
  // The spec fixes cht -> zh-Hant; it is the Hong Kong Traditional Chinese site (hreflang zh-hant-HK).
  { code: 'cht', tag: 'zh-Hant', alsoMatches: ['zh-HK', 'zh-Hant-HK'], messages: zhHant, hreflang: 'zh-hant-HK', dir: 'ltr' },
  { code: 'zh-hant-mo', tag: 'zh-Hant-MO', alsoMatches: ['zh-MO'], messages: zhHant, hreflang: 'zh-hant-mo', dir: 'ltr' },
  { code: 'zh-hant-tw', tag: 'zh-Hant-TW', alsoMatches: ['zh-TW'], messages: zhHant, hreflang: 'zh-hant-TW', dir: 'ltr' },
  { code: 'en-tw', tag: 'en-TW', messages: en, hreflang: 'en-TW', dir: 'ltr' },
  { code: 'en-nz', tag: 'en-NZ', messages: en, hreflang: 'en-NZ', dir: 'ltr' },
  { code: 'zh-hant-nz', tag: 'zh-Hant-NZ', messages: zhHant, hreflang: 'zh-Hant-NZ', dir: 'ltr' },
  { code: 'zh-hans-nz', tag: 'zh-Hans-NZ', messages: zhHans, hreflang: 'zh-Hans-NZ', dir: 'ltr' },
  { code: 'zh-hans-cn', tag: 'zh-Hans-CN', messages: zhHans, hreflang: 'zh-Hans-CN', dir: 'ltr' },
  // Global Traditional Chinese; a browser saying just zh-Hant lands here rather than on cht.
  { code: 'zh-hant', tag: 'zh-Hant', messages: zhHant, hreflang: 'zh-hant', dir: 'ltr' },
  { code: 'pt', tag: 'pt-BR', messages: ['pt', 'en'], hreflang: 'pt', dir: 'ltr' },
  { code: 'id', tag: 'id-ID', messages: ['id', 'en'], hreflang: 'id', dir: 'ltr' },
  { code: 'en-in', tag: 'en-IN', messages: en, hreflang: 'en-in', dir: 'ltr' },
  { code: 'it', tag: 'it-IT', messages: ['it', 'en'], hreflang: 'it', dir: 'ltr' },
  { code: 'th', tag: 'th-TH', messages: ['th', 'en'], hreflang: 'th', dir: 'ltr' },
  { code: 'vi', tag: 'vi-VN', messages: ['vi', 'en'], hreflang: 'vi', dir: 'ltr' },
  { code: 'ms', tag: 'ms-BN', messages: ['ms', 'en'], hreflang: 'ms', dir: 'ltr' },
  { code: 'tl', tag: 'fil-PH', alsoMatches: ['tl', 'tl-PH'], messages: ['tl', 'en'], hreflang: 'tl', dir: 'ltr' },
  { code: 'fr', tag: 'fr-FR', messages: ['fr', 'en'], hreflang: 'fr', dir: 'ltr' },
  { code: 'ko', tag: 'ko-KR', messages: ['ko', 'en'], hreflang: 'ko', dir: 'ltr' },
  { code: 'de', tag: 'de-DE', messages: ['de', 'en'], hreflang: 'de', dir: 'ltr' },
  { code: 'ar', tag: 'ar-AE', messages: ['ar', 'en'], hreflang: 'ar', dir: 'rtl' },
];

export const defaultLocale: LocaleCode = 'en';
export const localeCodes: readonly LocaleCode[] = locales.map((l) => l.code);
export const messageLanguages: readonly MessageLanguage[] = [
  'en', 'zh-Hans', 'zh-Hant', 'pt', 'id', 'it', 'th', 'vi', 'ms', 'tl', 'fr', 'ko', 'de', 'ar',
];

const byCode = new Map<string, LocaleInfo>(locales.map((l) => [l.code, l]));

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && byCode.has(value);
}

/**
 * The one place that knows "the first path segment is the locale" (spec 2.1):
 * '/de/trading/forex' -> { locale: 'de', rest: '/trading/forex' }, '/de' -> rest ''. null when
 * the first segment is not one of the 25 codes.
 */
export function splitLocalePath(pathname: string): { locale: LocaleCode; rest: string } | null {
  const end = pathname.indexOf('/', 1);
  const first = end === -1 ? pathname.slice(1) : pathname.slice(1, end);
  if (pathname[0] !== '/' || !isLocaleCode(first)) return null;
  return { locale: first, rest: end === -1 ? '' : pathname.slice(end) };
}

export function getLocale(code: LocaleCode): LocaleInfo {
  return byCode.get(code)!;
}

/** The alternate set: x-default, then every one of the 25 locales (section 9 plus issue 13). */
export const alternateLanguages: readonly { hreflang: string; locale: LocaleCode }[] = [
  { hreflang: 'x-default', locale: 'en' },
  ...locales.map((l) => ({ hreflang: l.hreflang, locale: l.code })),
];
