// The instrument, calculator, market and conditions pages rendered by the server (their loaders
// through the BFF): what the HTML holds before any script runs, redirects and 404s.
import t from 'tap';
import { buildTestApp, crawlerUA } from '../../test-support/app.ts';
import { instruments } from '../../../shared/quotes/instruments.ts';

const { app } = await buildTestApp();
t.teardown(() => app.close());
const get = (url: string) => app.inject({ method: 'GET', url, headers: { 'user-agent': crawlerUA } });
const text = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/\s+/g, ' ');

t.test('instrument page: specification, venue hours, chart, calculator form, JSON-LD, breadcrumb', async (t) => {
  const res = await get('/en/trading/trading-xauusd');
  t.equal(res.statusCode, 200);
  const body = text(res.body);
  t.match(res.body, /<title>XAUUSD – Gold \/ US Dollar: live price and specification \| Velora Markets<\/title>/, 'the name the heading shows');
  t.match(res.body, '<link rel="canonical" href="https://www.example.com/en/trading/trading-xauusd"/>');
  t.match(res.body, /"@type":"FinancialProduct"[^<]*"alternateName":"XAUUSD"/);
  t.match(body, /Contract size 100 troy oz/);
  t.match(body, /Margin calculation CFD leverage/);
  t.match(body, /Maximum leverage Retail 1:500 · Professional 1:500/, 'gold: the register\'s caps for en\'s entity (FSC Mauritius)');
  t.notMatch(body, /EU retail|Global\)/, 'no entity the group does not have');
  t.match(body, /Triple swap day Wednesday/);
  t.match(body, /Sessions in the market's time zone \(America\/New_York\)/);
  t.match(body, /Monday – Thursday 00:00–17:00, 18:00–24:00/, 'Globex week with the daily break');
  t.match(res.body, /<svg viewBox="0 0 640 200" role="img" aria-label="XAUUSD over the last 72 hours/);
  t.match(body, /XAUUSD trading calculator Instrument/);
  t.match(res.body, /<label for="[^"]+-volume">Volume \(lots\)<\/label>/, 'labelled fields');
  t.match(body, /Waiting for live prices/, 'results fill in after mount');
  t.notMatch(body, /Open now|Closed now/, 'no per-visitor status in the shared HTML');
});

t.test('instrument URLs: case, unknown, malformed; other locales', async (t) => {
  const upper = await get('/en/trading/trading-XAUUSD');
  t.equal(upper.statusCode, 301);
  t.equal(upper.headers.location, '/en/trading/trading-xauusd');
  const unknown = await get('/en/trading/trading-nope42');
  t.equal(unknown.statusCode, 404);
  t.match(unknown.body, 'Page Not Found: /en/trading/trading-nope42');
  t.equal((await get('/en/trading/trading-eur.usd')).statusCode, 404);
  const de = await get('/de/trading/trading-ger40');
  t.equal(de.statusCode, 200);
  t.match(text(de.body), /Kontraktspezifikation/);
  t.match(text(de.body), /Europe\/Berlin/);
  const ar = await get('/ar/trading/trading-btcusd');
  t.match(ar.body, /<html lang="ar[^"]*" dir="rtl">/);
  t.match(text(ar.body), /مواصفات العقد/);
});

t.test('calculator page: the form and the explanation before hydration', async (t) => {
  const res = await get('/en/platform/trading-calculator?symbol=USDJPY&volume=5');
  t.equal(res.statusCode, 200);
  const body = text(res.body);
  for (const label of ['Instrument', 'Volume (lots)', 'Leverage', 'Account currency', 'Direction', 'Open price', 'Close price']) t.match(body, label);
  t.match(body, /How the figures are calculated Pip value Volume × contract size × pip size/);
  t.match(res.body, /<option value="USDJPY" selected="">USDJPY – US Dollar \/ Japanese Yen<\/option>/, 'server renders the URL state (cached per query variant)');
  for (const i of instruments) t.match(res.body, `<option value="${i.symbol}"`, `${i.symbol} selectable`);
  t.match(res.body, /aria-live="polite"/);
});

t.test('range of markets and market pages: the first page of the table, every instrument counted', async (t) => {
  const range = await get('/en/trading/range-of-markets');
  t.equal(range.statusCode, 200);
  // A page of 25 rows in the HTML (the catalogue has hundreds; the conditions page links them all).
  const rows = [...range.body.matchAll(/<tr data-symbol="([A-Z0-9]+)"/g)].map((m) => m[1]);
  t.same(rows, instruments.slice(0, 25).map((i) => i.symbol), 'the first 25 instruments');
  t.match(text(range.body), `Instruments shown: ${instruments.length}`);
  t.match(text(range.body), `1–25 of ${instruments.length}`, 'where the page is');
  const shares = await get('/en/trading/shares');
  t.match(text(shares.body), `Instruments shown: ${instruments.filter((i) => i.assetClass === 'shares').length}`);
  const metals = await get('/en/trading/precious-metals');
  t.match(metals.body, 'href="/en/trading/trading-xauusd"');
  t.notMatch(metals.body, 'href="/en/trading/trading-eurusd"', 'only the page\'s class');
  const forex = await get('/en/trading/forex');
  for (const s of ['eurusd', 'usdzar', 'gbpjpy']) t.match(forex.body, `href="/en/trading/trading-${s}"`);
});

t.test('conditions and hours tables come from the catalogue, leverage from the register', async (t) => {
  const lev = text((await get('/en/trading/components/leveroge')).body);
  // en is on-boarded by FSC Mauritius (first), then ASIC and VFSC: retail and professional each.
  t.match(lev, /Forex majors 1:500 1:500 1:30 1:500 1:1000 1:1000/);
  t.match(lev, /Crypto 1:10 1:10 1:2 1:10 1:20 1:20/);
  t.notMatch(lev, /CySEC|FCA|EU, UK/, 'only the group\'s regulators');
  const hours = text((await get('/en/trading/components/hours')).body);
  t.match(hours, /Asia\/Tokyo/);
  t.match(hours, /Sunday: 17:00–24:00 Monday – Thursday: 00:00–24:00 Friday: 00:00–17:00/, 'the forex week, merged days');
  const cond = (await get('/en/trading/components/conditions')).body;
  // Every instrument linked; identical conditions share a row (the US shares, the coins).
  for (const i of instruments) t.match(cond, `href="/en/trading/trading-${i.symbol.toLowerCase()}"`, `${i.symbol} in the conditions table`);
  t.ok(cond.length < 150_000, `conditions page ${cond.length} bytes`);
  const all = text((await get('/en/trading/trading-conditions')).body);
  const at = (s: string) => all.indexOf(s);
  t.ok(at('Leverage by company and client category') > 0 && at('Leverage by company and client category') < at('Contract specifications by instrument group'), 'leverage, then conditions');
  t.ok(at('Contract specifications by instrument group') < all.lastIndexOf('Sessions'), 'then hours');
});

t.test('calculator page: the server renders the URL state (a shared link shows its inputs before any script)', async (t) => {
  const res = await get('/en/platform/trading-calculator?symbol=XAUUSD&volume=2.5&leverage=200&account=EUR&side=sell&open=2400&close=2380&utm_source=x');
  t.equal(res.statusCode, 200);
  t.match(res.body, /<option value="XAUUSD" selected="">/, 'symbol');
  t.match(res.body, /id="[^"]+-volume"[^>]*value="2.5"|value="2.5"[^>]*id="[^"]+-volume"/, 'volume');
  t.match(res.body, /<option value="200" selected="">/, 'leverage');
  t.match(res.body, /<option value="EUR" selected="">/, 'account currency');
  t.match(res.body, /value="2400"/, 'open price');
  const bad = await get('/en/platform/trading-calculator?symbol=NOPE&volume=abc');
  t.equal(bad.statusCode, 200, 'invalid values fall back to the defaults');
  t.match(bad.body, /<option value="EURUSD" selected="">/);
  const plain = await get('/en/platform/trading-calculator');
  t.match(plain.body, /<option value="EURUSD" selected="">/, 'defaults without a query');
});

/** The page's <title> and meta description. */
function head(html: string): { title: string; description: string } {
  const decode = (v: string) => v.replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/&quot;/g, '"');
  return { title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''), description: decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '') };
}

t.test('the head names the instrument in the page\'s language', async (t) => {
  const de = head((await get('/de/trading/trading-eurusd')).body);
  t.equal(de.title, 'EURUSD – Euro / US-Dollar: Live-Kurs und Spezifikation | Velora Markets');
  t.match(de.description, 'Handeln Sie Euro / US-Dollar als CFD');
  t.notMatch(de.title + de.description, /Euro vs US Dollar/, 'not the catalogue\'s English description');
  const zh = head((await get('/zh-hans/trading/trading-xauusd')).body);
  t.match(zh.title, /^XAUUSD – \S+ \/ 美元：实时价格与合约规格/);
  // An index has only its English name: the head names it by its symbol rather than mix languages.
  const index = await get('/de/trading/trading-us500');
  const idx = head(index.body);
  t.equal(idx.title, 'US500: Live-Kurs und Spezifikation | Velora Markets');
  t.notMatch(idx.title + idx.description, /US 500 Index/);
  t.match(index.body, /<span class="instrument-page__name" lang="en">US 500 Index<\/span>/, 'the heading keeps it, marked English');
  const en = head((await get('/en/trading/trading-us500')).body);
  t.equal(en.title, 'US500 – US 500 Index: live price and specification | Velora Markets');
});

t.test('the FinancialProduct\'s fee specification points at an element of the page', async (t) => {
  for (const url of ['/en/trading/trading-eurusd', '/ar/trading/trading-aapl']) {
    const html = (await get(url)).body;
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as unknown);
    const product = jsonLd.flatMap((n) => (Array.isArray(n) ? n : [n])).find((n) => (n as { '@type'?: string })['@type'] === 'FinancialProduct') as { feesAndCommissionsSpecification: string; url: string } | undefined;
    t.ok(product, `${url}: FinancialProduct`);
    const [page, fragment] = product!.feesAndCommissionsSpecification.split('#');
    t.equal(page, product!.url, 'on this page');
    t.ok(fragment && html.includes(` id="${fragment}"`), `${url}: #${fragment} exists`);
    t.match(html, new RegExp(`<h2 id="${fragment}"[^>]*>[^<]*</h2>`), 'the specification\'s heading');
  }
});

t.test('contract units in the page\'s language', async (t) => {
  t.match(text((await get('/de/trading/trading-xauusd')).body), /Kontraktgröße 100 Feinunzen/);
  t.match(text((await get('/de/trading/trading-xtiusd')).body), /Kontraktgröße 1\.000 Barrel/);
  t.match(text((await get('/fr/trading/trading-aapl')).body), /1 action/);
  t.match(text((await get('/en/trading/trading-aapl')).body), /Contract size 1 share/);
  t.match(text((await get('/en/trading/trading-ger40')).body), /Contract size 1 index point/);
  t.match(text((await get('/zh-hans/trading/trading-gaucnh')).body), /1,000 克/);
  t.match(text((await get('/de/trading/trading-eurusd')).body), /Kontraktgröße 100\.000 EUR/, 'currency codes as they are');
});

t.test('the conditions tables name contract units in the page\'s language too', async (t) => {
  const de = text((await get('/de/trading/trading-conditions')).body);
  t.match(de, /XAUUSD 100 Feinunzen/);
  t.match(de, /XTIUSD 1\.000 Barrel/);
  t.notMatch(de, /troy oz|barrel\b/, 'no English unit left');
  t.match(text((await get('/en/trading/components/conditions')).body), /AAPL ,[A-Z0-9, ]+ 1 share/);
});
