import t from 'tap';
import {
  formatDate,
  formatDecimal,
  formatGmt3Time,
  formatNumber,
  formatOrdinalNumber,
  formatPercent,
  formatPriceIn,
  cachedDateFormat,
  cachedFormatterCount,
} from './format.ts';
import { homeRow, forexRow, spread, formatPrice, gmt3Time, liveUpdatedLabel } from './quotes/index.ts';
import { forexExample, forexExampleInput } from './forex-example.ts';
import { getLocale, locales } from './locales.ts';

const tag = (code: Parameters<typeof getLocale>[0]) => getLocale(code).tag;

t.test('prices: the locale decimal mark, instrument digits, never grouped', async (t) => {
  t.equal(formatPriceIn(1.08524, 5, tag('en')), '1.08524');
  t.equal(formatPriceIn(1.08524, 5, tag('de')), '1,08524');
  t.equal(formatPriceIn(1.08524, 5, tag('fr')), '1,08524');
  t.equal(formatPriceIn(65000.125, 2, tag('en')), '65000.13', 'rounded, no thousands separator');
  t.equal(formatPriceIn(65000.125, 2, tag('pt')), '65000,13');
  t.equal(formatPriceIn(2345.5, 2, tag('ar')), '2345.50', 'Latin digits in Arabic');
  t.equal(formatPriceIn(156.5, 3, tag('ko')), '156.500');
});

t.test('spread rule of the spec (1 decimal), formatted per locale', async (t) => {
  t.equal(spread(1.08512, 1.08524, 5, tag('en')), '1.2');
  t.equal(spread(1.08512, 1.08524, 5, tag('de')), '1,2');
  t.equal(spread(67450, 67480, 2, tag('it')), '300,0', 'not grouped');
  t.equal(spread(1, Number.NaN, 5, tag('vi')), '0,0');
  t.equal(spread(1.1, 1.1, 5), '0.0', 'default en-US');
});

t.test('rows of the price tables carry the page notation', async (t) => {
  const q = { symbol: 'EURUSD', bid: 1.0849, ask: 1.0853, digits: 5 };
  t.same(homeRow(q, undefined, tag('de')), { symbol: 'EURUSD', bid: '1,08490', ask: '1,08530', spread: '4,0', direction: 'up' });
  t.same(forexRow(q, q, tag('id')), { symbol: 'EURUSD', bid: '1,08490', ask: '1,08530', spread: '4,0', direction: 'green', directionAsk: 'green' });
  t.equal(formatPrice(2345.5, 2), '2345.50');
});

t.test('amounts, percentages and counts through Intl', async (t) => {
  t.equal(formatDecimal(1234567.5, tag('en'), 2), '1,234,567.50');
  t.equal(formatDecimal(1234567.5, tag('de'), 2), '1.234.567,50');
  t.equal(formatDecimal(1234567.5, tag('en-in'), 2), '12,34,567.50', 'Indian grouping');
  t.equal(formatDecimal(-0, tag('en'), 2), '0.00', 'no negative zero');
  t.equal(formatDecimal(-0.45, tag('fr'), 2), '-0,45');
  t.equal(formatPercent(0.125, tag('en')), '12.5%');
  t.equal(formatPercent(0.125, tag('de')), '12,5\u00a0%');
  t.equal(formatNumber(0.5, tag('fr')), '0,5');
  t.equal(formatOrdinalNumber(3, tag('en')), '03');
  t.equal(formatOrdinalNumber(3, tag('ar')), '03');
});

t.test('dates: the locale medium style, the calendar day never shifts', async (t) => {
  t.equal(formatDate('2025-07-04', tag('en')), 'Jul 4, 2025');
  t.equal(formatDate('2025-07-04', tag('de')), '04.07.2025');
  t.equal(formatDate('2025-07-04', tag('zh-hans')), '2025年7月4日');
  t.equal(formatDate('2025-07-04T23:30:00Z', tag('en')), 'Jul 4, 2025', 'an instant is read in UTC');
  t.equal(formatDate('not a date', tag('en')), 'not a date');
});

t.test('the GMT+3 clock: UTC+3 pinned, 24-hour, per locale, whatever the process time zone', async (t) => {
  const at = Date.UTC(2024, 5, 30, 22, 5, 9); // 01:05:09 on 1 July in UTC+3
  t.equal(formatGmt3Time(at, tag('en')), '01:05:09');
  t.equal(formatGmt3Time(at, tag('de')), '01:05:09');
  t.equal(formatGmt3Time(at, tag('id')), '01.05.09', 'Indonesian time separator');
  t.equal(formatGmt3Time(at, tag('ar')), '01:05:09', 'Latin digits');
  t.equal(gmt3Time(at), '01:05:09');
  t.equal(liveUpdatedLabel(at, tag('id')), '01.05.09 GMT+3');
  const noon = Date.UTC(2024, 0, 1, 9, 0, 0);
  for (const l of locales) t.match(formatGmt3Time(noon, l.tag), /^12[:.]00[:.]00$/, `${l.code}: 24-hour noon`);
});

t.test('the forex worked example prices follow the page language', async (t) => {
  t.equal(forexExample(forexExampleInput, tag('en')).openingPrice, forexExampleInput.openingPrice.toFixed(forexExampleInput.digits));
  t.match(forexExample(forexExampleInput, tag('de')).openingPrice, /^\d+,\d+$/);
  t.match(forexExample(forexExampleInput, tag('de')).closing.price, /^\d+,\d+$/);
});

t.test('the formatter memo is bounded: zones from URLs cannot grow it without end', async (t) => {
  const zones = Intl.supportedValuesOf('timeZone');
  t.ok(zones.length * 2 > 500, 'enough distinct zones and styles to pass the bound');
  for (const timeZone of zones) for (const hour of ['2-digit', 'numeric'] as const) cachedDateFormat('en-US', { hour, timeZone }).format(0);
  t.ok(cachedFormatterCount() <= 500, `at most 500 kept (${cachedFormatterCount()})`);
  // An evicted formatter is made again and still formats correctly.
  t.equal(cachedDateFormat('en-US', { hour: '2-digit', hourCycle: 'h23', timeZone: zones[0]! }).format(Date.UTC(2026, 0, 1, 12)).length > 0, true);
});
