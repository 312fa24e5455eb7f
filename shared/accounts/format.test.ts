import t from 'tap';
import { formatLeverage, formatMoney, formatNumber, formatUtc } from './format.ts';

t.test('money, numbers and leverage per language', async (t) => {
  t.equal(formatMoney('en-US', 100, 'USD'), '$100');
  t.equal(formatMoney('en-US', 3.5, 'USD'), '$3.50');
  t.equal(formatMoney('de-DE', 100000, 'USD'), '100.000\u00a0$');
  t.equal(formatNumber('en-US', 0, 1), '0.0');
  t.equal(formatNumber('de-DE', 1, 1), '1,0');
  t.equal(formatLeverage('en-US', 1000), '1:1000');
  t.equal(formatLeverage('ar-EG', 1000), '1:١٠٠٠', 'Arabic-Indic digits where the language uses them');
  t.equal(formatLeverage('ar-AE', 1000), '1:1000');
});

t.test('UTC dates are the same for every visitor', async (t) => {
  t.equal(formatUtc('en-GB', '2026-03-05T23:30:00Z'), '5 Mar 2026');
  t.equal(formatUtc('en-GB', '2026-03-05T23:30:00Z', true), '5 Mar 2026, 23:30');
  t.equal(formatUtc('en-GB', 'not a date'), 'not a date');
});
