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

t.test('at most `limit` renders start in one turn of the event loop, the rest on later turns', async (t) => {
  const slots = new RenderSlots(2, 100);
  let turn = 0;
  let counting = true;
  const tick = () => {
    turn++;
    if (counting) setImmediate(tick);
  };
  setImmediate(tick);
  // Six renders that finish as soon as they start (as React's do, in a microtask).
  const turns = await Promise.all(Array.from({ length: 6 }, () => slots.acquire()!.then((release) => (release(), turn))));
  counting = false;
  const perTurn = new Map<number, number>();
  for (const x of turns) perTurn.set(x, (perTurn.get(x) ?? 0) + 1);
  t.same([...perTurn.values()], [2, 2, 2], 'two per turn, over three turns');
  t.ok(turns.every((x, i) => i === 0 || x >= turns[i - 1]!), 'first come, first served');
});

t.test('a render holding its slot keeps later ones waiting', async (t) => {
  const slots = new RenderSlots(1, 10);
  const first = await slots.acquire()!;
  let second = false;
  const waiting = slots.acquire()!.then((release) => ((second = true), release));
  // Slots are handed out on a setImmediate turn; one queued after it runs after it: the moment
  // a slot could have been given has passed.
  await new Promise((r) => setImmediate(r));
  await new Promise((r) => setImmediate(r));
  t.equal(second, false, 'no slot while the first render runs');
  t.equal(slots.queued, 1, 'the second render is queued');
  first();
  (await waiting)();
  t.equal(second, true, 'the slot passes on once given back');
});

t.test('a queue bound of 0 admits what free slots can take and sheds the rest', async (t) => {
  const slots = new RenderSlots(2, 0);
  const a = slots.acquire();
  const b = slots.acquire();
  t.ok(a && b, 'two free slots: both admitted (they start on the next turn)');
  t.equal(slots.queued, 0, 'waiting for a free slot is not queueing');
  t.equal(slots.acquire(), undefined, 'a third is shed');
  (await a!)();
  (await b!)();
  t.ok(slots.acquire(), 'admitted again once the slots are free');
});
