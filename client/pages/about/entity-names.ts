// What Intl names on the entity pages (countries, site versions, office hours), made where the
// loader runs and handed to the page as data. On a first visit that is the server, and the
// browser hydrates with the server's words: its own ICU may name things otherwise (Node 24 says
// 'Hong Kong SAR China' where Chromium 156 says 'Hong Kong'), and text made again during
// hydration that differs from the server's makes React throw the page's HTML away (error 418).
import type { LoaderFunctionArgs } from 'react-router';
import type { PageData } from '../../data/loaders.ts';
import { entities, type Entity } from '../../../shared/company/entities.ts';
import { cachedDateFormat, cachedDisplayNames } from '../../../shared/format.ts';
import { boundedMemo } from '../../../shared/bounded-memo.ts';
import { getLocale, type LocaleCode } from '../../../shared/locales.ts';
import { aboutLoader } from './about-data.ts';

export interface EntityNames {
  /** Region code -> its name in the page's language ('AU' -> 'Australia'). */
  countries: Record<string, string>;
  /** Site version -> its name in the page's language; `english` when Intl had only the English one (e.g. Filipino). */
  sites: Record<string, { name: string; english?: true }>;
  /** schema.org opening hours -> the page's words ('Mo-Fr 09:00-17:30' -> 'Mon – Fri 09:00–17:30'). */
  hours: Record<string, string>;
}

export type EntityPageData = PageData & { names: EntityNames };

const dayIndex: Record<string, number> = { Mo: 1, Tu: 2, We: 3, Th: 4, Fr: 5, Sa: 6, Su: 7 };

/** 'Mo-Fr 09:00-17:30' -> 'Mon – Fri 09:00–17:30' in the locale (2024-01-01 was a Monday). */
export function hoursText(locale: LocaleCode, hours: string): string {
  const m = /^(\w\w)(?:-(\w\w))? (\d\d:\d\d)-(\d\d:\d\d)$/.exec(hours);
  if (!m) return hours;
  const fmt = cachedDateFormat(getLocale(locale).tag, { weekday: 'short', timeZone: 'UTC' });
  const day = (d: string) => fmt.format(new Date(Date.UTC(2024, 0, dayIndex[d] ?? 1)));
  const days = m[2] ? `${day(m[1]!)} – ${day(m[2])}` : day(m[1]!);
  return `${days} ${m[3]}–${m[4]}`;
}

function siteName(locale: LocaleCode, of: LocaleCode): string {
  return cachedDisplayNames(getLocale(locale).tag, { type: 'language' }).of(getLocale(of).tag) ?? of;
}

function namesOf(locale: LocaleCode, list: readonly Entity[]): EntityNames {
  const regions = cachedDisplayNames(getLocale(locale).tag, { type: 'region' });
  const names: EntityNames = { countries: {}, sites: {}, hours: {} };
  const english = !getLocale(locale).tag.startsWith('en');
  for (const e of list) {
    names.countries[e.address.addressCountry] ??= regions.of(e.address.addressCountry) ?? e.address.addressCountry;
    names.hours[e.openingHours] ??= hoursText(locale, e.openingHours);
    for (const site of e.locales) {
      const name = siteName(locale, site);
      names.sites[site] = english && name === siteName('en', site) ? { name, english: true } : { name };
    }
  }
  return names;
}

// ICU's lookups were most of a contact page's own render time (--cpu-prof): made once per locale.
const made = boundedMemo<LocaleCode, EntityNames>(64);

/** The names the entity register needs in a locale's language. */
export function entityNames(locale: LocaleCode): EntityNames {
  return made.get(locale, () => namesOf(locale, entities));
}

/** The about family's loader plus the entity names (the pages that show offices or the register). */
export async function entityPageLoader(args: LoaderFunctionArgs): Promise<EntityPageData> {
  const page = await aboutLoader(args);
  return { ...page, names: entityNames(args.params.locale as LocaleCode) };
}

/** A region code named as the page names it (for formatAddress). */
export function countryIn(names: EntityNames): (code: string) => string {
  return (code) => names.countries[code] ?? code;
}
