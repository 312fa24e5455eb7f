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

t.test("heldUntil: the render's own release does nothing; the slot goes back when the response is finished", async (t) => {
  const slots = new RenderSlots(1, 5);
  let finish!: () => void;
  const finished = new Promise<void>((r) => (finish = r));
  const renderRelease = await slots.heldUntil(finished)()!;
  renderRelease();
  let next = false;
  const waiting = slots.acquire()!.then((release) => ((next = true), release));
  await new Promise((r) => setImmediate(r));
  t.equal(next, false, 'React being done does not free the slot');
  t.equal(slots.queued, 1);
  finish();
  (await waiting)();
  t.equal(next, true, 'the response closing does');

  // A response that closed before its render got a slot gives the slot back as soon as it gets it.
  const blocker = await slots.acquire()!;
  const gone = slots.heldUntil(Promise.resolve())()!;
  blocker();
  await gone;
  await new Promise((r) => setImmediate(r));
  const again = await Promise.race([slots.acquire()!, new Promise<undefined>((r) => setTimeout(r, 100, undefined))]);
  t.type(again, 'function', 'the slot is free again');
});
