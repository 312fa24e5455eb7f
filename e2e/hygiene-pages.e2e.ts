// The pages issue 31/34 changed hydrate with a clean console in an ASIC, a Vanuatu, a Mauritius
// and the right-to-left locale, whatever the browser's ICU says (other-icu.ts): the privacy notice
// (country lists made where the loader runs), the promotions page with its exclusion note, the
// regulatory page with its English names marked, the swap-free, hub-x and news-provider pages.
import t from 'tap';
import { scrollThrough, startSiteAndBrowser, waitForHydration, watchConsole } from './support.ts';
import { useOtherIcu } from './other-icu.ts';

const { origin, browser } = await startSiteAndBrowser(t);

const paths = ['en-nz', 'th', 'de', 'ar'].flatMap((l) =>
  ['/about/privacy-policy', '/trading/promotions-and-rewards', '/about/regulatory-supervision', '/trading/swap-free-account', '/platform/hub-x', '/platform/fxstreet'].map((p) => `/${l}${p}`));

t.test('each changed page hydrates with a clean console', async (t) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await useOtherIcu(context);
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    const page = await context.newPage();
    const problems = watchConsole(page);
    const res = await page.goto(origin + path);
    if (res?.status() !== 200) problems.push(`HTTP ${res?.status()}`);
    await waitForHydration(page);
    await scrollThrough(page);
    if (problems.length) found[path] = problems;
    await page.close();
  }
  await context.close();
  t.same(found, {}, 'no console problem');
});

t.test('the en-nz promotions page, after hydration: no bonus, the reason shown', async (t) => {
  const page = await browser.newPage();
  await page.goto(`${origin}/en-nz/trading/promotions-and-rewards`);
  await waitForHydration(page);
  t.equal(await page.locator('[data-promotion="deposit-bonus"]').count(), 0);
  t.ok(await page.getByTestId('promotions-excluded').isVisible());
  t.equal(await page.locator('[data-testid="promotions-excluded"] [lang="en"]').first().textContent(), 'Australian Securities and Investments Commission (ASIC)');
  await page.close();
});
