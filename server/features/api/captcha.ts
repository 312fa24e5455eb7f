// Server-side captcha verification against the provider's verify endpoint (reCAPTCHA-style:
// form POST of secret, response, remoteip; answer { success, action, score, 'error-codes' }).
// The expected action is checked; a score below the minimum fails; the call has a time-out.
import { request } from 'undici';

export type CaptchaFailure = 'missing' | 'invalid' | 'wrong-action' | 'low-score' | 'unavailable' | 'unconfigured';
export type CaptchaResult = { ok: true } | { ok: false; reason: CaptchaFailure };

export interface CaptchaVerifierOptions {
  /** undefined: captcha is not configured (registrations are refused). */
  verifyUrl: string | undefined;
  secret: string;
  timeoutMs: number;
  minScore: number;
}

export type CaptchaVerifier = (token: string | undefined, expectedAction: string, remoteIp?: string) => Promise<CaptchaResult>;

export function createCaptchaVerifier(options: CaptchaVerifierOptions): CaptchaVerifier {
  return async (token, expectedAction, remoteIp) => {
    if (!token) return { ok: false, reason: 'missing' };
    if (!options.verifyUrl) return { ok: false, reason: 'unconfigured' };
    const form = new URLSearchParams({ secret: options.secret, response: token });
    if (remoteIp) form.set('remoteip', remoteIp);
    let answer: { success?: unknown; action?: unknown; score?: unknown };
    try {
      const res = await request(options.verifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form.toString(),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      if (res.statusCode !== 200) {
        await res.body.dump();
        return { ok: false, reason: 'unavailable' };
      }
      answer = (await res.body.json()) as typeof answer;
    } catch {
      return { ok: false, reason: 'unavailable' };
    }
    if (answer?.success !== true) return { ok: false, reason: 'invalid' };
    if (answer.action !== expectedAction) return { ok: false, reason: 'wrong-action' };
    if (typeof answer.score === 'number' && answer.score < options.minScore) return { ok: false, reason: 'low-score' };
    return { ok: true };
  };
}
