// The instrument page's calculator: one instrument, the register's cap for the entity on-boarding
// the locale (retail), never the catalogue's. Loaded with the calculator's code (a lazy part,
// lazy-trading-calculator.tsx), so the calculator rules and the entity register are not the
// instrument page's start-up JavaScript.
import { defaultState, type CalculatorState } from '../../../shared/trading/calculator-query.ts';
import { toCalculatorSpec } from '../../../shared/trading/to-calculator-spec.ts';
import { entityForLocale } from '../../../shared/company/entities.ts';
import type { InstrumentSpec } from '../../../shared/trading/instrument.ts';
import type { LocaleCode } from '../../../shared/locales.ts';
import { TradingCalculator } from './trading-calculator.tsx';

export function InstrumentCalculator({ spec, locale }: { spec: InstrumentSpec; locale: LocaleCode }) {
  const calcSpec = toCalculatorSpec(spec, entityForLocale(locale));
  const initial: CalculatorState = { ...defaultState, symbol: spec.symbol, volume: Math.min(Math.max(1, spec.minVolume), spec.maxVolume), leverage: Math.min(defaultState.leverage, calcSpec.maxLeverage) };
  return <TradingCalculator specs={[calcSpec]} initial={initial} />;
}
