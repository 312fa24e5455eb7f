// The marketing figures of spec section 9 as numbers, one place for every account and platform
// page (pages format them with Intl for their locale). The minimum deposit is the account
// catalogue's (account-types.ts: entryMinDepositUsd), not typed here.

export const tradingFigures = {
  /** Lowest spread of any account (Raw), in pips. */
  spreadsFromPips: 0,
  /** Average execution time upper bound, milliseconds. */
  executionMs: 30,
  fundingOptions: 10,
  /** Deposit and withdrawal fees charged by the broker. */
  fundingFeeUsd: 0,
  /** Virtual funds of a demo account, USD. */
  demoFundsUsd: 100_000,
  /** The least a follower allocates to copy a strategy, USD. */
  copyTradingMinUsd: 100,
  demoDays: 30,
} as const;

/** '1:1000' */
export function leverageRatio(max: number): string {
  return `1:${max}`;
}
