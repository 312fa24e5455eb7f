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
  t.same(neededQuotes({ symbol: 'EURGBP', marginCurrency: 'EUR', profitCurrency: 'GBP' }, 'AUD', (s) => quoted.has(s)).sort(), ['AUDUSD', 'EURGBP', 'EURUSD', 'GBPUSD']);
});
