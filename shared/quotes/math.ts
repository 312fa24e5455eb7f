// Quote arithmetic shared by the server and the price sections (spec sections 3, 4 and 9).
// Displayed strings go through Intl with the page's language tag (shared/format.ts); the default
// tag 'en-US' is the notation of the spec's examples.
import { formatDecimal, formatPriceIn } from '../format.ts';

/** Rounds a price to its instrument's digits (removes binary floating-point noise). */
export function roundTo(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** A price as shown: exactly `digits` decimals, in the notation of `tag`, not grouped. */
export function formatPrice(value: number, digits: number, tag = 'en-US'): string {
  return formatPriceIn(value, digits, tag);
}

/**
 * Spread = (ask − bid) × 10^(digits − 1), shown with 1 decimal (section 9).
 * Computed on whole points so that 1.08524 − 1.08512 gives '1.2', never '1.1999999'.
 */
export function spread(bid: number, ask: number, digits: number, tag = 'en-US'): string {
  if (!Number.isFinite(bid) || !Number.isFinite(ask) || !Number.isInteger(digits)) return formatDecimal(0, tag, 1, false);
  const points = Math.round((ask - bid) * 10 ** digits);
  return formatDecimal(points / 10, tag, 1, false);
}

export type Direction = 'up' | 'down';
export type Colour = 'green' | 'red';

/**
 * Up when new − previous ≥ 0, else down (section 4). With no previous value (first quote) the
 * difference is taken as 0, so up.
 */
export function direction(next: number, previous: number | undefined): Direction {
  if (previous === undefined || !Number.isFinite(previous)) return 'up';
  return next - previous >= 0 ? 'up' : 'down';
}

/** The forex page's colours: green for up, red for down. */
export function colour(next: number, previous: number | undefined): Colour {
  return direction(next, previous) === 'up' ? 'green' : 'red';
}

export interface QuoteLike {
  symbol: string;
  bid: number;
  ask: number;
  digits: number;
}

export interface HomeRow {
  symbol: string;
  bid: string;
  ask: string;
  spread: string;
  direction: Direction;
}

export interface ForexRow {
  symbol: string;
  bid: string;
  ask: string;
  spread: string;
  /** Colour of the bid move. */
  direction: Colour;
  /** Colour of the ask move. */
  directionAsk: Colour;
}

/** The home page's displayed row for a quote, given the row's previous quote (if any). */
export function homeRow(q: QuoteLike, prev?: QuoteLike, tag = 'en-US'): HomeRow {
  return { ...priceCells(q, tag), direction: direction(q.bid, prev?.bid) };
}

/** The cells every displayed row shares: symbol, bid and ask at the instrument's digits, spread. */
function priceCells(q: QuoteLike, tag: string): { symbol: string; bid: string; ask: string; spread: string } {
  return {
    symbol: q.symbol,
    bid: formatPrice(q.bid, q.digits, tag),
    ask: formatPrice(q.ask, q.digits, tag),
    spread: spread(q.bid, q.ask, q.digits, tag),
  };
}

/** The forex page's displayed row: bid and ask each coloured by their own move. */
export function forexRow(q: QuoteLike, prev?: QuoteLike, tag = 'en-US'): ForexRow {
  return { ...priceCells(q, tag), direction: colour(q.bid, prev?.bid), directionAsk: colour(q.ask, prev?.ask) };
}
