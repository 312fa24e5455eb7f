// Overnight swaps from the policy-rate differential plus the broker's markup: the one rule the
// catalogue's swapLong/swapShort come from, so a carry trade shows the carry it earns.
//
// Currency pairs, metals and energies (MT5 'points' mode, charged in the quote currency):
//   long  = (base rate - quote rate - markup) / 100 * price / days, in points (/ 10^-digits)
//   short = (quote rate - base rate - markup) / 100 * price / days, in points
// (the contract size cancels: a lot's interest is rate * size * price / days, and a point on a lot
// is size * 10^-digits). A metal or a commodity has no deposit rate of its own: its base rate is 0,
// so holding it long is financed at the quote currency's rate. days is the quote currency's
// money-market year: 365 for the currencies that count ACT/365 (GBP, JPY, AUD, NZD, CAD, HKD, SGD,
// ZAR, PLN, THB, ILS), 360 for the rest (USD, EUR, CHF, ...).
// Shares, indices and ETFs (MT5 'interest' mode, % a year on the position's value): long pays the
// currency's rate plus the markup, short receives the rate minus the markup.
// Crypto: a fixed daily rate each side, whatever the rates (no currency to earn interest on).
// Long + short = -2 * markup (points or %), so with a markup >= 0 both sides are never positive.
import { policyRateOf } from '../rates/policy-rates.ts';
import type { InstrumentGroup, SwapType } from './instrument-basics.ts';

/** Broker markup per group, percentage points a year (crypto: unused, see cryptoDaily). */
export const swapMarkup: Readonly<Record<InstrumentGroup, number>> = {
  'forex-major': 0.5, 'forex-minor': 0.75, 'forex-exotic': 2, gold: 1.5, metals: 1.5, energy: 2,
  'index-major': 2.5, 'index-minor': 3, shares: 3, etf: 3, crypto: 0,
};

/** Crypto financing, % of the position's value per night, each side. */
export const cryptoDaily = { long: 0.06, short: 0.03 } as const;

/** Currencies whose money market counts ACT/365; the rest count ACT/360. */
const act365 = new Set(['GBP', 'JPY', 'AUD', 'NZD', 'CAD', 'HKD', 'SGD', 'ZAR', 'PLN', 'THB', 'ILS']);

export function dayCountOf(currency: string): 360 | 365 {
  return act365.has(currency) ? 365 : 360;
}

/** The policy rate of a currency in % a year; GBX (pence) is GBP's. Throws for a currency the table lacks. */
export function rateOf(currency: string): number {
  const c = currency === 'GBX' ? 'GBP' : currency;
  const r = policyRateOf(c);
  if (!r) throw new Error(`no policy rate for ${c} (shared/rates/policy-rates.ts)`);
  return r.rate;
}

const round2 = (v: number) => Math.round(v * 100) / 100 + 0; // + 0: no -0

export interface CarryInput {
  /** % a year: the base currency's rate (0 for a metal or commodity). */
  baseRate: number;
  /** % a year: the quote currency's rate. */
  quoteRate: number;
  /** Percentage points a year. */
  markup: number;
  price: number;
  digits: number;
  days: 360 | 365;
}

/** Points per lot and night, long and short, rounded to 0.01 point. */
export function carrySwapPoints(i: CarryInput): { long: number; short: number } {
  const perPoint = (pp: number) => ((pp / 100) * i.price) / i.days / 10 ** -i.digits;
  return {
    long: round2(perPoint(i.baseRate - i.quoteRate - i.markup)),
    short: round2(perPoint(i.quoteRate - i.baseRate - i.markup)),
  };
}

/** % a year on the position's value, long and short: financing at the currency's rate +/- markup. */
export function financingSwapRates(rate: number, markup: number): { long: number; short: number } {
  return { long: round2(-(rate + markup)), short: round2(rate - markup) };
}

export interface SwapOf {
  swapType: Extract<SwapType, 'points' | 'interest'>;
  swapLong: number;
  swapShort: number;
  /** Weekday (0 = Sunday) charged three nights: Wednesday for spot FX and metals (T+2), Friday for CFDs. */
  tripleSwapDay: number;
}

export interface SwapSubject {
  group: InstrumentGroup;
  /** Pairs: the base currency; metals and commodities: none (their rate is 0). */
  baseCurrency?: string;
  /** The currency the instrument is priced in (the profit currency). */
  quoteCurrency: string;
  price: number;
  digits: number;
}

/** The catalogue's swap for an instrument, from the policy rates and the group's markup. */
export function swapOf(s: SwapSubject): SwapOf {
  const markup = swapMarkup[s.group];
  if (s.group === 'crypto') {
    // Fixed daily rate, as a yearly rate in MT5's interest mode (which divides by 360). Crypto
    // trades every day and charges every night; MT5 needs a triple day: Sunday, as before.
    return { swapType: 'interest', swapLong: round2(-cryptoDaily.long * 360), swapShort: round2(-cryptoDaily.short * 360), tripleSwapDay: 0 };
  }
  if (s.group === 'shares' || s.group === 'etf' || s.group === 'index-major' || s.group === 'index-minor') {
    const { long, short } = financingSwapRates(rateOf(s.quoteCurrency), markup);
    return { swapType: 'interest', swapLong: long, swapShort: short, tripleSwapDay: 5 };
  }
  const { long, short } = carrySwapPoints({
    baseRate: s.baseCurrency ? rateOf(s.baseCurrency) : 0,
    quoteRate: rateOf(s.quoteCurrency),
    markup,
    price: s.price,
    digits: s.digits,
    days: dayCountOf(s.quoteCurrency),
  });
  // Energies are futures-based CFDs: they roll, and charge the weekend, on Friday.
  return { swapType: 'points', swapLong: long, swapShort: short, tripleSwapDay: s.group === 'energy' ? 5 : 3 };
}
