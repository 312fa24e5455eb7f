// The language a media or expert item (webinar, video, expert profile, expert group) is shown in
// on a locale's page: the locale's message language, lower-cased ('de', 'zh-hans'), since the
// broker's CMS writes these items in all 14 site languages (issue 34). An item that answers in
// another language (a field the CMS has not translated yet) is the English fallback, marked
// lang="en" with its canonical at the /en page.
import { getLocale, locales, type LocaleCode } from '../locales.ts';

export const mediaLanguages = ['en', 'zh-hans', 'zh-hant', 'ar', 'de', 'fr', 'id', 'it', 'ko', 'ms', 'pt', 'th', 'tl', 'vi'] as const;
export type MediaLanguage = (typeof mediaLanguages)[number];

/** The media language of a locale: its first message language ('pt' for pt, 'zh-hant' for cht). */
export function mediaLanguageOf(locale: LocaleCode): MediaLanguage {
  return getLocale(locale).messages[0]!.toLowerCase() as MediaLanguage;
}

/** Whether a page of `locale` shows an item written in `itemLanguage` as the English fallback. */
export function isMediaFallback(locale: LocaleCode, itemLanguage: string | undefined): boolean {
  return (itemLanguage ?? 'en').toLowerCase() !== mediaLanguageOf(locale);
}

/** Locales that show items written in these languages as their own (an hreflang cluster). */
export function localesWithMedia(languages: readonly string[]): LocaleCode[] {
  const wanted = new Set(languages.map((l) => l.toLowerCase()));
  return locales.filter((l) => wanted.has(mediaLanguageOf(l.code))).map((l) => l.code);
}
