// The trading academy in Chromium: the topic filter and pagination navigate in place after
// hydration (real URLs, back button), the search form works, an article hydrates without a
// mismatch and keeps its server-rendered body, its table of contents jumps to the headings, the
// sign-up call to action opens the dialog, and an unknown article is the 404 page.
import t from 'tap';
import { openHydrated, startSiteAndBrowser } from './support.ts';

const { origin, browser } = await startSiteAndBrowser(t);

const open = (path: string) => openHydrated(browser, origin + path);

const cardIds = (page: import('playwright').Page) => page.locator('.article-grid .article-card').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-article'))));

t.test('list: topic filter, pagination and search navigate in place', async (t) => {
  const { page, problems } = await open('/en/academy/trading-academy');
  const first = await cardIds(page);
  t.equal(first.length, 12);
  // A marker on window survives in-place navigation, not a reload.
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));

  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click();
  await page.waitForURL(`${origin}/en/academy/trading-academy?page=2`);
  await page.waitForFunction((ids) => document.querySelector('.article-grid .article-card')?.getAttribute('data-article') !== String(ids[0]), first);
  const second = await cardIds(page);
  t.ok(second.length > 0 && second.every((id) => !first.includes(id)), 'page 2 shows the next articles');
  t.equal(await page.locator('.pagination [aria-current="page"]').textContent(), '2');

  await page.getByRole('navigation', { name: 'Topics' }).getByRole('link', { name: 'Forex' }).click();
  await page.waitForURL(`${origin}/en/academy/trading-academy?tag=4`);
  await page.waitForFunction(() => document.querySelector('.tag-chips [aria-current="page"]')?.textContent === 'Forex');
  const forexIds = (await (await fetch(`${origin}/api/articles?tags_ids=4&exclude_tags_ids=3&limit=100&language=en`)).json()).data.map((a: { id: number }) => a.id);
  t.same((await cardIds(page)).sort(), forexIds.slice(0, 12).sort(), 'only forex articles');
  t.equal(await page.locator('select[name="tag"]').inputValue(), '4', 'the form shows the topic');

  await page.goBack();
  await page.waitForURL(`${origin}/en/academy/trading-academy?page=2`);

  await page.getByLabel('Search articles').fill('stop-loss');
  await page.getByRole('button', { name: 'Show articles' }).click();
  await page.waitForURL(/\?(tag=4&)?q=stop-loss$/);
  await page.waitForFunction(() => /for “stop-loss”/.test(document.querySelector('.academy-list__count')?.textContent ?? ''));
  t.ok((await cardIds(page)).length > 0, 'search results');
  t.equal(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 1, 'no full page load');
  t.same(problems, [], 'clean console');
  await page.close();
});

t.test('list works without JavaScript: links and the GET form', async (t) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${origin}/en/academy/trading-academy`);
  await page.getByLabel('Search articles').fill('margin');
  await page.getByRole('button', { name: 'Show articles' }).click();
  await page.waitForURL(/q=margin/);
  t.match(await page.locator('.academy-list__count').textContent(), /for “margin”/);
  await context.close();
});

t.test('article: hydrates onto the server body, TOC jumps, call to action opens sign-up', async (t) => {
  const { page, problems, status } = await open('/en/academy/trading-academy/position-sizing');
  t.equal(status, 200);
  const body = page.locator('#article-body');
  const before = await body.innerHTML();
  t.ok(before.length > 3000, 'the body is rendered');
  const tocLinks = page.locator('nav.toc a');
  t.ok((await tocLinks.count()) >= 3);
  const third = tocLinks.nth(2);
  const target = decodeURIComponent((await third.getAttribute('href'))!.slice(1));
  await third.click();
  await page.waitForURL(`${origin}/en/academy/trading-academy/position-sizing#${encodeURIComponent(target)}`);
  const heading = page.locator(`[id="${target}"]`);
  await page.waitForFunction((id) => {
    const el = document.getElementById(id);
    if (!el) return false;
    const top = el.getBoundingClientRect().top;
    return top >= 0 && top < window.innerHeight / 2;
  }, target);
  t.ok(await heading.isVisible(), 'the heading is in view');
  t.equal(await body.innerHTML(), before, 'hydration kept the body');

  await page.getByRole('button', { name: 'Open a free account' }).click();
  await page.getByRole('dialog').waitFor();
  t.ok(await page.getByRole('dialog').isVisible(), 'the sign-up dialog opens');
  await page.keyboard.press('Escape');

  // A related article navigates in place and gets its own body from the loader.
  const related = page.locator('.academy-related .article-card__title a').first();
  const href = await related.getAttribute('href');
  await related.click();
  await page.waitForURL(origin + href);
  await page.waitForFunction((old) => (document.getElementById('article-body')?.innerHTML ?? old) !== old && (document.getElementById('article-body')?.innerHTML.length ?? 0) > 1000, before);
  t.not(await page.locator('h1').textContent(), 'Position Sizing', 'the next article');
  t.same(problems.filter((p) => !/Failed to load resource/.test(p)), [], 'no hydration or console errors');
  await page.close();
});

t.test('unknown article: the 404 page', async (t) => {
  const { page, status } = await open('/en/academy/trading-academy/no-such-article');
  t.equal(status, 404);
  t.match(await page.locator('main').textContent(), /not found/i);
  await page.close();
});
