// The forex page's worked example (spec 2.5): opening and closing price, gross profit, and the
// opening and closing positions (lots, pair, price, position value, leverage, margin, total
// value). Pure: the page formats what these functions return. Money is computed in whole cents
// and prices in whole points, so no binary floating-point noise reaches the page.
import { cachedNumberFormat, formatPriceIn } from './format.ts';

export interface ForexExampleInput {
  pair: string;
  /** Standard lots traded. */
  lots: number;
  /** Units of the base currency in one lot. */
  contractSize: number;
  openingPrice: number;
  closingPrice: number;
  /** Price decimals (5 for EURUSD). */
  digits: number;
  /** The leverage ratio's right-hand side: 30 for 1:30. */
  leverage: number;
  side: 'buy' | 'sell';
}

export interface ForexPosition {
  lots: number;
  pair: string;
  price: string;
  /** Notional value in the quote currency: lots × contract size × price. */
  positionValue: number;
  leverage: string;
  /** Position value ÷ leverage. */
  margin: number;
  /** Margin plus the position's profit so far (what the position is worth to the account). */
  totalValue: number;
}

export interface ForexExample {
  openingPrice: string;
  closingPrice: string;
  /** Profit (negative: loss) before costs, in the quote currency. */
  grossProfit: number;
  opening: ForexPosition;
  closing: ForexPosition;
}

/** The page's example: buy 1 lot of EURUSD at 1.08500, close at 1.09000, leverage 1:30. */
export const forexExampleInput: ForexExampleInput = {
  pair: 'EUR/USD',
  lots: 1,
  contractSize: 100_000,
  openingPrice: 1.085,
  closingPrice: 1.09,
  digits: 5,
  leverage: 30,
  side: 'buy',
};

/** Position value in cents: lots × contract × price, with the price taken in whole points. */
function valueCents(lots: number, contractSize: number, price: number, digits: number): number {
  const points = Math.round(price * 10 ** digits);
  // units × points / 10^digits dollars = units × points / 10^(digits-2) cents
  return Math.round((lots * contractSize * points) / 10 ** (digits - 2));
}

/** The example's figures; prices as text in the notation of `tag` (the page's language tag). */
export function forexExample(input: ForexExampleInput = forexExampleInput, tag = 'en-US'): ForexExample {
  const { lots, contractSize, digits, leverage, pair } = input;
  if (!(lots > 0) || !(contractSize > 0) || !(leverage >= 1) || !Number.isInteger(digits) || digits < 2) {
    throw new RangeError('invalid forex example input');
  }
  const openCents = valueCents(lots, contractSize, input.openingPrice, digits);
  const closeCents = valueCents(lots, contractSize, input.closingPrice, digits);
  const sign = input.side === 'buy' ? 1 : -1;
  const profitCents = sign * (closeCents - openCents);
  const marginCents = Math.round(openCents / leverage);
  const ratio = `1:${leverage}`;
  const position = (price: number, value: number, profit: number): ForexPosition => ({
    lots,
    pair,
    price: formatPriceIn(price, digits, tag),
    positionValue: value / 100,
    leverage: ratio,
    margin: marginCents / 100,
    totalValue: (marginCents + profit) / 100,
  });
  return {
    openingPrice: formatPriceIn(input.openingPrice, digits, tag),
    closingPrice: formatPriceIn(input.closingPrice, digits, tag),
    grossProfit: profitCents / 100,
    opening: position(input.openingPrice, openCents, 0),
    closing: position(input.closingPrice, closeCents, profitCents),
  };
}

// Building a currency formatter costs milliseconds on a phone (ICU data); the page formats a
// dozen figures, so one formatter per locale tag is kept.
/** Money as shown in the example: US dollars, two decimals, grouped, for a locale tag. */
export function formatUsd(value: number, tag: string): string {
  const f = cachedNumberFormat(tag, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2, numberingSystem: 'latn' });
  return f.format(Object.is(value, -0) ? 0 : value);
}
