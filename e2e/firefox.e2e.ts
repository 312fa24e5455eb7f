// The second engine (issue 36 item 6): Firefox ESR through WebDriver BiDi (e2e/firefox-support.ts).
// - Hydration sweep: every locale's home and two more pages per locale (rotating over the page
//   families) hydrate with a clean console in Gecko, whose ICU and layout are not Chromium's.
// - The frame's interactions: mega-menu by mouse and keyboard, the language selector, the search
//   dialog, the mobile menu and the sign-up dialog opening and closing, with focus returning.
import t from 'tap';
import type { Page } from 'puppeteer-core';
import { locales } from '../shared/locales.ts';
import { startSite } from './support.ts';
import { launchFirefox, watchFirefoxConsole, waitForFirefoxHydration } from './firefox-support.ts';
import { browserIdle, pageHydrated } from './hydration-state.ts';

t.setTimeout(900_000);
const { app, origin } = await startSite();
const browser = await launchFirefox();
t.teardown(async () => {
  await browser.close();
  await app.close();
});

const desktop = { width: 1280, height: 800 };
const mobile = { width: 375, height: 812 };
// The quote socket checks the Origin against PUBLIC_ORIGIN: not what these tests are about.
const clean = (problems: string[]) => problems.filter((p) => !p.includes('/ws/quotes'));

async function open(path: string, viewport = desktop): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage();
  await page.setViewport(viewport);
  const problems = watchFirefoxConsole(page);
  const res = await page.goto(origin + path);
  // 304: Firefox revalidates a page it has cached from an earlier test.
  if (res?.status() !== 200 && res?.status() !== 304) problems.push(`HTTP ${res?.status()} for ${path}`);
  await waitForFirefoxHydration(page);
  return { page, problems };
}
const visible = (page: Page, selector: string) => page.waitForSelector(selector, { visible: true, timeout: 10_000 });
const hidden = (page: Page, selector: string) => page.waitForSelector(selector, { hidden: true, timeout: 10_000 });
const path = (page: Page, want: string) => page.waitForFunction((w) => location.pathname + location.search === w, { timeout: 15_000 }, want);
const activeMatches = (page: Page, selector: string) => page.evaluate((s) => !!document.activeElement?.closest(s), selector);

// Page families beyond home, two per locale in turn, so 25 locales cover the list several times.
const families = [
  '/trading/forex', '/trading/trading-eurusd', '/about/contact-us', '/academy/terminology', '/analysis/economic-calendar',
  '/platform/trading-calculator', '/trading/trading-conditions', '/about/regulatory-supervision', '/academy/courses/beginner/trading-forex',
  '/platform/forex-vps', '/analysis/market-news', '/academy/webinars', '/trading/deposit-and-withdrawal',
];
const sweep = locales.flatMap((l, i) => [`/${l.code}`, `/${l.code}${families[(2 * i) % families.length]}`, `/${l.code}${families[(2 * i + 1) % families.length]}`]);

t.test(`Firefox: ${sweep.length} pages (every locale's home and two more each) hydrate with a clean console`, async (t) => {
  // The watcher hears this engine: a console error and an uncaught error in a page are reported.
  {
    const { page, problems } = await open('/en');
    await page.evaluate(() => {
      console.error('probe: console');
      setTimeout(() => {
        throw new Error('probe: uncaught');
      });
    });
    // The events cross the BiDi connection: wait (bounded) until both have arrived.
    for (const end = Date.now() + 10_000; problems.filter((p) => p.includes('probe')).length < 2 && Date.now() < end; ) await new Promise((r) => setTimeout(r, 20));
    const heard = problems.filter((p) => p.includes('probe')).sort();
    t.equal(heard.length, 2, 'console problems are collected in Firefox');
    t.match(heard, [/^error: probe: console$/, /^pageerror: (Error: )?probe: uncaught$/]);
    await page.close();
  }
  const found: Record<string, string[]> = {};
  let next = 0;
  // Two tabs, each reused for its share of the pages: WebDriver BiDi refused to create browsing
  // contexts while another tab was closing.
  await Promise.all(
    Array.from({ length: 2 }, async () => {
      const page = await browser.newPage();
      await page.setViewport(desktop);
      let problems: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warn') problems.push(`${m.type()}: ${m.text()}`);
      });
      page.on('pageerror', (e) => problems.push(`pageerror: ${e instanceof Error ? e.message : String(e)}`));
      const visit = async (at: string): Promise<string[]> => {
        problems = [];
        try {
          const res = await page.goto(origin + at);
          if (res?.status() !== 200 && res?.status() !== 304) problems.push(`HTTP ${res?.status()}`);
          // Timer-paced scrolling (a pace, not a wait): a tab that is not in front paints no
          // frames, so requestAnimationFrame would stall.
          await page.evaluate(async () => {
            for (let y = 0; y < document.body.scrollHeight; y += 700) {
              window.scrollTo(0, y);
              await new Promise((r) => setTimeout(r, 30));
            }
          });
          // Every part hydrated: whatever mismatch there was has been reported by now.
          // Polled on a timer: puppeteer polls on animation frames by default, and a tab that is
          // not in front paints none, so a page hydrated after the first check was never seen.
          await page.waitForFunction(pageHydrated, { timeout: 30_000, polling: 100 });
          await page.evaluate(browserIdle);
        } catch (error) {
          problems.push(String(error).slice(0, 300));
        }
        return clean(problems);
      };
      for (let i = next++; i < sweep.length; i = next++) {
        // A wait that ran out is not a console problem (on a busy machine one page missed the
        // 30 s): that page is opened once more before it counts; one that never hydrates fails.
        let found1 = await visit(sweep[i]!);
        if (found1.some((p) => p.startsWith('TimeoutError'))) found1 = await visit(sweep[i]!);
        if (found1.length) found[sweep[i]!] = found1;
      }
      await page.close();
    }),
  );
  t.same(found, {}, 'no page with a console problem');
});

t.test('Firefox desktop: mega-menu opens on hover, closes when the mouse leaves; by keyboard Enter opens, Escape closes, focus returns', async (t) => {
  const { page, problems } = await open('/en');
  t.equal(await page.$eval('#mega-trading', (e) => (e as HTMLElement).hidden), true, 'closed at first');
  await page.hover('.nav-bar__menu a[href="/en/trading/range-of-markets"]');
  await visible(page, '#mega-trading');
  t.equal(await page.$eval('.nav-bar__toggle[aria-controls="mega-trading"]', (e) => e.getAttribute('aria-expanded')), 'true');
  await page.mouse.move(640, 780);
  await hidden(page, '#mega-trading');
  t.pass('closes when the mouse leaves');

  await page.focus('.nav-bar__toggle[aria-controls="mega-platform"]');
  await page.keyboard.press('Enter');
  await visible(page, '#mega-platform');
  await page.keyboard.press('Tab');
  t.ok(await activeMatches(page, '#mega-platform'), 'Tab moves into the panel');
  await page.keyboard.press('Escape');
  await hidden(page, '#mega-platform');
  t.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls')), 'mega-platform', 'focus back on the button');
  // A click on a panel link navigates in place and closes the panel.
  await page.hover('.nav-bar__menu a[href="/en/trading/range-of-markets"]');
  await visible(page, '#mega-trading');
  await page.click('#mega-trading a[href="/en/trading/forex"]');
  await path(page, '/en/trading/forex');
  await hidden(page, '#mega-trading');
  t.same(clean(problems), [], 'clean console');
  await page.close();
});

t.test('Firefox desktop: language switch in place by keyboard (listbox), cookie written, no page load', async (t) => {
  const { page, problems } = await open('/en/trading/forex?x=1');
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await page.focus('.language-selector .listbox__button');
  await page.keyboard.press('Enter');
  await visible(page, '.language-selector [role="listbox"]');
  t.equal(await page.$$eval('.language-selector [role="option"]', (os) => os.length), 15, 'the global list');
  t.ok(await activeMatches(page, '.language-selector [role="listbox"]'), 'focus in the listbox');
  await page.keyboard.press('Escape');
  await hidden(page, '.language-selector [role="listbox"]');
  t.ok(await page.evaluate(() => document.activeElement?.classList.contains('listbox__button')), 'Escape returns focus');
  await page.keyboard.press('Enter');
  await visible(page, '.language-selector [role="listbox"]');
  await page.keyboard.type('f'); // type-ahead: Filipino,
  await page.keyboard.type('f'); // then Français
  await page.keyboard.press('Enter');
  await path(page, '/fr/trading/forex?x=1');
  await page.waitForFunction(() => document.documentElement.lang === 'fr-FR' && document.cookie.includes('i18n_redirected=fr'));
  t.equal(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument), true, 'switched without a page load');
  t.match(await page.$eval('.language-selector .listbox__button', (e) => e.textContent), /Français/);
  t.same(clean(problems), [], 'clean console');
  await page.close();
});

t.test('Firefox desktop: the search dialog searches, filters by category, traps focus, closes on Escape with focus back, and a result navigates', async (t) => {
  const { page, problems } = await open('/en');
  await page.evaluate(() => {
    (window as unknown as { searches: unknown[] }).searches = [];
    window.addEventListener('velora:search', (e) => (window as unknown as { searches: unknown[] }).searches.push((e as CustomEvent).detail));
  });
  const dialog = 'dialog.search-dialog';
  const input = `${dialog} input[type="search"]`;
  await page.click('.nav-bar__search');
  await visible(page, dialog);
  await page.waitForFunction((d) => !!document.activeElement?.closest(d), { timeout: 10_000 }, dialog);
  t.pass('focus moves into the dialog');
  await page.type(input, 'forex');
  await page.waitForFunction(() => /^Search result \(\d+\)$/.test(document.querySelector('.search-dialog__results h3')?.textContent ?? ''), { timeout: 10_000 });
  const count = await page.$$eval(`${dialog} .search-result`, (rs) => rs.length);
  t.equal(await page.$eval('.search-dialog__results h3', (e) => e.textContent), `Search result (${count})`);
  t.ok(count >= 2, 'forex pages found');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => (window as unknown as { searches: unknown[] }).searches.length === 1, { timeout: 10_000 });
  t.same(await page.evaluate(() => (window as unknown as { searches: unknown[] }).searches), [{ term: 'forex', category: 'all' }], 'Enter emits the search');
  // Category: Platforms only, from the listbox.
  await page.click(`${dialog} .search-dialog__category .listbox__button`);
  const platforms = await page.waitForSelector(`::-p-xpath(//dialog[contains(@class,"search-dialog")]//*[@role="option"][contains(.,"Platforms")])`);
  await platforms!.click();
  await page.waitForFunction(() => {
    const cats = [...document.querySelectorAll('.search-result__category')];
    return cats.length > 0 && cats.every((e) => e.textContent === 'Platforms');
  }, { timeout: 10_000 });
  t.equal(await page.$eval(`${dialog} .search-dialog__category-tab[aria-pressed="true"]`, (e) => e.textContent), 'Platforms', 'the strip shows the active category');
  // Focus stays inside; Escape closes and returns focus to the search button.
  for (let i = 0; i < 25; i++) await page.keyboard.press('Tab');
  t.ok(await activeMatches(page, dialog), 'Tab cycles inside the dialog');
  await page.keyboard.press('Escape');
  await hidden(page, dialog);
  t.ok(await page.evaluate(() => document.activeElement?.classList.contains('nav-bar__search')), 'focus returns to the search button');
  // Reopened it starts empty; a result click navigates in place and closes it.
  await page.click('.nav-bar__search');
  await visible(page, dialog);
  t.equal(await page.$eval(input, (e) => (e as HTMLInputElement).value), '', 'closing cleared the term');
  await page.type(input, 'shares');
  const shares = await page.waitForSelector(`::-p-xpath(//dialog[contains(@class,"search-dialog")]//*[contains(@class,"search-result")][contains(.,"Shares")])`);
  await shares!.click();
  await path(page, '/en/trading/shares');
  await hidden(page, dialog);
  t.equal(await page.evaluate(() => document.documentElement.classList.contains('has-modal')), false, 'scrolling unlocked');
  t.same(clean(problems), [], 'clean console');
  await page.close();
});

t.test('Firefox mobile: the menu opens, its tree toggles, focus stays inside, Escape closes and returns focus, a search result navigates', async (t) => {
  const { page, problems } = await open('/en', mobile);
  t.equal(await page.$eval('.nav-bar__menu', (e) => getComputedStyle(e).display === 'none' || (e as HTMLElement).offsetParent === null), true, 'no desktop menu');
  await page.click('.nav-bar__menu-button');
  await visible(page, 'dialog.mobile-menu');
  const trading = await page.waitForSelector('::-p-xpath(//dialog[contains(@class,"mobile-menu")]//li[contains(@class,"mobile-tree__node--l0")]/button[contains(@class,"mobile-tree__toggle")][contains(.,"Trading")])');
  await trading!.click();
  t.equal(await trading!.evaluate((e) => e.getAttribute('aria-expanded')), 'true', 'a section opens');
  await visible(page, 'dialog.mobile-menu .mobile-tree__node--l1');
  await trading!.click();
  await page.waitForFunction(() => !document.querySelector('dialog.mobile-menu .mobile-tree__node--l1'));
  t.pass('and closes');
  for (let i = 0; i < 30; i++) await page.keyboard.press('Tab');
  t.ok(await activeMatches(page, 'dialog.mobile-menu'), 'focus trapped');
  await page.keyboard.press('Escape');
  await hidden(page, 'dialog.mobile-menu');
  t.ok(await page.evaluate(() => document.activeElement?.classList.contains('nav-bar__menu-button')), 'focus returns to the menu button');
  // A search result navigates and closes the menu.
  await page.click('.nav-bar__menu-button');
  await visible(page, 'dialog.mobile-menu');
  await page.type('dialog.mobile-menu input[type="search"]', 'crypto');
  const result = await page.waitForSelector('::-p-xpath(//dialog[contains(@class,"mobile-menu")]//*[contains(@class,"mobile-result")][contains(.,"Crypto")])');
  await result!.click();
  await path(page, '/en/trading/crypto');
  await hidden(page, 'dialog.mobile-menu');
  t.same(clean(problems), [], 'clean console');
  await page.close();
});

t.test('Firefox: the sign-up dialog opens from the bar; Escape, the close icon and the backdrop close it; focus returns', async (t) => {
  const { page, problems } = await open('/en');
  const dialog = '[data-testid="signup-dialog"]';
  await page.click('.nav-bar__signup');
  await visible(page, dialog);
  await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'first_name');
  t.pass('focus moves into the dialog');
  await page.keyboard.press('Escape');
  await hidden(page, dialog);
  t.ok(await page.evaluate(() => document.activeElement?.classList.contains('nav-bar__signup')), 'focus returns to Sign up');
  await page.click('.nav-bar__signup');
  await visible(page, dialog);
  await page.click('.signup__close');
  await hidden(page, dialog);
  t.pass('the close icon closes it');
  await page.click('.nav-bar__signup');
  await visible(page, dialog);
  await page.mouse.click(5, 5);
  await hidden(page, dialog);
  t.pass('a click on the backdrop closes it');
  t.same(clean(problems), [], 'clean console');
  await page.close();
});
