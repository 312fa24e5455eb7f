// What the calculator needs of a catalogue entry (the page ships only this to the browser).
import type { CalcSpec, SwapInput } from './calculator.ts';
import type { AssetClass, InstrumentSpec } from './instrument.ts';

export type CalculatorSpec = CalcSpec & SwapInput & {
  symbol: string;
  description: string;
  assetClass: AssetClass;
  minVolume: number;
  maxVolume: number;
  volumeStep: number;
  /** The global entity's standard-account leverage cap. */
  maxLeverage: number;
};

export function toCalculatorSpec(s: InstrumentSpec): CalculatorSpec {
  return {
    symbol: s.symbol, description: s.description, assetClass: s.assetClass, digits: s.digits, pipSize: s.pipSize,
    contractSize: s.contractSize, calcMode: s.calcMode, marginRate: s.marginRate, marginCurrency: s.marginCurrency,
    profitCurrency: s.profitCurrency, swapType: s.swapType, swapLong: s.swapLong, swapShort: s.swapShort,
    tripleSwapDay: s.tripleSwapDay, minVolume: s.minVolume, maxVolume: s.maxVolume, volumeStep: s.volumeStep,
    maxLeverage: s.leverage.global.standard,
  };
}

/** The quote symbols a calculation may need: the instrument and the crosses to the account currency. */
export function neededQuotes(spec: Pick<CalcSpec, 'marginCurrency' | 'profitCurrency'> & { symbol: string }, account: string, isQuoted: (s: string) => boolean): string[] {
  const out = new Set<string>([spec.symbol]);
  for (const c of new Set([spec.marginCurrency, spec.profitCurrency])) {
    for (const s of [c + account, account + c, c + 'USD', 'USD' + c, account + 'USD', 'USD' + account]) if (isQuoted(s)) out.add(s);
  }
  return [...out].filter(isQuoted);
}
