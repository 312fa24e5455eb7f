import t from 'tap';
import { createServer } from 'node:http';
import { registrationMessageKeys as k } from '../../../shared/schemas/registration.ts';
import { mintCaptchaToken } from '../../sandbox/index.ts';
import { startApiApp } from './test-support.ts';

const ORIGIN = 'http://site.test';
const form = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  mobile: '7700 900123',
  country: 'United Kingdom',
  country_code: '+44',
  countryValue: 'United Kingdom',
  classname: 'gb',
  send_email: 0,
  register_account_type: 1,
  language: 'en',
  redirect: 'apply-live-ta',
  referral_code: '',
};
const token = (action = 'register') => mintCaptchaToken('sandbox-captcha-secret', 'sandbox-site-key', action);

async function post(url: string, body: unknown, headers: Record<string, string> = { origin: ORIGIN }) {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: res.status, headers: res.headers, body: (await res.json()) as { error?: string; field?: string; message?: string; reason?: string; data?: { redirect_address?: string; message?: string } } };
}

t.test('registration against the sandbox upstream', async (t) => {
  const s = await startApiApp({ PUBLIC_ORIGIN: ORIGIN }, { REGISTER_RATE_LIMIT: '1000' });
  t.teardown(() => s.close());
  const calls = () => s.app.sandbox!.callsTo('/api/register').length;

  const ok = await post(`${s.url}/api/register`, { ...form, token: token() });
  t.equal(ok.status, 200);
  t.match(ok.body.data?.redirect_address, /^http:\/\/site\.test\/sandbox\/portal\/apply-live-ta\?session=[\w-]+&language=en$/);
  t.equal(ok.body.data?.message, 'Registration successful');
  t.equal(calls(), 1, 'forwarded once');
  t.equal(ok.headers.get('cache-control'), 'no-store');

  const portal = await fetch(ok.body.data!.redirect_address!.replace(ORIGIN, s.url) + '&campaign_code=abc');
  t.equal(portal.status, 200, 'the sandbox portal page is served');
  t.match(await portal.text(), /campaign_code/);

  const dup = await post(`${s.url}/api/register`, { ...form, email: 'ADA@example.com', token: token() });
  t.equal(dup.status, 422, 'upstream status passed on');
  t.equal(dup.body.data?.message, 'This email address is already registered.', 'upstream message passed on');

  // Captcha
  const before = calls();
  const missing = await post(`${s.url}/api/register`, form);
  t.equal(missing.status, 400);
  t.match(missing.body, { field: 'token', message: k.verifyIdentity });
  const invalid = await post(`${s.url}/api/register`, { ...form, email: 'b@example.com', token: 'sbx.forged.token' });
  t.match(invalid, { status: 400, body: { error: 'captcha', reason: 'invalid', message: k.verifyIdentity } });
  const failing = await post(`${s.url}/api/register`, { ...form, email: 'b@example.com', token: 'sandbox-fail' });
  t.match(failing, { status: 400, body: { reason: 'invalid' } });
  const wrongAction = await post(`${s.url}/api/register`, { ...form, email: 'b@example.com', token: token('login') });
  t.match(wrongAction, { status: 400, body: { reason: 'wrong-action' } });
  const used = token();
  t.equal((await post(`${s.url}/api/register`, { ...form, email: 'c@example.com', token: used })).status, 200);
  t.match(await post(`${s.url}/api/register`, { ...form, email: 'd@example.com', token: used }), { status: 400, body: { reason: 'invalid' } }, 'a token works once');
  t.equal(calls(), before + 1, 'only the good captcha reached the upstream');

  // Validation: each section-5 rule, nothing forwarded
  const n = calls();
  const rules: [Record<string, unknown>, string, string][] = [
    [{ first_name: '' }, 'first_name', k.firstNameRequired],
    [{ first_name: 'A' }, 'first_name', k.firstNameMinLength],
    [{ last_name: undefined }, 'last_name', k.lastNameRequired],
    [{ last_name: 'L' }, 'last_name', k.lastNameMinLength],
    [{ email: '' }, 'email', k.emailRequired],
    [{ email: 'not-an-email' }, 'email', k.emailInvalid],
    [{ mobile: '' }, 'mobile', k.phoneRequired],
    [{ redirect: 'https://evil.example' }, 'redirect', k.invalid],
  ];
  for (const [patch, field, key] of rules) {
    const r = await post(`${s.url}/api/register`, { ...form, ...patch, token: token() });
    t.match(r, { status: 400, body: { field, message: key } }, `${field}: ${key}`);
  }
  t.equal(calls(), n, 'invalid payloads were not forwarded');

  // Same origin only
  const evil = await post(`${s.url}/api/register`, { ...form, token: token() }, { origin: 'https://evil.example' });
  t.equal(evil.status, 403);
  t.equal((await post(`${s.url}/api/register`, { ...form, token: token() }, { origin: ORIGIN, 'sec-fetch-site': 'cross-site' })).status, 403);
  t.equal((await post(`${s.url}/api/register`, { ...form, token: token() }, {})).status, 403, 'no Origin, no Sec-Fetch-Site');
  t.equal((await post(`${s.url}/api/register`, { ...form, email: 'e@example.com', token: token() }, { 'sec-fetch-site': 'same-origin' })).status, 200);
  t.equal((await post(`${s.url}/api/register`, { ...form, email: 'f@example.com', token: token() }, { origin: s.url })).status, 200, 'the origin the browser addressed');

  // signUp: same protections
  t.equal((await post(`${s.url}/api/signUp`, { ...form, token: token() }, { origin: 'https://evil.example' })).status, 403);
  t.match(await post(`${s.url}/api/signUp`, { ...form, email: 'g@example.com' }), { status: 400, body: { field: 'token' } });
  t.match(await post(`${s.url}/api/signUp`, { ...form, email: 'g@example.com', token: token() }), { status: 200, body: { data: { message: 'Sign-up successful' } } });
});

t.test('rate limit per client IP', async (t) => {
  const s = await startApiApp({ PUBLIC_ORIGIN: ORIGIN }, { REGISTER_RATE_LIMIT: '2', REGISTER_RATE_WINDOW_MS: '60000' });
  t.teardown(() => s.close());
  t.equal((await post(`${s.url}/api/register`, { ...form, email: 'r1@example.com', token: token() })).status, 200);
  t.equal((await post(`${s.url}/api/register`, { ...form, email: 'r2@example.com', token: token() })).status, 200);
  const third = await post(`${s.url}/api/register`, { ...form, email: 'r3@example.com', token: token() });
  t.equal(third.status, 429);
  t.ok(Number(third.headers.get('retry-after')) > 0 && Number(third.headers.get('retry-after')) <= 60, 'Retry-After');
  t.equal(s.app.sandbox!.callsTo('/api/register').length, 2);
  const other = await post(`${s.url}/api/register`, { ...form, email: 'r4@example.com', token: token() }, { origin: ORIGIN, 'x-forwarded-for': '203.0.113.9' });
  t.equal(other.status, 200, 'another client IP has its own budget');
});

t.test('real-upstream mode: open redirects refused, never retried, captcha provider down', async (t) => {
  let answer: { status: number; body: unknown } = { status: 200, body: {} };
  let upstreamCalls = 0;
  const upstream = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      if (req.url === '/verify') {
        const f = new URLSearchParams(body);
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ success: f.get('secret') === 's3cret' && f.get('response') === 'good', action: 'register', score: 0.9 }));
        return;
      }
      upstreamCalls++;
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
  const up = `http://127.0.0.1:${(upstream.address() as { port: number }).port}`;
  t.teardown(() => new Promise<void>((r) => { upstream.closeAllConnections(); upstream.close(() => r()); }));
  const s = await startApiApp(
    { PUBLIC_ORIGIN: ORIGIN, UPSTREAM_URL: up, PORTAL_URL: 'https://portal.velora.test' },
    { CAPTCHA_VERIFY_URL: `${up}/verify`, CAPTCHA_SECRET: 's3cret' },
  );
  t.teardown(() => s.close());
  const body = { ...form, token: 'good' };

  for (const evil of ['https://evil.example/register', 'https://portal.velora.test.evil.example/x', 'http://portal.velora.test/x', 'https://user@portal.velora.test/x', '//evil.example/x', 'javascript:alert(1)', '/relative']) {
    answer = { status: 200, body: { code: 200, data: { redirect_address: evil, message: 'ok' } } };
    const r = await post(`${s.url}/api/register`, body);
    t.match(r, { status: 502, body: { error: 'bad_redirect' } }, `refused ${evil}`);
    t.notOk(r.body.data?.redirect_address);
  }
  answer = { status: 200, body: { code: 200, data: { redirect_address: 'https://portal.velora.test/apply-live-ta?token=1', message: 'Welcome' } } };
  t.match(await post(`${s.url}/api/register`, body), { status: 200, body: { data: { redirect_address: 'https://portal.velora.test/apply-live-ta?token=1', message: 'Welcome' } } });

  upstreamCalls = 0;
  answer = { status: 503, body: { code: 503, message: 'Maintenance', stack: 'Error\n    at x (/srv/a.js:1:1)' } };
  const down = await post(`${s.url}/api/register`, body);
  t.match(down, { status: 503, body: { data: { message: 'Maintenance' } } });
  t.notMatch(JSON.stringify(down.body), /srv/);
  t.equal(upstreamCalls, 1, 'a failed registration is never retried');

  answer = { status: 200, body: { code: 400, data: { message: 'Country not supported' } } };
  t.match(await post(`${s.url}/api/register`, body), { status: 200, body: { code: 400, data: { message: 'Country not supported' } } }, 'no redirect: the message is passed on');

  t.match(await post(`${s.url}/api/register`, { ...form, token: 'bad' }), { status: 400, body: { reason: 'invalid' } });
  t.equal(upstreamCalls, 2);

  const noCaptcha = await startApiApp({ PUBLIC_ORIGIN: ORIGIN, UPSTREAM_URL: up }, { CAPTCHA_VERIFY_URL: 'http://127.0.0.1:1/verify', CAPTCHA_TIMEOUT_MS: '500' });
  t.teardown(() => noCaptcha.close());
  t.match(await post(`${noCaptcha.url}/api/register`, body), { status: 503, body: { reason: 'unavailable', message: k.verifyIdentity } });
  const unconfigured = await startApiApp({ PUBLIC_ORIGIN: ORIGIN, UPSTREAM_URL: up });
  t.teardown(() => unconfigured.close());
  t.match(await post(`${unconfigured.url}/api/register`, body), { status: 503, body: { reason: 'unconfigured' } }, 'a real upstream without captcha config refuses');
  t.equal(upstreamCalls, 2);
});
