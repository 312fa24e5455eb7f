import t from 'tap';
import type { CountryEntry } from '../countries/index.ts';
import { contactDraftFrom, contactFields, contactSendFailedKey, emptyContactDraft, isEmptyContactDraft, readContactAnswer } from './form.ts';

const list: CountryEntry[] = [
  { classname: 'gb', country: 'United Kingdom', value: 'United Kingdom', phoneCo: '+44' },
  { classname: 'sg', country: 'Singapore', value: 'Singapore', phoneCo: '+65' },
];

t.test('a stored draft keeps known string fields only, capped', async (t) => {
  t.same(contactDraftFrom({ name: 'Grace', topic: 'platform', admin: true, email: 42 }), { ...emptyContactDraft, name: 'Grace', topic: 'platform' });
  t.equal(contactDraftFrom({ message: 'x'.repeat(7000) })?.message.length, 6000);
  t.equal(contactDraftFrom(null), null);
  t.equal(contactDraftFrom('text'), null);
});

t.test('the dial-code country alone is no draft', async (t) => {
  t.ok(isEmptyContactDraft({ ...emptyContactDraft, phoneCountry: 'gb' }));
  t.notOk(isEmptyContactDraft({ ...emptyContactDraft, message: 'm' }));
});

t.test('the dial prefix is sent only with a phone number', async (t) => {
  const d = { ...emptyContactDraft, name: 'Grace', phoneCountry: 'gb' };
  t.equal(contactFields(d, list).phone_code, '');
  t.equal(contactFields({ ...d, phone: '7700 900123' }, list).phone_code, '+44');
  t.equal(contactFields({ ...d, phone: '1', phoneCountry: 'zz' }, list).phone_code, '', 'an unknown country: no prefix');
});

t.test('the answer: a ticket, field errors from a 400, or a message key', async (t) => {
  t.same(readContactAnswer(200, { data: { ticket: 'VM-123456' } }), { ok: true, ticket: 'VM-123456' });
  t.same(readContactAnswer(200, { data: { ticket: null } }), { ok: true, ticket: '' });
  t.same(readContactAnswer(400, { fields: { email: 'about.contact.errors.emailInvalid', token: 'x' } }), { ok: false, fields: { email: 'about.contact.errors.emailInvalid' }, key: contactSendFailedKey });
  t.same(readContactAnswer(429, { message: 'about.contact.errors.tooMany' }), { ok: false, fields: {}, key: 'about.contact.errors.tooMany' });
  t.same(readContactAnswer(500, { message: 'Internal <b>error</b>' }), { ok: false, fields: {}, key: contactSendFailedKey }, 'a message that is no key of the form is not shown');
  t.same(readContactAnswer(503, null), { ok: false, fields: {}, key: contactSendFailedKey });
});
