// Deposit and withdrawal methods (spec 9: 10+ funding options, funding fee free) and the rule
// that picks the methods of a region. Method names are brand names (never translated); kinds
// and processing times are labelled by the page in its language. A method asks the account
// catalogue's minimum deposit (entryMinDepositUsd) unless it names a higher one of its own.
import { entryMinDepositUsd } from './account-types.ts';

export const regions = ['global', 'europe', 'asia-pacific', 'latin-america', 'middle-east-africa'] as const;
export type Region = (typeof regions)[number];

export type MethodKind = 'card' | 'bank' | 'ewallet' | 'crypto' | 'local';

/** 'instant', or up to `max` of a unit, or a min..max range. */
export type ProcessingTime =
  | { kind: 'instant' }
  | { kind: 'minutes' | 'hours'; max: number }
  | { kind: 'businessDays'; min: number; max: number };

export interface FundingMethod {
  id: string;
  name: string;
  kind: MethodKind;
  currencies: readonly string[];
  /** Minimum deposit in USD or its equivalent. */
  minDepositUsd: number;
  /** Fee the broker charges, percent (0 for every method: funding fee free). */
  feePercent: number;
  deposit: ProcessingTime;
  withdrawal: ProcessingTime;
  /** Regions where it is offered; 'global' means everywhere. */
  regions: readonly Region[];
}

export const fundingMethods: readonly FundingMethod[] = [
  { id: 'card', name: 'Visa / Mastercard', kind: 'card', currencies: ['USD', 'EUR', 'GBP', 'AUD', 'JPY'], minDepositUsd: entryMinDepositUsd, feePercent: 0, deposit: { kind: 'instant' }, withdrawal: { kind: 'businessDays', min: 1, max: 3 }, regions: ['global'] },
  { id: 'wire', name: 'Bank wire (SWIFT)', kind: 'bank', currencies: ['USD', 'EUR', 'GBP', 'AUD', 'JPY', 'SGD'], minDepositUsd: entryMinDepositUsd, feePercent: 0, deposit: { kind: 'businessDays', min: 1, max: 3 }, withdrawal: { kind: 'businessDays', min: 2, max: 5 }, regions: ['global'] },
  { id: 'sepa', name: 'SEPA transfer', kind: 'bank', currencies: ['EUR'], minDepositUsd: entryMinDepositUsd, feePercent: 0, deposit: { kind: 'businessDays', min: 1, max: 1 }, withdrawal: { kind: 'businessDays', min: 1, max: 2 }, regions: ['europe'] },
  { id: 'skrill', name: 'Skrill', kind: 'ewallet', currencies: ['USD', 'EUR', 'GBP'], minDepositUsd: entryMinDepositUsd, feePercent: 0, deposit: { kind: 'instant' }, withdrawal: { kind: 'hours', max: 24 }, regions: ['global'] },
  { id: 'neteller', name: 'Neteller', kind: 'ewallet', currencies: ['USD', 'EUR', 'GBP'], minDepositUsd: entryMinDepositUsd, feePercent: 0, deposit: { kind: 'instant' }, withdrawal: { kind: 'hours', max: 24 }, regions: ['global'] },
  { id: 'usdt-trc20', name: 'USDT (TRC20)', kind: 'crypto', currencies: ['USDT'], minDepositUsd: entryMinDepositUsd, feePercent: 0, deposit: { kind: 'minutes', max: 30 }, withdrawal: { kind: 'hours', max: 24 }, regions: ['asia-pacific', 'latin-america', 'middle-east-africa'] },
  { id: 'usdt-erc20', name: 'USDT (ERC20)', kind: 'crypto', currencies: ['USDT'], minDepositUsd: entryMinDepositUsd, feePercent: 0, deposit: { kind: 'minutes', max: 30 }, withdrawal: { kind: 'hours', max: 24 }, regions: ['asia-pacific', 'latin-america', 'middle-east-africa'] },
  { id: 'bitcoin', name: 'Bitcoin (BTC)', kind: 'crypto', currencies: ['BTC'], minDepositUsd: entryMinDepositUsd, feePercent: 0, deposit: { kind: 'hours', max: 1 }, withdrawal: { kind: 'hours', max: 24 }, regions: ['asia-pacific', 'latin-america', 'middle-east-africa'] },
  { id: 'promptpay', name: 'Thai QR PromptPay', kind: 'local', currencies: ['THB'], minDepositUsd: entryMinDepositUsd, feePercent: 0, deposit: { kind: 'minutes', max: 15 }, withdrawal: { kind: 'businessDays', min: 1, max: 1 }, regions: ['asia-pacific'] },
  { id: 'vn-bank', name: 'Vietnam local bank transfer', kind: 'local', currencies: ['VND'], minDepositUsd: entryMinDepositUsd, feePercent: 0, deposit: { kind: 'minutes', max: 30 }, withdrawal: { kind: 'businessDays', min: 1, max: 1 }, regions: ['asia-pacific'] },
  { id: 'id-bank', name: 'Indonesia local bank transfer', kind: 'local', currencies: ['IDR'], minDepositUsd: entryMinDepositUsd, feePercent: 0, deposit: { kind: 'minutes', max: 30 }, withdrawal: { kind: 'businessDays', min: 1, max: 1 }, regions: ['asia-pacific'] },
  { id: 'fpx', name: 'FPX (Malaysia)', kind: 'local', currencies: ['MYR'], minDepositUsd: entryMinDepositUsd, feePercent: 0, deposit: { kind: 'minutes', max: 15 }, withdrawal: { kind: 'businessDays', min: 1, max: 1 }, regions: ['asia-pacific'] },
  { id: 'pix', name: 'Pix', kind: 'local', currencies: ['BRL'], minDepositUsd: entryMinDepositUsd, feePercent: 0, deposit: { kind: 'minutes', max: 15 }, withdrawal: { kind: 'businessDays', min: 1, max: 1 }, regions: ['latin-america'] },
  { id: 'unionpay', name: 'UnionPay', kind: 'card', currencies: ['CNY'], minDepositUsd: entryMinDepositUsd, feePercent: 0, deposit: { kind: 'minutes', max: 30 }, withdrawal: { kind: 'businessDays', min: 1, max: 3 }, regions: ['asia-pacific'] },
];

/** The methods offered in a region: global methods plus that region's own; 'global' lists all. */
export function methodsForRegion(methods: readonly FundingMethod[], region: Region): FundingMethod[] {
  if (region === 'global') return [...methods];
  return methods.filter((m) => m.regions.includes('global') || m.regions.includes(region));
}

export function isRegion(value: unknown): value is Region {
  return typeof value === 'string' && (regions as readonly string[]).includes(value);
}
