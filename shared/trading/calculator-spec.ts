// What the calculator needs of a catalogue entry (the page ships only this to the browser).
import { conversionSymbols, marginCurrencyOf, swapCurrencyOf, type CalcSpec, type SwapInput } from './calculator.ts';
import type { AssetClass } from './instrument.ts';
import { packRows, unpackRows, type PackedRows } from '../pack-rows.ts';

export type CalculatorSpec = CalcSpec & SwapInput & {
  symbol: string;
  description: string;
  assetClass: AssetClass;
  minVolume: number;
  maxVolume: number;
  volumeStep: number;
  /** The register's cap for the visitor's entity and client category (retail unless told). */
  maxLeverage: number;
};

/**
 * The live quotes a calculation waits for: the symbol itself for live open/close prices (unless
 * `pricesGiven`: then its own rate is the open price, withOwnRate), and the crosses that turn the
 * profit, margin and swap currencies into the account currency. Empty: it can be computed at once
 * (on the server too).
 */
export function neededQuotes(spec: Pick<CalcSpec, 'marginCurrency' | 'profitCurrency' | 'calcMode'> & Pick<SwapInput, 'swapType'> & { symbol: string }, account: string, isQuoted: (s: string) => boolean, pricesGiven = false): string[] {
  const ownQuoted = isQuoted(spec.symbol);
  // With given prices the own symbol always has a rate (the open price), quoted live or not.
  const available = (s: string) => (s === spec.symbol ? pricesGiven || ownQuoted : isQuoted(s));
  const out = new Set<string>(ownQuoted && !pricesGiven ? [spec.symbol] : []);
  for (const c of new Set([spec.profitCurrency, marginCurrencyOf(spec), swapCurrencyOf(spec, account)])) {
    for (const s of conversionSymbols(c, account, available)) if (!(pricesGiven && s === spec.symbol)) out.add(s);
  }
  return [...out];
}

// The calculator page ships every instrument's spec to the browser: hundreds of objects whose
// 18 keys were most of the page's bytes, so they travel packed (shared/pack-rows.ts).
const specKeys = [
  'symbol', 'description', 'assetClass', 'digits', 'pipSize', 'contractSize', 'calcMode', 'marginRate', 'marginCurrency',
  'profitCurrency', 'swapType', 'swapLong', 'swapShort', 'tripleSwapDay', 'minVolume', 'maxVolume', 'volumeStep', 'maxLeverage',
] as const satisfies readonly (keyof CalculatorSpec)[];
// Fails to compile when CalculatorSpec gains a field the list lacks.
const allKeys: Exclude<keyof CalculatorSpec, (typeof specKeys)[number]> extends never ? true : never = true;
void allKeys;

export type PackedSpecs = PackedRows<CalculatorSpec>;

export function packSpecs(specs: readonly CalculatorSpec[]): PackedSpecs {
  return packRows(specs, specKeys);
}

export function unpackSpecs(packed: PackedSpecs): CalculatorSpec[] {
  return unpackRows(packed);
}
