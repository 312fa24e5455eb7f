// Instrument pages and the trading calculator in Chromium (issue 15): a live price arrives on
// the instrument page, other cases of the symbol move to the lower-case URL, an unknown symbol
// is the 404 page; the calculator's state follows the URL both ways and bad values are named.
import t from 'tap';
import { hydrationSettled, startSiteAndBrowser, waitForHydration, watchConsole } from './support.ts';
import { holidaysListedUntil } from '../shared/trading/venue-holidays/window.ts';

const { origin, browser } = await startSiteAndBrowser(t);

async function open(path: string, options: { width?: number } = {}) {
  const page = await browser.newPage({ viewport: { width: options.width ?? 1280, height: 800 } });
  const problems = watchConsole(page);
  const foreign: string[] = [];
  page.on('request', (r) => {
    const u = r.url();
    if (!u.startsWith(origin) && !u.startsWith('ws://127.0.0.1') && !u.startsWith('data:')) foreign.push(u);
  });
  const sockets: string[] = [];
  page.on('websocket', (ws) => sockets.push(ws.url()));
  const res = await page.goto(origin + path);
  return { page, problems, foreign, res, sockets };
}

t.test('instrument page: live bid/ask/spread, today\'s range, hours after mount, JSON-LD', async (t) => {
  const { page, problems, foreign, res } = await open('/en/trading/trading-eurusd');
  t.equal(res?.status(), 200);
  await waitForHydration(page);
  const bid = page.locator('.page-hero .live-quote [data-field="bid"]');
  await bid.locator('bdi').waitFor({ timeout: 15_000 });
  t.match(await bid.textContent(), /^\d\.\d{5}$/, 'a live EURUSD bid with 5 digits');
  t.match(await page.locator('.page-hero .live-quote [data-field="spread"]').textContent(), /^\d+(\.\d)?$/);
  t.equal(await page.locator('h1').textContent(), 'EURUSD Euro / US Dollar', 'named from the currency names (Intl), made on the server');
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  t.ok(ld.some((s) => s.includes('"FinancialProduct"') && s.includes('EURUSD')), 'FinancialProduct JSON-LD');
  await page.locator('[data-section="today"]').scrollIntoViewIfNeeded();
  await page.locator('[data-testid="today-range"] [data-field="high"] bdi').waitFor({ timeout: 10_000 });
  await page.locator('[data-section="hours"]').scrollIntoViewIfNeeded();
  const status = page.locator('[data-testid="market-status"]');
  await status.waitFor({ timeout: 10_000 });
  t.match(await status.textContent(), /(Open now|Closed now)/, 'open now / closed now in the visitor zone');
  t.ok(await page.locator('.price-chart svg[role="img"]').getAttribute('aria-label'), 'chart has a text alternative');
  // The embedded calculator for this symbol computes once prices are in.
  await page.locator('[data-section="calculator"]').scrollIntoViewIfNeeded();
  await page.locator('[data-section="calculator"] [data-result="pip"]').waitFor({ timeout: 10_000 });
  t.equal(await page.locator('[data-section="calculator"] [data-result="pip"]').textContent(), '$10.00', '1 lot EURUSD: 10 USD a pip');
  t.same(foreign, [], 'no third-party hosts');
  t.same(problems, [], 'clean console');
  await page.close();
});

t.test('instrument URLs: other cases move to lower case (301), unknown symbol is a 404 page', async (t) => {
  const direct = await fetch(`${origin}/en/trading/trading-XAUUSD?x=1`, { redirect: 'manual' });
  t.equal(direct.status, 301);
  // Pages render from the path alone (the page cache keys on it), so the query is not carried over.
  t.equal(direct.headers.get('location'), '/en/trading/trading-xauusd');
  const { page, res } = await open('/en/trading/trading-Xauusd');
  t.equal(new URL(page.url()).pathname, '/en/trading/trading-xauusd');
  t.equal(res?.status(), 200);
  await page.close();
  const missing = await open('/en/trading/trading-nope42');
  t.equal(missing.res?.status(), 404);
  t.match(await missing.page.locator('main, body').first().textContent(), /Page Not Found: \/en\/trading\/trading-nope42/);
  await missing.page.close();
});

t.test('instrument page in German: head, units and upstream holiday names marked English, specification anchor', async (t) => {
  const { page, problems } = await open('/de/trading/trading-ger40');
  await waitForHydration(page);
  t.equal(await page.title(), 'GER40: Live-Kurs und Spezifikation | Velora Markets', 'no English description in the title');
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((s) => JSON.parse(s) as { '@type'?: string; feesAndCommissionsSpecification?: string });
  const fragment = ld.find((n) => n['@type'] === 'FinancialProduct')?.feesAndCommissionsSpecification?.split('#')[1];
  t.ok(fragment && (await page.locator(`[id="${fragment}"]`).count()) === 1, `#${fragment} is an element of the page`);
  t.match(await page.locator('[data-section="spec"] table').textContent(), /1 Indexpunkt/);
  await page.locator('[data-section="hours"]').scrollIntoViewIfNeeded();
  await page.locator('[data-testid="market-status"]').waitFor({ timeout: 10_000 });
  // The fixture's holidays are dated: once they are all past, the list is empty.
  const names = page.locator('.holidays li > span');
  const count = await names.count();
  for (let i = 0; i < count; i++) t.match(await names.nth(i).getAttribute('lang'), /^en/, `${await names.nth(i).textContent()} marked English`);
  t.same(problems, [], 'clean console');
  await page.close();
});

t.test("an SGX instrument's holidays stop where Singapore's gazetted dates do, and the page says to which date", async (t) => {
  const { page, problems } = await open('/en/trading/trading-china50');
  await waitForHydration(page);
  await page.locator('[data-section="hours"]').scrollIntoViewIfNeeded();
  await page.locator('[data-testid="market-status"]').waitFor({ timeout: 10_000 });
  const until = holidaysListedUntil('SGX', Date.now());
  const note = page.locator('[data-testid="holidays-until"]');
  if (until) {
    const date = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.parse(`${until}T12:00:00Z`));
    t.equal((await note.textContent())?.trim(), `Holidays are listed to ${date}; later closures are not listed yet.`);
  } else {
    t.equal(await note.count(), 0, 'no note while the whole year is gazetted');
  }
  t.same(problems, [], 'clean console');
  await page.close();
});

const field = (name: string) => `.calc__form [name="${name}"]`;

t.test('calculator: a URL fills the fields and the result', async (t) => {
  const { page, problems, res, sockets } = await open('/en/platform/trading-calculator?symbol=EURUSD&volume=1&leverage=100&account=USD&side=buy&open=1.085&close=1.09');
  // Open and close given, no cross needed (USD account): the results are in the server's HTML.
  t.match(await res?.text(), /data-result="profit"[^>]*>\$500\.00</, 'results before any script');
  await waitForHydration(page);
  await page.locator('[data-result="profit"]').waitFor({ timeout: 15_000 });
  t.equal(await page.locator(field('symbol')).inputValue(), 'EURUSD');
  t.equal(await page.locator(field('volume')).inputValue(), '1');
  t.equal(await page.locator(field('leverage')).inputValue(), '100');
  t.equal(await page.locator(field('account')).inputValue(), 'USD');
  t.equal(await page.locator(field('open')).inputValue(), '1.085');
  t.equal(await page.locator(field('close')).inputValue(), '1.09');
  t.ok(await page.locator('.calc__side input[value="buy"]').isChecked());
  // (1.09 - 1.085) * 100000 = 500 USD; pip 100000 * 0.0001 = 10 USD
  t.equal(await page.locator('[data-result="profit"]').textContent(), '$500.00');
  t.equal(await page.locator('[data-result="pip"]').textContent(), '$10.00');
  // 1000 EUR at the open price 1.085 (EURUSD's own rate when prices are given), not the live one
  t.equal(await page.locator('[data-result="margin"]').textContent(), '$1,085.00');
  t.equal(await page.locator('.calc__results').getAttribute('aria-live'), 'polite', 'results in a live region');
  // Hydrated and idle: a socket the page wanted would have been opened by now.
  await hydrationSettled(page);
  t.same(sockets.filter((u) => u.endsWith('/ws/quotes')), [], 'no live quote needed: no price socket opened');
  t.same(problems, []);
  await page.close();
});

t.test('calculator: changing a field updates the URL and the result', async (t) => {
  const { page } = await open('/en/platform/trading-calculator?symbol=EURUSD&open=1.085&close=1.09');
  await waitForHydration(page);
  await page.locator('[data-result="profit"]').waitFor({ timeout: 15_000 });
  await page.locator(field('volume')).fill('2');
  await page.waitForFunction(() => new URLSearchParams(location.search).get('volume') === '2');
  t.equal(await page.locator('[data-result="profit"]').textContent(), '$1,000.00', '2 lots: 1000 USD');
  await page.locator('.calc__side input[value="sell"]').check();
  await page.waitForFunction(() => new URLSearchParams(location.search).get('side') === 'sell');
  t.equal(await page.locator('[data-result="profit"]').textContent(), '-$1,000.00', 'sell: a loss');
  await page.locator(field('symbol')).selectOption('USDJPY');
  await page.waitForFunction(() => new URLSearchParams(location.search).get('symbol') === 'USDJPY');
  // EURUSD's prices mean nothing for USDJPY: a symbol change clears them (form and URL).
  const url = new URL(page.url());
  t.same(Object.fromEntries(url.searchParams), { symbol: 'USDJPY', volume: '2', leverage: '100', account: 'USD', side: 'sell' });
  t.equal(await page.locator(field('open')).inputValue(), '');
  t.equal(await page.locator(field('close')).inputValue(), '');
  await page.close();
});

t.test('calculator: a volume off the symbol\'s step is named in the field\'s description', async (t) => {
  const { page, problems } = await open('/en/platform/trading-calculator?symbol=EURUSD&open=1.085&close=1.09');
  await waitForHydration(page);
  await page.locator('[data-result="profit"]').waitFor();
  const volume = page.locator(field('volume'));
  await volume.fill('0.015');
  const error = page.locator('[data-testid="calc-volume-error"]');
  await error.waitFor();
  const message = 'Enter a volume from 0.01 to 100 lots, in steps of 0.01 lots.';
  t.equal(await error.textContent(), message);
  t.equal(await volume.getAttribute('aria-invalid'), 'true');
  const describedBy = (await volume.getAttribute('aria-describedby'))!.split(' ');
  t.ok(describedBy.includes((await error.getAttribute('id'))!), 'the message describes the field');
  t.equal(await page.locator('[data-testid="calc-results"] .calc__note').textContent(), message, 'and is announced in the results\' live region');
  t.equal(await page.locator('[data-result="profit"]').count(), 0, 'no result for a volume that cannot be traded');
  await volume.fill('0.02');
  await page.locator('[data-result="profit"]').waitFor();
  t.equal(await page.locator('[data-result="profit"]').textContent(), '$10.00', '0.005 * 2000 = 10 USD');
  t.equal(await error.count(), 0);
  await page.goto(`${origin}/en/platform/trading-calculator?symbol=EURUSD&volume=0.015`);
  await waitForHydration(page);
  await page.locator('[data-testid="calc-ignored"]').waitFor();
  t.match(await page.locator('[data-testid="calc-ignored"]').textContent(), /Volume/, 'an off-step volume in the link is ignored and named');
  t.equal(await volume.inputValue(), '1');
  t.same(problems, []);
  await page.close();
});

t.test('calculator: German figures (de-DE) from the server and after hydration', async (t) => {
  const { page, problems } = await open('/de/platform/trading-calculator?symbol=EURUSD&volume=1&leverage=100&account=EUR&side=buy&open=1.085&close=1.09');
  await waitForHydration(page);
  // EUR account: USD -> EUR by the inverse of the open price: 500 / 1.085 = 460.83; margin 1000 EUR
  t.equal(await page.locator('[data-result="profit"]').textContent(), '460,83\u00a0€');
  t.equal(await page.locator('[data-result="margin"]').textContent(), '1.000,00\u00a0€');
  t.equal(await page.locator('[data-result="pip"]').textContent(), '9,22\u00a0€');
  await page.locator(field('volume')).fill('2');
  await page.waitForFunction(() => new URLSearchParams(location.search).get('volume') === '2');
  t.equal(await page.locator('[data-result="profit"]').textContent(), '921,66\u00a0€', '1000 / 1.085 = 921.66');
  t.same(problems, []);
  await page.close();
});

t.test('calculator: bad query values are ignored with a visible note; usable at 320 px', async (t) => {
  const { page, problems } = await open('/en/platform/trading-calculator?symbol=NOPE&volume=abc&side=hold&account=EUR', { width: 320 });
  await waitForHydration(page);
  const note = page.locator('[data-testid="calc-ignored"]');
  await note.waitFor();
  t.match(await note.textContent(), /Instrument.*Volume.*Direction/);
  t.equal(await page.locator(field('symbol')).inputValue(), 'EURUSD', 'default symbol kept');
  t.equal(await page.locator(field('account')).inputValue(), 'EUR', 'the good value applied');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  t.ok(overflow <= 0, `no horizontal scroll at 320 px (${overflow})`);
  await page.locator(field('volume')).focus();
  await page.keyboard.press('Tab');
  t.equal(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.getAttribute('name')), 'leverage', 'keyboard order');
  t.same(problems, []);
  await page.close();
});

t.test('range of markets: search the instrument table, rows link their pages, prices arrive', async (t) => {
  const { page } = await open('/en/trading/range-of-markets');
  await waitForHydration(page);
  const section = page.locator('[data-section="instruments"]');
  await section.scrollIntoViewIfNeeded();
  const rows = section.locator('tbody tr');
  t.equal(await rows.count(), 25, 'a page of the catalogue');
  await section.locator('input[type="search"]').fill('gold');
  await page.waitForFunction(() => document.querySelectorAll('[data-section="instruments"] tbody tr').length < 10);
  const symbols = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-symbol')));
  // Gold against each currency, the gold ETF, and Goldman Sachs (its name has the word).
  t.ok(symbols.includes('XAUUSD') && symbols.every((s) => /^XAU|^GAUCNH$|^GLD$|^GS$/.test(s ?? '')), `gold rows: ${symbols.join()}`);
  t.equal(await section.locator('tr[data-symbol="XAUUSD"] a').getAttribute('href'), '/en/trading/trading-xauusd');
  await section.locator('tr[data-symbol="XAUUSD"] [data-field="bid"] bdi').waitFor({ timeout: 15_000 });
  await page.close();
});
