import t from 'tap';
import { contactMessageKeys as k } from '../../../shared/schemas/contact.ts';
import { mintCaptchaToken } from '../../sandbox/index.ts';
import { startApiApp } from './test-support.ts';
import { until } from '../../test-support/until.ts';

const ORIGIN = 'http://site.test';
const form = { name: 'Ada Lovelace', email: 'ada@example.com', phone_code: '+44', phone: '7700 900123', topic: 'account', message: 'How do I change the base currency of my account?', locale: 'en' };
const token = (action = 'contact') => mintCaptchaToken('sandbox-captcha-secret', 'sandbox-site-key', action);
type Answer = { error?: string; field?: string; message?: string; reason?: string; fields?: Record<string, string>; data?: { ticket?: string } };

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${url}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers }, body: JSON.stringify(body) });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Answer };
}

t.test('a valid message is forwarded exactly once and lands in the sandbox inbox', async (t) => {
  const s = await startApiApp({ PUBLIC_ORIGIN: ORIGIN }, { CONTACT_RATE_LIMIT: '1000' });
  t.teardown(() => s.close());
  const ok = await post(s.url, { ...form, token: token() });
  t.equal(ok.status, 200);
  t.match(ok.body.data?.ticket, /^VM-\d{6}$/);
  t.equal(ok.headers.get('cache-control'), 'no-store');
  t.equal(s.app.sandbox!.callsTo('/api/contact').length, 1, 'one upstream call');
  const inbox = (await (await fetch(`${s.url}/sandbox/inbox.json`)).json()) as { messages: { ticket: string; email: string; phone: string }[] };
  t.equal(inbox.messages.length, 1);
  t.match(inbox.messages[0], { ticket: ok.body.data!.ticket, email: form.email, phone: '+44 7700 900123' });
  const html = await (await fetch(`${s.url}/sandbox/inbox`)).text();
  t.match(html, ok.body.data!.ticket!, 'the inbox page lists it');
  t.notMatch(html, /<script/i);
});

t.test('validation: 400 naming every bad field, nothing forwarded', async (t) => {
  const s = await startApiApp({ PUBLIC_ORIGIN: ORIGIN }, { CONTACT_RATE_LIMIT: '1000' });
  t.teardown(() => s.close());
  const bad = await post(s.url, { name: 'A', email: 'nope', topic: 'gossip', message: 'short', phone_code: '+44', phone: '12', locale: 'en', token: token() });
  t.equal(bad.status, 400);
  t.same(bad.body.fields, { name: k.nameMinLength, email: k.emailInvalid, phone: k.phoneInvalid, topic: k.topicRequired, message: k.messageMinLength }, 'each field named with its message key');
  const phone = await post(s.url, { ...form, phone: '12', token: token() });
  t.match(phone, { status: 400, body: { field: 'phone', message: k.phoneInvalid } });
  const extra = await post(s.url, { ...form, token: token(), admin: true });
  t.match(extra, { status: 400, body: { field: 'admin' } }, 'unknown fields refused');
  const notJson = await fetch(`${s.url}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json', origin: ORIGIN }, body: '{' });
  t.equal(notJson.status, 400);
  t.equal(s.app.sandbox!.callsTo('/api/contact').length, 0);
});

t.test('captcha verified server-side for action contact', async (t) => {
  const s = await startApiApp({ PUBLIC_ORIGIN: ORIGIN }, { CONTACT_RATE_LIMIT: '1000' });
  t.teardown(() => s.close());
  t.match(await post(s.url, form), { status: 400, body: { field: 'token', message: k.verifyIdentity } }, 'missing');
  t.match(await post(s.url, { ...form, token: 'sbx.forged.token' }), { status: 400, body: { error: 'captcha', reason: 'invalid' } }, 'forged');
  t.match(await post(s.url, { ...form, token: token('register') }), { status: 400, body: { reason: 'wrong-action' } }, 'a sign-up token does not work');
  const used = token();
  t.equal((await post(s.url, { ...form, token: used })).status, 200);
  t.match(await post(s.url, { ...form, token: used }), { status: 400, body: { reason: 'invalid' } }, 'a token works once');
  t.equal(s.app.sandbox!.callsTo('/api/contact').length, 1);
});

t.test('same origin only', async (t) => {
  const s = await startApiApp({ PUBLIC_ORIGIN: ORIGIN }, { CONTACT_RATE_LIMIT: '1000' });
  t.teardown(() => s.close());
  t.equal((await post(s.url, { ...form, token: token() }, { origin: 'https://evil.example' })).status, 403);
});

t.test('per-client rate limit: 429 with Retry-After, other clients unaffected', async (t) => {
  const s = await startApiApp({ PUBLIC_ORIGIN: ORIGIN }, { CONTACT_RATE_LIMIT: '2', CONTACT_RATE_WINDOW_MS: '60000' });
  t.teardown(() => s.close());
  const a = { 'x-forwarded-for': '203.0.113.7' };
  t.equal((await post(s.url, { ...form, token: token() }, a)).status, 200);
  t.equal((await post(s.url, { ...form, name: '', token: token() }, a)).status, 400, 'bad attempts count too');
  const third = await post(s.url, { ...form, token: token() }, a);
  t.equal(third.status, 429);
  t.ok(Number(third.headers.get('retry-after')) > 0);
  t.equal(third.body.message, 'about.contact.errors.rateLimited');
  t.equal((await post(s.url, { ...form, token: token() }, { 'x-forwarded-for': '203.0.113.8' })).status, 200, 'another client');
  t.equal(s.app.sandbox!.callsTo('/api/contact').length, 2);
});

t.test('exactly once when the upstream fails or is slow: no retry, a clear error', async (t) => {
  const s = await startApiApp({ PUBLIC_ORIGIN: ORIGIN }, { CONTACT_RATE_LIMIT: '1000', CONTACT_TIMEOUT_MS: '500' });
  t.teardown(() => s.close());
  const sandbox = s.app.sandbox!;
  for (const status of [503, 502, 500, 429, 408]) {
    sandbox.faults.push({ path: '/api/contact', method: 'POST', status, times: 1 });
    const before = sandbox.callsTo('/api/contact').length;
    const r = await post(s.url, { ...form, token: token() });
    t.ok(r.status >= 500 || r.status === 502, `upstream ${status} -> ${r.status}`);
    t.equal(r.body.message, 'about.contact.errors.sendFailed');
    t.equal(sandbox.callsTo('/api/contact').length, before + 1, `upstream ${status}: called once, not retried`);
  }
  t.equal(sandbox.contactMessages.length, 0, 'nothing stored by the failing upstream');

  // Slow but within the time-out: one call, one stored message, success.
  sandbox.faults.push({ path: '/api/contact', method: 'POST', latencyMs: 250, times: 1 });
  const slowOk = await post(s.url, { ...form, email: 'slow@example.com', token: token() });
  t.equal(slowOk.status, 200);
  t.equal(sandbox.contactMessages.filter((m) => m.email === 'slow@example.com').length, 1, 'slow upstream: stored exactly once');

  // Slower than the time-out: the BFF answers 504 at its time-out and never sends it again.
  sandbox.faults.push({ path: '/api/contact', method: 'POST', latencyMs: 1200, times: 1 });
  const before = sandbox.callsTo('/api/contact').length;
  const slow = await post(s.url, { ...form, email: 'slower@example.com', token: token() });
  t.equal(slow.status, 504);
  t.equal(slow.body.message, 'about.contact.errors.sendFailed');
  const slower = () => sandbox.contactMessages.filter((m) => m.email === 'slower@example.com').length;
  t.equal(slower(), 0, 'answered at the time-out, before the upstream had handled it');
  const slowCall = sandbox.callsTo('/api/contact').at(-1)!;
  t.equal(slowCall.settled, false, 'the upstream is still on it (its 1.2 s)');
  // Until the upstream is done with it (its 1.2 s over): a retry after the time-out would have
  // been recorded by then.
  await until(() => slowCall.settled, 10_000);
  t.equal(sandbox.callsTo('/api/contact').length, before + 1, 'one call, no retry after the time-out');
  t.ok(sandbox.contactMessages.filter((m) => m.email === 'slower@example.com').length <= 1, 'never stored twice');

  // Unreachable (dropped connection): one attempt only.
  sandbox.faults.push({ path: '/api/contact', method: 'POST', drop: true, times: 1 });
  const n = sandbox.callsTo('/api/contact').length;
  t.equal((await post(s.url, { ...form, token: token() })).status, 502);
  t.equal(sandbox.callsTo('/api/contact').length, n + 1);
});
