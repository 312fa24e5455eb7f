import t from 'tap';
import {
  instruments, homeSymbols, forexPageSymbols, normalizeSymbol, instrumentOf, spread, direction, colour,
  homeRow, forexRow, formatPrice, roundTo, marketTabsFor, marketTabs, tabAfterSwipe, gmt3Time,
  liveUpdatedLabel, gmt3DateTime, parseClientMessage, serverMessage, MAX_SYMBOLS,
} from './index.ts';

t.test('instrument table covers the home and forex lists with real digits', async (t) => {
  for (const s of [...homeSymbols, ...forexPageSymbols]) t.ok(instrumentOf(s), `${s} known`);
  t.equal(new Set(instruments.map((i) => i.symbol)).size, instruments.length, 'no duplicates');
  const digits = (s: string) => instrumentOf(s)!.digits;
  t.equal(digits('EURUSD'), 5);
  t.equal(digits('USDJPY'), 3);
  t.equal(digits('XAUUSD'), 2);
  t.equal(digits('XAGUSD'), 3);
  t.equal(digits('US500'), 2);
  t.equal(digits('GER40'), 1);
  t.equal(digits('BTCUSD'), 2);
  t.equal(digits('AAPL'), 2);
  for (const i of instruments) {
    t.ok(i.price > 0 && i.spreadPoints > 0, `${i.symbol} price and spread`);
    // FX 5 (3 for yen, forint and baht, 4 for koruna and real, 2 for the Chilean and Colombian pesos)
    if (i.assetClass === 'forex') t.equal(i.digits, /JPY|HUF|THB/.test(i.symbol) ? 3 : /CZK|BRL/.test(i.symbol) ? 4 : /CLP|COP/.test(i.symbol) ? 2 : 5, `${i.symbol} FX digits`);
    if (i.assetClass === 'indices') t.ok(i.digits >= 1 && i.digits <= 3, `${i.symbol} index digits`);
    // Shares and ETFs: cents, pence to one decimal on the LSE, whole yen in Tokyo
    if (i.venue) t.equal(i.digits, i.venue === 'XLON' ? 1 : i.venue === 'XTKS' ? 0 : 2, `${i.symbol} share digits`);
    // a spread a broker would show: under 0.5 % of the price
    t.ok(i.spreadPoints / 10 ** i.digits < i.price * 0.005, `${i.symbol} spread plausible`);
  }
  t.equal(homeSymbols.length, 27);
});

t.test('normalisation strips any suffix after a dot', async (t) => {
  t.equal(normalizeSymbol('EURUSD'), 'EURUSD');
  t.equal(normalizeSymbol('EURUSD.r'), 'EURUSD');
  t.equal(normalizeSymbol('XAUUSD.pro.x'), 'XAUUSD');
  t.equal(normalizeSymbol(' eurusd.m '), 'EURUSD');
  t.equal(normalizeSymbol('.r'), '');
  t.equal(normalizeSymbol(''), '');
  t.equal(normalizeSymbol(42), '');
  t.equal(normalizeSymbol('<script>'), '');
  t.equal(instrumentOf('GBPUSD.ecn')?.symbol, 'GBPUSD');
});

t.test('spread = (ask - bid) x 10^(digits - 1) with 1 decimal', async (t) => {
  t.equal(spread(1.08512, 1.08524, 5), '1.2');
  t.equal(spread(156.512, 156.526, 3), '1.4');
  t.equal(spread(2345.5, 2345.8, 2), '3.0');
  t.equal(spread(39120.0, 39122.0, 1), '2.0');
  t.equal(spread(1.1, 1.1, 5), '0.0');
  t.equal(spread(0.14521, 0.14561, 5), '4.0');
  t.equal(spread(1.00001, 1.00002, 5), '0.1');
  t.equal(spread(67450, 67480, 2), '300.0');
  t.equal(spread(1, Number.NaN, 5), '0.0');
});

t.test('direction: up/green when new - previous >= 0, else down/red', async (t) => {
  t.equal(direction(1.2, 1.1), 'up');
  t.equal(direction(1.1, 1.1), 'up', 'unchanged counts as up');
  t.equal(direction(1.0, 1.1), 'down');
  t.equal(direction(1.0, undefined), 'up', 'first quote');
  t.equal(colour(1.2, 1.1), 'green');
  t.equal(colour(1.0, 1.1), 'red');
  const prev = { symbol: 'EURUSD', bid: 1.085, ask: 1.0852, digits: 5 };
  const next = { symbol: 'EURUSD', bid: 1.0849, ask: 1.0853, digits: 5 };
  t.same(homeRow(next, prev), { symbol: 'EURUSD', bid: '1.08490', ask: '1.08530', spread: '4.0', direction: 'down' });
  t.same(forexRow(next, prev), { symbol: 'EURUSD', bid: '1.08490', ask: '1.08530', spread: '4.0', direction: 'red', directionAsk: 'green' });
  t.equal(formatPrice(2345.5, 2), '2345.50');
  t.equal(roundTo(0.1 + 0.2, 5), 0.3);
});

t.test('market tabs: order, symbols, en-in order, swipes', async (t) => {
  t.same(marketTabsFor('en').map((x) => x.key), ['Forex', 'Precious Metals', 'Crypto', 'Energy', 'Shares', 'Indices']);
  t.same(marketTabsFor('en-in').map((x) => x.key), ['Forex', 'Precious Metals', 'Crypto', 'Indices', 'Energy', 'Shares']);
  t.same(marketTabs.Forex.symbols, ['EURUSD', 'USDJPY', 'GBPUSD', 'AUDUSD', 'USDCAD', 'EURCHF']);
  t.same(marketTabs['Precious Metals'].symbols, ['XAGUSD', 'XAUUSD', 'XPTUSD']);
  t.same(marketTabs.Crypto.symbols, ['BTCUSD', 'ETHUSD', 'BNBUSD', 'DOGEUSD', 'DOTUSD']);
  t.same(marketTabs.Energy.symbols, ['XBRUSD', 'XTIUSD']);
  t.same(marketTabs.Shares.symbols, ['NVDA', 'TSLA', 'META', 'AAPL', 'AMD']);
  t.same(marketTabs.Indices.symbols, ['US500', 'US30', 'GER40', 'UK100', 'JPN225']);
  t.same(marketTabsFor('de').map((x) => x.path), ['/trading/forex', '/trading/precious-metals', '/trading/crypto', '/trading/energies', '/trading/shares', '/trading/indices']);
  for (const tab of marketTabsFor('en')) for (const s of tab.symbols) t.ok(homeSymbols.includes(s), `${s} in the home list`);
  t.equal(tabAfterSwipe(0, -51, 6), 1);
  t.equal(tabAfterSwipe(5, -80, 6), 0, 'wraps forward');
  t.equal(tabAfterSwipe(0, 60, 6), 5, 'wraps back');
  t.equal(tabAfterSwipe(2, 50, 6), 2, '50 px is not enough');
});

t.test('GMT+3 time whatever the local zone', async (t) => {
  const at = Date.UTC(2024, 5, 30, 22, 5, 9); // 22:05:09 UTC
  t.equal(gmt3Time(at), '01:05:09');
  t.equal(gmt3DateTime(at), '2024-07-01 01:05:09');
  t.equal(liveUpdatedLabel(at), '01:05:09 GMT+3');
  const tz = process.env.TZ;
  process.env.TZ = 'America/Los_Angeles';
  t.equal(gmt3Time(at), '01:05:09', 'independent of TZ');
  process.env.TZ = tz;
});

t.test('protocol schemas', async (t) => {
  const ok = parseClientMessage('{"type":"subscribe","symbols":["EURUSD","XAUUSD"]}');
  t.ok(ok.ok);
  if (ok.ok) t.same(ok.message, { type: 'subscribe', symbols: ['EURUSD', 'XAUUSD'] });
  t.ok(parseClientMessage('{"type":"unsubscribe","symbols":["EURUSD"]}').ok);
  const bad = parseClientMessage('not json');
  t.same(bad, { ok: false, error: 'invalid JSON' });
  t.notOk(parseClientMessage('{"type":"hello"}').ok);
  t.notOk(parseClientMessage('{"type":"subscribe","symbols":"EURUSD"}').ok);
  const many = parseClientMessage(JSON.stringify({ type: 'subscribe', symbols: Array.from({ length: MAX_SYMBOLS + 1 }, (_, i) => `S${i}`) }));
  t.notOk(many.ok);
  if (!many.ok) t.match(many.error, /at most 50/);
  t.ok(serverMessage.safeParse({ type: 'snapshot', quotes: [{ symbol: 'EURUSD', bid: 1, ask: 1.1, digits: 5, ts: 1 }] }).success);
  t.ok(serverMessage.safeParse({ type: 'quotes', quotes: [], ts: 5 }).success);
  t.ok(serverMessage.safeParse({ type: 'error', message: 'x' }).success);
  t.notOk(serverMessage.safeParse({ type: 'quotes', quotes: [{ symbol: 'EURUSD' }] }).success);
});
