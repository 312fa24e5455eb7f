// The contact form's draft in localStorage: read after mount, written on every change, cleared
// after a successful send (useFormSubmit). The draft's shape and checks: shared/contact/form.ts.
import { CONTACT_DRAFT_KEY } from '../../../shared/storage-keys.ts';
import { contactDraftFrom, isEmptyContactDraft, type ContactDraft } from '../../../shared/contact/form.ts';
import { localDraft } from '../../features/form/draft-store.ts';

export { CONTACT_DRAFT_KEY };
export type { ContactDraft };
export const contactDraftStore = localDraft<ContactDraft>(CONTACT_DRAFT_KEY, contactDraftFrom, isEmptyContactDraft);
