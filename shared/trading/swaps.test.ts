// Swaps from worked examples: the rate differential minus the markup, in points or % a year.
import t from 'tap';
import { carrySwapPoints, dayCountOf, financingSwapRates, swapMarkup, swapOf } from './swaps.ts';

t.test('USDJPY with USD 3.75 %, JPY 0.75 % and a 0.5 pp markup: long earns, short pays', async (t) => {
  // long: (3.75 - 0.75 - 0.5) % * 156.5 / 365 = 0.010719 yen a unit = 10.72 points (0.001)
  // short: (0.75 - 3.75 - 0.5) % * 156.5 / 365 = -0.015007 yen = -15.01 points
  const s = carrySwapPoints({ baseRate: 3.75, quoteRate: 0.75, markup: 0.5, price: 156.5, digits: 3, days: 365 });
  t.same(s, { long: 10.72, short: -15.01 });
  t.ok(s.long > 0 && s.short < 0);
});

t.test('EURUSD with EUR 2.15 % and USD 3.75 %, 0.5 pp, ACT/360: long pays, short earns', async (t) => {
  // long: (2.15 - 3.75 - 0.5) % * 1.085 / 360 / 0.00001 = -6.33; short: (3.75 - 2.15 - 0.5) % -> 3.32
  t.same(carrySwapPoints({ baseRate: 2.15, quoteRate: 3.75, markup: 0.5, price: 1.085, digits: 5, days: 360 }), { long: -6.33, short: 3.32 });
});

t.test('a differential smaller than the markup: both sides pay; never both positive', async (t) => {
  const s = carrySwapPoints({ baseRate: 3.75, quoteRate: 3.5, markup: 0.5, price: 1.27, digits: 5, days: 365 });
  t.ok(s.long < 0 && s.short < 0);
  for (const [a, b] of [[0, 40], [40, 0], [3, 3], [5.5, 1.25]] as const) {
    const r = carrySwapPoints({ baseRate: a, quoteRate: b, markup: 1, price: 10, digits: 4, days: 360 });
    t.notOk(r.long > 0 && r.short > 0, `${a} vs ${b}`);
    t.ok(Math.abs(r.long + r.short - -2 * (1 / 100) * 10 / 360 / 1e-4) <= 0.011, 'long + short = -2 markups (to the rounding)');
  }
});

t.test('a short on the high yielder (USDTRY) earns the carry', async (t) => {
  const s = swapOf({ group: 'forex-exotic', baseCurrency: 'USD', quoteCurrency: 'TRY', price: 32.4, digits: 5 });
  t.ok(s.swapShort > 0 && s.swapLong < 0);
  t.equal(s.swapType, 'points');
  t.equal(s.tripleSwapDay, 3, 'Wednesday');
});

t.test('shares, indices, ETFs: financing at the currency rate +/- markup, % a year, Friday triple', async (t) => {
  t.same(financingSwapRates(3.75, 3), { long: -6.75, short: 0.75 });
  t.same(financingSwapRates(0.75, 3), { long: -3.75, short: -2.25 });
  const aapl = swapOf({ group: 'shares', quoteCurrency: 'USD', price: 192.3, digits: 2 });
  t.same(aapl, { swapType: 'interest', swapLong: -(3.75 + swapMarkup.shares), swapShort: 3.75 - swapMarkup.shares, tripleSwapDay: 5 });
  t.equal(swapOf({ group: 'etf', quoteCurrency: 'GBX', price: 835, digits: 1 }).swapLong, -(3.75 + swapMarkup.etf), 'GBX financed at the GBP rate');
  t.equal(swapOf({ group: 'index-major', quoteCurrency: 'EUR', price: 18650, digits: 1 }).tripleSwapDay, 5);
});

t.test('metals: no rate of their own, long financed at the quote currency rate', async (t) => {
  const gold = swapOf({ group: 'gold', quoteCurrency: 'USD', price: 2345.5, digits: 2 });
  // long: (0 - 3.75 - 1.5) % * 2345.5 / 360 / 0.01 = -34.21; short: (3.75 - 1.5) % -> 14.66
  t.same(gold, { swapType: 'points', swapLong: -34.21, swapShort: 14.66, tripleSwapDay: 3 });
});

t.test('crypto: a fixed daily rate, whatever the policy rates', async (t) => {
  const btc = swapOf({ group: 'crypto', quoteCurrency: 'USD', price: 67450, digits: 2 });
  t.equal(btc.swapType, 'interest');
  t.ok(btc.swapLong < 0 && btc.swapShort < 0);
  t.same(swapOf({ group: 'crypto', quoteCurrency: 'EUR', price: 62150, digits: 2 }), btc);
});

t.test('day count: ACT/365 for GBP-style money markets, ACT/360 else; unknown currency throws', async (t) => {
  t.equal(dayCountOf('GBP'), 365);
  t.equal(dayCountOf('JPY'), 365);
  t.equal(dayCountOf('USD'), 360);
  t.equal(dayCountOf('EUR'), 360);
  t.throws(() => swapOf({ group: 'forex-exotic', baseCurrency: 'USD', quoteCurrency: 'XXX', price: 1, digits: 5 }), /no policy rate for XXX/);
});
