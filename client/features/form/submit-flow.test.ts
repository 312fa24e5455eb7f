// The submit flow with fake effects: what the visitor would see (errors, focus, toasts) and what
// is sent, for each way a submission ends.
import t from 'tap';
import type { FieldErrors } from '../../../shared/forms/field-errors.ts';
import type { SubmitPhase } from '../../../shared/forms/submit-state.ts';
import { submitOnce, type SendOutcome, type SubmitSteps } from './submit-flow.ts';

type F = 'name' | 'email' | 'message';
const fields: readonly F[] = ['name', 'email', 'message'];
type V = Record<F, string>;
const filled: V = { name: 'Grace', email: 'grace@example.com', message: 'Hello there' };

function harness(over: Partial<SubmitSteps<V, F, string>> = {}) {
  const seen = { phases: [] as SubmitPhase[], errors: [] as FieldErrors<F>[], focus: [] as F[], toasts: [] as string[], sent: [] as { values: V; token: string }[], results: [] as string[] };
  let phase: SubmitPhase = 'idle';
  const steps: SubmitSteps<V, F, string> = {
    fields,
    check: (v) => Object.fromEntries(fields.filter((f) => !v[f]).map((f) => [f, `${f}Required`])),
    token: async () => 'token-1',
    send: async (values, token) => {
      seen.sent.push({ values, token });
      return { ok: true, toast: 'sent', result: 'VM-1' };
    },
    texts: { noToken: 'verifyIdentity', sendFailed: 'sendFailed' },
    ...over,
  };
  const fx = {
    phase: () => phase,
    setPhase: (p: SubmitPhase) => {
      phase = p;
      seen.phases.push(p);
    },
    showErrors: (e: FieldErrors<F>) => seen.errors.push(e),
    focus: (f: F) => seen.focus.push(f),
    toastError: (m: string) => seen.toasts.push(`error: ${m}`),
    toastSuccess: (m: string) => seen.toasts.push(`success: ${m}`),
    succeeded: (r: string) => seen.results.push(r),
  };
  return { seen, submit: (v: V) => submitOnce(v, steps, fx), phase: () => phase };
}

t.test('bad fields: all shown, the first in form order focused, nothing sent', async (t) => {
  const h = harness();
  t.equal(await h.submit({ name: '', email: 'x', message: '' }), 'invalid');
  t.same(h.seen.errors, [{ name: 'nameRequired', message: 'messageRequired' }]);
  t.same(h.seen.focus, ['name']);
  t.same(h.seen.sent, []);
  t.same(h.seen.phases, ['checking', 'idle']);
});

t.test('synchronous rules: errors and focus before the first await (in the click itself)', async (t) => {
  const h = harness();
  const pending = h.submit({ name: 'Grace', email: '', message: 'x' });
  t.same(h.seen.focus, ['email'], 'already focused when submit() returns its promise');
  await pending;
});

t.test('success: one send with the token, the result handed on, a success toast, done', async (t) => {
  const h = harness();
  t.equal(await h.submit(filled), 'sent');
  t.same(h.seen.sent, [{ values: filled, token: 'token-1' }]);
  t.same(h.seen.results, ['VM-1']);
  t.same(h.seen.toasts, ['success: sent']);
  t.same(h.seen.phases, ['checking', 'submitting', 'done']);
});

t.test('a second submit while the first runs is ignored: one request', async (t) => {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  const h = harness({
    send: async (values, token) => {
      h.seen.sent.push({ values, token });
      await held;
      return { ok: true, toast: 'sent', result: 'VM-1' };
    },
  });
  const first = h.submit(filled);
  t.equal(h.phase(), 'submitting', 'synchronous rules passed: the captcha is asked');
  t.equal(await h.submit(filled), 'ignored', 'while the captcha runs');
  await new Promise((r) => setImmediate(r)); // the first is now waiting for its answer
  t.equal(h.seen.sent.length, 1, 'the request is out');
  t.equal(await h.submit(filled), 'ignored', 'while the request runs');
  release();
  t.equal(await first, 'sent');
  t.equal(h.seen.sent.length, 1);
  t.equal(await h.submit(filled), 'sent', 'a new submission after it ended is accepted');
});

t.test('no captcha token: blocked with verifyIdentity, failed, can submit again', async (t) => {
  const h = harness({ token: async () => '' });
  t.equal(await h.submit(filled), 'no-token');
  t.same(h.seen.sent, []);
  t.same(h.seen.toasts, ['error: verifyIdentity']);
  t.equal(h.phase(), 'failed');
  const thrown = harness({ token: () => Promise.reject(new Error('provider down')) });
  t.equal(await thrown.submit(filled), 'no-token', 'a throwing captcha counts as no token');
});

t.test('the request throws: sendFailed toast, nothing else', async (t) => {
  const h = harness({ send: () => Promise.reject(new TypeError('Failed to fetch')) });
  t.equal(await h.submit(filled), 'send-failed');
  t.same(h.seen.toasts, ['error: sendFailed']);
  t.same(h.seen.results, []);
  t.equal(h.phase(), 'failed');
});

t.test("the server refuses: its message in a toast; or its bad fields shown and focused", async (t) => {
  const refused = harness({ send: async (): Promise<SendOutcome<F, string>> => ({ ok: false, toast: 'This email address is already registered.' }) });
  t.equal(await refused.submit(filled), 'rejected');
  t.same(refused.seen.toasts, ['error: This email address is already registered.']);
  t.same(refused.seen.results, [], 'no success step: the draft stays');

  const fieldsBad = harness({ send: async (): Promise<SendOutcome<F, string>> => ({ ok: false, toast: 'sendFailed', fields: { message: 'messageMinLength', email: 'emailInvalid' } }) });
  t.equal(await fieldsBad.submit(filled), 'rejected');
  t.same(fieldsBad.seen.errors.at(-1), { message: 'messageMinLength', email: 'emailInvalid' });
  t.same(fieldsBad.seen.focus, ['email'], 'the first in form order');
  t.same(fieldsBad.seen.toasts, [], 'shown at the fields instead of a toast');
});

t.test('rules that load on demand: awaited (a submit meanwhile is ignored); when they fail to load the server decides', async (t) => {
  const lazy = harness({ check: async (v) => (v.name ? {} : { name: 'nameRequired' }) });
  const slow = lazy.submit({ ...filled, name: '' });
  t.equal(lazy.phase(), 'checking');
  t.equal(await lazy.submit({ ...filled, name: '' }), 'ignored', 'while checking');
  t.equal(await slow, 'invalid');
  t.equal(lazy.phase(), 'idle');
  t.same(lazy.seen.focus, ['name']);
  const missing = harness({ check: () => Promise.reject(new Error('chunk failed')) });
  t.equal(await missing.submit({ ...filled, name: '' }), 'sent', 'sent without local checks');
  t.same(missing.seen.errors[0], {}, 'no stale errors shown');
});
