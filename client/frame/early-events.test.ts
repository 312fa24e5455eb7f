// The frame keeps the sign-up and toast events under the names their listeners use.
import t from 'tap';
import { keepEarlyEvents, signupEventName, toastEventName } from './early-events.ts';
import { openSignupEvent } from '../features/signup/open-signup.ts';
import { toastEvent } from '../features/toast/toast.ts';

t.equal(signupEventName, openSignupEvent, 'the sign-up request event');
t.equal(toastEventName, toastEvent, 'the toast event');

t.test('events sent before the listener are sent again, once, in order', (t) => {
  const target = new EventTarget();
  const saved = globalThis.window;
  (globalThis as { window?: unknown }).window = target;
  t.teardown(() => {
    (globalThis as { window?: unknown }).window = saved;
  });
  const early = keepEarlyEvents('x:test');
  target.dispatchEvent(new CustomEvent('x:test', { detail: 1 }));
  target.dispatchEvent(new CustomEvent('x:test', { detail: 2 }));
  const seen: unknown[] = [];
  target.addEventListener('x:test', (e) => seen.push((e as CustomEvent).detail));
  early.replay();
  t.same(seen, [1, 2]);
  target.dispatchEvent(new CustomEvent('x:test', { detail: 3 }));
  early.replay();
  t.same(seen, [1, 2, 3], 'later events reach the listener once, nothing is kept any more');
  t.end();
});
