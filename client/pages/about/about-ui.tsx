// Small pieces the about pages share: the page header and dates in the page's language.
import type { ReactNode } from 'react';
import type { PageData } from '../../data/loaders.ts';
import { getLocale, type LocaleCode } from '../../../shared/locales.ts';
import '../../styles/pages/about.css';
import { cachedDateFormat } from '../../../shared/format.ts';
import { MarkNames } from '../../ui/marked-names.tsx';

export function AboutHero({ page, children }: { page: PageData; children?: ReactNode }) {
  return (
    <header className="page-hero">
      <h1>{page.text.title}</h1>
      <p className="page-hero__intro"><MarkNames text={page.text.intro} /></p>
      {children}
    </header>
  );
}

/** '2025-09-01' -> '1 September 2025' in the locale's language. */
export function formatDate(locale: LocaleCode, isoDate: string): string {
  return cachedDateFormat(getLocale(locale).tag, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}
