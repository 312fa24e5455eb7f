import t from 'tap';
import { contactErrors, contactMessageKeys as k, contactPayloadSchema } from './contact.ts';

const good = { name: 'Ada Lovelace', email: 'ada@example.com', phone_code: '+44', phone: '7700 900123', topic: 'account', message: 'I would like to know how to change my account currency.' };

t.test('a complete form has no errors', async (t) => {
  t.same(contactErrors(good), {});
  t.same(contactErrors({ ...good, phone: '', phone_code: '' }), {}, 'the phone is optional');
});

t.test('each rule names its field and key', async (t) => {
  t.same(contactErrors({}), { name: k.nameRequired, email: k.emailRequired, topic: k.topicRequired, message: k.messageRequired });
  t.same(contactErrors({ ...good, name: 'A' }), { name: k.nameMinLength });
  t.same(contactErrors({ ...good, email: 'ada@example' }), { email: k.emailInvalid });
  t.same(contactErrors({ ...good, topic: 'gossip' }), { topic: k.topicRequired });
  t.same(contactErrors({ ...good, message: 'too short' }), { message: k.messageMinLength });
  t.same(contactErrors({ ...good, message: 'x'.repeat(5001) }), { message: k.tooLong });
  t.same(contactErrors({ ...good, phone: '12' }), { phone: k.phoneInvalid });
  t.same(contactErrors({ ...good, name: '', phone: '77' }), { name: k.nameRequired, phone: k.phoneInvalid }, 'phone checked with other errors present');
});

t.test('the payload adds token and locale and refuses unknown fields', async (t) => {
  t.ok(contactPayloadSchema.safeParse({ ...good, token: 'x', locale: 'zh-hant-tw' }).success);
  t.notOk(contactPayloadSchema.safeParse({ ...good, locale: 'en' }).success, 'token required');
  t.notOk(contactPayloadSchema.safeParse({ ...good, token: 'x', locale: 'en', admin: true }).success, 'strict');
  t.notOk(contactPayloadSchema.safeParse({ ...good, token: 'x', locale: '../etc' }).success);
});
