// Prices, spreads and the 'live updated {time} GMT+3' clock in the page's language (issue 13):
// formatted through Intl with the locale tag in the browser, UTC+3 whatever the browser's zone.
import t from 'tap';
import { startSiteAndBrowser, waitForHydration, watchConsole } from './support.ts';

const { origin, browser } = await startSiteAndBrowser(t);

const cell = (symbol: string, field: string) => `#market-panel .market-prices__table tr[data-symbol="${symbol}"] td[data-field="${field}"]`;

async function home(locale: string, timezoneId: string) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, timezoneId });
  const problems = watchConsole(page);
  await page.goto(`${origin}/${locale}`);
  await waitForHydration(page);
  await page.locator('[data-section="markets"]').scrollIntoViewIfNeeded();
  await page.waitForFunction((sel) => /\d/.test(document.querySelector(sel)?.textContent ?? ''), cell('EURUSD', 'bid'));
  await page.waitForFunction(() => /\d/.test(document.querySelector('[data-live-updated]')?.textContent ?? ''));
  return { page, problems };
}

/** The UTC+3 wall-clock hour now, to compare with the page's clock (allowing a minute's turn). */
const gmt3Hour = () => new Date(Date.now() + 3 * 3600_000).getUTCHours();

const cases = [
  { locale: 'de', zone: 'America/New_York', price: /^\d+,\d{5}$/, spread: /^\d+,\d$/, clock: /^live aktualisiert um (\d\d):\d\d:\d\d GMT\+3$/ },
  { locale: 'id', zone: 'Asia/Jakarta', price: /^\d+,\d{5}$/, spread: /^\d+,\d$/, clock: /(\d\d)\.\d\d\.\d\d GMT\+3/ },
  { locale: 'en', zone: 'Pacific/Auckland', price: /^\d+\.\d{5}$/, spread: /^\d+\.\d$/, clock: /^live updated (\d\d):\d\d:\d\d GMT\+3$/ },
  { locale: 'ar', zone: 'Asia/Dubai', price: /^\d+\.\d{5}$/, spread: /^\d+\.\d$/, clock: /(\d\d):\d\d:\d\d/ },
];

for (const c of cases) {
  t.test(`${c.locale} (browser in ${c.zone}): prices, spread and clock in the page's notation, UTC+3`, async (t) => {
    const { page, problems } = await home(c.locale, c.zone);
    t.match((await page.textContent(cell('EURUSD', 'bid')))?.trim(), c.price, 'bid');
    t.match((await page.textContent(cell('EURUSD', 'spread')))?.trim(), c.spread, 'spread with 1 decimal');
    const clock = ((await page.textContent('[data-live-updated]')) ?? '').trim();
    const m = c.clock.exec(clock);
    t.ok(m, `clock "${clock}"`);
    if (m) {
      const hour = Number(m[1]);
      t.ok(hour === gmt3Hour() || hour === (gmt3Hour() + 23) % 24, `hour ${hour} is UTC+3, not the browser's zone`);
    }
    t.same(problems, [], 'clean console (no hydration mismatch)');
    await page.close();
  });
}
