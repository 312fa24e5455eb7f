// The marketing figures of spec section 9 as numbers, one place for every account and platform
// page (pages format them with Intl for their locale).

export const tradingFigures = {
  /** Lowest spread of any account (Raw), in pips. */
  spreadsFromPips: 0,
  minDepositUsd: 100,
  /** Average execution time upper bound, milliseconds. */
  executionMs: 30,
  fundingOptions: 10,
  /** Deposit and withdrawal fees charged by the broker. */
  fundingFeeUsd: 0,
  demoFundsUsd: 100_000,
  demoDays: 30,
} as const;

/** '1:1000' */
export function leverageRatio(max: number): string {
  return `1:${max}`;
}
