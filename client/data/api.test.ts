// The client's api(): data or a typed failure for every way a call can go, never a throw, and
// never a wait past its time limit.
import t from 'tap';
import { api, isMissing, type ApiTransport } from './api.ts';
import type { ApiAnswer, ApiQuery } from '../services.ts';

/** A transport answering `answer` and recording what it was asked. */
function transport(answer: ApiAnswer | (() => Promise<ApiAnswer>)) {
  const calls: { path: string; query: ApiQuery | undefined }[] = [];
  const t: ApiTransport = {
    api: (async (path: string, query?: ApiQuery) => {
      calls.push({ path, query });
      return typeof answer === 'function' ? answer() : answer;
    }) as ApiTransport['api'],
  };
  return { t, calls };
}

t.test('the contract builds the path and the query; a success is data', async (t) => {
  const { t: tr, calls } = transport({ status: 200, body: { code: 200, data: { id: 1, alias: 'what-is-a-pip', html: '<p>x</p>', toc: [] } } });
  const result = await api(tr, 'article', { slug: 'what-is-a-pip', language: 'de' });
  t.same(calls, [{ path: '/api/article/what-is-a-pip', query: { language: 'de' } }]);
  t.match(result, { ok: true, data: { alias: 'what-is-a-pip' } });

  const list = transport({ status: 200, body: { code: 200, data: [{ id: 48 }], total: 9 } });
  t.same(await api(list.t, 'articles', { ids: [48], language: 'en' }), { ok: true, data: [{ id: 48 }], total: 9 });
  t.same(list.calls[0], { path: '/api/articles', query: { ids: [48], language: 'en' } });

  const research = transport({ status: 200, body: { code: 200, data: [] } });
  await api(research.t, 'researchSignals', { limit: 20 });
  t.equal(research.calls[0]!.path, '/api/research/signals', "the BFF's path, not the upstream's");
});

t.test('failures are typed values', async (t) => {
  t.same(await api(transport({ status: 200, body: { code: 500, msg: 'busy', data: null } }).t, 'allSymbols', {}), { ok: false, kind: 'code', code: 500, message: 'busy' });
  const missing = await api(transport({ status: 404, body: { code: 404, msg: 'Video not found', data: null } }).t, 'video', { id: '9' });
  t.same(missing, { ok: false, kind: 'http', status: 404, message: 'Video not found' });
  t.equal(isMissing(missing), true, 'a 404 is the 404 page');
  t.equal(isMissing({ ok: false, kind: 'http', status: 502 }), false, 'a 502 is an outage');
  t.match(await api(transport({ status: 200, body: { code: 200, data: { symbol: 'EURUSD' } } }).t, 'allSymbols', {}), { ok: false, kind: 'shape' }, 'a list endpoint answering an object');
  t.match(await api(transport({ status: 200, body: { code: 200, data: [] } }).t, 'instrument', { symbol: 'EURUSD' }), { ok: false, kind: 'shape' }, 'an item endpoint answering a list');
  t.same(await api(transport({ status: 0, body: null }).t, 'articles', {}), { ok: false, kind: 'network' }, 'fetch failed');
  t.same(await api(transport({ status: 599, body: null }).t, 'articles', {}), { ok: false, kind: 'network' }, 'in-process call failed');
});

t.test('a transport that throws or rejects is a network failure, never a throw', async (t) => {
  const { t: tr } = transport(() => Promise.reject(new Error('socket hang up')));
  t.same(await api(tr, 'dividends', {}), { ok: false, kind: 'network' });
  const sync: ApiTransport = { api: (() => { throw new Error('boom'); }) as ApiTransport['api'] };
  t.same(await api(sync, 'dividends', {}), { ok: false, kind: 'network' });
});

t.test('no answer within the limit is a timeout, and the call is aborted', async (t) => {
  let seen: AbortSignal | undefined;
  const stuck: ApiTransport = {
    api: ((_path: string, _query?: ApiQuery, options?: { signal?: AbortSignal }) => {
      seen = options?.signal;
      return new Promise<ApiAnswer>(() => {});
    }) as ApiTransport['api'],
  };
  t.same(await api(stuck, 'articles', {}, { timeoutMs: 5 }), { ok: false, kind: 'timeout' });
  t.equal(seen?.aborted, true, 'the transport was told to stop');
});

t.test("the caller's abort is an aborted failure", async (t) => {
  const before = new AbortController();
  before.abort();
  const { t: tr, calls } = transport({ status: 200, body: { code: 200, data: [] } });
  t.same(await api(tr, 'articles', {}, { signal: before.signal }), { ok: false, kind: 'aborted' });
  t.equal(calls.length, 0, 'nothing is asked once aborted');

  const during = new AbortController();
  const pending: ApiTransport = {
    api: ((_p: string, _q?: ApiQuery, options?: { signal?: AbortSignal }) =>
      new Promise<ApiAnswer>((_, reject) => options?.signal?.addEventListener('abort', () => reject(new Error('aborted'))))) as ApiTransport['api'],
  };
  const result = api(pending, 'articles', {}, { signal: during.signal });
  during.abort();
  t.same(await result, { ok: false, kind: 'aborted' });
});
