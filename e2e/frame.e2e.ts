// The page frame in a real browser (issue 5): mega-menu by mouse and keyboard, partners, the
// active item, the language selector (in place and by navigation, cookie), the search dialog,
// the mobile menu, breadcrumbs, toasts, the terminal-4 bar, the 404 page, and an axe scan.
import t, { type Test } from 'tap';
import type { Page } from 'playwright';
import { AxeBuilder } from '@axe-core/playwright';
import { desktopUA, hydrationSettled, settleAnimations, startSiteAndBrowser, waitForHydration, watchConsole } from './support.ts';

const partnerUrl = 'https://partners.veloramarkets.example';
const { origin, browser } = await startSiteAndBrowser(t, { PARTNER_URL: partnerUrl });

// Many browser flows: more than tap's default per-file time-out.
t.setTimeout(600_000);

const desktop = { width: 1280, height: 800 };
const mobile = { width: 375, height: 812 };

async function open(path: string, viewport = desktop, tt?: Test): Promise<{ page: Page; problems: string[] }> {
  // Its own context (axe-core's Playwright integration needs one made by browser.newContext()).
  const context = await browser.newContext({ viewport, userAgent: desktopUA });
  const page = await context.newPage();
  tt?.teardown(() => context.close().catch(() => {}));
  const problems = watchConsole(page);
  await page.goto(origin + path);
  await waitForHydration(page);
  return { page, problems };
}

// The quote socket checks the Origin against PUBLIC_ORIGIN (no port here): not the frame's concern.
const clean = (problems: string[]) => problems.filter((p) => !p.includes('/ws/quotes'));
const cookieValue = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'i18n_redirected')?.value;
const activeInside = (page: Page, selector: string) => page.evaluate((s) => !!document.querySelector(s)?.contains(document.activeElement), selector);

t.test('desktop: mega-menu opens on hover and closes when the mouse leaves', async (t) => {
  const { page, problems } = await open('/en', desktop, t);
  const panel = page.locator('#mega-trading');
  t.equal(await panel.isVisible(), false, 'closed at first');
  await page.hover('.nav-bar__menu a[href="/en/trading/range-of-markets"]');
  await panel.waitFor({ state: 'visible' });
  const box = await panel.boundingBox();
  t.equal(Math.round(box!.height), 480, 'the panel is 480 px tall');
  t.match(await panel.textContent(), /Trading/);
  t.ok(await panel.locator('.mega-menu__more').isVisible(), "a 'learn more' link");
  t.ok((await panel.locator('.mega-menu__list').count()) <= 4, 'at most four sub-lists');
  t.equal(await page.getAttribute('#mega-trading', 'hidden'), null);
  t.equal(await page.locator('.nav-bar__toggle[aria-controls="mega-trading"]').getAttribute('aria-expanded'), 'true');
  // Moving into the panel keeps it open; a click there navigates and closes it.
  await panel.locator('a[href="/en/trading/forex"]').click();
  await page.waitForURL(origin + '/en/trading/forex');
  await panel.waitFor({ state: 'hidden' });
  // Start the next hover from outside the bar, so the pointer really enters the item (a
  // pointer that never left the bar during the navigation may not produce a fresh enter).
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.mouse.move(640, 780);
    await page.locator('.nav-bar__link[href="/en/academy/overview"]').hover();
    if (await page.locator('#mega-academy').waitFor({ state: 'visible', timeout: 3000 }).then(() => true, () => false)) break;
  }
  await page.locator('#mega-academy').waitFor({ state: 'visible' });
  await page.mouse.move(640, 780);
  await page.locator('#mega-academy').waitFor({ state: 'hidden' });
  t.same(clean(problems), []);
  await page.close();
});

t.test('desktop: mega-menu by keyboard (disclosure: Enter opens, Escape closes, focus returns)', async (t) => {
  const { page } = await open('/en', desktop, t);
  const toggle = page.locator('.nav-bar__toggle[aria-controls="mega-platform"]');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await page.locator('#mega-platform').waitFor({ state: 'visible' });
  t.equal(await toggle.getAttribute('aria-expanded'), 'true');
  await page.keyboard.press('Tab');
  t.ok(await activeInside(page, '#mega-platform'), 'Tab moves into the panel');
  await page.keyboard.press('Escape');
  await page.locator('#mega-platform').waitFor({ state: 'hidden' });
  t.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls')), 'mega-platform', 'focus back on the button');
  // Space toggles too, and leaving the item by keyboard closes it.
  await page.keyboard.press(' ');
  await page.locator('#mega-platform').waitFor({ state: 'visible' });
  await page.keyboard.press(' ');
  await page.locator('#mega-platform').waitFor({ state: 'hidden' });
  await page.close();
});

t.test('desktop: partners opens the partner site in a new tab', async (t) => {
  const { page } = await open('/en', desktop, t);
  await page.context().route(`${partnerUrl}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Partners</title>' }));
  const link = page.locator('.nav-bar__menu a', { hasText: 'Partners' });
  t.equal(await link.getAttribute('target'), '_blank');
  const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await popup.waitForLoadState();
  t.equal(new URL(popup.url()).origin, partnerUrl);
  await popup.close();
  await page.close();
});

t.test('desktop: the active item is the section among the path segments', async (t) => {
  const { page } = await open('/en/trading/forex', desktop, t);
  t.same(await page.locator('.nav-bar__link.is-active').allTextContents(), ['Trading']);
  await page.click('.footer a[href="/en/about/contact-us"]');
  await page.waitForURL(origin + '/en/about/contact-us');
  await page.waitForFunction(() => document.querySelector('.nav-bar__link.is-active')?.textContent === 'About Us');
  t.pass('About Us is active after a client-side navigation');
  await page.goto(origin + '/en');
  t.equal(await page.locator('.nav-bar__link.is-active').count(), 0, 'none on the home page');
  await page.close();
});

t.test('desktop: language switch in place (keyboard listbox) updates the cookie', async (t) => {
  const { page, problems } = await open('/en/trading/forex?x=1', desktop, t);
  const documents: string[] = [];
  page.on('request', (r) => r.resourceType() === 'document' && documents.push(r.url()));
  const button = page.locator('.language-selector .listbox__button');
  t.match(await button.textContent(), /English/);
  await button.focus();
  await page.keyboard.press('Enter');
  const list = page.locator('.language-selector [role="listbox"]');
  await list.waitFor();
  t.equal(await list.locator('[role="option"]').count(), 15, 'the global list');
  t.equal(await list.locator('[aria-selected="true"]').textContent(), 'USEnglish', 'current locale preselected');
  t.ok(await activeInside(page, '.language-selector [role="listbox"]'), 'focus in the listbox');
  await page.keyboard.press('Escape');
  await list.waitFor({ state: 'detached' });
  t.equal(await page.evaluate(() => document.activeElement?.classList.contains('listbox__button')), true, 'Escape returns focus');
  await page.keyboard.press('Enter');
  await list.waitFor();
  await page.keyboard.type('f'); // type-ahead: Filipino,
  await page.keyboard.type('f'); // then Français
  await page.keyboard.press('Enter');
  await page.waitForURL(origin + '/fr/trading/forex?x=1');
  await page.waitForFunction(() => document.documentElement.lang === 'fr-FR');
  t.equal(await cookieValue(page), 'fr');
  t.same(documents, [], 'switched without a page load');
  t.match(await page.locator('.language-selector .listbox__button').textContent(), /Français/);
  t.same(clean(problems), []);
  await page.close();
});

t.test('desktop: a code without routes navigates to its served locale (es -> /en), cookie updated; outside click closes', async (t) => {
  const { page } = await open('/de/trading/forex', desktop, t);
  await page.click('.language-selector .listbox__button');
  await page.locator('.language-selector [role="listbox"]').waitFor();
  await page.mouse.click(640, 600);
  await page.locator('.language-selector [role="listbox"]').waitFor({ state: 'detached' });
  t.pass('an outside click closes the list');
  await page.click('.language-selector .listbox__button');
  await page.click('.language-selector [role="option"]:has-text("Español")');
  await page.waitForURL(origin + '/en');
  t.equal(await cookieValue(page), 'en');
  await page.goto(origin + '/eng/about/company');
  await waitForHydration(page);
  await page.click('.language-selector .listbox__button');
  t.same(await page.locator('.language-selector [role="option"]').allTextContents(), ['HKEnglish (Hong Kong)', 'HK繁體中文（香港）'], 'the eng/cht group');
  await page.click('.language-selector [role="option"]:has-text("繁體中文")');
  await page.waitForURL(origin + '/cht/about/company');
  t.equal(await cookieValue(page), 'cht');
  await page.close();
});

t.test('the browser writes the locale cookie after hydration (pages send none); error pages leave it', async (t) => {
  const context = await browser.newContext({ viewport: desktop, userAgent: desktopUA });
  t.teardown(() => context.close().catch(() => {}));
  await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: origin }]);
  const page = await context.newPage();
  const response = await page.goto(origin + '/zh-hans/trading/forex');
  t.notOk(response!.headers()['set-cookie'], 'the page response sets no cookie');
  await waitForHydration(page);
  await page.waitForFunction(() => document.cookie.includes('i18n_redirected=zh-hans'));
  const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected')!;
  t.equal(cookie.value, 'zh-hans', 'follows the last locale visited');
  t.equal(cookie.path, '/');
  t.equal(cookie.sameSite, 'Lax');
  t.ok(cookie.expires * 1000 - Date.now() > 364 * 86400_000, 'kept 365 days');
  await page.goto(origin + '/de/no-such-page');
  // Hydrated and idle: the cookie would have been written by now.
  await hydrationSettled(page);
  t.equal(await cookieValue(page), 'zh-hans', 'a 404 page does not rewrite it');
  const root = await page.goto(origin + '/');
  t.equal(new URL(root!.url()).pathname, '/zh-hans', 'the root redirect follows it');
});

t.test('desktop: search dialog flow', async (t) => {
  const { page, problems } = await open('/en', desktop, t);
  await page.evaluate(() => {
    (window as unknown as { searches: unknown[] }).searches = [];
    window.addEventListener('velora:search', (e) => (window as unknown as { searches: unknown[] }).searches.push((e as CustomEvent).detail));
  });
  const opener = page.locator('.nav-bar__search');
  await opener.click();
  const dialog = page.locator('dialog.search-dialog');
  await dialog.waitFor();
  t.ok(await activeInside(page, 'dialog.search-dialog'), 'focus moves into the dialog');
  const input = dialog.locator('input[type="search"]');
  await input.fill('   ');
  t.equal(await dialog.locator('.search-dialog__results').count(), 0, 'a blank term does not search');
  await input.fill('forex');
  await dialog.locator('h3', { hasText: 'Search result' }).waitFor();
  const heading = await dialog.locator('.search-dialog__results h3').textContent();
  const count = await dialog.locator('.search-result').count();
  t.equal(heading, `Search result (${count})`);
  t.ok(count >= 2, 'forex pages found');
  await input.press('Enter');
  t.equal(await dialog.locator('.search-result').count(), count, 'Enter searches too');
  // Category: Platforms only.
  await dialog.locator('.search-dialog__category .listbox__button').click();
  await dialog.locator('[role="option"]', { hasText: 'Platforms' }).click();
  await page.waitForFunction(() => [...document.querySelectorAll('.search-result__category')].every((e) => e.textContent === 'Platforms'));
  t.ok((await dialog.locator('.search-result').count()) >= 1, 'Forex VPS is a platform page');
  t.equal(await dialog.locator('.search-dialog__category .listbox__button').textContent(), 'Platforms');
  t.equal(await dialog.locator('.search-dialog__category-tab[aria-pressed="true"]').textContent(), 'Platforms', 'the category strip shows the active category');
  // The strip sets the category too, and the drop-down follows.
  await dialog.locator('.search-dialog__category-tab', { hasText: 'All' }).click();
  t.equal(await dialog.locator('.search-dialog__category .listbox__button').textContent(), 'All');
  await dialog.locator('.search-dialog__category .listbox__button').click();
  await dialog.locator('[role="option"]', { hasText: 'All' }).click();
  // The cap: a one-letter term matches many pages.
  await input.fill('a');
  await page.waitForFunction(() => document.querySelectorAll('.search-result').length === 10);
  t.equal(await dialog.locator('.search-dialog__results h3').textContent(), 'Search result (10)');
  await input.fill('qqqqq');
  await dialog.getByText('No results found').waitFor();
  // With no menu page found, the term still goes to the editorial searches.
  t.same(await dialog.locator('.search-elsewhere').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')])), [
    ['Search market analysis for “qqqqq”', '/en/analysis/components/search?q=qqqqq'],
    ['Search academy articles for “qqqqq”', '/en/academy/trading-academy?q=qqqqq'],
  ], 'links to the analysis and academy searches');
  // A keyword tag sets the term and emits {term, category}.
  await dialog.locator('.tag__term', { hasText: 'Gold' }).click();
  t.equal(await input.inputValue(), 'Gold');
  t.same(await page.evaluate(() => (window as unknown as { searches: unknown[] }).searches), [
    { term: 'forex', category: 'all' }, // Enter
    { term: 'Gold', category: 'all' }, // the tag
  ]);
  await dialog.locator('.tag__remove[aria-label="Remove Crypto"]').click();
  t.equal(await dialog.locator('.tag__term', { hasText: 'Crypto' }).count(), 0, '× removes a keyword');
  // Escape closes, focus returns to the search button; reopening starts empty.
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  t.equal(await page.evaluate(() => document.activeElement?.classList.contains('nav-bar__search')), true, 'focus returns');
  await opener.click();
  await dialog.waitFor();
  t.equal(await dialog.locator('input[type="search"]').inputValue(), '', 'closing cleared the term');
  t.equal(await dialog.locator('.search-result').count(), 0, 'and the results');
  // Focus stays inside.
  for (let i = 0; i < 25; i++) await page.keyboard.press('Tab');
  t.ok(await activeInside(page, 'dialog.search-dialog'), 'Tab cycles inside the dialog');
  // A result click navigates and closes.
  await dialog.locator('input[type="search"]').fill('shares');
  await dialog.locator('.search-result', { hasText: 'Shares' }).first().click();
  await page.waitForURL(origin + '/en/trading/shares');
  await dialog.waitFor({ state: 'detached' });
  t.equal(await page.evaluate(() => document.documentElement.classList.contains('has-modal')), false, 'scrolling unlocked');
  // The academy search link (after the menu results) carries the term there and closes too.
  await opener.click();
  await dialog.waitFor();
  await dialog.locator('input[type="search"]').fill('forex');
  await dialog.locator('.search-result').first().waitFor();
  const academy = dialog.locator('.search-elsewhere', { hasText: 'Search academy articles for “forex”' });
  t.ok(await academy.evaluate((a) => a.closest('li')?.parentElement?.previousElementSibling?.matches('ul') ?? false), 'after the results');
  await academy.click();
  await page.waitForURL(origin + '/en/academy/trading-academy?q=forex');
  await dialog.waitFor({ state: 'detached' });
  t.equal(await page.locator('input[name="q"]').first().inputValue(), 'forex', 'the academy list searches the term');
  t.same(clean(problems), []);
  await page.close();
});

t.test('desktop: breadcrumb text on three pages', async (t) => {
  const { page } = await open('/en/trading/forex', desktop, t);
  const text = () => page.locator('.breadcrumb ol').evaluate((el) => (el as HTMLElement).innerText.replace(/\s+/g, ' ').trim());
  t.equal(await text(), 'Home > Trading > Forex');
  t.equal(await page.getAttribute('.breadcrumb a:has-text("Trading")', 'href'), '/en/trading/range-of-markets', 'section override');
  t.equal(await page.locator('.breadcrumb [aria-current="page"]').textContent(), 'Forex', 'last crumb is plain text');
  await page.goto(origin + '/en/academy/courses/beginner/trading-forex');
  t.match(await text(), /^Home > Academy > .+ > .+ > .+$/);
  // A generic catch-all (market news items are real items now, an unknown one is a 404).
  await page.goto(origin + '/en/analysis/individual/some-news-item');
  t.match(await text(), /^Home > Analysis > .+ > Some news item$/, 'an unknown segment is humanised');
  const ld = await page.evaluate(() => [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent!)).find((d) => d['@type'] === 'BreadcrumbList'));
  const shown = await page.locator('.breadcrumb li').evaluateAll((lis) => lis.map((li) => li.querySelector('a,span[aria-current]')!.textContent));
  t.same(ld.itemListElement.map((i: { name: string }) => i.name), shown, 'JSON-LD names match what is shown');
  await page.close();
});

t.test('desktop: the terminal-4 bar is transparent until scrolled past 10 px', async (t) => {
  const { page, problems } = await open('/en/platform/metatrader-4', desktop, t);
  const cls = () => page.getAttribute('.nav-bar', 'class');
  t.match(await cls(), /is-transparent/);
  await page.evaluate(() => {
    document.body.style.minHeight = '3000px';
    window.scrollTo(0, 50);
  });
  await page.waitForFunction(() => document.querySelector('.nav-bar')!.classList.contains('is-solid'));
  await page.waitForFunction(() => getComputedStyle(document.querySelector('.nav-bar')!).backgroundColor === 'rgb(255, 255, 255)');
  t.pass('white once scrolled');
  await page.evaluate(() => window.scrollTo(0, 5));
  await page.waitForFunction(() => document.querySelector('.nav-bar')!.classList.contains('is-transparent'));
  await page.click('.footer a[href="/en/trading/forex"]');
  await page.waitForURL(origin + '/en/trading/forex');
  await page.waitForFunction(() => !document.querySelector('.nav-bar')!.classList.contains('nav-bar--overlay'));
  t.pass('other pages keep the normal bar');
  t.same(clean(problems), []);
  await page.close();
});

t.test('toasts appear, stack 60 px apart from 20 px, and close', async (t) => {
  const { page } = await open('/en', desktop, t);
  await page.evaluate(() => {
    const fire = (detail: object) => window.dispatchEvent(new CustomEvent('velora:toast', { detail }));
    fire({ type: 'success', message: 'Saved', duration: 0 });
    fire({ type: 'error', message: 'Failed', duration: 0 });
    fire({ type: 'info', message: 'Heads up', duration: 2500 });
  });
  await page.locator('.toast').nth(2).waitFor();
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
  const tops = await page.locator('.toast').evaluateAll((els) =>
    els.map((e) => [e.textContent, Math.round(e.getBoundingClientRect().top)] as const).sort((a, b) => a[1] - b[1]),
  );
  t.same(tops.map((x) => x[1]), [20, 80, 140]);
  t.match(await page.locator('[role="status"] .toast--success').textContent(), /✓.*Saved/);
  t.match(await page.locator('[role="alert"] .toast--error').textContent(), /×.*Failed/);
  t.match(await page.locator('.toast--info .toast__icon').textContent(), 'i');
  // The 2500 ms one closes itself after its time plus the 400 ms animation (long enough for the
  // checks above on a busy machine).
  await page.locator('.toast--info').waitFor({ state: 'detached', timeout: 6000 });
  await page.click('.toast--success .toast__close');
  t.ok(await page.locator('.toast--success.is-closing').count(), 'closing animation');
  await page.locator('.toast--success').waitFor({ state: 'detached', timeout: 2000 });
  await page.waitForFunction(() => Math.round(document.querySelector('.toast--error')!.getBoundingClientRect().top) === 20);
  t.pass('the rest move up');
  await page.close();
});

t.test('the 404 page inside the frame, and its buttons', async (t) => {
  const page = await browser.newPage({ viewport: desktop });
  t.teardown(() => page.close().catch(() => {}));
  const res = await page.goto(origin + '/en/no-such-page');
  t.equal(res?.status(), 404);
  await waitForHydration(page);
  t.equal(await page.title(), 'Error 404 | Velora Markets');
  t.match(await page.locator('.error-page h1').textContent(), /Page Not Found/);
  t.ok(await page.locator('.nav-bar').isVisible(), 'the nav bar');
  t.ok(await page.locator('.footer').isVisible(), 'the footer');
  // A window whose history holds only the error page: 'Go Back' goes home.
  const [alone] = await Promise.all([page.waitForEvent('popup'), page.evaluate((u) => void window.open(u), origin + '/en/missing')]);
  await waitForHydration(alone);
  t.equal(await alone.evaluate(() => history.length), 1);
  await alone.click('text=Go Back');
  await alone.waitForURL(origin + '/en');
  await alone.close();
  await page.goto(origin + '/en/trading/forex');
  await waitForHydration(page);
  await page.goto(origin + '/en/nope/nope');
  await waitForHydration(page);
  await page.click('text=Go Back');
  await page.waitForURL(origin + '/en/trading/forex');
  t.pass('Go Back goes back in history');
  await page.goto(origin + '/en/nope');
  await waitForHydration(page);
  await page.click('text=Back to Home');
  await page.waitForURL(origin + '/en');
  await page.close();
});

t.test('mobile: the bar shows the menu button; the mobile menu tree, search, focus and close', async (t) => {
  const { page, problems } = await open('/en', mobile, t);
  t.equal(await page.locator('.nav-bar__menu').isVisible(), false, 'no desktop menu');
  const button = page.locator('.nav-bar__menu-button');
  t.ok(await button.isVisible());
  await button.click();
  const dialog = page.locator('dialog.mobile-menu');
  await dialog.waitFor();
  const box = (await dialog.boundingBox())!;
  t.ok(box.width <= 375.5 && box.height >= 800, `full height overlay (${box.width}x${box.height})`);
  // Tree: a section toggles, its sub-list toggles, indentation 16 px per level.
  const trading = dialog.locator('.mobile-tree__node--l0 > .mobile-tree__toggle', { hasText: 'Trading' });
  await trading.click();
  t.equal(await trading.getAttribute('aria-expanded'), 'true');
  const markets = dialog.locator('.mobile-tree__node--l1 > .mobile-tree__toggle', { hasText: 'Markets' });
  await markets.click();
  const pad = async (sel: string) => Number.parseFloat(await dialog.locator(sel).first().evaluate((e) => getComputedStyle(e).paddingInlineStart));
  const p0 = await pad('.mobile-tree__node--l0 > .mobile-tree__toggle');
  const p1 = await pad('.mobile-tree__node--l1 > .mobile-tree__toggle');
  const p2 = await pad('.mobile-tree__node--l2 > .mobile-tree__leaf-wrap');
  t.same([p1 - p0, p2 - p1], [16, 16], '16 px per level');
  await trading.click();
  t.equal(await dialog.locator('.mobile-tree__node--l1').count(), 0, 'collapses');
  // Focus stays inside.
  for (let i = 0; i < 30; i++) await page.keyboard.press('Tab');
  t.ok(await activeInside(page, 'dialog.mobile-menu'), 'focus trapped');
  // Search.
  const input = dialog.locator('input[type="search"]');
  await input.fill('zzzz');
  await dialog.getByText('No results found').waitFor();
  t.ok(await dialog.getByText('Try a different search term.').isVisible());
  await input.fill('MARKETS');
  const results = dialog.locator('.mobile-result');
  await results.first().waitFor();
  t.match(await results.first().textContent(), /Trading > Markets/, 'results show their path');
  await input.fill('crypto');
  await results.filter({ hasText: 'Crypto' }).first().click();
  await page.waitForURL(origin + '/en/trading/crypto');
  await dialog.waitFor({ state: 'detached' });
  t.pass('a result click navigates and closes');
  // A leaf click navigates and closes; Escape closes and returns focus.
  await button.click();
  await dialog.waitFor();
  await dialog.locator('.mobile-tree__toggle', { hasText: 'Academy' }).click();
  await dialog.locator('.mobile-tree__toggle', { hasText: 'Learn' }).click();
  await dialog.locator('.mobile-tree__leaf', { hasText: 'Glossary' }).or(dialog.locator('.mobile-tree__leaf[href="/en/academy/terminology"]')).first().click();
  await page.waitForURL(origin + '/en/academy/terminology');
  await dialog.waitFor({ state: 'detached' });
  await button.click();
  await dialog.waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  t.equal(await page.evaluate(() => document.activeElement?.classList.contains('nav-bar__menu-button')), true, 'focus returns to the menu button');
  // Sign up at the bottom asks for the sign-up dialog and closes the menu.
  await page.evaluate(() => window.addEventListener('velora:open-signup', (e) => ((window as unknown as { signup: unknown }).signup = (e as CustomEvent).detail)));
  await button.click();
  await dialog.waitFor();
  t.match(await dialog.locator('.mobile-menu__footer a').getAttribute('href'), /\/sandbox\/portal\/login\?language=en$/, 'portal login');
  await dialog.locator('.mobile-menu__footer button').click();
  await dialog.waitFor({ state: 'detached' });
  t.same(await page.evaluate(() => (window as unknown as { signup: unknown }).signup), { source: 'mobile-menu' });
  t.same(clean(problems), []);
  await page.close();
});

t.test('mobile: search dialog and language selector fit the small screen', async (t) => {
  const { page } = await open('/ar/trading/forex', mobile, t);
  await page.click('.nav-bar__search');
  const dialog = page.locator('dialog.search-dialog');
  await dialog.waitFor();
  const box = (await dialog.boundingBox())!;
  t.ok(box.width <= 375, 'fits');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await page.click('.language-selector .listbox__button');
  const list = page.locator('.language-selector [role="listbox"]');
  const lb = (await list.boundingBox())!;
  t.ok(lb.x >= 0 && lb.x + lb.width <= 375, 'the list stays on screen (rtl)');
  t.equal(await page.evaluate(() => document.documentElement.scrollWidth), 375, 'no horizontal overflow');
  await page.close();
});

for (const [path, viewport] of [['/en', desktop], ['/ar', desktop], ['/en/trading/forex', mobile], ['/ar/trading/forex', mobile]] as const) {
  t.test(`axe: no serious or critical violations on ${path} (${viewport.width} px)`, async (t) => {
    const { page } = await open(path, viewport, t);
    const scan = async (label: string) => {
      await settleAnimations(page);
      // The frame only: page content belongs to the pages' own issues.
      const result = await new AxeBuilder({ page })
        .include('.skip-link')
        .include('.nav-bar')
        .include('.breadcrumb')
        .include('.footer')
        .include('.toasts')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      t.same(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`), [], label);
    };
    await scan('page');
    if (viewport === desktop) {
      await page.hover('.nav-bar__link >> nth=0');
      await page.locator('.mega-menu:not([hidden])').waitFor();
      await scan('with a mega-menu open');
      await page.mouse.move(640, 790);
      await page.click('.language-selector .listbox__button');
      await scan('with the language list open');
      await page.keyboard.press('Escape');
      await page.click('.nav-bar__search');
      await page.locator('dialog.search-dialog input').fill('MetaTrader');
      await page.locator('.search-result').first().waitFor();
      await scan('with the search dialog open');
    } else {
      await page.click('.nav-bar__menu-button');
      await page.locator('dialog.mobile-menu').waitFor();
      await page.locator('.mobile-tree__toggle').first().click();
      await scan('with the mobile menu open');
    }
    await page.close();
  });
}
