// The site search in Chromium, by keyboard only (issue 33): the header dialog's content results
// as you type (combobox + listbox: arrows, Enter, Escape; the count announced), its link to all
// results, the results page (grouped, a kind, pages) with and without JavaScript, the mobile
// menu's content results, and another language.
import t from 'tap';
import type { Page } from 'playwright';
import { AxeBuilder } from '@axe-core/playwright';
import { desktopUA, openHydrated, settleAnimations, startSiteAndBrowser, waitForHydration } from './support.ts';

const { origin, browser } = await startSiteAndBrowser(t);
// The quote socket checks the Origin against PUBLIC_ORIGIN: not this file's concern.
const clean = (problems: string[]) => problems.filter((p) => !p.includes('/ws/quotes') && !/Failed to load resource/.test(p));

/** Resolves when the content results shown are the answer for q (typing asks once per pause). */
async function settled(page: Page, scope: string, q: string): Promise<void> {
  await page.waitForFunction(
    ([s, text]) => {
      const section = document.querySelector(`${s} .content-results`);
      return section?.getAttribute('data-q') === text && section.getAttribute('aria-busy') === 'false';
    },
    [scope, q] as const,
  );
}

/** Tabs forward until the focused element matches, at most `max` times. */
async function tabTo(page: Page, test: (el: Element) => boolean, max = 60): Promise<boolean> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(`(${test.toString()})(document.activeElement)`)) return true;
  }
  return false;
}

async function openSearchDialog(page: Page) {
  t.ok(await tabTo(page, (el) => el.classList.contains('nav-bar__search')), 'the search button is reached by Tab');
  await page.keyboard.press('Enter');
  const dialog = page.locator('dialog.search-dialog');
  await dialog.waitFor();
  return dialog;
}

t.test('header dialog: type, arrow to a result, Enter opens it', async (t) => {
  const { page, problems } = await openHydrated(browser, `${origin}/en`);
  const dialog = await openSearchDialog(page);
  const input = dialog.getByRole('combobox');
  t.equal(await input.evaluate((el) => el === document.activeElement), true, 'focus is in the text box, a combobox');
  await page.keyboard.type('xauusd');
  await settled(page, 'dialog.search-dialog', 'xauusd');
  const listbox = dialog.getByRole('listbox', { name: 'On the site' });
  const first = listbox.getByRole('option').first();
  await first.waitFor();
  t.match(await first.textContent(), /^XAUUSD · Gold \/ US Dollar/, 'the instrument named exactly first');
  t.match(await dialog.locator('.content-results__status[role="status"]').textContent(), /^Results on the site: \d+$/, 'the count is announced');
  t.equal(await input.getAttribute('aria-expanded'), 'true');
  t.equal(await input.getAttribute('aria-controls'), await listbox.getAttribute('id'));
  t.ok((await listbox.getByRole('option').count()) <= 6, 'at most six');
  await page.keyboard.press('ArrowDown');
  t.equal(await input.getAttribute('aria-activedescendant'), await first.getAttribute('id'), 'Down makes the first option active');
  t.equal(await first.getAttribute('aria-selected'), 'true');
  await page.keyboard.press('Enter');
  await page.waitForURL(`${origin}/en/trading/trading-xauusd`);
  await dialog.waitFor({ state: 'detached' });
  t.same(clean(problems), [], 'clean console');
  await page.close();
});

t.test('header dialog: a typo, arrows wrap, Escape leaves the list, then all results', async (t) => {
  const { page, problems } = await openHydrated(browser, `${origin}/en`);
  const dialog = await openSearchDialog(page);
  const input = dialog.getByRole('combobox');
  await page.keyboard.type('levarage');
  await settled(page, 'dialog.search-dialog', 'levarage');
  const options = dialog.getByRole('listbox').getByRole('option');
  await options.first().getByText('Leverage', { exact: true }).waitFor();
  const n = await options.count();
  await page.keyboard.press('ArrowUp');
  t.equal(await input.getAttribute('aria-activedescendant'), await options.nth(n - 1).getAttribute('id'), 'Up from the box goes to the last option');
  await page.keyboard.press('ArrowDown');
  t.equal(await input.getAttribute('aria-activedescendant'), await options.first().getAttribute('id'), 'and Down wraps to the first');
  await page.keyboard.press('Escape');
  t.equal(await input.getAttribute('aria-activedescendant'), null, 'Escape leaves the list');
  t.ok(await dialog.isVisible(), 'and keeps the dialog open');
  t.ok(await tabTo(page, (el) => el.textContent === 'All results for “levarage”'), 'the link to all results is reached by Tab');
  await page.keyboard.press('Enter');
  await page.waitForURL(`${origin}/en/search?q=levarage`);
  await dialog.waitFor({ state: 'detached' });
  await page.locator('.search-results__summary-line[role="status"]').getByText(/^Results for “levarage”: \d+$/).waitFor();
  t.equal(await page.locator('#results-glossary + ol li a').first().textContent(), 'Leverage', 'the results page agrees');
  t.same(clean(problems), [], 'clean console');
  await page.close();
});

t.test('results page: groups, a kind and its pages, by keyboard', async (t) => {
  const { page, problems } = await openHydrated(browser, `${origin}/en/search?q=margin`);
  t.equal(await page.locator('meta[name="robots"]').getAttribute('content'), 'noindex, nofollow');
  const kinds = await page.locator('section.search-results h2').evaluateAll((hs) => hs.map((h) => h.id));
  t.ok(kinds.includes('results-glossary') && kinds.includes('results-help'), `grouped by kind (${kinds.join(', ')})`);
  t.ok(await tabTo(page, (el) => /^Glossary \(\d+\)$/.test(el.textContent ?? '')), 'the kind filter is reached by Tab');
  await page.keyboard.press('Enter');
  await page.waitForURL(`${origin}/en/search?q=margin&kind=glossary`);
  await page.locator('#results-kind').waitFor();
  t.equal(await page.locator('.site-search__kinds a[aria-current="page"]').textContent().then((s) => s?.startsWith('Glossary')), true, 'the chip is current');
  t.ok(await tabTo(page, (el) => el.getAttribute('rel') === 'next'), 'Next page by Tab');
  await page.keyboard.press('Enter');
  await page.waitForURL(`${origin}/en/search?q=margin&kind=glossary&page=2`);
  await page.locator('.pagination [aria-current="page"]').getByText('2').waitFor();
  // A new search from the page's own box.
  await page.getByRole('search').getByLabel('Search the site').focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('XAU/USD');
  await page.keyboard.press('Enter');
  await page.waitForURL(`${origin}/en/search?q=XAU%2FUSD`);
  await page.locator('#results-instruments').waitFor();
  t.equal(await page.locator('#results-instruments + ol a').first().getAttribute('href'), '/en/trading/trading-xauusd', 'a symbol with a slash');
  t.same(clean(problems), [], 'clean console');
  await page.close();
});

t.test('results page without JavaScript: a GET form the server answers', async (t) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${origin}/en/search`);
  await page.getByRole('search').getByLabel('Search the site').focus();
  await page.keyboard.type('margin call');
  await page.keyboard.press('Enter');
  await page.waitForURL(`${origin}/en/search?q=margin+call`);
  t.equal(await page.locator('#results-glossary + ol a').first().textContent(), 'Margin call', 'the exact glossary term first');
  await context.close();
});

t.test('mobile menu and another language', async (t) => {
  const { page, problems } = await openHydrated(browser, `${origin}/zh-hans`, { width: 375, height: 812 });
  t.ok(await tabTo(page, (el) => el.classList.contains('nav-bar__menu-button')), 'the menu button by Tab');
  await page.keyboard.press('Enter');
  const dialog = page.locator('dialog.mobile-menu');
  await dialog.waitFor();
  t.ok(await tabTo(page, (el) => el.getAttribute('role') === 'combobox'), 'the search box by Tab');
  await page.keyboard.type('保证金');
  await settled(page, 'dialog.mobile-menu', '保证金');
  const first = dialog.getByRole('listbox').getByRole('option').first();
  await first.waitFor();
  t.match(await first.textContent(), /^保证金术语表$/, 'the glossary term first, labelled by kind');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.waitForURL(`${origin}/zh-hans/academy/terminology#margin`);
  await dialog.waitFor({ state: 'detached' });
  t.same(clean(problems), [], 'clean console');
  await page.close();
});

t.test('axe: the results page (en, ar) and the dialog with content results', async (t) => {
  for (const path of ['/en/search?q=margin', `/ar/search?q=${encodeURIComponent('الرافعة')}`]) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, userAgent: desktopUA });
    const page = await context.newPage();
    await page.goto(origin + path);
    await waitForHydration(page);
    let result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    const bad = (r: typeof result) => r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
    t.same(bad(result), [], `${path}: no serious or critical violations`);
    if (path.startsWith('/en')) {
      await page.focus('.nav-bar__search');
      await page.keyboard.press('Enter');
      await page.locator('dialog.search-dialog').waitFor();
      await page.keyboard.type('gold');
      await settled(page, 'dialog.search-dialog', 'gold');
      await page.keyboard.press('ArrowDown');
      await settleAnimations(page);
      result = await new AxeBuilder({ page }).include('dialog.search-dialog').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      t.same(bad(result), [], 'the dialog with content results and an active option');
    }
    await context.close();
  }
});
