// The UK check of section 9, on its own so the UK warning (loaded on every page) does not pull
// in the rest of the sign-up rules.
export const UK_COUNTRY_VALUES: readonly string[] = ['UK', 'GB', 'uk', 'United Kingdom'];

/** Section 9: UK, GB, uk or 'United Kingdom'. */
export function isUkCountry(value: unknown): boolean {
  return typeof value === 'string' && UK_COUNTRY_VALUES.includes(value.trim());
}
