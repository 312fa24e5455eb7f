// Measured spreads in Chromium (issue 32): the conditions page's spread tables hydrate without a
// mismatch, filter across groups, sort with their header buttons (aria-sort follows, keyboard
// too), and stay tables on a phone (scroll region, sticky instrument column; groups off screen
// skipped by layout yet captioned tables, laid out when focused); an instrument page
// shows the typical spread and the hour-of-day chart.
import t from 'tap';
import type { Page } from 'playwright';
import { startSiteAndBrowser, waitForHydration, watchConsole } from './support.ts';
import { until } from '../server/test-support/until.ts';

const { app, origin, browser } = await startSiteAndBrowser(t);
// The first figures are computed (and kept 30 s) on the first page: let the simulator tick first.
await until(() => (app.quotes.spreads.figures('EURUSD')?.windows['24h'].ticks ?? 0) > 0, 15_000);

const majors = '[data-section="spreads"] [data-group="forex-major"]';
const symbolsOf = (page: Page, scope: string) => page.locator(`${scope} tbody tr`).evaluateAll((rows) => rows.map((r) => r.getAttribute('data-symbol')!));
const typicalOf = (page: Page) => page.locator(`${majors} tbody td[data-field="typical"]`).evaluateAll((cells) => cells.map((c) => c.getAttribute('data-value')));

t.test('conditions: filter and sort the spread tables', async (t) => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const problems = watchConsole(page);
  const res = await page.goto(`${origin}/en/trading/trading-conditions`);
  t.equal(res?.status(), 200);
  await waitForHydration(page);
  await page.locator(majors).scrollIntoViewIfNeeded();
  await page.waitForFunction((sel) => {
    const b = document.querySelector(`${sel} th[data-sort="typical"] button`);
    return !!b && Object.keys(b).some((k) => k.startsWith('__reactProps'));
  }, majors);

  const sorted = (values: (string | null)[], dir: 1 | -1) => {
    const nums = values.filter((v) => v !== '' && v !== null).map(Number);
    return nums.every((v, i) => i === 0 || dir * (v - nums[i - 1]!) >= 0);
  };
  const typicalTh = page.locator(`${majors} th[data-sort="typical"]`);
  await typicalTh.locator('button').click();
  await page.waitForFunction((sel) => document.querySelector(`${sel} th[data-sort="typical"]`)?.getAttribute('aria-sort') === 'ascending', majors);
  t.equal(await page.locator(`${majors} th[data-sort="symbol"]`).getAttribute('aria-sort'), null, 'only the sorted column has aria-sort');
  t.ok(sorted(await typicalOf(page), 1), 'ascending by typical spread');
  // Keyboard: the header button takes Enter.
  await typicalTh.locator('button').focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction((sel) => document.querySelector(`${sel} th[data-sort="typical"]`)?.getAttribute('aria-sort') === 'descending', majors);
  t.ok(sorted(await typicalOf(page), -1), 'descending by typical spread');

  const allRows = await page.locator('[data-section="spreads"] tbody tr').count();
  await page.locator('[data-section="spreads"] input[type="search"]').fill('jpy');
  await page.waitForFunction((n) => document.querySelectorAll('[data-section="spreads"] tbody tr').length < n, allRows);
  const shown = await symbolsOf(page, '[data-section="spreads"]');
  t.ok(shown.length > 1 && shown.every((s) => s.includes('JPY')), `filtered: ${shown.join(', ')}`);
  t.match(await page.locator('[data-testid="spread-count"]').textContent(), new RegExp(`Instruments shown: ${shown.length} of \\d+`));
  await page.locator('[data-section="spreads"] input[type="search"]').fill('');
  await page.waitForFunction((n) => document.querySelectorAll('[data-section="spreads"] tbody tr').length === n, allRows);
  t.same(problems, [], 'clean console (no hydration mismatch)');
  await page.close();
});

t.test('conditions on a phone: still a table, scrolls sideways with the instrument column in view', async (t) => {
  const page = await browser.newPage({ viewport: { width: 390, height: 800 } });
  await page.goto(`${origin}/en/trading/trading-conditions`);
  await waitForHydration(page);
  const region = page.locator(`${majors} .table-scroll`);
  await region.scrollIntoViewIfNeeded();
  const m = await region.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, page: document.documentElement.scrollWidth, display: getComputedStyle(el.querySelector('table')!).display }));
  t.equal(m.display, 'table', 'a table, not cards');
  t.ok(m.scroll > m.client, 'the table scrolls inside its region');
  t.ok(m.page <= 390, `the page itself does not scroll sideways (${m.page})`);
  const th = region.locator('tbody th[scope="row"]').first();
  const x0 = (await th.boundingBox())!.x;
  await region.evaluate((el) => el.scrollBy({ left: 300 }));
  await page.waitForFunction((sel) => document.querySelector(`${sel} .table-scroll`)!.scrollLeft > 0, majors);
  t.ok(Math.abs((await th.boundingBox())!.x - x0) < 2, 'the instrument column stays in view');
  await page.close();
});

t.test('conditions on a phone: groups off screen skip layout but stay captioned tables and focusable', async (t) => {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  await page.goto(`${origin}/en/trading/trading-conditions`);
  await waitForHydration(page);
  const far = '[data-section="spreads"] [data-group="crypto"]';
  t.equal(await page.locator(far).evaluate((el) => getComputedStyle(el).contentVisibility), 'auto', 'skipped while off screen');
  // Every group is still a captioned table with scoped headers in the document.
  const groups = await page.locator('.conditions-page .conditions-group').count();
  t.equal(await page.locator('.conditions-page .conditions-group table caption').count(), groups, 'a captioned table per group');
  t.ok(await page.getByRole('table', { name: /Crypto/i }).count() >= 1, 'the far table is in the accessibility tree by its caption');
  // Tabbing to a far group's scroll region lays it out: it has its real size and is on screen.
  await page.locator(`${far} .table-scroll`).focus();
  await page.waitForFunction((sel) => {
    const r = document.querySelector(`${sel} .table-scroll`)!.getBoundingClientRect();
    return r.height > 0 && r.top < innerHeight && r.bottom > 0;
  }, far);
  t.pass('the focused region is laid out and in view');
  await page.close();
});

t.test('instrument page: typical spread and the chart by UTC hour', async (t) => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const problems = watchConsole(page);
  await page.goto(`${origin}/en/trading/trading-eurusd`);
  await waitForHydration(page);
  await page.locator('[data-section="typical-spread"]').scrollIntoViewIfNeeded();
  t.match(await page.locator('[data-testid="spread-typical"]').textContent(), /^Typical spread: \d+\.\d, the median over the last 24 hours\.$/);
  t.match(await page.locator('[data-testid="spread-hours"] svg').getAttribute('aria-label'), /by hour of day in UTC/);
  t.ok(await page.locator('[data-testid="spread-hours"] rect.spread-hours__bar').count() >= 1, 'a bar for this hour');
  t.same(problems, [], 'clean console');
  await page.close();
});

t.test('Arabic (RTL): the tables hydrate cleanly and sort', async (t) => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const problems = watchConsole(page);
  await page.goto(`${origin}/ar/trading/trading-conditions`);
  await waitForHydration(page);
  await page.locator(majors).scrollIntoViewIfNeeded();
  await page.waitForFunction((sel) => {
    const b = document.querySelector(`${sel} th[data-sort="symbol"] button`);
    return !!b && Object.keys(b).some((k) => k.startsWith('__reactProps'));
  }, majors);
  const before = await symbolsOf(page, majors);
  await page.locator(`${majors} th[data-sort="symbol"] button`).click();
  await page.waitForFunction((sel) => document.querySelector(`${sel} th[data-sort="symbol"]`)?.getAttribute('aria-sort') === 'descending', majors);
  t.same(await symbolsOf(page, majors), [...before].reverse(), 'instrument column reversed');
  t.same(problems, [], 'clean console');
  await page.close();
});
