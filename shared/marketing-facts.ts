// Locale-level marketing facts that differ between sites sharing one message language (spec
// section 9): the forex FAQ's maximum leverage and number of currency pairs. zh-hant-tw reads
// the Traditional Chinese messages but states its own figures, so the facts are keyed by locale.
import type { LocaleCode } from './locales.ts';

export interface ForexFaqFacts {
  leverage: string;
  pairs: string;
}

const defaults: ForexFaqFacts = { leverage: '1:500', pairs: '50+' };

const overrides: Partial<Record<LocaleCode, Partial<ForexFaqFacts>>> = {
  th: { leverage: '1:1000' },
  'zh-hant-tw': { leverage: '1:1000', pairs: '60+' },
};

export function forexFaqFacts(locale: LocaleCode | string): ForexFaqFacts {
  return { ...defaults, ...(overrides[locale as LocaleCode] ?? {}) };
}
