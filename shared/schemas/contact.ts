// The contact form's payload (POST /api/contact): one schema for the form in the browser and the
// BFF. Messages are translation keys under about.contact.errors.*; the phone is optional, but
// when given it is checked against the chosen dial code like the sign-up form's.
import { z } from 'zod';
import { phoneNumberProblem } from './registration.ts';
import { DIAL_CODE_PATTERN, emailAddress, personName, PHONE_PATTERN } from './person-fields.ts';
import { contactTopics, CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN } from './contact-options.ts';
import { firstIssuePerField } from '../forms/field-errors.ts';

export const contactKeyPrefix = 'about.contact.errors.';
export const contactMessageKeys = {
  nameRequired: `${contactKeyPrefix}nameRequired`,
  nameMinLength: `${contactKeyPrefix}nameMinLength`,
  emailRequired: `${contactKeyPrefix}emailRequired`,
  emailInvalid: `${contactKeyPrefix}emailInvalid`,
  phoneInvalid: `${contactKeyPrefix}phoneInvalid`,
  topicRequired: `${contactKeyPrefix}topicRequired`,
  messageRequired: `${contactKeyPrefix}messageRequired`,
  messageMinLength: `${contactKeyPrefix}messageMinLength`,
  tooLong: `${contactKeyPrefix}tooLong`,
  invalid: `${contactKeyPrefix}invalid`,
  verifyIdentity: `${contactKeyPrefix}verifyIdentity`,
} as const;
const k = contactMessageKeys;

export { contactTopics, CONTACT_MESSAGE_MIN, CONTACT_MESSAGE_MAX, CONTACT_CAPTCHA_ACTION, type ContactTopic } from './contact-options.ts';

const contactFields = z.object({
  name: personName({ required: k.nameRequired, minLength: k.nameMinLength, tooLong: k.tooLong }),
  email: emailAddress({ required: k.emailRequired, invalid: k.emailInvalid, tooLong: k.tooLong }),
  /** Dial prefix of the chosen phone country ('+44'); the phone itself is optional. */
  phone_code: z.string({ error: k.phoneInvalid }).trim().refine((v) => v === '' || DIAL_CODE_PATTERN.test(v), { error: k.phoneInvalid }).optional().transform((v) => v ?? ''),
  phone: z.string({ error: k.phoneInvalid }).trim().refine((v) => v === '' || PHONE_PATTERN.test(v), { error: k.phoneInvalid }).optional().transform((v) => v ?? ''),
  topic: z.enum(contactTopics, { error: k.topicRequired }),
  message: z
    .string({ error: k.messageRequired })
    .trim()
    .min(1, { error: k.messageRequired, abort: true })
    .min(CONTACT_MESSAGE_MIN, { error: k.messageMinLength, abort: true })
    .max(CONTACT_MESSAGE_MAX, { error: k.tooLong }),
});

/** The phone number, when given, must fit its dial code (libphonenumber-js length rules). */
function contactPhoneProblem(phone: string, phoneCode: string): string | undefined {
  return phone && phoneNumberProblem(phone, phoneCode) ? k.phoneInvalid : undefined;
}
const phoneFits = (v: { phone: string; phone_code: string }, ctx: z.RefinementCtx) => {
  const problem = contactPhoneProblem(v.phone, v.phone_code);
  if (problem) ctx.addIssue({ code: 'custom', path: ['phone'], message: problem });
};

/** The fields a visitor types (the captcha token and locale are added on submit). */
export const contactFieldsSchema = contactFields.superRefine(phoneFits);

export const contactPayloadSchema = contactFields
  .extend({
    token: z.string({ error: k.verifyIdentity }).min(1, { error: k.verifyIdentity }).max(4096, { error: k.verifyIdentity }),
    /** The site version the message was sent from (the reply language). */
    locale: z.string({ error: k.invalid }).max(16, { error: k.invalid }).regex(/^[a-z]{2,3}(-[a-z]{2,4}){0,2}$/, { error: k.invalid }),
  })
  .strict()
  .superRefine(phoneFits);

export type ContactFields = z.input<typeof contactFieldsSchema>;
export type ContactPayload = z.output<typeof contactPayloadSchema>;
export type ContactField = keyof ContactFields;

/** Every bad field of a form state with its message key (the form shows them all at once). */
export function contactErrors(fields: unknown): Partial<Record<ContactField, string>> {
  const result = contactFieldsSchema.safeParse(fields);
  if (result.success) return {};
  const out = firstIssuePerField<ContactField>(result.error.issues);
  // The phone check is a refinement, skipped while other fields fail: run it on its own too.
  const f = (fields ?? {}) as { phone?: unknown; phone_code?: unknown };
  if (!out.phone && typeof f.phone === 'string') {
    const problem = contactPhoneProblem(f.phone.trim(), typeof f.phone_code === 'string' ? f.phone_code : '');
    if (problem) out.phone = problem;
  }
  return out;
}
