// Sends a sign-up (spec 4, 8, 9): POST /api/register with the captcha token; success opens the
// portal's redirect_address (campaign_code appended) in a new window and pushes 'signUpSuccess';
// a failure names the server's message or 'registrationFailed'.
import type { CountryEntry } from '../../../shared/countries/index.ts';
import { readCookie } from '../../../shared/signup/attribution.ts';
import { appendCampaignCode } from '../../../shared/signup/rules.ts';
import { readRegistrationAnswer, registrationPayload, type SignupDraft, type SignupField } from '../../../shared/signup/form.ts';
import { pushDataLayer } from '../third-party/data-layer.ts';
import { postJson } from '../form/post-json.ts';
import type { SendOutcome } from '../form/use-form-submit.ts';

export interface SignupContext {
  list: readonly CountryEntry[];
  locale: string;
  bookId: number | undefined;
  t: (key: string) => string;
}

export async function sendSignup(draft: SignupDraft, token: string, c: SignupContext): Promise<SendOutcome<SignupField, string>> {
  const payload = registrationPayload(draft, c.list, { locale: c.locale, token, bookId: c.bookId, referralCookie: readCookie(document.cookie, 'referral_code') });
  const { status, body } = await postJson('/api/register', payload);
  const answer = readRegistrationAnswer(status, body);
  if (answer.ok) return { ok: true, toast: c.t('component.register.success'), result: answer.redirectAddress };
  return { ok: false, toast: answer.key !== undefined ? c.t(answer.key) : answer.text };
}

/** The portal in a new window (a blocked pop-up must not lose the sign-up: then this window). */
export function openPortal(redirectAddress: string): void {
  const url = appendCampaignCode(redirectAddress, readCookie(document.cookie, 'campaign_code'));
  pushDataLayer({ event: 'signUpSuccess' });
  const w = window.open(url, '_blank');
  if (w) w.opener = null;
  else window.location.assign(url);
}
