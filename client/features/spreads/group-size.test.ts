// The height a conditions-page group keeps while it is skipped by layout: worked examples at a
// phone's width (measured in Chromium at 412 px: forex majors' conditions 643 px, the shares'
// six rows of 232 symbols 6,001 px).
import t from 'tap';
import { groupBoxStyle, symbolRowLines } from './group-size.ts';

t.test('a row is as tall as its symbols (one a line) or its other cells, whichever is more', async (t) => {
  const majors = Array.from({ length: 7 }, (_, i) => ({ symbols: [`S${i}`] }));
  t.equal(symbolRowLines(majors, () => 3), 21, 'seven one-symbol rows of three lines');
  const shares = [{ symbols: Array.from({ length: 200 }, (_, i) => `A${i}`) }, ...Array.from({ length: 5 }, () => ({ symbols: ['B', 'C'] }))];
  t.equal(symbolRowLines(shares, () => 3), 200 + 5 * 3);
});

t.test('the estimate is remembered-size first (auto), in rem', async (t) => {
  // 6 rem of heading and header + 1.6 rem a line: 21 lines -> 39.6 -> 40 rem (640 px at 16 px).
  t.same(groupBoxStyle(21), { containIntrinsicBlockSize: 'auto 40rem' });
  // The shares: 232 lines -> 377 rem (6,032 px for a measured 6,001).
  t.same(groupBoxStyle(232), { containIntrinsicBlockSize: 'auto 377rem' });
});
