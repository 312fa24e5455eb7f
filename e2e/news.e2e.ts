// Market news and insight in Chromium: the category filter, search and pagination navigate in
// place after hydration (real URLs), a story hydrates onto its server-rendered body without a
// mismatch, its related items navigate in place, an insight links its author's profile and the
// sign-up call to action opens the dialog, and an unknown item is the 404 page.
import t from 'tap';
import { openHydrated, startSiteAndBrowser, waitForHydration } from './support.ts';

const { origin, browser } = await startSiteAndBrowser(t);

const open = (path: string) => openHydrated(browser, origin + path);

const itemIds = (page: import('playwright').Page) => page.locator('.news-cards .news-card').evaluateAll((els) => els.map((e) => e.getAttribute('data-item')!));
const clean = (problems: string[]) => problems.filter((p) => !/Failed to load resource/.test(p));

t.test('news list -> category -> search -> page 2 -> story, all in place', async (t) => {
  const { page, problems } = await open('/en/analysis/market-news');
  const first = await itemIds(page);
  t.equal(first.length, 10);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));

  await page.getByRole('navigation', { name: 'Markets' }).getByRole('link', { name: 'Metals' }).click();
  await page.waitForURL(`${origin}/en/analysis/market-news?category=metals`);
  await page.waitForFunction(() => document.querySelector('.tag-chips [aria-current="page"]')?.textContent === 'Metals');
  const metals = (await (await fetch(`${origin}/api/fxstreet-api/news?category=metals&limit=50`)).json()).data.map((n: { id: string }) => n.id);
  t.same(await itemIds(page), metals.slice(0, 10), 'only metals stories');
  t.equal(await page.locator('select[name="category"]').inputValue(), 'metals', 'the form shows the market');

  await page.getByLabel('Search the news').fill('silver');
  await page.getByRole('button', { name: 'Show results' }).click();
  await page.waitForURL(`${origin}/en/analysis/market-news?category=metals&q=silver`);
  await page.waitForFunction(() => /“silver”/.test(document.querySelector('.academy-list__count')?.textContent ?? ''));
  const found = await itemIds(page);
  t.ok(found.length > 0 && found.length < metals.length, 'search narrows the list');

  await page.getByRole('navigation', { name: 'Markets' }).getByRole('link', { name: 'All markets' }).click();
  await page.waitForURL(`${origin}/en/analysis/market-news?q=silver`);
  await page.goto(`${origin}/en/analysis/market-news`);
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 2));
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click();
  await page.waitForURL(`${origin}/en/analysis/market-news?page=2`);
  await page.waitForFunction((id) => document.querySelector('.news-cards .news-card')?.getAttribute('data-item') !== id, first[0]);
  const second = await itemIds(page);
  t.ok(second.length > 0 && second.every((id) => !first.includes(id)), 'page 2 shows the next stories');

  const story = page.locator('.news-card__title a').first();
  const href = (await story.getAttribute('href'))!;
  const title = (await story.textContent())!;
  await story.click();
  await page.waitForURL(origin + href);
  await page.waitForFunction((text) => document.querySelector('h1')?.textContent === text, title);
  t.ok(((await page.locator('#item-body').innerHTML()).match(/<p>/g) ?? []).length >= 3, 'the story body arrived with the in-place navigation');
  t.equal(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 2, 'no full page load');
  t.same(clean(problems), [], 'clean console');
  await page.close();
});

t.test('story: hydrates onto the server body; source, instruments, related, call to action', async (t) => {
  const [newest] = (await (await fetch(`${origin}/api/fxstreet-api/news?limit=1`)).json()).data as { id: string; title: string }[];
  const { page, problems, status } = await open(`/en/analysis/market-news/${newest!.id}`);
  t.equal(status, 200);
  const before = await page.locator('#item-body').innerHTML();
  t.ok(before.length > 500);
  t.equal(await page.locator('.news-item__source a').textContent(), 'Velora Markets research team');
  t.equal(await page.locator('.news-item__instruments a').first().getAttribute('href'), '/en/trading/trading-eurusd');
  await page.getByRole('button', { name: 'Open a free account' }).click();
  await page.getByRole('dialog').waitFor();
  t.ok(await page.getByRole('dialog').isVisible(), 'the sign-up dialog opens');
  await page.keyboard.press('Escape');
  t.equal(await page.locator('#item-body').innerHTML(), before, 'hydration kept the body');

  const related = page.locator('.academy-related .news-card__title a').first();
  const next = (await related.getAttribute('href'))!;
  await related.click();
  await page.waitForURL(origin + next);
  await page.waitForFunction((old) => (document.getElementById('item-body')?.innerHTML ?? old) !== old, before);
  t.same(clean(problems), [], 'no hydration or console errors');
  await page.close();
});

t.test('insight: author profile link, key-levels table, Chinese version', async (t) => {
  const { page, problems } = await open('/en/analysis/market-insight');
  await page.locator('.news-card__title a').first().click();
  await page.waitForURL(/\/en\/analysis\/market-insight\/\d+-/);
  await page.locator('#item-body table').waitFor();
  const author = page.locator('a[rel="author"]');
  t.match(await author.getAttribute('href'), /^\/en\/analysis\/our-expert-team\/[a-z-]+$/);
  const zh = page.url().replace('/en/', '/zh-hant/');
  await page.goto(zh);
  await waitForHydration(page);
  t.match(await page.locator('#item-body').textContent(), /關鍵價位|風險提示/);
  t.same(clean(problems), [], 'clean console');
  await page.close();
});

t.test('unknown story: the 404 page', async (t) => {
  const { page, status } = await open('/en/analysis/market-news/no-such-story');
  t.equal(status, 404);
  t.match(await page.locator('main').textContent(), /not found/i);
  await page.close();
});
