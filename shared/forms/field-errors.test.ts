import t from 'tap';
import { errorOnBlur, firstInvalidField, firstIssuePerField, pickFieldErrors, serverFieldErrors } from './field-errors.ts';

const order = ['name', 'email', 'phone', 'topic', 'message'] as const;

t.test('the first bad field follows the form order, not the order the messages came in', async (t) => {
  t.equal(firstInvalidField(order, { message: 'm', email: 'e' }), 'email');
  t.equal(firstInvalidField(order, { topic: 't', phone: 'p' }), 'phone');
  t.equal(firstInvalidField(order, {}), undefined, 'no errors: nothing to focus');
  t.equal(firstInvalidField(order, { name: '', email: undefined }), undefined, 'cleared messages do not count');
  t.equal(firstInvalidField(['a', 'b'] as const, { c: 'x' } as Record<string, string>), undefined, 'a field the form does not list is never focused');
});

t.test('the first issue per field wins', async (t) => {
  const issues = [
    { path: ['email'], message: 'emailRequired' },
    { path: ['name'], message: 'nameRequired' },
    { path: ['email'], message: 'emailInvalid' },
    { path: [], message: 'whole form' },
  ];
  t.same(firstIssuePerField(issues), { email: 'emailRequired', name: 'nameRequired' });
});

t.test('only listed fields with a message are kept', async (t) => {
  t.same(pickFieldErrors(['a', 'b'] as const, { a: 'x', b: '', c: 'y' }), { a: 'x' });
});

t.test("the server's fields answer never names a field the form lacks", async (t) => {
  t.same(serverFieldErrors(order, { email: 'about.contact.errors.emailInvalid', token: 'x', topic: 42 }), { email: 'about.contact.errors.emailInvalid' });
  t.same(serverFieldErrors(order, null), {});
  t.same(serverFieldErrors(order, 'email'), {});
});

t.test('leaving a field: quiet when passed through empty, else the rule speaks', async (t) => {
  t.equal(errorOnBlur('', undefined, 'nameRequired'), undefined, 'tabbed through an empty field: no error yet');
  t.equal(errorOnBlur('', 'nameMinLength', 'nameRequired'), 'nameRequired', 'emptied after an error: the new message');
  t.equal(errorOnBlur('A', undefined, 'nameMinLength'), 'nameMinLength', 'something typed is checked');
  t.equal(errorOnBlur('Ada', 'nameMinLength', undefined), undefined, 'fixed: the message goes');
});
