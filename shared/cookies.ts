// Every cookie and browser-storage entry the site writes, built from the code's own definitions
// (names and lifetimes imported from where they are set), so the cookie table of the privacy and
// cookie policies cannot drift from what the site does. Purposes are translated by key
// (about.cookies.purpose.<purpose>).
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from './locale-detection.ts';
import { ATTRIBUTION_COOKIE_MAX_AGE_MS, ATTRIBUTION_PARAMS } from './signup/attribution.ts';

export type CookieCategory = 'necessary' | 'marketing';

export interface CookieDefinition {
  name: string;
  category: CookieCategory;
  /** Translation key suffix of the purpose (about.cookies.purpose.*). */
  purpose: 'locale' | 'campaign_code' | 'referral_code';
  /** Lifetime in seconds. */
  maxAgeS: number;
  /** Who writes it: the server (Set-Cookie) and/or the page's script. */
  setBy: readonly ('server' | 'browser')[];
  sameSite: 'Lax';
  path: '/';
  firstParty: true;
}

export const siteCookies: readonly CookieDefinition[] = [
  { name: LOCALE_COOKIE, category: 'necessary', purpose: 'locale', maxAgeS: LOCALE_COOKIE_MAX_AGE, setBy: ['server', 'browser'], sameSite: 'Lax', path: '/', firstParty: true },
  ...ATTRIBUTION_PARAMS.map(
    (name): CookieDefinition => ({ name, category: 'marketing', purpose: name, maxAgeS: Math.floor(ATTRIBUTION_COOKIE_MAX_AGE_MS / 1000), setBy: ['browser'], sameSite: 'Lax', path: '/', firstParty: true }),
  ),
];

export interface StorageDefinition {
  name: string;
  kind: 'localStorage' | 'sessionStorage';
  purpose: 'contactDraft' | 'ukWarning';
}

import { CONTACT_DRAFT_KEY, UK_WARNING_KEY } from './storage-keys.ts';
export { CONTACT_DRAFT_KEY, UK_WARNING_KEY };

export const siteStorage: readonly StorageDefinition[] = [
  { name: CONTACT_DRAFT_KEY, kind: 'localStorage', purpose: 'contactDraft' },
  { name: UK_WARNING_KEY, kind: 'sessionStorage', purpose: 'ukWarning' },
];

/** A lifetime in whole days (365, 30) for the table. */
export function lifetimeDays(maxAgeS: number): number {
  return Math.round(maxAgeS / 86_400);
}
