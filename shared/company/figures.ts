// The marketing figures of spec section 9 as typed values (formatted per locale with Intl by
// formatFigure), plus the figures the registers imply (regulators, maximum leverage), so the
// company and "why choose" pages never state a number the registers contradict.
import { entityForLocale, leverageText, maxLeverage as entityMaxLeverage, regulatedEntities } from './entities.ts';
import { catalogueCounts } from '../marketing-facts.ts';
import { entryMinDepositUsd } from '../accounts/account-types.ts';
import type { LocaleCode } from '../locales.ts';
import { cachedNumberFormat } from '../format.ts';

export type Figure =
  | { kind: 'count'; value: number; plus?: boolean }
  | { kind: 'percent'; value: number }
  | { kind: 'usd'; value: number }
  | { kind: 'ms'; value: number; under?: boolean }
  | { kind: 'decimal'; value: number; digits: number; outOf?: number }
  | { kind: 'ratio'; value: string };

function maxLeverage(): string {
  return leverageText(Math.max(...regulatedEntities.map((e) => entityMaxLeverage(e, 'professional'))));
}

export const figures = {
  countries: { kind: 'count', value: 150, plus: true },
  assetClasses: { kind: 'count', value: catalogueCounts().assetClasses },
  rating: { kind: 'decimal', value: 4.3, digits: 1, outOf: 5 },
  segregated: { kind: 'percent', value: 1 },
  execution: { kind: 'ms', value: 30, under: true },
  minDeposit: { kind: 'usd', value: entryMinDepositUsd },
  spreads: { kind: 'decimal', value: 0, digits: 1 },
  leverage: { kind: 'ratio', value: maxLeverage() },
  fundingOptions: { kind: 'count', value: 10, plus: true },
  regulators: { kind: 'count', value: new Set(regulatedEntities.map((e) => e.regulator?.abbreviation)).size },
} as const satisfies Record<string, Figure>;
export type FigureKey = keyof typeof figures;

/** The figures as a locale's visitors read them: the leverage is their entity's retail maximum, not the group's. */
export function figuresFor(locale: LocaleCode): Record<FigureKey, Figure> {
  return { ...figures, leverage: { kind: 'ratio', value: leverageText(entityMaxLeverage(entityForLocale(locale), 'retail')) } };
}

/** A figure in the locale's number format ('150+', '4.3/5', '100 %', '< 30 ms', 'US$100'). */
export function formatFigure(f: Figure, tag: string): string {
  switch (f.kind) {
    case 'count':
      return cachedNumberFormat(tag).format(f.value) + (f.plus ? '+' : '');
    case 'percent':
      return cachedNumberFormat(tag, { style: 'percent' }).format(f.value);
    case 'usd':
      return cachedNumberFormat(tag, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(f.value);
    case 'ms':
      return (f.under ? '< ' : '') + cachedNumberFormat(tag, { style: 'unit', unit: 'millisecond', unitDisplay: 'short' }).format(f.value);
    case 'decimal': {
      const n = cachedNumberFormat(tag, { minimumFractionDigits: f.digits, maximumFractionDigits: f.digits }).format(f.value);
      return f.outOf ? `${n}/${cachedNumberFormat(tag).format(f.outOf)}` : n;
    }
    case 'ratio':
      return f.value;
  }
}
