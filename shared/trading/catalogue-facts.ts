// The catalogue's countable facts, for copy that states them ({{pairs}}, {{instruments}},
// {{assetClasses}}): counted from the catalogue a page reads, never typed into a message.
import { assetClasses, type AssetClass } from './instrument-basics.ts';

export interface CatalogueFacts {
  /** Currency pairs (asset class forex). */
  pairs: number;
  instruments: number;
  /** Asset classes with at least one instrument. */
  assetClasses: number;
  /** Instruments per class, every class present (0 when empty). */
  byClass: Record<AssetClass, number>;
}

export function catalogueFacts(catalogue: readonly { assetClass: AssetClass }[]): CatalogueFacts {
  const byClass = Object.fromEntries(assetClasses.map((c) => [c, 0])) as Record<AssetClass, number>;
  for (const i of catalogue) byClass[i.assetClass] += 1;
  return { pairs: byClass.forex, instruments: catalogue.length, assetClasses: assetClasses.filter((c) => byClass[c] > 0).length, byClass };
}

/** A count rounded down to a multiple of `step`, for "N+" claims: 70 pairs -> 70, 392 instruments (step 50) -> 350. */
export function atLeast(count: number, step = 10): number {
  return Math.floor(count / step) * step;
}
