// The "why choose" reasons: each with its figure (shared/company/figures.ts) and the page that
// proves it (a path after the locale).
import type { FigureKey } from './figures.ts';

export const reasons: readonly { key: string; figure: FigureKey; proof: string }[] = [
  { key: 'pricing', figure: 'spreads', proof: '/trading/forex' },
  { key: 'execution', figure: 'execution', proof: '/about/legal-document' },
  { key: 'safety', figure: 'segregated', proof: '/about/regulatory-supervision' },
  { key: 'regulation', figure: 'regulators', proof: '/about/regulatory-supervision' },
  { key: 'access', figure: 'minDeposit', proof: '/about/legal-document' },
  { key: 'leverage', figure: 'leverage', proof: '/about/regulatory-supervision' },
  { key: 'markets', figure: 'assetClasses', proof: '/trading/range-of-markets' },
  { key: 'recognition', figure: 'rating', proof: '/about/achievement' },
];
