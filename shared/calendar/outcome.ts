// Actual against forecast. Whether a higher number is good depends on the indicator:
// - 'higher': growth, jobs, PMIs, sales, trade balance: above forecast is better.
// - 'lower': unemployment rate, jobless claims: above forecast is worse.
// - 'neutral': inflation (CPI, PPI) and rate decisions. A hot CPI is bad for households but
//   usually lifts the currency on rate expectations, so we do not call it better or worse; we
//   say only 'above' or 'below' forecast and leave the reading to the trader.
export type Direction = 'higher' | 'lower' | 'neutral';
export type Outcome = 'better' | 'worse' | 'above' | 'below' | 'asExpected';

/** null while there is no actual or no forecast to compare with. */
export function outcome(actual: number | null | undefined, forecast: number | null | undefined, direction: Direction): Outcome | null {
  if (actual == null || forecast == null) return null;
  const diff = Math.round((actual - forecast) * 1e9) / 1e9;
  if (diff === 0) return 'asExpected';
  if (direction === 'neutral') return diff > 0 ? 'above' : 'below';
  return (diff > 0) === (direction === 'higher') ? 'better' : 'worse';
}
