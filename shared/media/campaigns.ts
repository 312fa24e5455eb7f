// Campaign landings (academy/register-{id}): each webinar's ('webinar-201', from the upstream's
// webinar list) and the 2025 e-book's, whose sign-up carries bookId 1 so the dialog sends the
// referral code 'ebooksignup2025' (spec section 9). Pure.

export const EBOOK_CAMPAIGN = 'ebooksignup2025';
export const EBOOK_BOOK_ID = 1;

export type CampaignRef = { kind: 'ebook'; id: string } | { kind: 'webinar'; id: string } | null;

/** What kind of campaign an id names (the webinar itself is looked up in the upstream list). */
export function campaignKind(id: string): CampaignRef {
  if (id === EBOOK_CAMPAIGN) return { kind: 'ebook', id };
  if (/^webinar-[1-9]\d{0,8}$/.test(id)) return { kind: 'webinar', id };
  return null;
}
