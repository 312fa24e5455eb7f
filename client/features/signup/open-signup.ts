// The one mechanism every call to action uses to ask for the sign-up dialog. The dialog
// (a later issue) listens for this event and loads its code on the first request.
export const openSignupEvent = 'velora:open-signup';

export interface OpenSignupDetail {
  bookId?: number;
  /** Which call to action asked (analytics and tests). */
  source: string;
}

export function openSignup(detail: OpenSignupDetail): void {
  window.dispatchEvent(new CustomEvent<OpenSignupDetail>(openSignupEvent, { detail }));
}
