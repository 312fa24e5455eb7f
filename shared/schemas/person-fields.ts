// Field rules shared by the sign-up and the contact forms (section 5): a person's name, an email
// address, a phone number and its dial prefix. Each form passes its own message keys.
import { z } from 'zod';

/** Section 5: non-space characters, '@', non-space characters, '.', non-space characters. */
export const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;
export const NAME_MIN_LENGTH = 2;
/** Digits and the usual separators, 4-32 characters (the length per country is checked apart). */
export const PHONE_PATTERN = /^[0-9 ()+.-]{4,32}$/;
/** Dial prefix, such as +44 or +1-684. */
export const DIAL_CODE_PATTERN = /^\+?\d{1,4}(-\d{1,4})?$/;

export const personName = (keys: { required: string; minLength: string; tooLong: string }) =>
  z
    .string({ error: keys.required })
    .trim()
    .min(1, { error: keys.required, abort: true })
    .min(NAME_MIN_LENGTH, { error: keys.minLength, abort: true })
    .max(100, { error: keys.tooLong });

export const emailAddress = (keys: { required: string; invalid: string; tooLong: string }) =>
  z
    .string({ error: keys.required })
    .trim()
    .min(1, { error: keys.required, abort: true })
    .max(254, { error: keys.tooLong, abort: true })
    .regex(EMAIL_PATTERN, { error: keys.invalid });
