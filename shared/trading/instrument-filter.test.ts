import t from 'tap';
import { filterInstruments } from './instrument-filter.ts';

const rows = [
  { symbol: 'EURUSD', description: 'Euro vs US Dollar', assetClass: 'forex' as const },
  { symbol: 'USDJPY', description: 'US Dollar vs Japanese Yen', assetClass: 'forex' as const },
  { symbol: 'XAUUSD', description: 'Gold vs US Dollar', assetClass: 'metals' as const },
  { symbol: 'GER40', description: 'Germany 40 Index', assetClass: 'indices' as const },
];
const symbols = (q: string, c: Parameters<typeof filterInstruments>[2] = 'all') => filterInstruments(rows, q, c).map((r) => r.symbol);

t.test('search by symbol or words of the description', async (t) => {
  t.same(symbols(''), ['EURUSD', 'USDJPY', 'XAUUSD', 'GER40']);
  t.same(symbols('usd'), ['EURUSD', 'USDJPY', 'XAUUSD']);
  t.same(symbols('gold'), ['XAUUSD']);
  t.same(symbols('dollar yen'), ['USDJPY'], 'every word');
  t.same(symbols('GÉRMANY'), ['GER40'], 'case and accents folded');
  t.same(symbols('zzz'), []);
});

t.test('filter by asset class', async (t) => {
  t.same(symbols('', 'forex'), ['EURUSD', 'USDJPY']);
  t.same(symbols('usd', 'metals'), ['XAUUSD']);
});
