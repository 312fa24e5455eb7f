// The invisible captcha in the browser (grecaptcha-shaped: ready(cb), execute(siteKey,
// { action }) -> Promise<token>), used by every form through useFormSubmit. The provider's
// script is added once (when a form first needs it); a token is asked for on each submission.
interface Grecaptcha {
  ready(cb: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

export class CaptchaLoadError extends Error {}

let scriptPromise: Promise<Grecaptcha> | null = null;

export function loadCaptcha(scriptUrl: string, timeoutMs = 15_000): Promise<Grecaptcha> {
  if (scriptPromise) return scriptPromise;
  scriptPromise = new Promise<Grecaptcha>((resolve, reject) => {
    const existing = (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
    if (existing?.execute) return existing.ready(() => resolve(existing));
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    const timer = setTimeout(() => reject(new CaptchaLoadError('captcha script timed out')), timeoutMs);
    script.onload = () => {
      clearTimeout(timer);
      const g = (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
      if (!g?.ready || !g.execute) return reject(new CaptchaLoadError('captcha script has no API'));
      g.ready(() => resolve(g));
    };
    script.onerror = () => {
      clearTimeout(timer);
      script.remove();
      reject(new CaptchaLoadError('captcha script failed to load'));
    };
    document.head.appendChild(script);
  });
  // A failed load can be retried by the next attempt (after the visitor's refresh or not).
  scriptPromise.catch(() => {
    scriptPromise = null;
  });
  return scriptPromise;
}

/** A token for the action, or '' when the captcha is missing or fails (never throws). */
export async function captchaToken(scriptUrl: string, siteKey: string, action: string, timeoutMs = 15_000): Promise<string> {
  try {
    const g = await loadCaptcha(scriptUrl, timeoutMs);
    const token = await Promise.race([
      g.execute(siteKey, { action }),
      new Promise<string>((_, reject) => setTimeout(() => reject(new Error('captcha timed out')), timeoutMs)),
    ]);
    return typeof token === 'string' ? token : '';
  } catch {
    return '';
  }
}
