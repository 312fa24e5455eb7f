// The envelope rules of spec sections 7-8, from worked examples: what counts as data, and which
// typed failure every other answer is.
import t from 'tap';
import { z } from 'zod';
import { isItem, isList, isSuccessCode, readEnvelope, schemaCheck } from './envelope.ts';

t.test('success: HTTP 200, code 200 (or none), data present', async (t) => {
  t.same(readEnvelope(200, { code: 200, msg: 'success', data: [{ id: 1 }], total: 7, page: 2, limit: 1 }), { ok: true, data: [{ id: 1 }], total: 7, page: 2, limit: 1 });
  t.same(readEnvelope(200, { data: { symbol: 'EURUSD' } }), { ok: true, data: { symbol: 'EURUSD' } }, 'no code is success');
  t.same(readEnvelope(200, { code: '200', data: [] }), { ok: true, data: [] }, "code '200' as a string is success");
  t.same(readEnvelope(200, { code: 200, data: [], total: -1 }), { ok: true, data: [] }, 'a nonsense total is left out');
  t.equal(isSuccessCode(undefined), true);
  t.equal(isSuccessCode(200), true);
  t.equal(isSuccessCode(422), false);
  t.equal(isSuccessCode('oops'), false);
});

t.test('code !== 200 on HTTP 200 is a code failure (quotes not applied)', async (t) => {
  t.same(readEnvelope(200, { code: 500, msg: 'Service busy', data: null }), { ok: false, kind: 'code', code: 500, message: 'Service busy' });
  t.same(readEnvelope(200, { code: 422, data: { message: 'already registered' } }), { ok: false, kind: 'code', code: 422, message: 'already registered' });
  t.same(readEnvelope(200, { code: '404', data: [] }), { ok: false, kind: 'code', code: '404' });
});

t.test('an HTTP status other than 200 is an http failure with the body message', async (t) => {
  t.same(readEnvelope(404, { code: 404, msg: 'Article not found', data: null }), { ok: false, kind: 'http', status: 404, message: 'Article not found' });
  t.same(readEnvelope(400, { error: 'bad_request', field: 'limit', message: 'must be at least 1' }), { ok: false, kind: 'http', status: 400, message: 'must be at least 1' });
  t.same(readEnvelope(502, null), { ok: false, kind: 'http', status: 502 });
  t.same(readEnvelope(204, { code: 200, data: [] }), { ok: false, kind: 'http', status: 204 }, 'only 200 carries data');
});

t.test('bad shape is a shape failure, never data', async (t) => {
  t.match(readEnvelope(200, null), { ok: false, kind: 'shape' }, 'not JSON');
  t.match(readEnvelope(200, [{ symbol: 'EURUSD' }]), { ok: false, kind: 'shape' }, 'a bare array is not an envelope');
  t.match(readEnvelope(200, 'ok'), { ok: false, kind: 'shape' });
  t.match(readEnvelope(200, { code: 200 }), { ok: false, kind: 'shape', issues: ['data is missing'] });
  t.match(readEnvelope(200, { code: 200, data: null }), { ok: false, kind: 'shape', issues: ['data is missing'] });
  t.match(readEnvelope(200, { code: true, data: [] }), { ok: false, kind: 'shape' }, 'a boolean code');
  t.match(readEnvelope(200, { code: 200, data: { id: 1 } }, isList), { ok: false, kind: 'shape', issues: ['data is not a list'] });
  t.match(readEnvelope(200, { code: 200, data: [1] }, isItem), { ok: false, kind: 'shape', issues: ['data is not an object'] });
});

t.test('a schema check names the field that does not fit', async (t) => {
  const quotes = schemaCheck(z.array(z.object({ symbol: z.string(), bid: z.number() })));
  t.same(readEnvelope(200, { code: 200, data: [{ symbol: 'EURUSD', bid: 1.08 }] }, quotes), { ok: true, data: [{ symbol: 'EURUSD', bid: 1.08 }] });
  const bad = readEnvelope(200, { code: 200, data: [{ symbol: 'EURUSD', bid: 'x' }] }, quotes);
  t.equal(bad.ok, false);
  t.match(bad, { kind: 'shape', issues: [/^data\.0\.bid: /] });
});
