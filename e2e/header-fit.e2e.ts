// The header fits every language at every width (issue 13, part 3), stated as geometry: the
// controls of the bar inside the viewport and the bar, none intersecting another, Sign Up (or
// the menu button that holds it) fully shown, the logo's mark and wordmark apart and whole with the
// first menu item at least 8 px away (issue 34), and no sideways scrolling; on the home page and a
// content page for one locale per message language at 1920, 1440, 1280, 1024, 768, 375 and 320 px,
// plus a sweep of every 40 px on the home page. The collapse is CSS only (client/styles/nav-fit.css),
// so the page without JavaScript shows the same bar as the hydrated one (no shift after hydration).
import t from 'tap';
import type { Page } from 'playwright';
import { startSiteAndBrowser, waitForHydration } from './support.ts';
import { measureHeader } from './header-geometry.ts';

const { origin, browser } = await startSiteAndBrowser(t);
t.setTimeout(900_000);

/** One locale per message language. */
const languages = ['en', 'zh-hans', 'zh-hant', 'pt', 'id', 'it', 'th', 'vi', 'ms', 'tl', 'fr', 'ko', 'de', 'ar'];
const widths = [1920, 1440, 1280, 1024, 768, 375, 320];
const contentPath = '/about/regulatory-supervision';

const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });

async function load(p: Page, path: string, hydrate = true) {
  await p.setViewportSize({ width: 1280, height: 800 });
  const response = await p.goto(origin + path, { waitUntil: 'load' });
  if (response?.status() !== 200) throw new Error(`${path} answered ${response?.status()}`);
  if (hydrate) await waitForHydration(p);
  await p.evaluate(() => document.fonts.ready);
}

for (const locale of languages) {
  t.test(`${locale}: the header fits`, async (t) => {
    for (const path of [`/${locale}`, `/${locale}${contentPath}`]) {
      await load(page, path);
      const ctas = new Set<string>();
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        const fit = await measureHeader(page);
        t.same(fit.problems, [], `${path} at ${width} px`);
        if (fit.cta) ctas.add(`${width}:${fit.cta}`);
      }
      t.ok(ctas.has('1920:signup'), `${path}: Sign Up itself shows at 1920 px`);
    }
    // Every width in between, on the home page (the collapse points differ per language).
    await load(page, `/${locale}`);
    const failing: string[] = [];
    for (let width = 320; width <= 1920; width += 40) {
      await page.setViewportSize({ width, height: 800 });
      const fit = await measureHeader(page);
      if (fit.problems.length) failing.push(`${width}: ${fit.problems.join('; ')}`);
    }
    t.same(failing, [], `/${locale} fits from 320 to 1920 px`);
  });
}

t.test('the first paint already has the final layout: the bar without JavaScript equals the hydrated one', async (t) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  t.teardown(() => context.close());
  const plain = await context.newPage();
  const layout = (p: Page) =>
    p.evaluate(() =>
      [...document.querySelectorAll('.nav-bar__inner a[href], .nav-bar__inner button')]
        .filter((el) => !el.closest('.mega-menu'))
        .map((el) => {
          const b = el.getBoundingClientRect();
          return b.width ? `${el.className}@${Math.round(b.left)},${Math.round(b.width)}` : '';
        })
        .filter(Boolean),
    );
  for (const locale of ['en', 'de', 'ar', 'th', 'zh-hant']) {
    await load(page, `/${locale}`);
    await load(plain, `/${locale}`, false);
    for (const width of [1366, 1280, 1024, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await plain.setViewportSize({ width, height: 800 });
      t.same(await layout(plain), await layout(page), `${locale} at ${width} px`);
    }
  }
});

t.test('collapsed controls keep their names', async (t) => {
  await load(page, '/de');
  await page.setViewportSize({ width: 1250, height: 800 }); // German: language code and portal icon
  const language = page.locator('.nav-bar .language-selector .listbox__button');
  t.ok(await page.locator('.language-selector__code').isVisible(), 'the language shows as its code');
  t.equal(await page.locator('.language-selector__code').textContent(), 'DE');
  t.ok(await page.getByRole('button', { name: 'Sprache DE' }).isVisible(), 'its name is the label and the code shown');
  t.equal(await language.getAttribute('aria-expanded'), 'false');
  t.equal(await page.locator('.nav-bar__portal').getAttribute('aria-label'), 'Kundenportal');
  t.ok(await page.locator('.nav-bar__portal-icon').isVisible(), 'the portal shows as an icon');
  await page.setViewportSize({ width: 375, height: 800 });
  t.ok(await page.locator('.nav-bar__menu-button').isVisible(), 'the menu button shows');
  await page.click('.nav-bar__menu-button');
  await page.locator('.mobile-menu').waitFor({ state: 'visible' });
  t.ok(await page.locator('.mobile-menu__footer .button--primary').isVisible(), 'Sign Up is in the mobile menu');
  t.ok(await page.locator('.mobile-menu__footer a.button--ghost').isVisible(), 'and the portal');
});
