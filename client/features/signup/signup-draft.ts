// The sign-up draft lives for the page view: kept across closing and reopening the dialog and
// after any failure, cleared after a successful sign-up (useFormSubmit does both).
import { memoryDraft } from '../form/draft-store.ts';
import type { SignupDraft } from '../../../shared/signup/form.ts';

export const signupDraftStore = memoryDraft<SignupDraft>();
