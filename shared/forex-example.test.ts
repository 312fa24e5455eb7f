import t from 'tap';
import { forexExample, forexExampleInput, formatUsd } from './forex-example.ts';
import { spread, homeRow, forexRow } from './quotes/index.ts';

t.test('the page example: buy 1 lot EUR/USD 1.08500 -> 1.09000 at 1:30', async (t) => {
  const ex = forexExample();
  t.equal(ex.openingPrice, '1.08500');
  t.equal(ex.closingPrice, '1.09000');
  t.equal(ex.grossProfit, 500);
  t.same(ex.opening, { lots: 1, pair: 'EUR/USD', price: '1.08500', positionValue: 108_500, leverage: '1:30', margin: 3616.67, totalValue: 3616.67 });
  t.same(ex.closing, { lots: 1, pair: 'EUR/USD', price: '1.09000', positionValue: 109_000, leverage: '1:30', margin: 3616.67, totalValue: 4116.67 });
});

t.test('sell side, fractional lots, no float noise', async (t) => {
  const ex = forexExample({ ...forexExampleInput, side: 'sell', lots: 0.1, openingPrice: 1.10001, closingPrice: 1.09991 });
  t.equal(ex.grossProfit, 1, '10 points on 10,000 units = $1.00');
  t.equal(ex.opening.positionValue, 11000.1);
  t.equal(ex.opening.margin, 366.67);
  const loss = forexExample({ ...forexExampleInput, closingPrice: 1.08, side: 'buy' });
  t.equal(loss.grossProfit, -500);
  t.equal(loss.closing.totalValue, 3116.67);
  const jpy = forexExample({ ...forexExampleInput, pair: 'USD/JPY', digits: 3, openingPrice: 156.5, closingPrice: 156.512, leverage: 20 });
  t.equal(jpy.grossProfit, 1200, 'in the quote currency');
  t.throws(() => forexExample({ ...forexExampleInput, leverage: 0 }));
  t.throws(() => forexExample({ ...forexExampleInput, lots: 0 }));
});

t.test('money formatting is pinned (Latin digits, two decimals)', async (t) => {
  t.equal(formatUsd(3616.67, 'en-US'), '$3,616.67');
  t.equal(formatUsd(500, 'en-US'), '$500.00');
  t.match(formatUsd(108500, 'ar-AE'), /108,500\.00/);
});

t.test('spread math as the price rows show it', async (t) => {
  t.equal(spread(1.08512, 1.08524, 5), '1.2');
  t.equal(spread(2345.5, 2345.8, 2), '3.0');
  t.equal(homeRow({ symbol: 'EURUSD', bid: 1.1, ask: 1.10012, digits: 5 }).spread, '1.2');
  const r = forexRow({ symbol: 'EURUSD', bid: 1.1, ask: 1.1001, digits: 5 }, { symbol: 'EURUSD', bid: 1.1001, ask: 1.1, digits: 5 });
  t.equal(r.direction, 'red');
  t.equal(r.directionAsk, 'green');
});
