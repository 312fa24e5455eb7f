// Account and platform pages in Chromium: the account table readable as cards at 375 px and
// still a table for assistive technology, the help-centre search, the promotions list with its
// terms, a platform page's call to action opening the sign-up dialog, and clean hydration.
import t from 'tap';
import { hydrationSettled, startSiteAndBrowser, waitForHydration, watchConsole } from './support.ts';

const { app, origin, browser } = await startSiteAndBrowser(t);

const mobileUA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';
const mobile = { viewport: { width: 375, height: 812 }, userAgent: mobileUA, isMobile: true, hasTouch: true };

async function open(path: string, options: Parameters<typeof browser.newPage>[0] = {}) {
  const page = await browser.newPage(options);
  const problems = watchConsole(page);
  const res = await page.goto(origin + path);
  await waitForHydration(page);
  return { page, problems, status: res?.status() };
}

t.test('375 px: the account comparison reads as stacked cards and is still a table', async (t) => {
  const { page, problems, status } = await open('/en/trading/account-types', mobile);
  t.equal(status, 200);
  const table = page.getByRole('table', { name: /Account types compared/ });
  t.equal(await table.count(), 1, 'one table, named by its caption');
  t.equal(await table.getByRole('row').count(), 4, 'header row + three accounts');
  t.equal(await table.getByRole('columnheader').count(), 10);
  t.equal(await table.getByRole('rowheader').count(), 3);
  const layout = await page.evaluate(() => {
    const row = document.querySelector('.account-table tbody tr')!;
    const cell = row.querySelector('td')!;
    const rect = row.getBoundingClientRect();
    return {
      rowDisplay: getComputedStyle(row).display,
      label: getComputedStyle(cell, '::before').content,
      rowWidth: rect.width,
      pageWidth: document.documentElement.scrollWidth,
    };
  });
  t.equal(layout.rowDisplay, 'block', 'each account is a card');
  t.match(layout.label, /Minimum deposit/, 'each value is labelled by its column (visual label)');
  t.ok(layout.rowWidth <= 375, `card fits the screen (${layout.rowWidth}px)`);
  t.ok(layout.pageWidth <= 375, `no horizontal scrolling (${layout.pageWidth}px)`);
  // The accessibility tree still has the table's cells with their headers.
  const snapshot = await table.ariaSnapshot();
  t.match(snapshot, /rowheader "Raw ECN/);
  t.match(snapshot, /cell "\$3\.50 per lot per side"/);
  await hydrationSettled(page);
  t.same(problems, [], 'clean console');
  await page.close();
});

t.test('help centre: typing filters the questions and announces the count', async (t) => {
  const { page, problems } = await open('/en/trading/help-center');
  const all = await page.locator('[data-question]').count();
  t.ok(all >= 30, `${all} questions`);
  const search = page.getByRole('searchbox', { name: 'Search the help centre' });
  await search.fill('withdrawal business days');
  await page.waitForFunction(() => document.querySelectorAll('[data-question]').length < 5);
  const ids = await page.locator('[data-question]').evaluateAll((els) => els.map((e) => e.getAttribute('data-question')));
  t.ok(ids.includes('withdrawal-time'), `matches: ${ids.join(', ')}`);
  t.match(await page.getByRole('status').filter({ hasText: 'Answers found' }).textContent(), /Answers found: \d/);
  // Open the answer with the keyboard.
  const trigger = page.locator('[data-question="withdrawal-time"] button');
  await trigger.focus();
  await page.keyboard.press('Enter');
  t.equal(await trigger.getAttribute('aria-expanded'), 'true');
  t.ok(await page.locator('[data-question="withdrawal-time"] [role="region"]').isVisible());
  await search.fill('zzzz nothing');
  await page.waitForFunction(() => document.querySelectorAll('[data-question]').length === 0);
  t.match(await page.locator('.help-search__status').textContent(), /No answers match/);
  await search.fill('');
  await page.waitForFunction((n) => document.querySelectorAll('[data-question]').length === n, all);
  t.same(problems, [], 'clean console');
  await page.close();
});

t.test('promotions: each promotion with its terms behind a disclosure', async (t) => {
  const { page, problems } = await open('/en/trading/promotions-and-rewards', mobile);
  const cards = page.locator('[data-testid="promotions"] > li');
  t.equal(await cards.count(), 4);
  const first = cards.first();
  t.ok(await first.getByRole('heading', { level: 3 }).isVisible());
  const terms = first.locator('details ol');
  t.notOk(await terms.isVisible(), 'terms start closed');
  await first.locator('summary').click();
  t.ok(await terms.isVisible(), 'terms open');
  t.ok((await terms.locator('li').count()) >= 2);
  t.same(problems, [], 'clean console');
  await page.close();
});

t.test('a platform page call to action opens the sign-up dialog', async (t) => {
  const { page, problems } = await open('/en/platform/metatrader-5');
  await page.locator('[data-cta="hero"]').click();
  await page.waitForSelector('[data-testid="signup-dialog"]');
  t.ok(await page.locator('dialog.signup-dialog[open]').isVisible(), 'dialog open');
  await page.keyboard.press('Escape');
  await page.waitForSelector('[data-testid="signup-dialog"]', { state: 'detached' });
  t.same(problems, [], 'clean console');
  await page.close();
});

for (const path of ['/en/platform/velora-app', '/en/platform/forex-vps', '/en/platform/trading-central/signal', '/ar/trading/deposit-and-withdrawal', '/zh-hans/trading/swap-free-account']) {
  t.test(`${path} hydrates cleanly`, async (t) => {
    const { page, problems, status } = await open(path);
    t.equal(status, 200);
    await hydrationSettled(page);
    t.same(problems, [], 'clean console');
    await page.close();
  });
}

t.test('deposit methods follow the chosen region', async (t) => {
  const { page } = await open('/en/trading/deposit-and-withdrawal');
  const rows = page.locator('.funding-table tbody tr');
  const all = await rows.count();
  await page.getByLabel('Show methods for').selectOption('europe');
  await page.waitForFunction((n) => document.querySelectorAll('.funding-table tbody tr').length < n, all);
  const ids = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-method')));
  t.ok(ids.includes('sepa') && !ids.includes('pix'), ids.join(', '));
  t.match(await page.getByRole('table').locator('caption').textContent(), /Europe/);
  await page.close();
});
