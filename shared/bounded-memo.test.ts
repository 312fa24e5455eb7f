import t from 'tap';
import { boundedMemo } from './bounded-memo.ts';

t.test('makes a value once per key', (t) => {
  const memo = boundedMemo<string, number>(3);
  let made = 0;
  const make = () => ++made;
  t.equal(memo.get('a', make), 1);
  t.equal(memo.get('a', make), 1, 'second read: the remembered value');
  t.equal(made, 1);
  t.equal(memo.get('b', make), 2);
  t.equal(memo.size, 2);
  t.end();
});

t.test('drops the oldest key past the bound', (t) => {
  const memo = boundedMemo<string, string>(2);
  memo.get('a', () => 'A');
  memo.get('b', () => 'B');
  memo.get('c', () => 'C');
  t.equal(memo.size, 2, 'never more than the bound');
  t.equal(memo.get('b', () => 'b again'), 'B', 'a newer key stays');
  t.equal(memo.get('a', () => 'A again'), 'A again', 'the oldest was dropped and is made anew');
  t.end();
});

t.test('remembers falsy values too', (t) => {
  const memo = boundedMemo<string, string>(2);
  let made = 0;
  memo.get('empty', () => (made++, ''));
  memo.get('empty', () => (made++, ''));
  t.equal(made, 1, 'an empty string is a value, not a miss');
  t.end();
});

t.test('forgets a deleted key', (t) => {
  const memo = boundedMemo<string, string>(2);
  memo.get('a', () => 'first');
  memo.delete('a');
  t.equal(memo.size, 0);
  t.equal(memo.get('a', () => 'second'), 'second', 'made anew after delete');
  memo.delete('missing');
  t.equal(memo.size, 1, 'deleting an unknown key changes nothing');
  t.end();
});

t.test('refuses a bound below one', (t) => {
  t.throws(() => boundedMemo(0), RangeError);
  t.end();
});
