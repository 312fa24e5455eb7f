// The contact form's fixed options, apart from its schema (contact.ts): the form renders with
// these, and loads the schema (zod and libphonenumber-js) only when a visitor starts on it.

export const contactTopics = ['account', 'funding', 'platform', 'trading', 'partnership', 'complaint', 'other'] as const;
export type ContactTopic = (typeof contactTopics)[number];
export const CONTACT_MESSAGE_MIN = 20;
export const CONTACT_MESSAGE_MAX = 5000;
/** The captcha action of the contact form (the server verifies it). */
export const CONTACT_CAPTCHA_ACTION = 'contact';
