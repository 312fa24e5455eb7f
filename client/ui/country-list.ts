// The country list of a locale's language (spec 4: English, Traditional or Simplified Chinese),
// each language its own chunk so a page fetches only the one it shows.
import type { CountryEntry, CountryListLanguage } from '../../shared/countries/index.ts';
import { countryListLanguage } from '../../shared/signup/rules.ts';
import { loadFlags } from './use-flags.ts';

const listLoaders: Record<CountryListLanguage, () => Promise<{ default: CountryEntry[] }>> = {
  en: () => import('../../shared/countries/countries.en.json'),
  'zh-Hant': () => import('../../shared/countries/countries.zh-Hant.json'),
  'zh-Hans': () => import('../../shared/countries/countries.zh-Hans.json'),
};

/** The list of the locale's language; the pickers' flag map starts loading beside it. */
export async function loadCountryList(locale: string): Promise<CountryEntry[]> {
  loadFlags().catch(() => undefined);
  return (await listLoaders[countryListLanguage(locale)]()).default;
}
