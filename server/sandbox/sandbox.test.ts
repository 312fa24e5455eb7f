import t from 'tap';
import { homeSymbols, forexPageSymbols } from '../../shared/quotes/instruments.ts';
import { buildSandboxServer, createSandboxState, mintCaptchaToken } from './index.ts';
import { until } from '../test-support/until.ts';

async function start(options: Partial<Parameters<typeof createSandboxState>[0]> = {}) {
  const state = createSandboxState({ assetOrigin: 'http://site.test', portalUrl: 'http://site.test/sandbox/portal', ...options });
  const app = await buildSandboxServer({ state });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  return { state, app, url };
}
type Json = { code?: number; data?: any; [k: string]: any };
const get = async (url: string, init?: RequestInit) => {
  const res = await fetch(url, init);
  return { status: res.status, body: (await res.json()) as Json, headers: res.headers };
};

t.test('fixtures', async (t) => {
  const s = await start();
  t.teardown(() => s.app.close());

  const en = (await get(`${s.url}/api/articles?limit=100&language=en`)).body;
  t.ok(en.total >= 20 && en.data.length === en.total, `${en.total} articles`);
  const tags = new Set(en.data.flatMap((a: { tags_ids: number[] }) => a.tags_ids));
  t.ok(tags.size >= 6, 'across tags');
  for (const a of en.data) {
    if (!(a.image && a.readTime > 0 && a.author?.name && a.title && a.description && a.tag)) t.fail(`article ${a.id} incomplete`);
  }
  const tag4 = (await get(`${s.url}/api/articles?tags_ids[]=4&limit=3&language=en`)).body;
  t.equal(tag4.data.length, 3);
  t.ok(tag4.data.every((a: { tags_ids: number[] }) => a.tags_ids.includes(4)));
  const ids = (await get(`${s.url}/api/articles?ids[]=48&ids[]=56&ids[]=58`)).body;
  t.same(ids.data.map((a: { id: number }) => a.id), [48, 56, 58]);
  const hans = (await get(`${s.url}/api/articles?ids=48&language=zh-hans`)).body.data[0];
  const hant = (await get(`${s.url}/api/articles?ids=48&language=cht`)).body.data[0];
  t.match(hans.title, /MetaTrader 4/);
  t.match(hant.title, /MetaTrader 4/);
  t.equal(hans.language, 'zh-hans');
  t.equal(hant.language, 'zh-hant');
  t.not(hans.title, hant.title);

  const img = await fetch(`${s.url}${new URL(en.data[0].image).pathname}`);
  t.equal(img.headers.get('content-type'), 'image/png', 'an article picture is a raster photo');
  t.equal(Buffer.from(await img.arrayBuffer()).subarray(1, 4).toString('latin1'), 'PNG');

  const all = (await get(`${s.url}/api/allsymblos`)).body.data as { symbol: string; bid: number; ask: number; digits: number }[];
  for (const sym of new Set([...homeSymbols, ...forexPageSymbols])) {
    const q = all.find((x) => x.symbol === sym);
    t.ok(q && q.ask > q.bid && q.bid > 0 && Number(q.bid.toFixed(q.digits)) === q.bid, `${sym}: bid/ask/digits`);
  }
  t.match((await get(`${s.url}/api/market-api/symblos/3/eurusd.s`)).body, { code: 200, data: { symbol: 'EURUSD', digits: 5 } });
  t.equal((await get(`${s.url}/api/market-api/symblos/3/NOPE`)).status, 404);

  const div = (await get(`${s.url}/api/dividends`)).body.data as { symbol: string }[];
  t.same([...new Set(div.map((d) => d.symbol))].sort(), ['GER40', 'JPN225', 'UK100', 'US30', 'US500']);
  const web = (await get(`${s.url}/api/webinar`)).body.data as { starts_at: string }[];
  t.ok(web.length >= 4 && web.every((w) => !Number.isNaN(Date.parse(w.starts_at))), 'webinars with dates');
  t.ok((await get(`${s.url}/api/promotions`)).body.data.length >= 3);
  t.ok((await get(`${s.url}/api/articleTags`)).body.data.some((x: { id: number }) => x.id === 4));
  t.ok((await get(`${s.url}/api/urls`)).body.data.length >= 1);
  const authors = (await get(`${s.url}/api/author`)).body.data as { id: number; bio: string }[];
  t.ok(authors.length >= 3 && authors.every((a) => a.bio));
  t.ok((await get(`${s.url}/api/author/${authors[0]!.id}/articles`)).body.data.length > 0);
  t.equal((await get(`${s.url}/api/author/999/articles`)).status, 404);
  const news = (await get(`${s.url}/api/fxstreet-api/news?limit=5`)).body.data as { id: string }[];
  t.equal(news.length, 5);
  t.match((await get(`${s.url}/api/fxstreet-api/getNewsById?id=${news[0]!.id}`)).body.data, { id: news[0]!.id, body: /\n\n/ });
  t.ok((await get(`${s.url}/api/getSymbolToday`)).body.data.length > 0);
  t.ok((await get(`${s.url}/api/getArticleAlias`)).body.data.length >= 60, "every article in three languages");
  t.same((await get(`${s.url}/api/articles`)).body.data, (await get(`${s.url}/api/articles`)).body.data, 'deterministic');
});

t.test('location, registration, captcha, portal', async (t) => {
  const s = await start({ defaultCountry: 'sg' });
  t.teardown(() => s.app.close());
  t.same((await get(`${s.url}/api/location`)).body.data, { countryCode: 'SG' });
  t.same((await get(`${s.url}/api/location?sandbox_country=gb`)).body.data, { countryCode: 'GB' });
  t.same((await get(`${s.url}/api/location`, { headers: { cookie: 'a=1; sandbox_country=TH' } })).body.data, { countryCode: 'TH' });

  const form = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', mobile: '123456', country: 'UK', country_code: '+44', token: 'x', language: 'zh_Hant' };
  const post = (body: unknown) => get(`${s.url}/api/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const ok = await post(form);
  t.equal(ok.status, 200);
  const redirect = new URL(ok.body.data.redirect_address);
  t.equal(redirect.origin + redirect.pathname, 'http://site.test/sandbox/portal/apply-live-ta');
  t.equal(redirect.searchParams.get('language'), 'zh_Hant');
  t.ok(redirect.search.length > 1, 'has a query, so the client can append &campaign_code=');
  const dup = await post(form);
  t.match(dup, { status: 422, body: { data: { message: /already registered/ } } });
  t.equal((await post({ ...form, email: 'nope' })).status, 422);

  const script = await fetch(`${s.url}/sandbox/captcha/api.js`);
  const js = await script.text();
  t.match(script.headers.get('content-type'), /javascript/);
  t.match(js, /ready: function/);
  t.match(js, /execute: function \(siteKey, options\)/);
  const minted = await get(`${s.url}/sandbox/captcha/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ siteKey: 'sandbox-site-key', action: 'register' }) });
  const verify = (secret: string, response: string) =>
    get(`${s.url}/sandbox/captcha/verify`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ secret, response }).toString() });
  t.match((await verify('sandbox-captcha-secret', minted.body.token)).body, { success: true, action: 'register' });
  t.match((await verify('sandbox-captcha-secret', minted.body.token)).body, { success: false, 'error-codes': ['timeout-or-duplicate'] });
  t.match((await verify('wrong', mintCaptchaToken('sandbox-captcha-secret', 'sandbox-site-key', 'register'))).body, { success: false, 'error-codes': ['invalid-input-secret'] });
  t.match((await verify('sandbox-captcha-secret', mintCaptchaToken('other-secret', 'sandbox-site-key', 'register'))).body, { success: false });
  t.match((await verify('sandbox-captcha-secret', mintCaptchaToken('sandbox-captcha-secret', 'sandbox-site-key', 'register', Date.now() - 180_000))).body, { success: false }, 'expired');
  t.equal((await get(`${s.url}/sandbox/captcha/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"siteKey":"x"}' })).status, 400);

  const portal = await fetch(`${s.url}/sandbox/portal/apply-live-ta?session=1&campaign_code=%3Cscript%3E`);
  const html = await portal.text();
  t.match(html, /apply-live-ta/);
  t.match(html, /&lt;script&gt;/, 'escaped');
  t.notMatch(html, /<script>/);
});

t.test('fault knobs', async (t) => {
  const s = await start();
  t.teardown(() => s.app.close());
  const put = (rules: unknown) => fetch(`${s.url}/__faults`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(rules) });
  t.equal((await put([{ path: '/api/allsymblos', status: 503, retryAfter: '1', times: 1 }])).status, 200);
  const r = await fetch(`${s.url}/api/allsymblos`);
  t.equal(r.status, 503);
  t.equal(r.headers.get('retry-after'), '1');
  t.equal((await fetch(`${s.url}/api/allsymblos`)).status, 200, 'times: 1');
  t.equal((await put([{ bogus: true }])).status, 400);
  await put([{ path: '/api/articles', latencyMs: 150 }]);
  const t0 = Date.now();
  await fetch(`${s.url}/api/articles`);
  t.ok(Date.now() - t0 >= 140, 'latency'); // a lower bound: a busy machine only makes it longer
  await put([{ path: '/api/promotions', drop: true }]);
  await t.rejects(fetch(`${s.url}/api/promotions`), 'dropped connection');
  await fetch(`${s.url}/__faults`, { method: 'DELETE' });
  t.equal((await fetch(`${s.url}/api/promotions`)).status, 200);
  t.ok(s.state.callsTo('/api/promotions').length >= 2, 'calls are recorded');

  // A call is settled once the sandbox is done with it: answered, or its delay over after the caller left.
  await until(() => s.state.calls.at(-1)!.settled, 5000);
  t.ok(s.state.callsTo('/api/promotions').every((c) => c.settled), 'answered and dropped calls settle');
  await put([{ path: '/api/articles', latencyMs: 1000, times: 1 }]); // long enough to leave within it on a busy machine
  const gone = new AbortController();
  const pending = fetch(`${s.url}/api/articles`, { signal: gone.signal }).catch(() => 'aborted');
  await until(() => s.state.callsTo('/api/articles').at(-1)?.settled === false, 5000);
  const delayed = s.state.callsTo('/api/articles').at(-1)!;
  gone.abort();
  t.equal(await pending, 'aborted');
  t.equal(delayed.settled, false, 'the caller left during the delay: not settled yet');
  await until(() => delayed.settled, 5000);
  t.pass('settled when the delay is over');

  const off = await start({ faultKnobs: false });
  t.teardown(() => off.app.close());
  t.equal((await fetch(`${off.url}/__faults`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '[]' })).status, 404, 'knobs can be turned off');
});
