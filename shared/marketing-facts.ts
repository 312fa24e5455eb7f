// The figures marketing copy states, derived per locale from their sources and never typed in a
// translation: leverage from the entity register (the entity that on-boards the locale's
// visitors), counts from the instrument catalogue (shared/quotes/instruments.ts, which the
// catalogue's specifications are built from). Messages and content files carry placeholders
// ({{maxLeverage}}, {{pairs}} ...) that the servers' message and content stores fill once per
// locale with fillFacts, so every page, its structured data and the browser read the same text.
// Amounts of money come from the account catalogue (minimum deposits), the trading figures (demo
// funds, copy trading), the VPS terms and the swap-free fee table, formatted with Intl currency
// formatting for the locale (format.ts formatMoneyText: the account pages' words).
import { accountType, entryMinDepositUsd } from './accounts/account-types.ts';
import { tradingFigures } from './accounts/figures.ts';
import { swapFreeAdminFee, swapFreeExample, swapFreeGroups } from './accounts/swap-free.ts';
import { formatMoneyText } from './format.ts';
import { vpsMinBalanceUsd } from './platforms/vps-plans.ts';
import { entityForLocale, leverageCap, leverageText, maxLeverage, regulatedEntities, type Entity } from './company/entities.ts';
import { getLocale, isLocaleCode, type LocaleCode } from './locales.ts';
import { instruments } from './quotes/instruments.ts';

/**
 * A catalogue count as copy may claim it: rounded down to its first significant digit with a
 * '+' (64 -> 60+, 312 -> 300+, 30 -> 30+), so the claim stays true while the catalogue grows;
 * below ten the exact number (6 asset classes), which a '+' would only blur.
 */
export function countClaim(n: number): { value: number; plus: boolean } {
  if (!Number.isFinite(n) || n < 10) return { value: Math.max(0, Math.floor(n || 0)), plus: false };
  const unit = 10 ** Math.floor(Math.log10(n));
  return { value: Math.floor(n / unit) * unit, plus: true };
}

export interface CatalogueCounts {
  pairs: number;
  instruments: number;
  assetClasses: number;
}

/** The catalogue's counts: currency pairs, instruments, asset classes. */
export function catalogueCounts(list: readonly { assetClass: string }[] = instruments): CatalogueCounts {
  return {
    pairs: list.filter((i) => i.assetClass === 'forex').length,
    instruments: list.length,
    assetClasses: new Set(list.map((i) => i.assetClass)).size,
  };
}

const forexGroups = ['forex-major', 'forex-minor', 'forex-exotic'] as const;

/** The placeholders copy may use; each is filled from a source for the visitor's locale. */
export const factKeys = [
  'maxLeverage', 'maxLeverageProfessional', 'forexMaxLeverage', 'strictestRetailLeverage',
  'pairs', 'instruments', 'assetClasses', 'ourEntity', 'ourRegulator', 'ourRegulatorName',
  // Money: the entry account's minimum deposit ("from ..."), each account's, the demo funds, the
  // least a copy-trading follower allocates, the balance a VPS needs.
  'minDeposit', 'minDepositStandard', 'minDepositRaw', 'minDepositIslamic', 'demoFunds', 'copyTradingMin', 'vpsMinBalance',
  // The swap-free page's worked example (swap-free.ts swapFreeExample and the fee table).
  'swapFreeExampleLots', 'swapFreeExampleNights', 'swapFreeExampleFreeNights', 'swapFreeExampleChargedNights',
  'swapFreeExampleFee', 'swapFreeExampleTotal',
] as const;
export type FactKey = (typeof factKeys)[number];
export type LocaleFacts = Record<FactKey, string>;

// Plain Intl, not format.ts' cached formatters: these run once per locale when the stores are
// built, and must not enter a render's record of the Intl words it used (shared/intl-words.ts).
const numberFormat = (tag: string, options: Intl.NumberFormatOptions = {}) => new Intl.NumberFormat(tag, options);

/** '1:500' with the number in the locale's digits and without grouping (as the account pages format it). */
function ratio(tag: string, n: number): string {
  return `1:${numberFormat(tag, { useGrouping: false }).format(n)}`;
}

/** The facts for an entity, formatted for a language tag. */
export function entityFactsFor(entity: Entity, tag: string, counts: CatalogueCounts = catalogueCounts()): LocaleFacts {
  const usd = (n: number) => formatMoneyText(n, 'USD', tag);
  const example = swapFreeGroups.find((g) => g.id === swapFreeExample.groupId)!;
  const count = (n: number) => {
    const c = countClaim(n);
    return numberFormat(tag).format(c.value) + (c.plus ? '+' : '');
  };
  return {
    // Retail: what a new client of the entity gets (professional status is applied for).
    maxLeverage: ratio(tag, maxLeverage(entity, 'retail')),
    maxLeverageProfessional: ratio(tag, maxLeverage(entity, 'professional')),
    forexMaxLeverage: ratio(tag, maxLeverage(entity, 'retail', forexGroups)),
    // The tightest retail cap on major pairs in the group (ASIC's 1:30): "some entities are limited to ...".
    strictestRetailLeverage: ratio(tag, Math.min(...regulatedEntities.map((e) => leverageCap(e, 'retail', 'forex-major')))),
    pairs: count(counts.pairs),
    instruments: count(counts.instruments),
    assetClasses: numberFormat(tag).format(counts.assetClasses),
    minDeposit: usd(entryMinDepositUsd),
    minDepositStandard: usd(accountType('standard').minDepositUsd),
    minDepositRaw: usd(accountType('raw').minDepositUsd),
    minDepositIslamic: usd(accountType('islamic').minDepositUsd),
    demoFunds: usd(tradingFigures.demoFundsUsd),
    copyTradingMin: usd(tradingFigures.copyTradingMinUsd),
    vpsMinBalance: usd(vpsMinBalanceUsd),
    swapFreeExampleLots: numberFormat(tag).format(swapFreeExample.lots),
    swapFreeExampleNights: numberFormat(tag).format(swapFreeExample.nights),
    swapFreeExampleFreeNights: numberFormat(tag).format(example.freeNights),
    swapFreeExampleChargedNights: numberFormat(tag).format(Math.max(0, swapFreeExample.nights - example.freeNights)),
    swapFreeExampleFee: usd(example.adminFeePerLotUsd),
    swapFreeExampleTotal: usd(swapFreeAdminFee(example, swapFreeExample.lots, swapFreeExample.nights)),
    ourEntity: entity.legalName,
    ourRegulator: entity.regulator?.abbreviation ?? '',
    ourRegulatorName: entity.regulator?.name ?? '',
  };
}

const memo = new Map<string, LocaleFacts>();

/** The facts a locale's visitors read (its on-boarding entity, its number format). */
export function localeFacts(locale: LocaleCode | string): LocaleFacts {
  const code = (isLocaleCode(locale) ? locale : 'en') as LocaleCode;
  let facts = memo.get(code);
  if (!facts) memo.set(code, (facts = entityFactsFor(entityForLocale(code), getLocale(code).tag)));
  return facts;
}

/** The forex FAQ's figures (spec section 9): the entity's forex leverage and the catalogue's pairs. */
export function forexFaqFacts(locale: LocaleCode | string): { leverage: string; pairs: string } {
  const f = localeFacts(locale);
  return { leverage: f.forexMaxLeverage, pairs: f.pairs };
}

const placeholder = /\{\{\s*(\w+)\s*\}\}/g;

/** A string with the known fact placeholders filled; other {{placeholders}} (i18next's) stay. */
export function fillFactText(text: string, facts: Readonly<Record<string, string>>): string {
  if (!text.includes('{{')) return text;
  return text.replace(placeholder, (m, k: string) => (Object.hasOwn(facts, k) ? facts[k]! : m));
}

/** A copy of a JSON tree (messages, a content file) with every string's fact placeholders filled. */
export function fillFacts<T>(value: T, facts: Readonly<Record<string, string>>): T {
  if (typeof value === 'string') return fillFactText(value, facts) as T;
  if (Array.isArray(value)) return value.map((v) => fillFacts(v, facts)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (k === '__proto__') continue;
      out[k] = fillFacts(v, facts);
    }
    return out as T;
  }
  return value;
}
