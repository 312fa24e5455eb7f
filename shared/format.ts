// Numbers, prices, percentages, dates and times as displayed, through Intl with the locale's
// language tag (getLocale(code).tag): never hand-made separators. Latin digits everywhere
// (numberingSystem 'latn'): prices and symbols are isolated in RTL pages and traders read
// platform prices in Latin digits. Formatters are cached per tag and options: building one costs
// milliseconds on a phone (ICU data), and a price table formats many cells per second.
import { boundedMemo } from './bounded-memo.ts';
import { withServerWords } from './intl-words.ts';

/**
 * Formatters kept at most: the options include time zones that come from URLs (the calendar's
 * ?tz= takes any IANA zone), so without a bound a crawler walking 25 locales x 400 zones would
 * keep ten thousand ICU objects on the server. A page needs a few dozen.
 */
const cache = boundedMemo<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.DisplayNames>(500);

/**
 * The formatter `make` builds, once per kind, tag and options (the oldest goes past the bound);
 * its words are the server's in the browser where the server said them (intl-words.ts).
 */
function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.DisplayNames>(kind: string, tag: string, options: object, make: () => F): F {
  const key = `${kind}|${tag}|${JSON.stringify(options)}`;
  return cache.get(key, () => withServerWords(key, make())) as F;
}

/** How many formatters the memo holds (tests). */
export const cachedFormatterCount = () => cache.size;

function numberFormat(tag: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached('n', tag, options, () => new Intl.NumberFormat(tag, { numberingSystem: 'latn', ...options }));
}

function dateFormat(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached('d', tag, options, () => new Intl.DateTimeFormat(tag, { numberingSystem: 'latn', ...options }));
}

/** A cached formatter with the locale's own digits (article and news dates keep what they always showed). */
export function cachedDateFormat(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached('D', tag, options, () => new Intl.DateTimeFormat(tag, options));
}

/** Cached display names (countries, languages, currencies) in a locale's language. */
export function cachedDisplayNames(tag: string, options: Intl.DisplayNamesOptions): Intl.DisplayNames {
  return cached('L', tag, options, () => new Intl.DisplayNames([tag], options));
}

/** A cached number formatter with the locale's own digits (the calculator's figures, as always shown). */
export function cachedNumberFormat(tag: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached('N', tag, options, () => new Intl.NumberFormat(tag, options));
}

const clampDigits = (digits: number) => Math.max(0, Math.min(20, Math.trunc(digits)));
const noNegativeZero = (value: number) => (Object.is(value, -0) ? 0 : value);

/**
 * A number with exactly `fractionDigits` decimals in the locale's notation. Grouping is the
 * locale's unless `grouping` is false (prices: a quote reads like the trading platform's).
 */
export function formatDecimal(value: number, tag: string, fractionDigits: number, grouping = true): string {
  const d = clampDigits(fractionDigits);
  return numberFormat(tag, { minimumFractionDigits: d, maximumFractionDigits: d, useGrouping: grouping })
    .format(noNegativeZero(value));
}

/** A plain number in the locale's notation, up to `maxFractionDigits` decimals: lots, counts. */
export function formatNumber(value: number, tag: string, maxFractionDigits = 2): string {
  return numberFormat(tag, { maximumFractionDigits: clampDigits(maxFractionDigits) }).format(noNegativeZero(value));
}

/** A price at its instrument's digits: '1.08524' (en), '1,08524' (de); never grouped. */
export function formatPriceIn(value: number, digits: number, tag: string): string {
  return formatDecimal(value, tag, digits, false);
}

/** The Intl options of an amount of money: whole amounts without decimals unless `decimals` says otherwise. */
export function moneyOptions(amount: number, currency: string, decimals?: number): Intl.NumberFormatOptions {
  const d = clampDigits(decimals ?? (Number.isInteger(amount) ? 0 : 2));
  return { style: 'currency', currency, minimumFractionDigits: d, maximumFractionDigits: d };
}

/**
 * Money in the locale's own notation ('$100' en-US, 'US$100' zh-Hans, '100 $US' fr-FR), the same
 * words as the account pages' formatMoney (shared/accounts/format.ts), for text built once per
 * locale outside a render (the fact placeholders of messages and content, shared/marketing-facts.ts):
 * neither cached nor recorded as a render's Intl words.
 */
export function formatMoneyText(amount: number, currency: string, tag: string, decimals?: number): string {
  return new Intl.NumberFormat(tag, moneyOptions(amount, currency, decimals)).format(noNegativeZero(amount));
}

/** A fraction as a percentage: 0.125 -> '12.5%' (en), '12,5 %' (de). */
export function formatPercent(fraction: number, tag: string, fractionDigits = 1): string {
  const d = clampDigits(fractionDigits);
  return numberFormat(tag, { style: 'percent', minimumFractionDigits: d, maximumFractionDigits: d }).format(noNegativeZero(fraction));
}

/** A whole number with at least `minDigits` digits: the promo cards' 01 to 05. */
export function formatOrdinalNumber(value: number, tag: string, minDigits = 2): string {
  return numberFormat(tag, { minimumIntegerDigits: minDigits, useGrouping: false }).format(value);
}

/**
 * A calendar date ('2025-07-04' or an ISO instant) in the locale's medium style: 'Jul 4, 2025'
 * (en-US), '04.07.2025' (de-DE). A date-only string is a calendar day, read in UTC, so it never
 * shifts by a day with the server's or the visitor's time zone. Unparseable input is returned as is.
 */
export function formatDate(value: string, tag: string): string {
  const ms = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  if (!Number.isFinite(ms)) return value;
  return dateFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' }).format(ms);
}

/**
 * The 'live updated {time} GMT+3' time: hours, minutes and seconds in UTC+3 (spec section 9),
 * 24-hour, in the locale's notation. The zone is pinned (Etc/GMT-3 is UTC+3 in POSIX sign), so the
 * server, the browser and every visitor's time zone give the same text.
 */
export function formatGmt3Time(epochMs: number, tag: string): string {
  return dateFormat(tag, { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23', timeZone: 'Etc/GMT-3' }).format(epochMs);
}
