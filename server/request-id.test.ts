import t from 'tap';
import { freshRequestId, requestIdFrom, setRequestCounterForTest } from './request-id.ts';

t.test("a caller's id is kept when it is plain, else a fresh UUID-shaped one", async (t) => {
  t.equal(requestIdFrom('lb-123.abc'), 'lb-123.abc');
  t.match(requestIdFrom('has space'), /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  t.match(requestIdFrom(['a', 'b']), /^[0-9a-f-]{36}$/, 'a repeated header is not trusted');
  t.match(requestIdFrom('x'.repeat(129)), /^[0-9a-f-]{36}$/);
});

t.test('fresh ids do not repeat', async (t) => {
  const ids = new Set(Array.from({ length: 10_000 }, freshRequestId));
  t.equal(ids.size, 10_000);
});

t.test('the counter carries from the low half into the high half, and wraps after 2^48', async (t) => {
  const tail = (id: string) => id.slice(24);
  setRequestCounterForTest(0xfffffe);
  t.equal(tail(freshRequestId()), '000000ffffff');
  t.equal(tail(freshRequestId()), '000001000000', 'the low half carries');
  setRequestCounterForTest(0xfffffffffffe);
  t.equal(tail(freshRequestId()), 'ffffffffffff');
  t.equal(tail(freshRequestId()), '000000000000', 'after 2^48 - 1 it starts again');
  t.match(freshRequestId(), /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
});
