// The one table of central-bank policy rates per currency. The economic calendar's rate decisions
// (actual / previous), the catalogue's swap rates (rate differential plus markup) and the sandbox's
// news items all read it, so no page can state two different rates for one bank. Values are the
// sandbox's snapshot; a deployment replaces this table (or feeds it) without code changes elsewhere.

export interface PolicyRate {
  /** ISO 4217 currency whose rate this is. */
  currency: string;
  /** The central bank's short name, as the calendar shows it. */
  bank: string;
  /** The rate the bank sets, in percent per year. */
  rate: number;
  /** Date (UTC, YYYY-MM-DD) of the decision that set it. */
  since: string;
  /** The rate before that decision, in percent per year. */
  previous: number;
}

export const policyRates: readonly PolicyRate[] = [
  { currency: 'USD', bank: 'Fed', rate: 3.75, since: '2026-10-28', previous: 4.0 },
  { currency: 'EUR', bank: 'ECB', rate: 2.15, since: '2025-06-05', previous: 2.4 },
  { currency: 'GBP', bank: 'BoE', rate: 3.75, since: '2026-11-05', previous: 4.0 },
  { currency: 'JPY', bank: 'BoJ', rate: 0.75, since: '2026-10-30', previous: 0.5 },
  { currency: 'AUD', bank: 'RBA', rate: 3.35, since: '2026-08-11', previous: 3.6 },
  { currency: 'CAD', bank: 'BoC', rate: 2.25, since: '2026-10-28', previous: 2.5 },
  { currency: 'CHF', bank: 'SNB', rate: 0.0, since: '2025-06-19', previous: 0.25 },
  { currency: 'NZD', bank: 'RBNZ', rate: 2.25, since: '2025-11-26', previous: 2.5 },
  { currency: 'NOK', bank: 'Norges Bank', rate: 4.0, since: '2026-09-17', previous: 4.25 },
  { currency: 'SEK', bank: 'Riksbank', rate: 1.75, since: '2026-09-23', previous: 2.0 },
  { currency: 'PLN', bank: 'NBP', rate: 4.25, since: '2026-11-05', previous: 4.5 },
  { currency: 'ZAR', bank: 'SARB', rate: 6.75, since: '2026-11-20', previous: 7.0 },
  { currency: 'MXN', bank: 'Banxico', rate: 7.0, since: '2026-11-13', previous: 7.25 },
  { currency: 'TRY', bank: 'CBRT', rate: 39.5, since: '2026-10-23', previous: 40.5 },
  { currency: 'SGD', bank: 'MAS', rate: 1.8, since: '2026-10-14', previous: 1.8 },
  { currency: 'HKD', bank: 'HKMA', rate: 4.0, since: '2026-10-29', previous: 4.25 },
  { currency: 'CNH', bank: 'PBoC', rate: 1.4, since: '2026-05-20', previous: 1.5 },
  // Added for the exotic pairs of the catalogue (the swaps need both currencies' rates).
  { currency: 'DKK', bank: 'Danmarks Nationalbank', rate: 1.6, since: '2025-06-05', previous: 1.85 },
  { currency: 'CZK', bank: 'CNB', rate: 3.5, since: '2025-05-07', previous: 3.75 },
  { currency: 'HUF', bank: 'MNB', rate: 6.25, since: '2026-09-23', previous: 6.5 },
  { currency: 'THB', bank: 'BoT', rate: 1.25, since: '2026-08-19', previous: 1.5 },
  { currency: 'BRL', bank: 'BCB', rate: 13.75, since: '2026-11-04', previous: 14.25 },
  { currency: 'CLP', bank: 'BCCh', rate: 4.25, since: '2026-10-28', previous: 4.5 },
  { currency: 'COP', bank: 'BanRep', rate: 8.75, since: '2026-10-30', previous: 9.0 },
  { currency: 'ILS', bank: 'BoI', rate: 3.75, since: '2026-11-23', previous: 4.0 },
];

const byCurrency = new Map(policyRates.map((r) => [r.currency, r]));

/** The policy rate of a currency, or undefined when the table has none. */
export function policyRateOf(currency: string): PolicyRate | undefined {
  return byCurrency.get(currency.toUpperCase());
}
