// The browser storage keys this site writes (listed with their purposes in shared/cookies.ts),
// apart from the cookie table: a form that needs only its key does not load the cookie rules
// (locale detection, attribution) with its start-up JavaScript.

/** The contact form's draft (client/pages/about/contact-draft.ts). */
export const CONTACT_DRAFT_KEY = 'velora.contact.draft';
/** The UK warning choice (client/features/uk-warning; a test checks the name matches). */
export const UK_WARNING_KEY = 'velora.ukWarning';
