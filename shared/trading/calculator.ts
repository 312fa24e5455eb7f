// Trading calculator maths: pip value, margin (MetaTrader 5 calculation modes), profit/loss and
// swap, each converted to the account currency with the needed cross quote. Pure functions.
import type { CalcMode, InstrumentSpec, SwapType } from './instrument.ts';

export interface Price {
  bid: number;
  ask: number;
}

/** Finds the current quote of a symbol ('EURUSD'); undefined when not known. */
export type QuoteLookup = (symbol: string) => Price | undefined;

export type Side = 'buy' | 'sell';

const mid = (p: Price) => (p.bid + p.ask) / 2;
const scaled = (rate: number | undefined, by: number) => (rate === undefined ? undefined : rate * by);

/**
 * The rate that turns one unit of `from` into `to`: 1 when equal, the direct pair (FROMTO,
 * multiply), the inverse pair (TOFROM, divide), else through USD. Mid prices: the calculator
 * shows estimates, not the exact side MetaTrader picks per tick. Undefined when no quote exists.
 */
export function conversionRate(from: string, to: string, quotes: QuoteLookup): number | undefined {
  if (from === to) return 1;
  // GBX: pence, the unit LSE prices (and MT5 brokers' LSE share CFDs) are in; no feed quotes it.
  if (from === 'GBX') return scaled(conversionRate('GBP', to, quotes), 0.01);
  if (to === 'GBX') return scaled(conversionRate(from, 'GBP', quotes), 100);
  const direct = quotes(from + to);
  if (direct) return mid(direct);
  const inverse = quotes(to + from);
  if (inverse) return 1 / mid(inverse);
  if (from !== 'USD' && to !== 'USD') {
    const a = conversionRate(from, 'USD', quotes);
    const b = conversionRate('USD', to, quotes);
    if (a !== undefined && b !== undefined) return a * b;
  }
  return undefined;
}

/**
 * The quote symbols conversionRate reads to turn `from` into `to`, when `isQuoted` says which
 * symbols have quotes: it walks the same path (direct, inverse, via USD) with a stand-in price for
 * every quoted symbol, so a calculation waits for exactly these quotes and no others.
 */
export function conversionSymbols(from: string, to: string, isQuoted: (symbol: string) => boolean): string[] {
  const read: string[] = [];
  conversionRate(from, to, (s) => {
    if (!isQuoted(s)) return undefined;
    read.push(s);
    return { bid: 1, ask: 1 };
  });
  return read;
}

/**
 * The lookup a calculation with given prices uses: the symbol's own rate is the open price (a
 * shared link must not wait for, or change with, the live quote), every other symbol is live.
 */
export function withOwnRate(symbol: string, open: number, quotes: QuoteLookup): QuoteLookup {
  const own: Price = { bid: open, ask: open };
  return (s) => (s === symbol ? own : quotes(s));
}

export type CalcSpec = Pick<InstrumentSpec, 'contractSize' | 'pipSize' | 'digits' | 'calcMode' | 'marginRate' | 'marginCurrency' | 'profitCurrency'>;

/** Value of one pip for `lots`, in the profit currency. */
export function pipValueInProfit(spec: CalcSpec, lots: number): number {
  return lots * spec.contractSize * spec.pipSize;
}

/**
 * Margin per MT5 calculation mode, in the margin currency (forex) or the profit currency (CFDs):
 * - forex: lots * contract / leverage * marginRate
 * - forex-no-leverage: lots * contract * marginRate
 * - cfd: lots * contract * price * marginRate
 * - cfd-leverage: lots * contract * price / leverage * marginRate
 * - cfd-index: lots * contract * price * tickValue / tickSize * marginRate (tick value = tick size here)
 */
export function marginInOwnCurrency(mode: CalcMode, spec: CalcSpec, lots: number, price: number, leverage: number): number {
  const rate = spec.marginRate;
  switch (mode) {
    case 'forex':
      return (lots * spec.contractSize) / leverage * rate;
    case 'forex-no-leverage':
      return lots * spec.contractSize * rate;
    case 'cfd':
    case 'cfd-index':
      return lots * spec.contractSize * price * rate;
    case 'cfd-leverage':
      return (lots * spec.contractSize * price) / leverage * rate;
  }
}

/** The currency marginInOwnCurrency is expressed in. */
export function marginCurrencyOf(spec: Pick<CalcSpec, 'calcMode' | 'marginCurrency' | 'profitCurrency'>): string {
  return spec.calcMode === 'forex' || spec.calcMode === 'forex-no-leverage' ? spec.marginCurrency : spec.profitCurrency;
}

/** Profit (negative: loss) in the profit currency. */
export function profitInProfit(spec: CalcSpec, side: Side, lots: number, open: number, close: number): number {
  const move = side === 'buy' ? close - open : open - close;
  return move * lots * spec.contractSize;
}

export interface SwapInput {
  swapType: SwapType;
  swapLong: number;
  swapShort: number;
  tripleSwapDay: number;
}

/**
 * One night's swap and the currency it is in, per MT5 swap mode:
 * - points: lots * contract * point * swapPoints (profit currency; point = 10^-digits)
 * - base-currency / margin-currency / deposit-currency: swap * lots, in that currency
 * - interest: lots * contract * price * rate% / 360 (profit currency)
 */
export function swapPerNight(spec: CalcSpec & SwapInput, side: Side, lots: number, price: number, accountCurrency: string): { amount: number; currency: string } {
  const value = side === 'buy' ? spec.swapLong : spec.swapShort;
  const currency = swapCurrencyOf(spec, accountCurrency);
  switch (spec.swapType) {
    case 'points':
      return { amount: lots * spec.contractSize * 10 ** -spec.digits * value, currency };
    case 'base-currency':
    case 'margin-currency':
    case 'deposit-currency':
      return { amount: lots * value, currency };
    case 'interest':
      return { amount: (lots * spec.contractSize * price * value) / 100 / 360, currency };
  }
}

/** The currency one night's swap is in before conversion (see swapPerNight). */
export function swapCurrencyOf(spec: Pick<CalcSpec, 'marginCurrency' | 'profitCurrency'> & Pick<SwapInput, 'swapType'>, accountCurrency: string): string {
  switch (spec.swapType) {
    case 'base-currency':
    case 'margin-currency':
      return spec.marginCurrency;
    case 'deposit-currency':
      return accountCurrency;
    case 'points':
    case 'interest':
      return spec.profitCurrency;
  }
}

/** Nights of swap charged for holding over the night that starts on `weekday` (0 = Sunday). */
export function swapNights(weekday: number, tripleSwapDay: number): number {
  return weekday === tripleSwapDay ? 3 : 1;
}

export interface CalculatorInput {
  spec: CalcSpec & SwapInput;
  symbol: string;
  side: Side;
  lots: number;
  leverage: number;
  accountCurrency: string;
  open: number;
  close: number;
}

export interface CalculatorResult {
  /** Leverage actually applied (the instrument's cap when lower than asked). */
  leverage: number;
  pipValue: number;
  margin: number;
  profit: number;
  swapNight: number;
  swapTriple: number;
  /** The pips between open and close (signed, in the trade's favour). */
  pips: number;
  /** The account currency every amount is in. */
  currency: string;
}

/**
 * Everything the calculator shows, in the account currency; null when a conversion rate is
 * missing (no quote yet for the needed cross).
 */
export function calculate(input: CalculatorInput, quotes: QuoteLookup, maxLeverage = Infinity): CalculatorResult | null {
  const { spec, side, lots, accountCurrency: acc } = input;
  const leverage = Math.max(1, Math.min(input.leverage, maxLeverage));
  const toAcc = (currency: string) => conversionRate(currency, acc, quotes);
  const profitRate = toAcc(spec.profitCurrency);
  const marginRate = toAcc(marginCurrencyOf(spec));
  if (profitRate === undefined || marginRate === undefined) return null;
  // Margin and interest swap are taken at the opening price (MT5 uses the price at opening).
  const price = input.open;
  const swap = swapPerNight(spec, side, lots, price, acc);
  const swapRate = toAcc(swap.currency);
  if (swapRate === undefined) return null;
  const move = side === 'buy' ? input.close - input.open : input.open - input.close;
  return {
    leverage,
    pipValue: pipValueInProfit(spec, lots) * profitRate,
    margin: marginInOwnCurrency(spec.calcMode, spec, lots, price, leverage) * marginRate,
    profit: profitInProfit(spec, side, lots, input.open, input.close) * profitRate,
    swapNight: swap.amount * swapRate,
    swapTriple: swap.amount * swapRate * 3,
    pips: move / spec.pipSize,
    currency: acc,
  };
}

/** Round half away from zero to `decimals` (money to the cent without 1.005 -> 1.00 surprises). */
export function roundMoney(value: number, decimals = 2): number {
  const f = 10 ** decimals;
  return Math.sign(value) * Math.round(Math.abs(value) * f + 1e-9) / f;
}
