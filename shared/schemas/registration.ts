// The sign-up payload (spec sections 3, 5 and 9), shared by the sign-up form and POST
// /api/register. Messages are translation keys under component.register.validation.*.
// The form validates registrationFormSchema (no captcha token yet); the server validates
// registrationPayloadSchema, which adds the token. Unknown fields are dropped, never forwarded.
import { z } from 'zod';
import { validatePhoneNumberLength } from 'libphonenumber-js/min';
import { DIAL_CODE_PATTERN, emailAddress, personName, PHONE_PATTERN } from './person-fields.ts';
import { firstIssuePerField } from '../forms/field-errors.ts';

export const validationKeyPrefix = 'component.register.validation.';

/** Keys of section 5, plus a few server-side sanity keys (tooLong, phoneInvalid, ...). */
export const registrationMessageKeys = {
  firstNameRequired: `${validationKeyPrefix}firstNameRequired`,
  firstNameMinLength: `${validationKeyPrefix}firstNameMinLength`,
  lastNameRequired: `${validationKeyPrefix}lastNameRequired`,
  lastNameMinLength: `${validationKeyPrefix}lastNameMinLength`,
  emailRequired: `${validationKeyPrefix}emailRequired`,
  emailInvalid: `${validationKeyPrefix}emailInvalid`,
  phoneRequired: `${validationKeyPrefix}phoneRequired`,
  phoneInvalid: `${validationKeyPrefix}phoneInvalid`,
  /** The number is too short / too long for the chosen country (libphonenumber-js metadata). */
  phoneTooShort: `${validationKeyPrefix}phoneTooShort`,
  phoneTooLong: `${validationKeyPrefix}phoneTooLong`,
  countryRequired: `${validationKeyPrefix}countryRequired`,
  tooLong: `${validationKeyPrefix}tooLong`,
  invalid: `${validationKeyPrefix}invalid`,
  /** Captcha missing or failing (section 5/8: 'verifyIdentity'). */
  verifyIdentity: `${validationKeyPrefix}verifyIdentity`,
} as const;

const k = registrationMessageKeys;

/** Section 9 constants. */
export const registrationDefaults = {
  send_email: 0,
  register_account_type: 1,
  redirect: 'apply-live-ta',
  language: 'en',
} as const;

export const registrationLanguages = ['en', 'zh_Hant', 'zh-hans'] as const;
export type RegistrationLanguage = (typeof registrationLanguages)[number];

const name = (required: string, minLength: string) => personName({ required, minLength, tooLong: k.tooLong });

const optionalText = (max: number) =>
  z
    .string({ error: k.invalid })
    .trim()
    .max(max, { error: k.tooLong })
    .optional()
    .transform((v) => v ?? '');

const smallInt = (def: number, min: number, max: number) =>
  z
    .union([z.number(), z.string().regex(/^\d{1,3}$/).transform(Number)], { error: k.invalid })
    .pipe(z.number().int({ error: k.invalid }).min(min, { error: k.invalid }).max(max, { error: k.invalid }))
    .optional()
    .transform((v) => v ?? def);

const registrationFields = z.object({
  first_name: name(k.firstNameRequired, k.firstNameMinLength),
  middle_name: optionalText(100),
  last_name: name(k.lastNameRequired, k.lastNameMinLength),
  email: emailAddress({ required: k.emailRequired, invalid: k.emailInvalid, tooLong: k.tooLong }),
  mobile: z
    .string({ error: k.phoneRequired })
    .trim()
    .min(1, { error: k.phoneRequired, abort: true })
    .regex(PHONE_PATTERN, { error: k.phoneInvalid }),
  /** The English country value (section 3). */
  country: z.string({ error: k.countryRequired }).trim().min(1, { error: k.countryRequired, abort: true }).max(100, { error: k.tooLong }),
  /** Dial prefix, such as +44 or +1-684. */
  country_code: z
    .string({ error: k.countryRequired })
    .trim()
    .regex(DIAL_CODE_PATTERN, { error: k.countryRequired }),
  countryValue: optionalText(100),
  classname: z
    .string({ error: k.invalid })
    .trim()
    .regex(/^([a-z]{2})?$/, { error: k.invalid })
    .optional()
    .transform((v) => v ?? ''),
  send_email: smallInt(registrationDefaults.send_email, 0, 1),
  register_account_type: smallInt(registrationDefaults.register_account_type, 0, 99),
  language: z
    .enum(registrationLanguages, { error: k.invalid })
    .optional()
    .transform((v): RegistrationLanguage => v ?? registrationDefaults.language),
  /** A portal page name; it ends up in a URL path, so it is a strict slug. */
  redirect: z
    .string({ error: k.invalid })
    .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, { error: k.invalid })
    .optional()
    .transform((v) => v ?? registrationDefaults.redirect),
  referral_code: z
    .string({ error: k.invalid })
    .trim()
    .regex(/^[A-Za-z0-9_-]{0,64}$/, { error: k.invalid })
    .optional()
    .transform((v) => v ?? ''),
});

/**
 * The phone number checked against the chosen dial prefix with libphonenumber-js's length rules
 * for that country: undefined when fine (or when the prefix has no metadata), else a message key.
 * A number typed with its own '+' prefix is checked as typed. Length only, not number patterns:
 * a real number is never refused because the metadata is a little stale.
 */
export function phoneNumberProblem(mobile: string, countryCode: string | undefined): string | undefined {
  const digits = mobile.trim();
  const prefix = (countryCode ?? '').replace(/[^\d]/g, '');
  const international = digits.startsWith('+') ? digits : prefix ? `+${prefix}${digits}` : '';
  if (!international) return undefined;
  const problem = validatePhoneNumberLength(international);
  if (problem === undefined || problem === 'INVALID_COUNTRY') return undefined;
  if (problem === 'TOO_SHORT') return k.phoneTooShort;
  if (problem === 'TOO_LONG') return k.phoneTooLong;
  return k.phoneInvalid;
}

const phoneMatchesCountry = (value: { mobile: string; country_code: string }, ctx: z.RefinementCtx) => {
  const problem = phoneNumberProblem(value.mobile, value.country_code);
  if (problem) ctx.addIssue({ code: 'custom', path: ['mobile'], message: problem });
};

/** What the sign-up form checks: the fields, and the phone number against its dial prefix. */
export const registrationFormSchema = registrationFields.superRefine(phoneMatchesCountry);

/**
 * What POST /api/register accepts: the fields plus the captcha token. The per-country phone
 * length check is the form's (a server-side sanity regex still applies), so a number the
 * metadata does not know yet is never refused by the server.
 */
export const registrationPayloadSchema = registrationFields.extend({
  token: z
    .string({ error: k.verifyIdentity })
    .min(1, { error: k.verifyIdentity, abort: true })
    .max(4096, { error: k.verifyIdentity }),
});

export type RegistrationForm = z.input<typeof registrationFormSchema>;
export type RegistrationPayload = z.output<typeof registrationPayloadSchema>;
export type RegistrationField = keyof z.input<typeof registrationPayloadSchema>;

/** The first message key per field, as the form shows them (empty object = no errors). */
export function registrationErrors(
  input: unknown,
  schema: typeof registrationFormSchema | typeof registrationPayloadSchema = registrationFormSchema,
): Partial<Record<RegistrationField, string>> {
  const result = schema.safeParse(input);
  return result.success ? {} : firstIssuePerField<RegistrationField>(result.error.issues);
}
