import t from 'tap';
import { BoundedMemo } from './bounded-memo.ts';

t.test('computes a key once, holds at most max keys, and forgets on clear', async (t) => {
  const computed: string[] = [];
  const memo = new BoundedMemo((path: string) => (computed.push(path), `${path}|b1|0`), 3);
  t.equal(memo.get('/en'), '/en|b1|0');
  t.equal(memo.get('/en'), '/en|b1|0');
  t.same(computed, ['/en'], 'asked twice, computed once');
  memo.get('/ar');
  memo.get('/th');
  t.equal(memo.size, 3);
  memo.get('/vi');
  t.equal(memo.size, 1, 'a fourth key starts again from empty: never more than max');
  memo.get('/en');
  t.same(computed, ['/en', '/ar', '/th', '/vi', '/en'], 'so a forgotten key is computed again');
  memo.clear();
  t.equal(memo.size, 0);
});
