import t from 'tap';
import { parseRetryAfter, RETRYABLE_STATUSES, retryDelay } from './retry-policy.ts';

const opts = { retryAfterCapMs: 5000, baseDelayMs: 100 };

t.test('the retryable statuses of the spec, exactly', async (t) => {
  t.same([...RETRYABLE_STATUSES].sort(), [408, 409, 425, 429, 500, 502, 503, 504]);
});

t.test('reads are retried once on each retryable status; writes never', async (t) => {
  for (const status of RETRYABLE_STATUSES) {
    t.equal(retryDelay('GET', 0, { status }, opts), 100, `GET ${status}`);
    t.equal(retryDelay('HEAD', 0, { status }, opts), 100, `HEAD ${status}`);
    t.equal(retryDelay('GET', 1, { status }, opts), undefined, `GET ${status}, second failure`);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) t.equal(retryDelay(method, 0, { status }, opts), undefined, `${method} ${status}`);
  }
});

t.test('other statuses are not retried', async (t) => {
  for (const status of [400, 401, 403, 404, 410, 422, 501]) t.equal(retryDelay('GET', 0, { status }, opts), undefined, String(status));
});

t.test('network errors: once for reads, never for writes', async (t) => {
  t.equal(retryDelay('GET', 0, { networkError: true }, opts), 100);
  t.equal(retryDelay('GET', 1, { networkError: true }, opts), undefined);
  t.equal(retryDelay('POST', 0, { networkError: true }, opts), undefined);
});

t.test('Retry-After: seconds or date, honoured up to the cap', async (t) => {
  const now = Date.parse('2025-01-01T00:00:00Z');
  t.equal(retryDelay('GET', 0, { status: 503, retryAfter: '2' }, opts, now), 2000);
  t.equal(retryDelay('GET', 0, { status: 429, retryAfter: new Date(now + 3000).toUTCString() }, opts, now), 3000);
  t.equal(retryDelay('GET', 0, { status: 503, retryAfter: '60' }, opts, now), undefined, 'beyond the cap: not retried');
  t.equal(retryDelay('GET', 0, { status: 503, retryAfter: 'soon' }, opts, now), 100, 'unparseable: default delay');
  t.equal(parseRetryAfter(new Date(now - 5000).toUTCString(), now), 0, 'a past date means now');
});
