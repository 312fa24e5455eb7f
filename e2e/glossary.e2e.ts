// The trading glossary in Chromium: it hydrates without a mismatch from the server-rendered list,
// the search filters as you type (term and definition, any case or accent) with the count in a
// live region and the A-Z index following the results, a deep link (#slug) scrolls to the term
// and focuses it (also after a client-side navigation from an article's glossary link), and the
// A-Z index works from the keyboard.
import t from 'tap';
import type { Page } from 'playwright';
import { openHydrated, startSiteAndBrowser, waitForHydration } from './support.ts';

const { app, origin, browser } = await startSiteAndBrowser(t);

const open = (path: string) => openHydrated(browser, origin + path);

const visibleSlugs = (page: Page) => page.locator('#glossary-list [data-slug]').evaluateAll((els) => els.map((e) => e.getAttribute('data-slug')));
const inViewport = (page: Page, id: string) =>
  page.evaluate((id) => {
    const r = document.getElementById(id)!.getBoundingClientRect();
    return r.top >= 0 && r.top < window.innerHeight;
  }, id);

t.test('search filters as you type, with a live count', async (t) => {
  const { page, problems, status } = await open('/en/academy/terminology');
  t.equal(status, 200);
  const total = (await visibleSlugs(page)).length;
  t.ok(total >= 200, `${total} terms`);
  const search = page.getByRole('searchbox', { name: 'Search the glossary' });
  await search.waitFor();
  const status_ = page.locator('.glossary__count[role="status"]');
  t.equal(await status_.textContent(), `${total} terms`);

  await search.pressSequentially('margin ca', { delay: 20 });
  await page.waitForFunction(() => document.querySelectorAll('#glossary-list [data-slug]').length < 20);
  const slugs = await visibleSlugs(page);
  t.ok(slugs.includes('margin-call'), 'margin call is found');
  t.notOk(slugs.includes('pip'), 'pip is filtered out');
  t.match(await status_.textContent(), new RegExp(`^${slugs.length} of ${total} terms match`));
  t.equal(await page.locator('.glossary-index span[aria-disabled="true"]', { hasText: /^Z$/ }).count(), 1);
  t.equal(await page.locator('.glossary-index a', { hasText: /^M$/ }).count(), 1, 'M stays a link');

  await search.fill('WEDNESDAY');
  await page.waitForFunction(() => !!document.getElementById('triple-swap') && document.querySelectorAll('#glossary-list [data-slug]').length < 10);
  t.ok((await visibleSlugs(page)).includes('triple-swap'), 'a word of the definition finds the term');

  await search.fill('mÁrgin lÉvel');
  await page.waitForFunction(() => !!document.getElementById('margin-level'));
  t.ok((await visibleSlugs(page)).includes('margin-level'), 'case and accents ignored');

  await search.fill('qqqzzz');
  await page.waitForFunction(() => document.querySelectorAll('#glossary-list [data-slug]').length === 0);
  t.match(await page.locator('.glossary__empty').textContent(), 'No term matches “qqqzzz”');
  t.equal(await status_.textContent(), `0 of ${total} terms match`);

  await page.getByRole('button', { name: 'Clear' }).click();
  await page.waitForFunction((n) => document.querySelectorAll('#glossary-list [data-slug]').length === n, total);
  t.same(problems, [], 'no console problems (no hydration mismatch)');
  await page.close();
});

t.test('a deep link scrolls to the term and focuses it', async (t) => {
  const { page, problems } = await open('/en/academy/terminology#stop-out');
  await page.waitForFunction(() => document.activeElement?.id === 'stop-out');
  t.ok(await inViewport(page, 'stop-out'), 'the term is on screen');
  // The related links are in-page deep links too.
  await page.locator('#stop-out').locator('xpath=..').locator('[data-field="related"] a', { hasText: 'Margin call' }).click();
  await page.waitForFunction(() => document.activeElement?.id === 'margin-call');
  t.equal(new URL(page.url()).hash, '#margin-call');
  t.ok(await inViewport(page, 'margin-call'));
  t.same(problems, []);
  await page.close();
});

t.test('the A-Z index from the keyboard', async (t) => {
  const { page, problems } = await open('/en/academy/terminology');
  const index = page.getByRole('navigation', { name: 'Glossary index, A to Z' });
  await index.getByRole('link', { name: 'A', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  t.equal(await page.evaluate(() => document.activeElement?.textContent), 'B');
  await page.keyboard.press('End');
  const last = await page.evaluate(() => document.activeElement?.textContent);
  t.equal(last, 'W', 'the last letter with terms (X, Y, Z are disabled)');
  await page.keyboard.press('Home');
  t.equal(await page.evaluate(() => document.activeElement?.textContent), 'A');
  await page.keyboard.press('ArrowLeft');
  t.equal(await page.evaluate(() => document.activeElement?.textContent), 'W', 'wraps around');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.id === 'letter-W');
  t.ok(await inViewport(page, 'letter-W'), 'the letter heading is on screen and focused');
  t.equal(await index.locator('[aria-disabled="true"]').count(), 4, 'J, X, Y and Z are not links');
  t.same(problems, []);
  await page.close();
});

t.test('from an article, a glossary link opens the term; in-app navigation renders the whole list', async (t) => {
  const { page, problems } = await open('/en/academy/trading-academy/position-sizing');
  const link = page.locator('#article-body a.glossary-link').first();
  const href = (await link.getAttribute('href'))!;
  const slug = href.split('#')[1]!;
  await link.click();
  await page.waitForURL(origin + href);
  await waitForHydration(page);
  await page.waitForFunction((slug) => document.activeElement?.id === slug, slug);
  t.ok(await inViewport(page, slug), 'the linked term is on screen and focused');

  // A client-side navigation runs the loader in the browser (no server-rendered list to read).
  const overview = await open('/en/academy/overview');
  await overview.page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await overview.page.locator('main a[href="/en/academy/terminology"]').first().click();
  await overview.page.waitForURL(origin + '/en/academy/terminology');
  await overview.page.waitForFunction(() => document.querySelectorAll('#glossary-list [data-slug]').length >= 200);
  t.equal(await overview.page.evaluate(() => (window as unknown as { marker?: number }).marker), 1, 'a client-side navigation');
  await overview.page.getByRole('searchbox', { name: 'Search the glossary' }).fill('pipette');
  await overview.page.waitForFunction(() => !!document.getElementById('pipette') && document.querySelectorAll('#glossary-list [data-slug]').length < 5);
  t.same([...problems, ...overview.problems], []);
  await page.close();
  await overview.page.close();
});

t.test('Chinese: hydrates and searches Chinese and English terms', async (t) => {
  const { page, problems } = await open('/zh-hans/academy/terminology');
  const search = page.getByRole('searchbox', { name: '搜索术语' });
  await search.fill('点差');
  await page.waitForFunction(() => !!document.getElementById('spread') && document.querySelectorAll('#glossary-list [data-slug]').length < 30);
  t.ok((await visibleSlugs(page)).includes('spread'));
  await search.fill('Trailing');
  await page.waitForFunction(() => !!document.getElementById('trailing-stop') && document.querySelectorAll('#glossary-list [data-slug]').length < 10);
  t.ok((await visibleSlugs(page)).includes('trailing-stop'), 'the English term finds the Chinese entry');
  t.same(problems, []);
  await page.close();
});
