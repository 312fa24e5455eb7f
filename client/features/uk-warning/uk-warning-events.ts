/** Session storage key of the UK warning choice (spec 7: session storage). */
export const UK_WARNING_STORAGE_KEY = 'velora.ukWarning';
/** Raised on window when a UK visitor confirms; detail: { value: 'confirm' }. */
export const ukWarningConfirmEvent = 'velora:uk-warning-confirm';
