// The en sitemap's hydration sweep (hydration-sweep.ts), and one page's Intl words kept.
import t from 'tap';
import { startSiteAndBrowser, waitForHydration, watchConsole } from './support.ts';
import { useOtherIcu } from './other-icu.ts';
import { sweepLocale } from './hydration-sweep.ts';

const { origin, browser } = await startSiteAndBrowser(t);

sweepLocale(t, browser, origin, 'en');

t.test("with other Intl words in the browser, a page hydrates with the server's words", async (t) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await useOtherIcu(context);
  const page = await context.newPage();
  const problems = watchConsole(page);
  await page.goto(`${origin}/en/trading/trading-eurusd`);
  await waitForHydration(page);
  t.equal(await page.evaluate(() => new Intl.NumberFormat('en').format(1)), '1\u2060', "this browser's own words differ from the server's");
  const caption = (await page.locator('.price-chart figcaption').textContent()) ?? '';
  t.match(caption, /\d/, 'the chart caption has its dates and prices');
  t.notOk(caption.includes('\u2060'), "they are the server's words, kept through hydration");
  t.same(problems, [], 'no hydration mismatch');
  await context.close();
});
