import t from 'tap';
import { requestLogLevel } from './request-log.ts';

const base = { status: 200, elapsedMs: 3, cache: undefined as string | undefined, staticFile: false, slowMs: 1000 };

t.test('what a completed request writes at which level', async (t) => {
  t.equal(requestLogLevel({ ...base, cache: 'HIT' }), 'debug', 'a page-cache or API-cache hit');
  t.equal(requestLogLevel({ ...base, staticFile: true }), 'debug', 'a static file');
  t.equal(requestLogLevel({ ...base, cache: 'MISS' }), 'info', 'a render');
  t.equal(requestLogLevel({ ...base, cache: 'STALE' }), 'info', 'a stale answer');
  t.equal(requestLogLevel(base), 'info', 'an API call');
  t.equal(requestLogLevel({ ...base, status: 404, cache: 'HIT' }), 'info', 'a cached 404 is still worth a line');
  t.equal(requestLogLevel({ ...base, cache: 'HIT', elapsedMs: 1000 }), 'warn', 'a slow hit at the threshold');
  t.equal(requestLogLevel({ ...base, staticFile: true, elapsedMs: 4000 }), 'warn', 'a slow static file');
  t.equal(requestLogLevel({ ...base, elapsedMs: 999 }), 'info', 'just under the threshold');
  t.equal(requestLogLevel({ ...base, elapsedMs: 60_000, slowMs: 0 }), 'info', 'LOG_SLOW_MS=0 turns the slow rule off');
  t.equal(requestLogLevel({ ...base, status: 503, cache: 'HIT' }), 'error', 'a server error');
});
