import t from 'tap';
import { ltrSegments } from './ltr-tokens.ts';

const tokens = (s: string) => ltrSegments(s).filter((x) => typeof x !== 'string').map((x) => (x as { ltr: string }).ltr);

t.test('symbols, tickers and figures with neutrals are isolated', async (t) => {
  t.same(tokens('موجز EUR/USD اليومي: محور 1.08'), ['EUR/USD', '1.08']);
  t.same(tokens('عند 13:30 بتوقيت غرينتش'), ['13:30']);
  t.same(tokens('نحو 3.5% يوميًا مقابل 0.5%'), ['3.5%', '0.5%']);
  t.same(tokens('US500 وGER40 وOPEC+ وG10 وXAUUSD'), ['US500', 'GER40', 'OPEC+', 'G10', 'XAUUSD']);
  t.same(tokens('من 2,290 إلى 2,380 دولار'), ['2,290', '2,380']);
});

t.test('plain words, lone numbers and short capitals are left alone', async (t) => {
  t.same(tokens('عام 2019 انضمت إلى Velora Markets'), [], 'a year and Latin words need no isolate');
  t.same(tokens('ECB CFD ATR'), []);
});

t.test('joined again, the segments are the text', async (t) => {
  for (const s of ['EUR/USD و GBP/USD عند 1.0800', 'no tokens', '', '13:30']) {
    t.equal(ltrSegments(s).map((x) => (typeof x === 'string' ? x : x.ltr)).join(''), s);
  }
});
