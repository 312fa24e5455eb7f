// The academy's e-book offer. Its sign-up dialog is opened with this bookId, so the sign-up
// carries referral_code 'ebooksignup2025' unless a referral_code cookie names another (spec 9).
export const EBOOK_ID = 1;
