// GET /api/spreads: shape, figures from known ticks, 400 naming the field, 404 for an unknown symbol.
import t from 'tap';
import { spreadsApp, eurusd } from '../quotes/fixtures/spreads-app.ts';
import { instruments } from '../../../shared/quotes/instruments.ts';

t.test('GET /api/spreads', async (t) => {
  const app = await spreadsApp();
  t.teardown(() => app.close());
  // 8 9 10 12 12 14 30 points: median 12, p90 30, min 8.
  app.quotes.hub.ingest(eurusd([10, 12, 12, 14, 30, 8, 9]));

  const all = await app.inject('/api/spreads');
  t.equal(all.statusCode, 200);
  t.match(all.headers['cache-control'], /public, max-age=60/);
  const body = all.json();
  t.match(body, { unit: 'pips', timeZone: 'UTC', windows: { '24h': { hours: 24 }, '7d': { hours: 168 } } });
  t.ok(!Number.isNaN(Date.parse(body.generatedAt)), 'generatedAt is a date');
  t.equal(body.instruments.length, instruments.length, 'every live instrument listed');
  const eur = body.instruments.find((i: { symbol: string }) => i.symbol === 'EURUSD');
  t.same(eur.windows['24h'], { median: 1.2, p90: 3, min: 0.8, ticks: 7 });
  t.same(eur.windows['7d'], { median: 1.2, p90: 3, min: 0.8, ticks: 7 });
  t.same(eur.typical, { median: 1.2, window: '24h' });
  t.equal(eur.byHour.length, 24);
  t.equal(eur.byHour[new Date().getUTCHours()], 1.2, 'this UTC hour');
  const gbp = body.instruments.find((i: { symbol: string }) => i.symbol === 'GBPUSD');
  t.same(gbp.typical, null, 'no tick yet: null figures');

  const one = await app.inject('/api/spreads?symbol=eurusd');
  t.equal(one.statusCode, 200);
  t.equal(one.json().instruments.length, 1);
  t.same(one.json().instruments[0], eur, 'the same figures for one symbol (any case)');

  const bad = await app.inject('/api/spreads?symbol=EUR/USD');
  t.equal(bad.statusCode, 400);
  t.match(bad.json(), { error: 'bad_request', field: 'symbol' });
  const extra = await app.inject('/api/spreads?window=1d');
  t.equal(extra.statusCode, 400);
  t.match(extra.json(), { field: 'window' });
  const unknown = await app.inject('/api/spreads?symbol=NOPE42');
  t.equal(unknown.statusCode, 404);
  t.match(unknown.json(), { error: 'not_found', field: 'symbol' });
  t.match(unknown.headers['content-type'], /application\/json/);
});
