import t from 'tap';
import { calculatorQuery, defaultState, parseCalculatorQuery } from './calculator-query.ts';

const known = new Set(['EURUSD', 'USDJPY', 'XAUUSD']);
const parse = (qs: string) => parseCalculatorQuery(new URLSearchParams(qs), known);

t.test('a full, valid query', async (t) => {
  t.same(parse('symbol=usdjpy&volume=0.5&leverage=30&account=jpy&side=SELL&open=156.5&close=155.5'), {
    state: { symbol: 'USDJPY', volume: 0.5, leverage: 30, account: 'JPY', side: 'sell', open: 156.5, close: 155.5 },
    ignored: [],
  });
});

t.test('no query: the defaults, live prices', async (t) => {
  t.same(parse(''), { state: defaultState, ignored: [] });
});

t.test('bad values are ignored one by one and named', async (t) => {
  const r = parse('symbol=NOPE&volume=-1&leverage=1.5&account=XYZ&side=hold&open=abc&close=1e5');
  t.same(r.state, defaultState);
  t.same(r.ignored, ['symbol', 'volume', 'leverage', 'account', 'side', 'open', 'close']);
  t.same(parse('volume=0.001&leverage=5000').ignored, ['volume', 'leverage'], 'outside the ranges');
  t.same(parse('symbol=XAUUSD&volume=abc').state.symbol, 'XAUUSD', 'good fields kept');
});

t.test('round trip', async (t) => {
  const state = { ...defaultState, symbol: 'XAUUSD', volume: 0.1, open: 2345.5 };
  t.equal(calculatorQuery(state), 'symbol=XAUUSD&volume=0.1&leverage=100&account=USD&side=buy&open=2345.5');
  t.same(parse(calculatorQuery(state)).state, state);
});

import { neededQuotes } from './calculator-spec.ts';
t.test('the crosses a calculation subscribes to', async (t) => {
  const quoted = new Set(['EURGBP', 'GBPUSD', 'AUDUSD', 'EURUSD']);
  // EURGBP in an AUD account: GBP and EUR to AUD go through USD
  t.same(neededQuotes({ symbol: 'EURGBP', marginCurrency: 'EUR', profitCurrency: 'GBP', calcMode: 'forex', swapType: 'points' }, 'AUD', (s) => quoted.has(s)).sort(), ['AUDUSD', 'EURGBP', 'EURUSD', 'GBPUSD']);
});

t.test('the quotes a calculation waits for: the symbol only for live prices', async (t) => {
  const quoted = new Set(['EURUSD', 'USDJPY', 'GBPUSD', 'EURGBP']);
  const isQuoted = (s: string) => quoted.has(s);
  const eurusd = { symbol: 'EURUSD', marginCurrency: 'EUR', profitCurrency: 'USD', calcMode: 'forex', swapType: 'points' } as const;
  t.same(neededQuotes(eurusd, 'USD', isQuoted), ['EURUSD'], 'live prices: the symbol (also the EUR -> USD margin rate)');
  t.same(neededQuotes(eurusd, 'USD', isQuoted, true), [], 'open and close given: nothing, computed at once');
  t.same(neededQuotes(eurusd, 'EUR', isQuoted, true), [], 'EUR account: USD -> EUR by the own rate (the open price)');
  t.same(neededQuotes(eurusd, 'GBP', isQuoted, true), ['GBPUSD', 'EURGBP'], 'GBP account: the two crosses only');
  const usdjpy = { symbol: 'USDJPY', marginCurrency: 'USD', profitCurrency: 'JPY', calcMode: 'forex', swapType: 'points' } as const;
  // JPY -> EUR: no EURJPY here, so via USD: the own rate, then EURUSD; margin USD -> EUR: EURUSD
  t.same(neededQuotes(usdjpy, 'EUR', isQuoted, true), ['EURUSD']);
  t.same(neededQuotes(usdjpy, 'EUR', isQuoted).sort(), ['EURUSD', 'USDJPY']);
  const ger40 = { symbol: 'GER40', marginCurrency: 'EUR', profitCurrency: 'EUR', calcMode: 'cfd-leverage', swapType: 'interest' } as const;
  t.same(neededQuotes(ger40, 'USD', isQuoted, true), ['EURUSD'], 'a CFD in EUR: the EURUSD cross even with given prices');
  t.same(neededQuotes(ger40, 'USD', (s) => s === 'GER40' || isQuoted(s)).sort(), ['EURUSD', 'GER40']);
});

import { nearestVolume, volumeAllowed } from './calculator-query.ts';
t.test('volumes: min, max and step of the symbol', async (t) => {
  const lots = { minVolume: 0.01, maxVolume: 50, volumeStep: 0.01 };
  t.ok(volumeAllowed(0.01, lots), 'the minimum');
  t.ok(volumeAllowed(0.07, lots), '(0.07 - 0.01) / 0.01 = 6 steps despite binary fractions');
  t.ok(volumeAllowed(50, lots), 'the maximum');
  t.notOk(volumeAllowed(0.015, lots), 'half a step');
  t.notOk(volumeAllowed(50.01, lots), 'above the maximum');
  const tenths = { minVolume: 0.1, maxVolume: 10, volumeStep: 0.1 };
  t.ok(volumeAllowed(2.3, tenths));
  t.notOk(volumeAllowed(0.05, tenths), 'below the minimum');
  t.notOk(volumeAllowed(2.35, tenths));
  t.equal(nearestVolume(60, lots), 50, 'clamped to the maximum');
  t.equal(nearestVolume(2.34, tenths), 2.3, 'rounded to a step');
  t.equal(nearestVolume(0.001, tenths), 0.1, 'raised to the minimum');
});

t.test('a volume the symbol does not allow is ignored like any bad value', async (t) => {
  const rules = new Map([
    ['EURUSD', { minVolume: 0.01, maxVolume: 100, volumeStep: 0.01 }],
    ['AAPL', { minVolume: 1, maxVolume: 50, volumeStep: 1 }],
  ]);
  const p = (qs: string) => parseCalculatorQuery(new URLSearchParams(qs), rules);
  t.same(p('symbol=EURUSD&volume=0.015'), { state: { ...defaultState, volume: 1 }, ignored: ['volume'] }, 'off the 0.01 step');
  t.same(p('symbol=AAPL&volume=2.5'), { state: { ...defaultState, symbol: 'AAPL', volume: 1 }, ignored: ['volume'] }, 'shares: whole lots');
  t.same(p('symbol=AAPL&volume=60').ignored, ['volume'], 'above the maximum');
  t.same(p('symbol=AAPL&volume=7').state.volume, 7);
  // The base volume (2.5) is no AAPL volume: the nearest allowed one is used, nothing was ignored.
  t.same(parseCalculatorQuery(new URLSearchParams('symbol=AAPL'), rules, { ...defaultState, volume: 2.5 }), { state: { ...defaultState, symbol: 'AAPL', volume: 3 }, ignored: [] });
  t.same(parseCalculatorQuery(new URLSearchParams('volume=0.015'), known).ignored, [], 'without rules: the global range only');
});
