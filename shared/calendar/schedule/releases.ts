// The calendar's recurring releases: who publishes what, on which rule, at what local time.
// Values are the sandbox's (level and typical move); a rate decision's values come from the
// policy-rates table instead (schedule.ts).
import type { CalendarEvent } from '../event.ts';
import type { HolidayCalendar } from './holidays.ts';
import { businessDayRule, dayOfMonthRule, nfpDay, relativeRule, weekdayFromRule, weekdayRule, type DayRule } from './rules.ts';

export interface Release {
  /** Stable release id (names table key, event ids, iCalendar UIDs). */
  key: string;
  country: string;
  currency: string;
  /** English name (other languages: locales/<lang>/calendarEvents.json). */
  title: string;
  importance: 1 | 2 | 3;
  unit: string;
  direction: CalendarEvent['direction'];
  level: number;
  step: number;
  decimals: number;
  zone: string;
  /** Local release time 'HH:MM'. */
  time: string;
  holidays: HolidayCalendar;
  schedule: { every: 'month'; day: DayRule; months?: readonly number[] } | { every: 'week'; weekday: number; direction: 1 | -1 };
}

type Values = [importance: 1 | 2 | 3, unit: string, direction: CalendarEvent['direction'], level: number, step: number, decimals?: number];
type Where = [country: string, currency: string, zone: string, holidays: HolidayCalendar];

const US: Where = ['US', 'USD', 'America/New_York', 'US'];
const EU: Where = ['EU', 'EUR', 'Europe/Berlin', 'TARGET'];
const DE: Where = ['DE', 'EUR', 'Europe/Berlin', 'TARGET'];
const FR: Where = ['FR', 'EUR', 'Europe/Paris', 'TARGET'];
const GB: Where = ['GB', 'GBP', 'Europe/London', 'GB'];
const JP: Where = ['JP', 'JPY', 'Asia/Tokyo', 'JP'];
const CN: Where = ['CN', 'CNY', 'Asia/Shanghai', 'CN'];
const AU: Where = ['AU', 'AUD', 'Australia/Sydney', 'AU'];
const CA: Where = ['CA', 'CAD', 'America/Toronto', 'CA'];
const CH: Where = ['CH', 'CHF', 'Europe/Zurich', 'CH'];
const NZ: Where = ['NZ', 'NZD', 'Pacific/Auckland', 'NZ'];

const quarterly = [1, 4, 7, 10] as const;

function monthly(key: string, [country, currency, zone, holidays]: Where, title: string, time: string, [importance, unit, direction, level, step, decimals = 1]: Values, day: DayRule, months?: readonly number[]): Release {
  return { key, country, currency, title, importance, unit, direction, level, step, decimals, zone, time, holidays, schedule: { every: 'month', day, ...(months ? { months } : {}) } };
}
function weekly(key: string, [country, currency, zone, holidays]: Where, title: string, time: string, [importance, unit, direction, level, step, decimals = 1]: Values, wd: number, direction2: 1 | -1): Release {
  return { key, country, currency, title, importance, unit, direction, level, step, decimals, zone, time, holidays, schedule: { every: 'week', weekday: wd, direction: direction2 } };
}

const TUE = 2, WED = 3, THU = 4, FRI = 5;

export const releases: readonly Release[] = [
  // United States (BLS, BEA, Census, ISM, ADP, EIA, University of Michigan), Eastern Time.
  monthly('us-nfp', US, 'Nonfarm Payrolls', '08:30', [3, 'K', 'higher', 150, 60, 0], nfpDay),
  monthly('us-unemp', US, 'Unemployment Rate', '08:30', [3, '%', 'lower', 4.2, 0.1], nfpDay),
  monthly('us-ahe', US, 'Average Hourly Earnings (MoM)', '08:30', [2, '%', 'neutral', 0.3, 0.1], nfpDay),
  monthly('us-adp', US, 'ADP Nonfarm Employment Change', '08:15', [2, 'K', 'higher', 150, 45, 0], relativeRule(nfpDay, -2, 'US')),
  monthly('us-cpi', US, 'CPI (YoY)', '08:30', [3, '%', 'neutral', 2.9, 0.2], weekdayFromRule(10, WED, 'US')),
  monthly('us-core-cpi', US, 'Core CPI (MoM)', '08:30', [3, '%', 'neutral', 0.3, 0.1], weekdayFromRule(10, WED, 'US')),
  monthly('us-retail', US, 'Retail Sales (MoM)', '08:30', [3, '%', 'higher', 0.4, 0.5], dayOfMonthRule(15, 'US')),
  monthly('us-ism-mfg', US, 'ISM Manufacturing PMI', '10:00', [3, '', 'higher', 49, 1.5], businessDayRule(1, 'US')),
  monthly('us-ism-svc', US, 'ISM Services PMI', '10:00', [3, '', 'higher', 52.5, 1.5], businessDayRule(3, 'US')),
  monthly('us-jolts', US, 'JOLTS Job Openings', '10:00', [2, 'M', 'higher', 7.7, 0.4, 2], weekdayRule(TUE, 1, 'US')),
  monthly('us-umich', US, 'Michigan Consumer Sentiment', '10:00', [2, '', 'higher', 55, 3], weekdayRule(FRI, 2, 'US')),
  monthly('us-trade', US, 'Trade Balance', '08:30', [2, 'B', 'higher', -72, 4], weekdayFromRule(3, THU, 'US')),
  monthly('us-gdp', US, 'GDP (QoQ, annualised) Advance', '08:30', [3, '%', 'higher', 2, 0.8], weekdayRule(THU, -1, 'US', -1), quarterly),
  monthly('us-pce', US, 'Core PCE Price Index (MoM)', '08:30', [2, '%', 'neutral', 0.2, 0.1], weekdayRule(FRI, -1, 'US', -1)),
  monthly('us-durables', US, 'Durable Goods Orders (MoM)', '08:30', [2, '%', 'higher', 0.3, 1.5], dayOfMonthRule(26, 'US')),
  monthly('us-cb-conf', US, 'CB Consumer Confidence', '10:00', [2, '', 'higher', 96, 4], weekdayRule(TUE, -1, 'US')),
  weekly('us-claims', US, 'Initial Jobless Claims', '08:30', [2, 'K', 'lower', 225, 12, 0], THU, -1),
  weekly('us-crude', US, 'Crude Oil Inventories', '10:30', [1, 'M', 'lower', -0.8, 3, 3], WED, 1),
  // Euro area (Eurostat 11:00 CET, HCOB/S&P Global PMIs) and its members.
  monthly('eu-cpi-flash', EU, 'CPI Flash Estimate (YoY)', '11:00', [3, '%', 'neutral', 2.1, 0.2], businessDayRule(2, 'TARGET')),
  monthly('eu-mfg-pmi', EU, 'HCOB Eurozone Manufacturing PMI', '10:00', [2, '', 'higher', 48.5, 1.2], businessDayRule(1, 'TARGET')),
  monthly('eu-svc-pmi', EU, 'HCOB Eurozone Services PMI', '10:00', [2, '', 'higher', 51, 1], businessDayRule(3, 'TARGET')),
  monthly('eu-retail', EU, 'Retail Sales (MoM)', '11:00', [1, '%', 'higher', 0.2, 0.5], businessDayRule(4, 'TARGET')),
  monthly('eu-gdp', EU, 'GDP (QoQ) Flash', '11:00', [2, '%', 'higher', 0.2, 0.2], dayOfMonthRule(30, 'TARGET', -1), quarterly),
  monthly('eu-flash-pmi', EU, 'HCOB Eurozone Composite PMI (Flash)', '10:00', [2, '', 'higher', 50, 1], dayOfMonthRule(23, 'TARGET')),
  monthly('de-ifo', DE, 'Ifo Business Climate', '10:00', [2, '', 'higher', 88, 1.5], weekdayFromRule(22, 1, 'TARGET')),
  monthly('de-mfg-pmi', DE, 'HCOB Manufacturing PMI', '09:55', [2, '', 'higher', 47, 1.5], businessDayRule(1, 'TARGET')),
  monthly('de-ip', DE, 'Industrial Production (MoM)', '08:00', [2, '%', 'higher', 0.1, 0.8], businessDayRule(5, 'TARGET')),
  monthly('fr-ip', FR, 'Industrial Production (MoM)', '08:45', [1, '%', 'higher', 0.2, 0.6], businessDayRule(7, 'TARGET')),
  // United Kingdom (ONS 07:00, S&P Global 09:30).
  monthly('gb-cpi', GB, 'CPI (YoY)', '07:00', [3, '%', 'neutral', 3.4, 0.3], weekdayRule(WED, 3, 'GB')),
  monthly('gb-gdp', GB, 'GDP (MoM)', '07:00', [3, '%', 'higher', 0.1, 0.2], weekdayRule(THU, 2, 'GB')),
  monthly('gb-retail', GB, 'Retail Sales (MoM)', '07:00', [2, '%', 'higher', 0.2, 0.6], weekdayRule(FRI, 3, 'GB')),
  monthly('gb-mfg-pmi', GB, 'S&P Global Manufacturing PMI', '09:30', [2, '', 'higher', 48, 1.2], businessDayRule(1, 'GB')),
  monthly('gb-svc-pmi', GB, 'S&P Global Services PMI', '09:30', [2, '', 'higher', 52, 1], businessDayRule(3, 'GB')),
  // Japan (Statistics Bureau, Cabinet Office: 08:30/08:50 JST).
  monthly('jp-cpi', JP, 'National CPI (YoY)', '08:30', [2, '%', 'neutral', 2.8, 0.2], weekdayRule(FRI, 3, 'JP')),
  monthly('jp-tokyo-cpi', JP, 'Tokyo CPI (YoY)', '08:30', [2, '%', 'neutral', 2.5, 0.2], weekdayRule(FRI, -1, 'JP', -1)),
  monthly('jp-household', JP, 'Household Spending (YoY)', '08:30', [1, '%', 'higher', -0.5, 1.2], weekdayFromRule(5, TUE, 'JP')),
  monthly('jp-gdp', JP, 'GDP (QoQ) Preliminary', '08:50', [2, '%', 'higher', 0.2, 0.4], weekdayRule(1, 3, 'JP'), [2, 5, 8, 11]),
  // China (NBS, customs, RatingDog/S&P Global).
  monthly('cn-caixin-pmi', CN, 'Caixin Manufacturing PMI', '09:45', [2, '', 'higher', 50.5, 1], businessDayRule(1, 'CN')),
  monthly('cn-cpi', CN, 'CPI (YoY)', '09:30', [2, '%', 'neutral', 0.2, 0.3], dayOfMonthRule(9, 'CN')),
  monthly('cn-trade', CN, 'Trade Balance (USD)', '11:00', [2, 'B', 'higher', 85, 12], dayOfMonthRule(7, 'CN')),
  // Australia (ABS 11:30 Sydney).
  monthly('au-cpi', AU, 'Monthly CPI Indicator (YoY)', '11:30', [3, '%', 'neutral', 2.8, 0.3], weekdayRule(WED, -1, 'AU')),
  monthly('au-unemp', AU, 'Unemployment Rate', '11:30', [3, '%', 'lower', 4.2, 0.1], weekdayRule(THU, 3, 'AU')),
  monthly('au-gdp', AU, 'GDP (QoQ)', '11:30', [3, '%', 'higher', 0.4, 0.3], weekdayRule(WED, 1, 'AU'), [3, 6, 9, 12]),
  // Canada (Statistics Canada 08:30 ET; the Labour Force Survey comes with the US payrolls).
  monthly('ca-jobs', CA, 'Employment Change', '08:30', [3, 'K', 'higher', 20, 25], (y, m) => nfpDay(y, m)),
  monthly('ca-unemp', CA, 'Unemployment Rate', '08:30', [3, '%', 'lower', 6.9, 0.1], (y, m) => nfpDay(y, m)),
  monthly('ca-cpi', CA, 'CPI (YoY)', '08:30', [3, '%', 'neutral', 2.2, 0.2], weekdayRule(TUE, 3, 'CA')),
  // Switzerland (FSO 08:30, SECO 07:00 Zurich).
  monthly('ch-cpi', CH, 'CPI (MoM)', '08:30', [2, '%', 'neutral', 0.1, 0.2], businessDayRule(3, 'CH')),
  monthly('ch-unemp', CH, 'Unemployment Rate', '07:00', [1, '%', 'lower', 2.8, 0.1], businessDayRule(5, 'CH')),
  // New Zealand (Stats NZ 10:45 Wellington; quarterly).
  monthly('nz-unemp', NZ, 'Unemployment Rate', '10:45', [3, '%', 'lower', 5.1, 0.2], weekdayRule(WED, 1, 'NZ'), [2, 5, 8, 11]),
  monthly('nz-cpi', NZ, 'CPI (QoQ)', '10:45', [3, '%', 'neutral', 0.6, 0.3], weekdayRule(TUE, 3, 'NZ'), quarterly),
];
