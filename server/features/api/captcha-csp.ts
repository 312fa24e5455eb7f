// CSP sources the sign-up captcha needs when its script comes from another host (the sandbox
// provider is same-origin and needs none). reCAPTCHA loads more code from gstatic and runs in
// frames of its own host.
import type { CspExtra } from '../../plugins/security.ts';
import type { ApiConfig } from './config.ts';

export function captchaCsp(apiConfig: Pick<ApiConfig, 'CAPTCHA_SCRIPT_URL'>): CspExtra {
  const url = apiConfig.CAPTCHA_SCRIPT_URL;
  if (!url || !/^https:\/\//.test(url)) return {};
  const origin = new URL(url).origin;
  const google = /(^|\.)(google\.com|recaptcha\.net)$/.test(new URL(url).hostname);
  const scripts = google ? [origin, 'https://www.gstatic.com'] : [origin];
  return { scriptHosts: scripts, frameHosts: [origin], connectHosts: [origin] };
}
