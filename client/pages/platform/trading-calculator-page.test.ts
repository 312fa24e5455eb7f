// The trading calculator page rendered by the server (production build): a link with open and
// close prices that needs no conversion quote carries its results in the HTML, formatted for the
// page's locale; a link that needs a live cross still waits; a volume off the symbol's step is
// dropped like any bad value.
import t from 'tap';
import { buildTestApp, crawlerUA } from '../../../server/test-support/app.ts';

const { app } = await buildTestApp({ LOG_LEVEL: 'silent' });
t.teardown(() => app.close());
const get = (url: string) => app.inject({ method: 'GET', url, headers: { 'user-agent': crawlerUA } });
const result = (html: string, name: string) => html.match(new RegExp(`data-result="${name}"[^>]*>([^<]*)<`))?.[1];
const page = '/platform/trading-calculator';
/** The HTML without its scripts (the hydration data holds every message, the waiting one too). */
const markup = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '');

t.test('given prices and no cross needed: the results are in the HTML', async (t) => {
  const res = await get(`/en${page}?symbol=EURUSD&volume=1&leverage=100&account=USD&side=buy&open=1.085&close=1.09`);
  t.equal(res.statusCode, 200);
  // pip 100000 * 0.0001 = 10 USD; margin 1000 EUR * 1.085 (the open price as EURUSD's own rate);
  // profit (1.09 - 1.085) * 100000 = 500 USD
  t.equal(result(res.body, 'pip'), '$10.00');
  t.equal(result(res.body, 'margin'), '$1,085.00');
  t.equal(result(res.body, 'profit'), '$500.00');
  t.notMatch(markup(res.body), 'Waiting for live prices');
  t.match(res.body, /Calculated with open 1\.08500 and close 1\.09000\./);
  const again = await get(`/en${page}?symbol=EURUSD&volume=1&leverage=100&account=USD&side=buy&open=1.085&close=1.09`);
  t.equal(result(again.body, 'profit'), '$500.00', 'the same figures for every visitor of the URL');
});

t.test('German: money with two decimals and the currency, German separators', async (t) => {
  const res = await get(`/de${page}?symbol=EURUSD&volume=1&leverage=100&account=EUR&side=buy&open=1.085&close=1.09`);
  t.equal(res.statusCode, 200);
  // EUR account: USD -> EUR by the inverse of the open price. pip 10 / 1.085 = 9.2166 -> 9,22 €;
  // margin 1000 EUR as is -> 1.000,00 €; profit 500 / 1.085 = 460.8295 -> 460,83 €
  t.equal(result(res.body, 'pip'), '9,22\u00a0€');
  t.equal(result(res.body, 'margin'), '1.000,00\u00a0€');
  t.equal(result(res.body, 'profit'), '460,83\u00a0€');
  t.match(res.body, /Berechnet mit Eröffnung 1,08500 und Schluss 1,09000\./, 'prices with a decimal comma');
  const sell = await get(`/de${page}?symbol=EURUSD&volume=2&leverage=100&account=EUR&side=sell&open=1.085&close=1.09`);
  // sold 2 lots: -(0.005 * 200000) = -1000 USD / 1.085 = -921.6590 -> -921,66 €
  t.equal(result(sell.body, 'profit'), '-921,66\u00a0€');
});

t.test('a cross that must be live: the results wait for it', async (t) => {
  const res = await get(`/en${page}?symbol=EURUSD&volume=1&leverage=100&account=GBP&side=buy&open=1.085&close=1.09`);
  t.equal(result(res.body, 'profit'), undefined);
  t.match(markup(res.body), 'Waiting for live prices');
  const live = await get(`/en${page}?symbol=EURUSD&volume=1`);
  t.match(markup(live.body), 'Waiting for live prices', 'no prices given: live ones after mount');
});

t.test('a volume off the symbol\'s step is dropped, the rest of the link kept', async (t) => {
  const res = await get(`/en${page}?symbol=XAUUSD&volume=0.015&leverage=200`);
  t.equal(res.statusCode, 200);
  t.match(res.body, /<option value="XAUUSD" selected="">/);
  t.match(res.body, /id="[^"]+-volume"[^>]*value="1"|value="1"[^>]*id="[^"]+-volume"/, 'the default volume');
  t.match(res.body, /<option value="200" selected="">/);
});
