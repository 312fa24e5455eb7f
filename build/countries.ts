// Generates the sign-up country lists (spec section 3: 254 entries, in English, Traditional
// Chinese and Simplified Chinese) from well-kept sources instead of typing them by hand:
//   - which regions: every region libphonenumber-js has dialling metadata for (245, which
//     includes Ascension, Tristan da Cunha and Kosovo), plus the ISO 3166-1 territories it has
//     no metadata for because they share another plan, plus the two CLDR regions with their
//     own dialling entries (Diego Garcia, Canary Islands): 254 in all;
//   - names: Intl.DisplayNames (CLDR) in each language; value is always the English name;
//   - dial prefixes: libphonenumber-js metadata (getCountryCallingCode); for the regions it has
//     no metadata for, the prefix of the plan they use (SHARED_PLAN below, the only hand-kept part).
// Run: build/node.sh node build/countries.ts  (writes shared/countries/*.json; they are committed,
// so a build never depends on the ICU version of the machine).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js/max';

/** Regions without their own libphonenumber metadata, and the calling code of the plan they use. */
export const SHARED_PLAN: Readonly<Record<string, string>> = {
  AQ: '672', // Antarctica (Australian external territories plan)
  BV: '47', // Bouvet Island (Norway)
  GS: '500', // South Georgia & South Sandwich Islands (Falklands plan)
  HM: '672', // Heard & McDonald Islands
  PN: '64', // Pitcairn Islands (New Zealand plan)
  TF: '262', // French Southern Territories (Réunion plan)
  UM: '1', // U.S. Outlying Islands (NANP)
  DG: '246', // Diego Garcia
  IC: '34', // Canary Islands (Spain)
};

export const LIST_LANGUAGES = ['en', 'zh-Hant', 'zh-Hans'] as const;
export type ListLanguage = (typeof LIST_LANGUAGES)[number];

export interface CountryEntry {
  classname: string;
  country: string;
  value: string;
  phoneCo: string;
}

export function buildCountryList(language: ListLanguage): CountryEntry[] {
  const codes = [...new Set([...getCountries(), ...Object.keys(SHARED_PLAN)])];
  const english = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const local = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
  const collator = new Intl.Collator(language);
  const entries = codes.map((code) => {
    const value = english.of(code);
    const country = local.of(code);
    if (!value || !country) throw new Error(`no display name for ${code}`);
    const dial = SHARED_PLAN[code] ?? getCountryCallingCode(code as Parameters<typeof getCountryCallingCode>[0]);
    return { classname: code.toLowerCase(), country, value, phoneCo: `+${dial}` };
  });
  return entries.sort((a, b) => collator.compare(a.country, b.country));
}

if (import.meta.main) {
  const dir = join(import.meta.dirname, '../shared/countries');
  for (const language of LIST_LANGUAGES) {
    const list = buildCountryList(language);
    writeFileSync(join(dir, `countries.${language}.json`), JSON.stringify(list, null, 0).replace(/\},\{/g, '},\n{') + '\n');
    console.log(`countries.${language}.json: ${list.length} entries`);
  }
}
