import t from 'tap';
import { memoizedApiAnswers } from './api-answers.ts';

t.test('one answer per URL and second; failures and expired answers are asked again; bounded', async (t) => {
  const asked: string[] = [];
  let status = 200;
  let now = 1_000_000;
  const realNow = Date.now;
  Date.now = () => now;
  t.teardown(() => void (Date.now = realNow));
  const api = memoizedApiAnswers({
    ask: async (url) => {
      asked.push(url);
      return { status, body: { url } };
    },
    ttlMs: 1000,
    maxEntries: 3,
  });
  const [a, b] = await Promise.all([api('/api/articles?limit=3'), api('/api/articles?limit=3')]);
  t.equal(asked.length, 1, 'concurrent renders share one call');
  t.equal(a, b);
  await api('/api/articles?limit=4');
  t.equal(asked.length, 2, 'another query is another call');
  now += 1001;
  await api('/api/articles?limit=3');
  t.equal(asked.length, 3, 'asked again after the time-to-live');

  status = 503;
  await api('/api/dividends');
  await new Promise((r) => setImmediate(r));
  status = 200;
  const after = await api('/api/dividends');
  t.equal(after.status, 200, 'a failed answer is not shared');
  t.equal(asked.filter((u) => u === '/api/dividends').length, 2);

  for (let i = 0; i < 10; i++) await api(`/api/x?i=${i}`);
  asked.length = 0;
  await api('/api/x?i=9');
  t.equal(asked.length, 0, 'the newest answers stay');
  await api('/api/x?i=0');
  t.equal(asked.length, 1, 'old ones made room (at most 3 kept)');
});
