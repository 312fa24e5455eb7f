import t from 'tap';
import en from '../countries/countries.en.json' with { type: 'json' };
import type { CountryEntry } from '../countries/index.ts';
import { registrationMessageKeys as k } from '../schemas/registration.ts';
import { emptySignupDraft, readRegistrationAnswer, registrationFailedKey, registrationPayload, signupErrors, signupFields, withCountry, withLocation, withPhoneCode, type SignupDraft } from './form.ts';

const list: CountryEntry[] = en;
const sg: SignupDraft = { ...emptySignupDraft(list), first_name: 'Ada', middle_name: 'King', last_name: 'Lovelace', email: 'ada@example.com', mobile: '9123 4567', country: 'sg', phone: 'sg' };

t.test('an empty draft starts on Bolivia (BO), country and dial code alike', async (t) => {
  const d = emptySignupDraft(list);
  t.equal(d.country, 'bo');
  t.equal(d.phone, 'bo');
  t.equal(emptySignupDraft([]).country, '', 'no list: no country');
});

t.test('the fields as the payload names them (section 3)', async (t) => {
  t.same(signupFields(sg, list), { first_name: 'Ada', middle_name: 'King', last_name: 'Lovelace', email: 'ada@example.com', mobile: '9123 4567', country: 'Singapore', countryValue: 'Singapore', classname: 'sg', country_code: '+65' });
  t.same(signupFields({ ...sg, phone: 'gb' }, list).country_code, '+44', 'the dial code is its own choice');
});

t.test('the checked fields and their keys (section 5), all at once', async (t) => {
  t.same(signupErrors(sg, list), {}, 'a complete form');
  t.same(signupErrors(emptySignupDraft(list), list), { first_name: k.firstNameRequired, last_name: k.lastNameRequired, email: k.emailRequired, mobile: k.phoneRequired });
  t.same(signupErrors({ ...sg, first_name: 'A', last_name: 'L' }, list), { first_name: k.firstNameMinLength, last_name: k.lastNameMinLength });
  t.same(signupErrors({ ...sg, email: 'ada@example' }, list), { email: k.emailInvalid });
  t.same(signupErrors({ ...sg, mobile: '12a' }, list), { mobile: k.phoneInvalid });
  t.same(signupErrors({ ...sg, middle_name: '' }, list), {}, 'the middle name is optional');
});

t.test('the number is checked against the dial code even while other fields fail', async (t) => {
  t.same(signupErrors({ ...sg, mobile: '1234' }, list), { mobile: k.phoneTooShort });
  t.same(signupErrors({ ...sg, first_name: '', mobile: '1234' }, list), { first_name: k.firstNameRequired, mobile: k.phoneTooShort });
  t.same(signupErrors({ ...sg, phone: 'gb' }, list), { mobile: k.phoneInvalid }, 'a Singapore number does not fit the UK dial code');
});

t.test('the dial code follows the country until the visitor picks one; the location only before any choice', async (t) => {
  const d = emptySignupDraft(list);
  t.match(withCountry(d, 'gb'), { country: 'gb', phone: 'gb', touched: true });
  const picked = withPhoneCode(d, 'im');
  t.match(picked, { phone: 'im', touched: true, phoneTouched: true });
  t.match(withCountry(picked, 'de'), { country: 'de', phone: 'im' }, 'a picked dial code stays');
  t.match(withLocation(d, 'sg'), { country: 'sg', phone: 'sg' });
  t.equal(withLocation(withCountry(d, 'de'), 'sg').country, 'de', 'the visitor’s choice wins over the location');
});

t.test('the payload adds section 9 constants, the language and the referral rule', async (t) => {
  const p = registrationPayload(sg, list, { locale: 'zh-hant-tw', token: 'tok', referralCookie: undefined, bookId: 3 });
  t.match(p, { country: 'Singapore', send_email: 0, register_account_type: 1, language: 'zh_Hant', redirect: 'apply-live-ta', token: 'tok', referral_code: 'ebooksignup2025' });
  t.equal(registrationPayload(sg, list, { locale: 'en', token: 't', referralCookie: 'REF42', bookId: 3 }).referral_code, 'REF42', 'the cookie first');
  t.equal(registrationPayload(sg, list, { locale: 'en', token: 't', referralCookie: undefined, bookId: undefined }).referral_code, '');
});

t.test('the registration answer (sections 4 and 8)', async (t) => {
  t.same(readRegistrationAnswer(200, { data: { redirect_address: 'https://portal.example/apply?x=1' } }), { ok: true, redirectAddress: 'https://portal.example/apply?x=1' });
  t.same(readRegistrationAnswer(200, { data: { redirect_address: 'javascript:alert(1)' } }), { ok: false, key: registrationFailedKey }, 'only http(s) addresses open');
  t.same(readRegistrationAnswer(200, { data: {} }), { ok: false, key: registrationFailedKey }, '200 without an address is a failure');
  t.same(readRegistrationAnswer(409, { data: { message: 'This email address is already registered.' } }), { ok: false, text: 'This email address is already registered.' }, "the server's message as text");
  t.same(readRegistrationAnswer(400, { data: { message: k.verifyIdentity } }), { ok: false, key: k.verifyIdentity }, 'a translation key is translated');
  t.same(readRegistrationAnswer(502, null), { ok: false, key: registrationFailedKey }, 'no body');
});
