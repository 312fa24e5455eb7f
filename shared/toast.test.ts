import t from 'tap';
import { createToastStore, toastIcons, toastOffset, toastRole, TOAST_CLOSE_ANIMATION, TOAST_DEFAULT_DURATION, type Timers } from './toast.ts';

function fakeTimers() {
  let now = 0;
  let seq = 0;
  const pending = new Map<number, { at: number; fn: () => void }>();
  const timers: Timers = {
    setTimeout(fn, ms) {
      const id = ++seq;
      pending.set(id, { at: now + ms, fn });
      return id;
    },
    clearTimeout(h) {
      pending.delete(h as number);
    },
  };
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const next = [...pending.entries()].filter(([, p]) => p.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
      if (!next) break;
      pending.delete(next[0]);
      now = next[1].at;
      next[1].fn();
    }
    now = until;
  };
  return { timers, advance };
}

t.test('stacking offsets: first 20 px from the top, each next 60 px lower', async (t) => {
  t.equal(toastOffset(0), 20);
  t.equal(toastOffset(1), 80);
  t.equal(toastOffset(2), 140);
  t.equal(toastOffset(5), 320);
});

t.test('icons and live-region roles per type', async (t) => {
  t.same(toastIcons, { success: '✓', warning: '!', error: '×', info: 'i' });
  t.equal(toastRole('error'), 'alert');
  t.equal(toastRole('warning'), 'alert');
  t.equal(toastRole('success'), 'status');
  t.equal(toastRole('info'), 'status');
});

t.test('default 3000 ms, then a 400 ms close animation', async (t) => {
  const { timers, advance } = fakeTimers();
  const store = createToastStore(timers);
  store.show({ type: 'success', message: 'Saved' });
  t.equal(TOAST_DEFAULT_DURATION, 3000);
  t.equal(store.list()[0]!.duration, 3000);
  advance(2999);
  t.equal(store.list()[0]!.closing, false);
  advance(1);
  t.equal(store.list()[0]!.closing, true, 'closing starts at 3000 ms');
  advance(TOAST_CLOSE_ANIMATION - 1);
  t.equal(store.list().length, 1, 'still animating');
  advance(1);
  t.equal(store.list().length, 0, 'removed after 400 ms');
});

t.test('duration 0 stays until closed; closing twice is harmless', async (t) => {
  const { timers, advance } = fakeTimers();
  const store = createToastStore(timers);
  const id = store.show({ type: 'error', message: 'Oops', duration: 0 });
  advance(60_000);
  t.equal(store.list().length, 1);
  let calls = 0;
  store.subscribe(() => calls++);
  store.close(id);
  store.close(id);
  t.equal(calls, 1);
  advance(400);
  t.equal(store.list().length, 0);
});

t.test('several toasts stack in order, a bad duration falls back to the default, type defaults to info', async (t) => {
  const { timers } = fakeTimers();
  const store = createToastStore(timers);
  store.show({ message: 'a' });
  store.show({ type: 'warning', message: 'b', duration: -5 });
  t.same(store.list().map((x) => [x.type, x.message, x.duration]), [['info', 'a', 3000], ['warning', 'b', 3000]]);
  t.same(store.list().map((_, i) => toastOffset(i)), [20, 80]);
});
