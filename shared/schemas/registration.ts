// The sign-up payload (spec sections 3, 5 and 9), shared by the sign-up form and POST
// /api/register. Messages are translation keys under component.register.validation.*.
// The form validates registrationFormSchema (no captcha token yet); the server validates
// registrationPayloadSchema, which adds the token. Unknown fields are dropped, never forwarded.
import { z } from 'zod';

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
  countryRequired: `${validationKeyPrefix}countryRequired`,
  tooLong: `${validationKeyPrefix}tooLong`,
  invalid: `${validationKeyPrefix}invalid`,
  /** Captcha missing or failing (section 5/8: 'verifyIdentity'). */
  verifyIdentity: `${validationKeyPrefix}verifyIdentity`,
} as const;

const k = registrationMessageKeys;

/** Section 9 constants. */
export const NAME_MIN_LENGTH = 2;
export const registrationDefaults = {
  send_email: 0,
  register_account_type: 1,
  redirect: 'apply-live-ta',
  language: 'en',
} as const;

export const registrationLanguages = ['en', 'zh_Hant', 'zh-hans'] as const;
export type RegistrationLanguage = (typeof registrationLanguages)[number];

/** Section 5: non-space characters, '@', non-space characters, '.', non-space characters. */
export const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;

const name = (required: string, minLength: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .min(NAME_MIN_LENGTH, { error: minLength, abort: true })
    .max(100, { error: k.tooLong });

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

export const registrationFormSchema = z.object({
  first_name: name(k.firstNameRequired, k.firstNameMinLength),
  middle_name: optionalText(100),
  last_name: name(k.lastNameRequired, k.lastNameMinLength),
  email: z
    .string({ error: k.emailRequired })
    .trim()
    .min(1, { error: k.emailRequired, abort: true })
    .max(254, { error: k.tooLong, abort: true })
    .regex(EMAIL_PATTERN, { error: k.emailInvalid }),
  mobile: z
    .string({ error: k.phoneRequired })
    .trim()
    .min(1, { error: k.phoneRequired, abort: true })
    .regex(/^[0-9 ()+.-]{4,32}$/, { error: k.phoneInvalid }),
  /** The English country value (section 3). */
  country: z.string({ error: k.countryRequired }).trim().min(1, { error: k.countryRequired, abort: true }).max(100, { error: k.tooLong }),
  /** Dial prefix, such as +44 or +1-684. */
  country_code: z
    .string({ error: k.countryRequired })
    .trim()
    .regex(/^\+?\d{1,4}(-\d{1,4})?$/, { error: k.countryRequired }),
  countryValue: optionalText(100),
  classname: z
    .string({ error: k.invalid })
    .trim()
    .regex(/^[a-z]{2}$/, { error: k.invalid })
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

export const registrationPayloadSchema = registrationFormSchema.extend({
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
  if (result.success) return {};
  const out: Partial<Record<RegistrationField, string>> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as RegistrationField;
    if (field && !(field in out)) out[field] = issue.message;
  }
  return out;
}
