// Economic calendar (issue 14): times in GMT+3 server-rendered, switched to the visitor's zone
// or another after mount; the country filter narrows the rows; everything works without JavaScript.
import t from 'tap';
import { startSiteAndBrowser, waitForHydration, watchConsole } from './support.ts';

const { origin, browser } = await startSiteAndBrowser(t);

// Nonfarm Payrolls of this week (BLS rule): Friday 4 December 2026, 13:30 UTC.
const url = `${origin}/en/analysis/economic-calendar?week=2026-11-30`;
const nfpTime = 'tr:has(th:text-is("Nonfarm Payrolls")) td[data-field="time"] time';

/** Waits (up to 5 s) until a Playwright selector's (not a CSS one's) text is exactly `text`. */
async function textBecomes(page: import('playwright').Page, selector: string, text: string): Promise<boolean> {
  const exactly = new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  return page.locator(selector).filter({ hasText: exactly }).first().waitFor({ timeout: 5000 }).then(() => true, () => false);
}

t.test('the time-zone switch changes the shown times', async (t) => {
  const page = await browser.newPage({ timezoneId: 'America/New_York' });
  const problems = watchConsole(page);
  await page.goto(url);
  t.equal(await page.locator(nfpTime).textContent(), '16:30', 'GMT+3 by default');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Use my time zone' }).click();
  t.ok(await textBecomes(page, nfpTime, '08:30'), 'New York shows 08:30 after the switch');
  t.match(await page.locator('.calendar__zone').textContent(), /America\/New York · GMT-5/);
  await page.getByLabel('Time zone').selectOption('Asia/Tokyo');
  t.ok(await textBecomes(page, nfpTime, '22:30'), 'Tokyo shows 22:30');
  t.same(problems, [], 'no console errors or hydration warnings');
  await page.close();
});

t.test('on a phone, day tables far below hydrate when scrolled to, in place', async (t) => {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const problems = watchConsole(page);
  await page.goto(url);
  await waitForHydration(page);
  const hydrated = () => page.evaluate(() => {
    const captions = [...document.querySelectorAll('.calendar__table caption')];
    return Object.keys(captions[captions.length - 1]!).some((k) => k.startsWith('__reactFiber'));
  });
  t.notOk(await hydrated(), 'the last day of the week is not hydrated at load');
  await page.evaluate(() => ((window as unknown as { serverNode: Element | null }).serverNode = [...document.querySelectorAll('.calendar__table')].at(-1)!));
  await page.locator('.calendar__table').last().scrollIntoViewIfNeeded();
  await page.waitForFunction(() => {
    const captions = [...document.querySelectorAll('.calendar__table caption')];
    return Object.keys(captions[captions.length - 1]!).some((k) => k.startsWith('__reactFiber'));
  }, undefined, { timeout: 5000 }).catch(() => undefined);
  t.ok(await hydrated(), 'hydrated once near the viewport');
  t.ok(await page.evaluate(() => (window as unknown as { serverNode: Element | null }).serverNode === [...document.querySelectorAll('.calendar__table')].at(-1)), 'the server-rendered table is kept, not re-created');
  t.same(problems, [], 'no console errors or hydration warnings');
  await page.close();
});

t.test('a country filter narrows the rows', async (t) => {
  const page = await browser.newPage();
  await page.goto(url);
  const all = await page.locator('tbody tr[data-country]').count();
  t.ok(all >= 20, `${all} events this week`);
  await waitForHydration(page);
  await page.getByRole('checkbox', { name: /United Kingdom/ }).check();
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.waitForURL(/country=GB/);
  const countries = await page.locator('tbody tr[data-country]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-country')));
  t.ok(countries.length > 0 && countries.length < all, `${countries.length} rows`);
  t.ok(countries.every((c) => c === 'GB'), 'only the United Kingdom');
  await page.close();
});

t.test('without JavaScript: a real table, filters and day navigation still work', async (t) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(url);
  t.ok((await page.locator('table.calendar__table').count()) === 7, 'seven day tables');
  t.equal(await page.locator('table.calendar__table caption').first().textContent(), 'Monday, November 30');
  t.match(await page.locator('tr:has(th:text-is("Nonfarm Payrolls")) td[data-field="importance"]').textContent(), /High/, 'importance as text');
  await page.getByRole('checkbox', { name: /Canada/ }).check();
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.waitForURL(/country=CA/);
  const countries = await page.locator('tbody tr[data-country]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-country')));
  t.ok(countries.length > 0 && countries.every((c) => c === 'CA'), 'the GET form filters without JavaScript');
  await page.getByRole('link', { name: /Fri/ }).click();
  await page.waitForURL(/day=2026-12-04/);
  t.equal(await page.locator('table.calendar__table').count(), 1, 'one day');
  t.match(page.url(), /country=CA/, 'the filter is kept');
  await context.close();
});

t.test('upcoming releases count down after mount; the Arabic page renders its tables', async (t) => {
  const nextMonday = new Date(Date.now() + 7 * 86_400_000);
  nextMonday.setUTCDate(nextMonday.getUTCDate() - ((nextMonday.getUTCDay() + 6) % 7));
  const weekUrl = `${origin}/en/analysis/economic-calendar?week=${nextMonday.toISOString().slice(0, 10)}`;
  // The server's HTML itself, not the live DOM: the page may hydrate (and count down) before a
  // locator runs after the load event.
  const html = await (await fetch(weekUrl)).text();
  t.notMatch(html, /class="calendar__countdown"/, 'no countdown in the server HTML (the same for every visitor)');
  t.ok(html.includes('data-field="actual"'), 'the server HTML has the actual column');
  const page = await browser.newPage();
  await page.goto(weekUrl);
  t.equal(await page.locator('td[data-field="actual"] bdi:not(:empty)').count(), 0, 'next week has no actuals yet');
  await waitForHydration(page);
  await page.locator('.calendar__countdown').first().waitFor();
  // On a Sunday next week starts tomorrow, so the first release can be under a day away.
  t.match(await page.locator('.calendar__countdown').first().textContent(), /^ in \d+(d( \d+h)?|h( \d+m)?|m( \d+s)?|s)$/);
  const ar = await page.goto(`${origin}/ar/analysis/economic-calendar?week=2026-11-30`);
  t.equal(ar?.status(), 200);
  t.equal(await page.locator('html').getAttribute('dir'), 'rtl');
  t.equal(await page.locator('table.calendar__table').count(), 7);
  t.match(await page.locator('th[scope="col"]').first().textContent(), /الوقت/);
  await page.close();
});
