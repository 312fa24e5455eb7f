// The contact form's checks, loaded when a visitor starts on the form (its first focus), not
// with the page: the schema brings zod and libphonenumber-js's metadata, 51 KB compressed, which
// made the contact page's start-up script the heaviest of the site's pages.
import type { contactErrors } from '../../../shared/schemas/contact.ts';

export type ContactCheck = typeof contactErrors;

let loading: Promise<ContactCheck> | undefined;

export function loadContactCheck(): Promise<ContactCheck> {
  if (!loading) {
    loading = import('../../../shared/schemas/contact.ts').then((m) => m.contactErrors);
    // A failed load (the network) is tried again on the next call.
    loading.catch(() => (loading = undefined));
  }
  return loading;
}
