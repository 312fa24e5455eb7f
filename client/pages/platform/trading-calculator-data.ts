// What the trading calculator page's loader gives the page (the loader is a lazy chunk of its
// own, trading-calculator-loader.ts; both name this shape from here).
import type { PageData } from '../../data/loaders.ts';
import type { CalculatorState } from '../../../shared/trading/calculator-query.ts';
import type { PackedSpecs } from '../../../shared/trading/calculator-spec.ts';

export interface CalculatorPageData extends PageData {
  /** Every instrument's spec, packed (packSpecs): hundreds of them. */
  specs: PackedSpecs | null;
  /** The form's first state: the URL's valid values over the defaults. */
  initial: CalculatorState;
  /** The symbol list's names in the page's language (optionNames): pairs and metals. */
  names?: Record<string, string>;
}
