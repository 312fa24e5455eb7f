// The sign-up form's pure parts (spec sections 3, 4, 5, 8 and 9): the draft the dialog keeps, the
// fields it sends, which fields it checks and how, the country / dial-code choices, and how the
// registration answer reads. Imports the registration schema (zod, phone metadata): the sign-up
// dialog's lazy chunk only.
import type { CountryEntry } from '../countries/index.ts';
import { firstIssuePerField, pickFieldErrors, type FieldErrors } from '../forms/field-errors.ts';
import { phoneNumberProblem, registrationDefaults, registrationFormSchema, validationKeyPrefix } from '../schemas/registration.ts';
import { defaultCountry, referralCode, registrationLanguage } from './rules.ts';

export interface SignupDraft {
  first_name: string;
  middle_name: string;
  last_name: string;
  email: string;
  mobile: string;
  /** classname of the chosen country and of the chosen dial code. */
  country: string;
  phone: string;
  /** The visitor picked a country / a dial code themselves (the location must not override it). */
  touched: boolean;
  phoneTouched: boolean;
}

/** The fields checked on each input and all together on submit, in the form's order (section 5). */
export const signupCheckedFields = ['first_name', 'last_name', 'email', 'mobile'] as const;
export type SignupField = (typeof signupCheckedFields)[number];

/** Section 4: an empty form on the default country ('BO', else the first), dial code alike. */
export function emptySignupDraft(list: readonly CountryEntry[]): SignupDraft {
  const d = defaultCountry(list)?.classname ?? '';
  return { first_name: '', middle_name: '', last_name: '', email: '', mobile: '', country: d, phone: d, touched: false, phoneTouched: false };
}

/** The visitor's fields as the payload names them (section 3: country value, dial prefix, ...). */
export function signupFields(d: SignupDraft, list: readonly CountryEntry[]) {
  const country = list.find((e) => e.classname === d.country);
  const phone = list.find((e) => e.classname === d.phone);
  return {
    first_name: d.first_name,
    middle_name: d.middle_name,
    last_name: d.last_name,
    email: d.email,
    mobile: d.mobile,
    country: country?.value ?? '',
    countryValue: country?.country ?? '',
    classname: country?.classname ?? '',
    country_code: phone?.phoneCo ?? '',
  };
}

/**
 * The checked fields' messages. The schema's per-country phone check runs only once every field
 * parses; here it also runs on its own, so the visitor sees it while other fields still fail.
 */
export function signupErrors(d: SignupDraft, list: readonly CountryEntry[]): FieldErrors<SignupField> {
  const fields = signupFields(d, list);
  const result = registrationFormSchema.safeParse(fields);
  const out = result.success ? {} : pickFieldErrors(signupCheckedFields, firstIssuePerField(result.error.issues));
  if (!out.mobile) {
    const problem = phoneNumberProblem(fields.mobile, fields.country_code);
    if (problem) out.mobile = problem;
  }
  return out;
}

/** A chosen country: the dial code follows it until the visitor picks a dial code. */
export function withCountry(d: SignupDraft, classname: string): SignupDraft {
  return { ...d, country: classname, phone: d.phoneTouched ? d.phone : classname, touched: true };
}

/** A chosen dial code: it stays whatever country is picked later. */
export function withPhoneCode(d: SignupDraft, classname: string): SignupDraft {
  return { ...d, phone: classname, touched: true, phoneTouched: true };
}

/** Section 4: the location's country sets both, unless the visitor already chose. */
export function withLocation(d: SignupDraft, classname: string): SignupDraft {
  return d.touched ? d : { ...d, country: classname, phone: classname };
}

/** Section 4/8: what the registration answer means for the visitor. */
export type RegistrationAnswer =
  | { ok: true; redirectAddress: string }
  /** key: a translation key to translate; text: the server's message shown as it is. */
  | { ok: false; key: string; text?: undefined }
  | { ok: false; text: string; key?: undefined };

export const registrationFailedKey = 'component.register.registrationFailed';
const messagePrefix = validationKeyPrefix.slice(0, validationKeyPrefix.indexOf('validation.'));

export function readRegistrationAnswer(status: number, body: unknown): RegistrationAnswer {
  const data = (body as { data?: { redirect_address?: unknown; message?: unknown } } | null)?.data;
  const address = data?.redirect_address;
  if (status === 200 && typeof address === 'string' && /^https?:\/\//.test(address)) return { ok: true, redirectAddress: address };
  const message = data?.message;
  if (typeof message !== 'string' || message === '') return { ok: false, key: registrationFailedKey };
  // The server's message is shown as text; a translation key (validation, captcha) is translated.
  return message.startsWith(messagePrefix) ? { ok: false, key: message } : { ok: false, text: message };
}

/** Section 9: the payload of POST /api/register (constants, language by locale, referral rule). */
export function registrationPayload(d: SignupDraft, list: readonly CountryEntry[], at: { locale: string; token: string; referralCookie: string | undefined; bookId: number | undefined }) {
  return {
    ...signupFields(d, list),
    send_email: registrationDefaults.send_email,
    register_account_type: registrationDefaults.register_account_type,
    language: registrationLanguage(at.locale),
    redirect: registrationDefaults.redirect,
    token: at.token,
    referral_code: referralCode(at.referralCookie, at.bookId),
  };
}
