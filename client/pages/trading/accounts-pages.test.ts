// The account and platform pages through the whole app (production build): their loaders'
// data in the HTML, FAQPage JSON-LD on the help centre, English fallback marked lang="en",
// the promotions page surviving a failing API, and the research feeds labelled third-party.
import t from 'tap';
import { buildTestApp, crawlerUA } from '../../../server/test-support/app.ts';
import { instrumentCatalogue } from '../../../server/sandbox/fixtures/instruments.ts';
import { swapFreeGroupOf } from '../../../shared/accounts/swap-free.ts';

const { app } = await buildTestApp({ LOG_LEVEL: 'silent' });
t.teardown(() => app.close());
const get = (url: string) => app.inject({ method: 'GET', url, headers: { 'user-agent': crawlerUA } });
const main = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as { '@type'?: string; mainEntity?: unknown[]; inLanguage?: string });

t.test('account types: one table, three accounts, the spec figures and a sign-up button each', async (t) => {
  const res = await get('/en/trading/account-types');
  t.equal(res.statusCode, 200);
  const html = main(res.body);
  t.equal(html.match(/<table/g)?.length, 1);
  for (const id of ['standard', 'raw', 'islamic']) t.match(html, new RegExp(`<tr[^>]*data-account="${id}"`), id);
  t.match(html, /\$100/);
  t.match(html, /0\.0 pips/);
  t.match(html, /1:500/, 'en: FSC Mauritius\' maximum, from the register');
  t.notMatch(html, /1:1000/);
  t.match(html, /Under 30 ms/);
  t.equal(html.match(/<button[^>]*data-account=/g)?.length, 3, 'a sign-up call to action per account');
  t.match(html, /href="\/en\/trading\/trading-conditions"/);
  t.match(html, /href="\/en\/platform\/trading-calculator"/);
});

t.test('account pages keep their own canonical, title and loader data (the content page loader, flattened)', async (t) => {
  const res = await get('/de/trading/account-types');
  t.equal(res.statusCode, 200);
  t.match(res.body, /<link rel="canonical" href="https:\/\/www\.example\.com\/de\/trading\/account-types"\/>/, 'its own address: the route declares no other');
  t.match(res.body, /<title>Kontotypen \| Velora Markets<\/title>/);
  t.match(res.body, /"content":\{"accounts":\{"standard":\{"name":"Standard","tagline":"Provisionsfreier/, 'the German content file in the hydration data');
  t.match(res.body, /"tag":"de-DE"/, 'the locale\'s Intl tag');
  t.notMatch(res.body, /"contentLang"/, 'no fallback language when the content is German');
});

t.test('deposit and withdrawal: 10+ methods, fee free, processing times', async (t) => {
  const html = main((await get('/en/trading/deposit-and-withdrawal')).body);
  t.ok((html.match(/data-method=/g)?.length ?? 0) >= 10);
  t.match(html, /Instant/);
  t.match(html, /1–3 business days/);
  t.match(html, /<select[^>]*data-testid="region-select"/);
});

t.test('swap-free: every eligible catalogue instrument linked in its group, with fees', async (t) => {
  const html = main((await get('/en/trading/swap-free-account')).body);
  t.match(html, /href="\/en\/trading\/trading-xauusd"/);
  t.match(html, /\$8 per lot per night/);
  t.match(html, /No fee/);
  for (const spec of instrumentCatalogue) {
    const link = `href="/en/trading/trading-${spec.symbol.toLowerCase()}"`;
    if (swapFreeGroupOf(spec)) t.ok(html.includes(link), `${spec.symbol} listed`);
    else t.notOk(html.includes(link), `${spec.symbol} not listed`);
  }
  const metals = html.slice(html.indexOf('data-group="metals"'), html.indexOf('data-group="energies"'));
  t.match(metals, /data-symbol="XPTUSD"/, 'platinum in the metals row');
});

t.test('help centre: 30+ questions and FAQPage JSON-LD in the head', async (t) => {
  const res = await get('/en/trading/help-center');
  const html = main(res.body);
  t.ok((html.match(/data-question=/g)?.length ?? 0) >= 30);
  const faq = jsonLd(res.body).find((n) => n['@type'] === 'FAQPage');
  t.ok(faq, 'FAQPage node');
  t.ok((faq?.mainEntity?.length ?? 0) >= 30);
});

t.test('a translated help centre is in the page language, JSON-LD included', async (t) => {
  const res = await get('/de/trading/help-center');
  t.equal(res.statusCode, 200);
  const html = main(res.body);
  t.match(html, /<div data-testid="help-results">/, 'no lang="en" mark');
  t.match(html, /Wie eröffne ich ein Live-Handelskonto\?/);
  t.ok((html.match(/data-question=/g)?.length ?? 0) >= 30);
  const faq = jsonLd(res.body).find((n) => n['@type'] === 'FAQPage');
  t.equal(faq?.inLanguage, 'de-DE');
});

t.test('a locale without its own content file marks the English text lang="en"', async (t) => {
  // Every message language may carry the help centre, so the store is made to answer as if
  // French had no file (the page is rendered for the first time here, so no cached copy).
  const store = app.content;
  const realGet = store.get;
  store.get = ((name, locale) => realGet.call(store, name, name === 'trading/help-center' && locale === 'fr' ? 'en' : locale)) as typeof store.get;
  t.teardown(() => void (store.get = realGet));
  const res = await get('/fr/trading/help-center');
  t.equal(res.statusCode, 200);
  t.match(main(res.body), /data-testid="help-results" lang="en"/);
  t.match(main(res.body), /Rechercher dans le centre d’aide/, 'the UI strings are French');
  const faq = jsonLd(res.body).find((n) => n['@type'] === 'FAQPage');
  t.equal(faq?.inLanguage, 'en');
});

t.test('promotions: the list with terms; a failing API leaves a notice, not an error', async (t) => {
  const html = main((await get('/en/trading/promotions-and-rewards')).body);
  t.equal(html.match(/data-promotion=/g)?.length, 4);
  t.match(html, /Terms and conditions/);
  t.match(html, /capped at \$2,000/);
  const sandbox = app.sandbox!;
  sandbox.faults.push({ path: '/api/promotions', status: 500 });
  t.teardown(() => void sandbox.faults.splice(0));
  const res = await get('/de/trading/promotions-and-rewards');
  t.equal(res.statusCode, 200);
  t.match(main(res.body), /class="notice" role="status"/);
});

t.test('platform product pages: hero call to action, tabs, plans and QR code', async (t) => {
  for (const p of ['metatrader-5', 'velora-app', 'copy-trading', 'forex-vps', 'hub-x', 'fxstreet']) {
    const res = await get(`/en/platform/${p}`);
    t.equal(res.statusCode, 200, p);
    t.match(main(res.body), /data-cta="hero"/, `${p} hero call to action`);
    t.match(main(res.body), /aria-current="page"/, `${p} current tab`);
  }
  const vps = main((await get('/en/platform/forex-vps')).body);
  t.equal(vps.match(/data-plan=/g)?.length, 3);
  t.match(vps, /\$25 a month/);
  const appPage = main((await get('/en/platform/velora-app')).body);
  t.match(appPage, /<svg[^>]*role="img"[^>]*data-testid="app-qr"/);
  t.match(appPage, /data-store="apple"/);
  t.match(appPage, /data-store="google"/);
});

t.test('platform product pages in a translated language carry their own text, not the English fallback', async (t) => {
  const own: [string, RegExp][] = [
    ['metatrader-5', /Warum Trader MetaTrader 5 wählen/],
    ['velora-app', /Alles, was Sie brauchen, in Ihrer Tasche/],
    ['copy-trading', /Kopieren mit Kontrolle/],
    ['forex-vps', /Warum Ihre Plattform auf einem VPS laufen sollte/],
    ['hub-x', /Hub-X: Handeln im Browser/],
    ['fxstreet', /Marktnachrichten von FXStreet/],
  ];
  for (const [p, title] of own) {
    const res = await get(`/de/platform/${p}`);
    t.equal(res.statusCode, 200, p);
    t.match(main(res.body), title, `${p} in German`);
    t.notMatch(main(res.body), / lang="en"/, `${p} has no English fallback`);
  }
});

t.test('research pages: third-party label, feed and disclaimer on each', async (t) => {
  const checks: [string, RegExp][] = [
    ['', /Research tools/],
    ['/signal', /data-signal="EURUSD"/],
    ['/news-iq', /data-sentiment="(positive|negative|neutral)"/],
    ['/economic-calendar', /data-importance="3"/],
    ['/corporate-calendar', /data-event="earnings"/],
  ];
  for (const [sub, feed] of checks) {
    const res = await get(`/en/platform/trading-central${sub}`);
    t.equal(res.statusCode, 200, sub || 'overview');
    const html = main(res.body);
    t.match(html, /Third-party research by Trading Central/);
    t.match(html, feed, `${sub} feed`);
    t.match(html, /data-testid="research-disclaimer"/);
  }
});
