// The contact form's pure parts: its draft (kept in localStorage), the fields it sends, its
// field order, and how the BFF's answer reads. No zod here: the page loads the schema
// (shared/schemas/contact.ts) only when a visitor starts on the form.
import type { CountryEntry } from '../countries/index.ts';
import { serverFieldErrors, type FieldErrors } from '../forms/field-errors.ts';
import type { ContactField } from '../schemas/contact.ts';

export interface ContactDraft {
  name: string;
  email: string;
  /** classname of the chosen dial-code country. */
  phoneCountry: string;
  phone: string;
  topic: string;
  message: string;
}

export const emptyContactDraft: ContactDraft = { name: '', email: '', phoneCountry: '', phone: '', topic: '', message: '' };

/** The fields a visitor fills in (the dial prefix comes with the chosen dial-code country). */
export type ContactFormField = Exclude<ContactField, 'phone_code'>;
/** The fields in the form's order (the first bad one gets focus). */
export const contactFieldOrder: readonly ContactFormField[] = ['name', 'email', 'phone', 'topic', 'message'];

/** What a stored draft may hold: known string fields, each capped (storage is visitor-controlled). */
export function contactDraftFrom(value: unknown): ContactDraft | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const out = { ...emptyContactDraft };
  for (const key of Object.keys(emptyContactDraft) as (keyof ContactDraft)[]) if (typeof v[key] === 'string') out[key] = (v[key] as string).slice(0, 6000);
  return out;
}

/** Nothing typed (the dial-code country alone is no draft). */
export function isEmptyContactDraft(d: ContactDraft): boolean {
  return !d.name && !d.email && !d.phone && !d.topic && !d.message;
}

/** The payload's fields: the dial prefix only when a phone number is given. */
export function contactFields(d: ContactDraft, list: readonly CountryEntry[]) {
  return { name: d.name, email: d.email, phone_code: d.phone ? (list.find((e) => e.classname === d.phoneCountry)?.phoneCo ?? '') : '', phone: d.phone, topic: d.topic, message: d.message };
}

export const contactMessagePrefix = 'about.contact.';
export const contactSendFailedKey = `${contactMessagePrefix}errors.sendFailed`;

export type ContactAnswer =
  | { ok: true; ticket: string }
  /** fields: the server named bad fields (shown at the fields); else key is the toast's message. */
  | { ok: false; fields: FieldErrors<ContactFormField>; key: string };

export function readContactAnswer(status: number, body: unknown): ContactAnswer {
  const b = body as { fields?: unknown; message?: unknown; data?: { ticket?: unknown } } | null;
  if (status === 200) return { ok: true, ticket: typeof b?.data?.ticket === 'string' ? b.data.ticket : '' };
  const fields = status === 400 ? serverFieldErrors(contactFieldOrder, b?.fields) : {};
  const key = typeof b?.message === 'string' && b.message.startsWith(contactMessagePrefix) ? b.message : contactSendFailedKey;
  return { ok: false, fields, key };
}
