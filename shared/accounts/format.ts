// Number and money formatting of the account and platform pages, through Intl for the page's
// language tag (pure: the same output on the server and in the browser).
import { cachedDateFormat, cachedNumberFormat, moneyOptions } from '../format.ts';

const formatter = cachedNumberFormat;

/** Money with its currency; whole amounts without decimals unless `decimals` says otherwise. */
export function formatMoney(tag: string, amount: number, currency: string, decimals?: number): string {
  return formatter(tag, moneyOptions(amount, currency, decimals)).format(amount);
}

/** A plain number with exactly `decimals` digits after the separator. */
export function formatNumber(tag: string, value: number, decimals = 0): string {
  return formatter(tag, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
}

/** '1:1000' with the ratio's number formatted for the language (no grouping: 1:1000, not 1:1,000). */
export function formatLeverage(tag: string, max: number): string {
  return `1:${formatter(tag, { useGrouping: false }).format(max)}`;
}

/** A date (and optionally time) in UTC, so every visitor of a cached page reads the same text. */
export function formatUtc(tag: string, iso: string, withTime = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return cachedDateFormat(tag, { timeZone: 'UTC', dateStyle: 'medium', ...(withTime ? { timeStyle: 'short' } : {}) }).format(date);
}
