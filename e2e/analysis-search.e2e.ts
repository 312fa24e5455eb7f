// The analysis search in Chromium: typed into the news list's box it narrows the list in place,
// links on to the search of every kind (counts per kind in a live region, results opening their
// pages), and a search without results says so; with JavaScript off the same boxes are plain GET
// forms whose result pages the server renders (the hub's box -> the search page, Velora TV).
import t from 'tap';
import { openHydrated, startSiteAndBrowser } from './support.ts';

const { origin, browser } = await startSiteAndBrowser(t);

const clean = (problems: string[]) => problems.filter((p) => !/Failed to load resource/.test(p));
const api = async (path: string) => (await (await fetch(origin + path)).json()) as { data: { id: string }[]; total: number };

t.test('news list: type a search, the list narrows in place, then every kind', async (t) => {
  const { page, problems } = await openHydrated(browser, `${origin}/en/analysis/market-news`);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  const box = page.getByRole('search').getByLabel('Search the news');
  await box.click();
  await box.pressSequentially('gold', { delay: 20 });
  await box.press('Enter');
  await page.waitForURL(`${origin}/en/analysis/market-news?q=gold`);
  const status = page.locator('.academy-list__count[role="status"]');
  await page.waitForFunction(() => /“gold”/.test(document.querySelector('.academy-list__count')?.textContent ?? ''));
  const gold = await api('/api/fxstreet-api/news?q=gold&limit=10');
  t.match(await status.textContent(), `Found for “gold”: ${gold.total}`, 'the count is announced');
  const ids = await page.locator('.news-cards .news-card').evaluateAll((els) => els.map((e) => e.getAttribute('data-item')));
  t.same(ids, gold.data.map((n) => n.id), 'only stories about gold');
  t.equal(await box.inputValue(), 'gold', 'the box keeps the words');

  await page.getByRole('link', { name: 'Search news, insight and videos for “gold”' }).click();
  await page.waitForURL(`${origin}/en/analysis/components/search?q=gold`);
  const summary = page.locator('.search-results__summary-line[role="status"]');
  await summary.getByText('Market news:').waitFor();
  const text = (await summary.textContent()) ?? '';
  t.match(text, `Market news: ${gold.total}`);
  t.match(text, /Market insight: [1-9]\d*/);
  t.match(text, /Velora TV: [1-9]\d*/);
  t.equal(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 1, 'no full page load');
  t.equal(await page.getByRole('heading', { level: 2, name: /^Velora TV/ }).count(), 1, 'a section per kind');

  const video = page.locator('section[data-kind="video"] .search-results__title a').first();
  const title = (await video.textContent())!;
  await video.click();
  await page.waitForURL(/\/en\/analysis\/article-tv-\d+\/[a-z0-9-]+$/);
  await page.waitForFunction((x) => document.querySelector('h1')?.textContent === x, title);
  t.pass('a result opens its page');

  await page.goBack();
  await page.waitForURL(`${origin}/en/analysis/components/search?q=gold`);
  const searchBox = page.getByRole('search').getByLabel('Search market news, insight and videos');
  await searchBox.fill('zqxwv');
  await searchBox.press('Enter');
  await page.waitForURL(`${origin}/en/analysis/components/search?q=zqxwv`);
  await page.locator('.search-results__summary-line').getByText('No results for “zqxwv”.').waitFor();
  t.equal(await page.locator('section.search-results').count(), 0, 'no result sections');
  t.ok(await page.getByRole('navigation', { name: 'Popular searches' }).getByRole('link', { name: 'EURUSD' }).isVisible(), 'other searches suggested');
  t.same(clean(problems), [], 'clean console (no hydration mismatch)');
  await page.close();
});

t.test('without JavaScript: the boxes are GET forms with server-rendered results', async (t) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${origin}/en/analysis/overview`);
  const box = page.getByRole('search').getByLabel('Search market news, insight and videos');
  await box.fill('EURUSD');
  await box.press('Enter');
  await page.waitForURL(`${origin}/en/analysis/components/search?q=EURUSD`);
  t.equal(await page.locator('h1').textContent(), 'Search market analysis');
  const summary = (await page.locator('.search-results__summary-line').textContent()) ?? '';
  const news = await api('/api/fxstreet-api/news?q=EURUSD&limit=1');
  t.match(summary, `Market news: ${news.total}`, 'the server counted the news');
  const links = await page.locator('.search-results__title a').evaluateAll((els) => els.map((e) => e.getAttribute('href')!));
  t.ok(links.length > 0, 'results listed');
  t.ok(links.every((href) => /^\/en\/analysis\/(market-news\/|market-insight\/|article-tv-\d+\/)/.test(href)), 'each result links to its page');

  await page.goto(`${origin}/en/analysis/velora-tv`);
  const all = await page.locator('.article-card').count();
  const videos = page.getByRole('search').getByLabel('Search the videos');
  await videos.fill('gold');
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await page.waitForURL(`${origin}/en/analysis/velora-tv?q=gold`);
  const found = await page.locator('.article-card').count();
  t.ok(found > 0 && found < all, `Velora TV narrowed to ${found} of ${all}`);
  t.match(await page.locator('.academy-list__count').textContent(), `Videos found for “gold”: ${found}`);
  await context.close();
});
