// Small pieces the about pages share: the page header and country names in the page's language.
import type { ReactNode } from 'react';
import type { PageData } from '../../data/loaders.ts';
import { getLocale, type LocaleCode } from '../../../shared/locales.ts';
import '../../styles/pages/about.css';
import { cachedDateFormat, cachedDisplayNames } from '../../../shared/format.ts';
import { boundedMemo } from '../../../shared/bounded-memo.ts';

export function AboutHero({ page, children }: { page: PageData; children?: ReactNode }) {
  return (
    <header className="page-hero">
      <h1>{page.text.title}</h1>
      <p className="page-hero__intro">{page.text.intro}</p>
      {children}
    </header>
  );
}

// ICU's lookup is most of a contact page's own render time (--cpu-prof): names are kept per
// locale and code (25 locales x the entities' few countries; the bound only guards odd codes).
const countryNames = boundedMemo<string, string>(1000);

/** 'AU' -> 'Australia' in the locale's language (Intl, so nothing to translate). */
export function countryName(locale: LocaleCode, code: string): string {
  return countryNames.get(`${locale}|${code}`, () => cachedDisplayNames(getLocale(locale).tag, { type: 'region' }).of(code) ?? code);
}

/** A locale's own site version named in the page's language ('Deutsch (Deutschland)' ...). */
export function localeName(locale: LocaleCode, of: LocaleCode): string {
  return cachedDisplayNames(getLocale(locale).tag, { type: 'language' }).of(getLocale(of).tag) ?? of;
}

/** True when Intl has no name in the page's language and gave the English one (e.g. Filipino). */
export function localeNameIsEnglish(locale: LocaleCode, of: LocaleCode): boolean {
  return !getLocale(locale).tag.startsWith('en') && localeName(locale, of) === localeName('en', of);
}

/** '2025-09-01' -> '1 September 2025' in the locale's language. */
export function formatDate(locale: LocaleCode, isoDate: string): string {
  return cachedDateFormat(getLocale(locale).tag, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}
