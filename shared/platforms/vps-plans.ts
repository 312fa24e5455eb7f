// Forex VPS plans (numbers only; the page labels and formats them). A plan is free in a month
// when the client traded at least `freeFromLots` standard lots in the previous month.

export interface VpsPlan {
  id: 'basic' | 'pro' | 'premium';
  vcpu: number;
  ramGb: number;
  storageGb: number;
  /** Round trip to the trading servers, milliseconds (upper bound). */
  latencyMs: number;
  /** Terminals that run comfortably at once. */
  terminals: number;
  priceUsdPerMonth: number;
  freeFromLots: number;
}

/** The live account balance a client needs when requesting a VPS, USD. */
export const vpsMinBalanceUsd = 500;

export const vpsPlans: readonly VpsPlan[] = [
  { id: 'basic', vcpu: 1, ramGb: 2, storageGb: 40, latencyMs: 2, terminals: 2, priceUsdPerMonth: 25, freeFromLots: 5 },
  { id: 'pro', vcpu: 2, ramGb: 4, storageGb: 60, latencyMs: 1, terminals: 5, priceUsdPerMonth: 40, freeFromLots: 15 },
  { id: 'premium', vcpu: 4, ramGb: 8, storageGb: 100, latencyMs: 1, terminals: 10, priceUsdPerMonth: 70, freeFromLots: 30 },
];

/** What a plan costs for a month after `lotsLastMonth` lots were traded. */
export function vpsMonthlyCost(plan: VpsPlan, lotsLastMonth: number): number {
  return lotsLastMonth >= plan.freeFromLots ? 0 : plan.priceUsdPerMonth;
}
