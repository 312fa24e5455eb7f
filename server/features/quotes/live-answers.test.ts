import t from 'tap';
import { buildTestApp } from '../../test-support/app.ts';
import { until } from '../../test-support/until.ts';

t.test('market-data API answered from the live snapshot; anything else goes on to the BFF', async (t) => {
  const { app } = await buildTestApp({ LOG_LEVEL: 'silent' });
  t.teardown(() => app.close());
  // The simulator fills the snapshot within a tick or two.
  await until(() => !!app.quotes.hub.get('EURUSD'), 30_000); // a wait that fails when it runs out, not a bounded sleep

  const all = await app.inject({ url: '/api/allsymblos' });
  t.equal(all.statusCode, 200);
  t.equal(all.headers['x-source'], 'live');
  t.equal(all.headers['cache-control'], 'public, max-age=1');
  t.match(all.body, /EURUSD/);

  const one = await app.inject({ url: '/api/market-api/symblos/3/EURUSD' });
  t.equal(one.statusCode, 200);
  t.equal(one.headers['x-source'], 'live');
  t.match(one.body, /EURUSD/);
  t.notMatch(one.body, /USDJPY/, 'only the symbol asked for');

  const bad = await app.inject({ url: '/api/market-api/symblos/3/%E0%A4%A' });
  t.notOk(bad.headers['x-source'], 'a malformed symbol goes on to the BFF');
  t.ok(bad.statusCode >= 400 && bad.statusCode < 500, `and gets its validation answer (${bad.statusCode})`);

  const query = await app.inject({ url: '/api/allsymblos?x=1' });
  t.notOk(query.headers['x-source'], 'a query string goes on to the BFF');

  const post = await app.inject({ method: 'POST', url: '/api/allsymblos' });
  t.notOk(post.headers['x-source'], 'only GET');

  const page = await app.inject({ url: '/healthz' });
  t.equal(page.statusCode, 200, 'other requests pass through');
});

t.test('feed and upstream both down: the last known quotes stand in for the 502, flagged stale', async (t) => {
  // A port nothing listens on: every BFF call to the upstream fails.
  const { app } = await buildTestApp({ LOG_LEVEL: 'silent', UPSTREAM_URL: 'http://127.0.0.1:9', UPSTREAM_TIMEOUT_MS: '500' });
  t.teardown(() => app.close());
  await until(() => !!app.quotes.hub.get('EURUSD'), 30_000); // a wait that fails when it runs out, not a bounded sleep
  // The feed stopped ticking (it is the same sandbox as the upstream).
  app.quotes.hub.isFresh = () => false;

  for (const url of ['/api/allsymblos', '/api/market-api/symblos/3/EURUSD']) {
    const res = await app.inject({ url });
    t.equal(res.statusCode, 200, `${url}: 200 instead of the BFF's 5xx`);
    t.equal(res.headers['x-stale'], 'feed-down');
    t.equal(res.headers['cache-control'], 'no-cache', 'never held by a cache');
    t.match(res.json(), { code: 200, data: [{ symbol: 'EURUSD' }] });
  }
  const unknown = await app.inject({ url: '/api/market-api/symblos/3/NOSUCH' });
  t.ok(unknown.statusCode >= 500 || unknown.statusCode === 404, `a symbol without quotes keeps the BFF's answer (${unknown.statusCode})`);
  t.notOk(unknown.headers['x-stale']);
  const other = await app.inject({ url: '/api/articleTags?language=en' });
  t.ok(other.statusCode >= 500, 'other endpoints keep their error');
  t.notOk(other.headers['x-stale']);
});
