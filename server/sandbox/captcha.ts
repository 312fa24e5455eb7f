// A sandbox invisible-captcha provider shaped like the real one: a browser script defining
// grecaptcha.ready(cb) and grecaptcha.execute(siteKey, { action }) -> Promise<token>, a token
// endpoint the script calls, and a verify endpoint taking secret + response (form or JSON) and
// answering { success, action, score, challenge_ts, hostname, 'error-codes' }. Tokens are HMACs,
// valid 2 minutes, single use. The token 'sandbox-fail' always fails verification.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SandboxState } from './state.ts';

const TOKEN_TTL_MS = 120_000;

export function mintCaptchaToken(secret: string, siteKey: string, action: string, now = Date.now()): string {
  const a = Buffer.from(action.slice(0, 64)).toString('base64url');
  const payload = `${siteKey.length}.${a}.${now}.${randomBytes(6).toString('base64url')}`;
  const sig = createHmac('sha256', `${secret}\u0000${siteKey}`).update(payload).digest('base64url').slice(0, 32);
  return `sbx.${payload}.${sig}`;
}

export interface VerifyAnswer {
  success: boolean;
  action?: string;
  score?: number;
  challenge_ts?: string;
  hostname?: string;
  'error-codes'?: string[];
}

export function verifyCaptchaToken(state: SandboxState, secret: unknown, token: unknown, now = Date.now()): VerifyAnswer {
  if (typeof secret !== 'string' || secret !== state.captchaSecret) return { success: false, 'error-codes': ['invalid-input-secret'] };
  if (typeof token !== 'string' || token === '') return { success: false, 'error-codes': ['missing-input-response'] };
  const m = /^sbx\.(\d+)\.([A-Za-z0-9_-]*)\.(\d+)\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!m) return { success: false, 'error-codes': ['invalid-input-response'] };
  const [, , a, ts, , sig] = m as unknown as [string, string, string, string, string, string];
  const payload = token.slice(4, -33);
  const expected = createHmac('sha256', `${secret}\u0000${state.siteKey}`).update(payload).digest('base64url').slice(0, 32);
  if (!timingSafeEqual(Buffer.from(sig), Buffer.from(expected))) return { success: false, 'error-codes': ['invalid-input-response'] };
  const issued = Number(ts);
  if (now - issued > TOKEN_TTL_MS || state.usedTokens.has(token)) return { success: false, 'error-codes': ['timeout-or-duplicate'] };
  state.usedTokens.set(token, issued);
  for (const [t, at] of state.usedTokens) if (now - at > TOKEN_TTL_MS) state.usedTokens.delete(t);
  return {
    success: true,
    action: Buffer.from(a, 'base64url').toString(),
    score: 0.9,
    challenge_ts: new Date(issued).toISOString(),
    hostname: 'sandbox',
  };
}

const script = `/* Velora sandbox captcha: same shape as the provider's invisible captcha. */
(function () {
  var src = (document.currentScript && document.currentScript.src) || '/sandbox/captcha/api.js';
  var base = src.replace(/\\/api\\.js(\\?.*)?$/, '');
  var api = {
    ready: function (cb) { if (typeof cb === 'function') setTimeout(cb, 0); },
    execute: function (siteKey, options) {
      return fetch(base + '/token', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ siteKey: siteKey, action: (options && options.action) || '' }),
        credentials: 'omit'
      }).then(function (r) {
        if (!r.ok) throw new Error('captcha unavailable');
        return r.json();
      }).then(function (j) { return j.token; });
    }
  };
  window.grecaptcha = api;
  var m = /[?&]onload=([A-Za-z_$][\\w$]*)/.exec(src);
  if (m && typeof window[m[1]] === 'function') setTimeout(window[m[1]], 0);
})();
`;

/** /api.js, /token and /verify; mount with prefix /sandbox/captcha. */
export async function sandboxCaptcha(app: FastifyInstance, options: { state: SandboxState }): Promise<void> {
  const { state } = options;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 8192 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  app.get('/api.js', async (_request, reply) => {
    reply.type('application/javascript; charset=utf-8').header('cache-control', 'public, max-age=300');
    return script;
  });
  app.post('/token', async (request, reply) => {
    const body = (request.body ?? {}) as { siteKey?: unknown; action?: unknown };
    if (body.siteKey !== state.siteKey) return reply.code(400).send({ error: 'invalid-site-key' });
    const action = typeof body.action === 'string' ? body.action : '';
    return { token: mintCaptchaToken(state.captchaSecret, state.siteKey, action) };
  });
  app.post('/verify', async (request) => {
    const body = (request.body ?? {}) as { secret?: unknown; response?: unknown };
    if (body.response === 'sandbox-fail') return { success: false, 'error-codes': ['invalid-input-response'] };
    return verifyCaptchaToken(state, body.secret, body.response);
  });
}
