// Courses and the e-book in Chromium: a course page hydrates cleanly, its lessons open their
// academy articles in place (and every lesson address is a page), "start the course" is the first
// lesson; the e-book's call to action opens the sign-up dialog with its bookId, so the sign-up
// carries referral_code 'ebooksignup2025' (spec section 9) unless a referral cookie says
// otherwise, while the header's Sign up sends none.
import t from 'tap';
import type { Page, Request } from 'playwright';
import { AxeBuilder } from '@axe-core/playwright';
import { desktopUA, scrollThrough, settleAnimations, startSiteAndBrowser, waitForHydration, watchConsole } from './support.ts';

const { origin, browser } = await startSiteAndBrowser(t, { REGISTER_RATE_LIMIT: '100' });

const relevant = (problems: string[]) => problems.filter((p) => !/favicon/.test(p));
const dialogSel = '[data-testid="signup-dialog"]';

async function open(path: string): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, userAgent: desktopUA });
  const page = await context.newPage();
  // At teardown the browser may close first: the context's close then rejects, which is no failure.
  page.on('close', () => void context.close().catch(() => {}));
  const problems = watchConsole(page);
  await page.goto(origin + path);
  await waitForHydration(page);
  return { page, problems };
}

t.test('course page: lessons open their articles in place; start = the first lesson', async (t) => {
  const { page, problems } = await open('/en/academy/courses/beginner/trading-forex');
  const links = page.locator('.course-lesson__link');
  t.equal(await links.count(), 13, 'thirteen lessons');
  const hrefs = await links.evaluateAll((els) => els.map((e) => e.getAttribute('href')!));
  for (const href of hrefs) t.equal((await page.request.get(origin + href)).status(), 200, `${href} is a page`);
  t.equal(await page.getByTestId('course-start').getAttribute('href'), hrefs[0], 'start the course = the first lesson');

  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  const third = links.nth(2);
  const title = (await third.textContent())!.trim();
  await third.click();
  await page.waitForURL(origin + hrefs[2]!);
  await page.waitForSelector('#article-title');
  t.match(await page.textContent('#article-title'), /pip/i, `"${title}" opens the pip article`);
  t.equal(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 1, 'navigated in place');
  await page.goBack();
  await page.waitForSelector('.course-outline');
  t.same(relevant(problems), [], 'clean console (no hydration mismatch)');
  await page.close();
});

async function signUpPayload(page: Page, open: () => Promise<void>, email: string): Promise<Record<string, unknown>> {
  await open();
  await page.waitForSelector(dialogSel);
  await page.waitForFunction(() => (document.querySelector('[data-testid="combo-country"]') as HTMLInputElement | null)?.value !== '');
  const d = page.locator(dialogSel);
  await d.getByLabel('First name').fill('Ada');
  await d.getByLabel('Last name').fill('Lovelace');
  await d.getByLabel('Email').fill(email);
  await d.getByLabel('Phone number').fill('9123 4567');
  const requestP = page.waitForRequest((r: Request) => r.url().endsWith('/api/register') && r.method() === 'POST');
  const popupP = page.waitForEvent('popup').catch(() => null);
  await d.getByRole('button', { name: 'Open account' }).click();
  const body = JSON.parse((await requestP).postData() ?? '{}') as Record<string, unknown>;
  const popup = await popupP;
  await popup?.close();
  return body;
}

const ebookCta = (page: Page) => () => page.getByTestId('ebook-cta-hero').click();

t.test('e-book: the call to action opens the dialog, and the sign-up carries the e-book referral code', async (t) => {
  const { page, problems } = await open('/en/academy/ebook');
  t.equal(await page.getByTestId('ebook-cta-hero').textContent(), 'Get the free e-book');
  const body = await signUpPayload(page, ebookCta(page), 'ada.ebook@example.com');
  t.equal(body.referral_code, 'ebooksignup2025', 'bookId >= 1 and no referral cookie: ebooksignup2025');
  t.same(relevant(problems), [], 'clean console');
  await page.close();
});

t.test('e-book with a referral cookie: the cookie wins; the header Sign up sends no e-book code', async (t) => {
  {
    const { page } = await open('/en/academy/ebook?referral_code=FRIEND9');
    const body = await signUpPayload(page, ebookCta(page), 'ada.friend@example.com');
    t.equal(body.referral_code, 'FRIEND9');
    await page.close();
  }
  {
    const { page } = await open('/en/academy/ebook');
    const body = await signUpPayload(page, () => page.click('.nav-bar__signup'), 'ada.header@example.com');
    t.equal(body.referral_code, '', 'no bookId: no referral code');
    await page.close();
  }
});

t.test('axe: the course pages and the e-book have no violations (en and ar), their call-to-action panels included', async (t) => {
  for (const locale of ['en', 'ar']) {
    for (const path of ['academy/ebook', 'academy/courses', 'academy/courses/beginner', 'academy/courses/beginner/trading-forex']) {
      const { page } = await open(`/${locale}/${path}`);
      // Sections below the fold hydrate as they come near; axe measures what is painted.
      await scrollThrough(page);
      await settleAnimations(page);
      const result = await new AxeBuilder({ page }).include('#main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      t.same(result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), [], `${locale}/${path}`);
      await page.close();
    }
  }
});
