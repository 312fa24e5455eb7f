// Pure sign-up rules (spec sections 4, 5 and 9): the country-list language by locale, the
// payload language, default country and location override, country / phone-code search,
// the referral_code rule, campaign_code appending, the UK check. No DOM, no Node APIs.
import type { CountryEntry, CountryListLanguage } from '../countries/index.ts';
import type { RegistrationLanguage } from '../schemas/registration.ts';

export { isUkCountry, UK_COUNTRY_VALUES } from './uk-country.ts';

export const DEFAULT_COUNTRY_CODE = 'BO';
export const EBOOK_REFERRAL_CODE = 'ebooksignup2025';

const TRADITIONAL = new Set(['cht', 'zh-hant-mo', 'zh-hant-tw', 'zh-hant-au', 'zh-hant-nz']);
const SIMPLIFIED = new Set(['zh-hans-au', 'zh-hans-nz', 'zh-hans-cn']);

/** Section 4: which country list a locale shows (anything not listed: English). */
export function countryListLanguage(locale: string): CountryListLanguage {
  if (TRADITIONAL.has(locale)) return 'zh-Hant';
  if (SIMPLIFIED.has(locale)) return 'zh-Hans';
  return 'en';
}

/** Section 3/7: the payload's language ('en' | 'zh_Hant' | 'zh-hans') by the locale's script. */
export function registrationLanguage(locale: string): RegistrationLanguage {
  const l = locale.toLowerCase();
  if (l === 'cht' || l.startsWith('zh-hant')) return 'zh_Hant';
  if (l.startsWith('zh-hans')) return 'zh-hans';
  return 'en';
}

/** Section 4: the entry whose code is 'BO', else the first entry (undefined for an empty list). */
export function defaultCountry(list: readonly CountryEntry[]): CountryEntry | undefined {
  return list.find((e) => e.classname === DEFAULT_COUNTRY_CODE.toLowerCase()) ?? list[0];
}

/** Section 4: the entry matching the location's countryCode (lower-cased), if any. */
export function countryFromLocation(list: readonly CountryEntry[], countryCode: unknown): CountryEntry | undefined {
  if (typeof countryCode !== 'string' || countryCode === '') return undefined;
  const code = countryCode.toLowerCase();
  return list.find((e) => e.classname === code);
}

/** Section 5: case-insensitive substring match on the country name (an empty term keeps all). */
export function searchCountries(list: readonly CountryEntry[], term: string): CountryEntry[] {
  const q = term.trim().toLocaleLowerCase();
  if (!q) return [...list];
  return list.filter((e) => e.country.toLocaleLowerCase().includes(q) || (e.value !== e.country && e.value.toLowerCase().includes(q)));
}

/** Section 5: substring match on the dial code ('44', '+44' and '+1-6' all work). */
export function searchPhoneCodes(list: readonly CountryEntry[], term: string): CountryEntry[] {
  const q = term.trim().replace(/\s+/g, '');
  if (!q) return [...list];
  return list.filter((e) => e.phoneCo.includes(q));
}

/** Section 9: the referral_code cookie, else 'ebooksignup2025' when bookId >= 1, else ''. */
const REFERRAL_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export function referralCode(cookieValue: string | undefined | null, bookId?: number | null): string {
  // A cookie value the registration schema would refuse counts as no cookie: a bad link must
  // never block a sign-up.
  if (cookieValue && REFERRAL_PATTERN.test(cookieValue)) return cookieValue;
  if (typeof bookId === 'number' && Number.isFinite(bookId) && bookId >= 1) return EBOOK_REFERRAL_CODE;
  return '';
}

/**
 * Section 4/9: appends '&campaign_code={value}' (URL-encoded, so an untrusted value can never
 * add parameters, a fragment or a new path) when a campaign code exists; '?' when the address
 * has no query yet. A fragment stays at the end.
 */
export function appendCampaignCode(address: string, campaignCode: string | undefined | null): string {
  if (!campaignCode) return address;
  const hash = address.indexOf('#');
  const base = hash === -1 ? address : address.slice(0, hash);
  const fragment = hash === -1 ? '' : address.slice(hash);
  const sep = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${sep}campaign_code=${encodeURIComponent(campaignCode)}${fragment}`;
}

