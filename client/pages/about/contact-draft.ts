// The contact form's draft in localStorage: read after mount, written on every change, cleared
// after a successful send. Storage failures (private mode, quota) are ignored.
export interface ContactDraft {
  name: string;
  email: string;
  /** classname of the chosen dial-code country. */
  phoneCountry: string;
  phone: string;
  topic: string;
  message: string;
}

export { CONTACT_DRAFT_KEY } from '../../../shared/cookies.ts';
import { CONTACT_DRAFT_KEY } from '../../../shared/cookies.ts';
export const emptyDraft: ContactDraft = { name: '', email: '', phoneCountry: '', phone: '', topic: '', message: '' };

export function readDraft(): ContactDraft | null {
  try {
    const raw = localStorage.getItem(CONTACT_DRAFT_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Record<string, unknown>;
    const out = { ...emptyDraft };
    for (const key of Object.keys(emptyDraft) as (keyof ContactDraft)[]) if (typeof value[key] === 'string') out[key] = (value[key] as string).slice(0, 6000);
    return out;
  } catch {
    return null;
  }
}

export function saveDraft(d: ContactDraft): void {
  try {
    const empty = !d.name && !d.email && !d.phone && !d.topic && !d.message;
    if (empty) localStorage.removeItem(CONTACT_DRAFT_KEY);
    else localStorage.setItem(CONTACT_DRAFT_KEY, JSON.stringify(d));
  } catch {
    // storage unavailable: the draft lives for this page view only
  }
}

export function clearDraft(): void {
  try {
    localStorage.removeItem(CONTACT_DRAFT_KEY);
  } catch {
    // ignore
  }
}
