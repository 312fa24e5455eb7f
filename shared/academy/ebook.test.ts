// The e-book's sign-up wiring (spec section 9): the dialog opened with the e-book's bookId sends
// referral_code 'ebooksignup2025', unless a valid referral_code cookie names another.
import t from 'tap';
import { EBOOK_ID } from './ebook.ts';
import { EBOOK_REFERRAL_CODE, referralCode } from '../signup/rules.ts';

t.test('the e-book bookId selects the e-book referral code', async (t) => {
  t.ok(EBOOK_ID >= 1, 'a bookId of 1 or more');
  t.equal(EBOOK_REFERRAL_CODE, 'ebooksignup2025');
  t.equal(referralCode(undefined, EBOOK_ID), 'ebooksignup2025');
  t.equal(referralCode('', EBOOK_ID), 'ebooksignup2025', 'an empty cookie is no cookie');
  t.equal(referralCode('PARTNER7', EBOOK_ID), 'PARTNER7', 'the cookie wins');
  t.equal(referralCode(undefined, undefined), '', 'other calls to action send none');
});
