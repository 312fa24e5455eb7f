import t from 'tap';
import { RenderSlots } from './render-slots.ts';

t.test('at most `limit` at once, first come first served, bounded queue, idempotent release', async (t) => {
  const slots = new RenderSlots(2, 2);
  const order: string[] = [];
  const a = await slots.acquire()!;
  const b = await slots.acquire()!;
  const c = slots.acquire()!.then((release) => (order.push('c'), release));
  const d = slots.acquire()!.then((release) => (order.push('d'), release));
  t.equal(slots.queued, 2);
  t.equal(slots.acquire(), undefined, 'a full queue sheds');
  a();
  a(); // twice: still one slot given back
  const releaseC = await c;
  t.same(order, ['c'], 'the first waiting render gets the slot; a second release of the same slot gives nothing');
  b();
  const releaseD = await d;
  t.same(order, ['c', 'd'], 'in order');
  releaseC();
  releaseD();
  const e = await slots.acquire()!;
  const f = await slots.acquire()!;
  t.equal(typeof e && typeof f, 'function', 'all slots free again');
  t.equal(slots.queued, 0);
});
