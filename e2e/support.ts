// End-to-end support: the production build served in-process on a free port, and Debian's
// Chromium driven by Playwright (never a downloaded browser).
import { chromium, type Browser, type Page, type ConsoleMessage } from 'playwright';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../server/test-support/app.ts';
import { freePort } from '../server/test-support/redis-server.ts';
import { browserIdle, pageHydrated } from './hydration-state.ts';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Headless Chromium says 'HeadlessChrome', which crawler detection (rightly) treats as a bot
// and serves the complete document; tests of people's behaviour present a normal browser.
export const desktopUA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
    ],
  });
  const newPage = browser.newPage.bind(browser);
  browser.newPage = (options = {}) => newPage({ userAgent: desktopUA, ...options });
  return browser;
}

export async function startSite(env: Record<string, string> = {}): Promise<{ app: FastifyInstance; origin: string }> {
  // The origin is known before start so canonical links, the CSP's socket origin and the quote
  // channel's Origin check all name the real one.
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // E2E_DIST_DIR: another build to test (the header-fit measurements run against a fresh one).
  const dist: Record<string, string> = process.env.E2E_DIST_DIR ? { DIST_DIR: process.env.E2E_DIST_DIR } : {};
  const { app } = await buildTestApp({ LOG_LEVEL: 'warn', ...dist, ...env, PUBLIC_ORIGIN: origin });
  await app.listen({ port, host: '127.0.0.1' });
  return { app, origin };
}

/** The site and Chromium for one test file, both closed when the file's tests end. */
export async function startSiteAndBrowser(t: { teardown(fn: () => Promise<void>): void }, env: Record<string, string> = {}): Promise<{ app: FastifyInstance; origin: string; browser: Browser }> {
  const { app, origin } = await startSite(env);
  const browser = await launchBrowser();
  t.teardown(async () => {
    await browser.close();
    await app.close();
  });
  return { app, origin, browser };
}

/** Collects console errors/warnings and page errors (hydration mismatches land here). */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m: ConsoleMessage) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

/** Resolves when React has hydrated (the router marks links with data-discover; React attaches props). */
export async function waitForHydration(page: Page): Promise<void> {
  // The bar and the page hydrate first; sections below the fold and the footer hydrate when they
  // come near the viewport (client/ui/hydrate-when-visible.tsx), which Playwright's actions do
  // by scrolling to what they touch.
  await page.waitForFunction(() =>
    ['.nav-bar button', '#main > :last-child'].every((selector) => {
      const el = document.querySelector(selector);
      return !el || Object.keys(el).some((k) => k.startsWith('__reactProps'));
    }) && !!document.querySelector('.nav-bar button'),
  );
}

/**
 * Scrolls through the page a screen at a time, so sections below the fold hydrate as they come
 * near. Paced by timers, not frames: a page that is not the front tab paints no frames.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 700) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 30));
    }
  });
}

/**
 * The positive signal that a page's hydration is over, before a test says "nothing went wrong":
 * every part (also those below the fold, which hydrate when near or after an idle time) carries
 * React's fiber, and then the browser has been idle (React committed and reported any mismatch).
 */
export async function hydrationSettled(page: Page): Promise<void> {
  await page.waitForFunction(pageHydrated, undefined, { timeout: 30_000 });
  await page.evaluate(browserIdle);
}

/** A new desktop page at `url`, hydrated; with the console problems collected from the start. */
export async function openHydrated(browser: Browser, url: string, viewport = { width: 1280, height: 800 }): Promise<{ page: Page; problems: string[]; status: number | undefined }> {
  const page = await browser.newPage({ viewport });
  const problems = watchConsole(page);
  const res = await page.goto(url);
  await waitForHydration(page);
  return { page, problems, status: res?.status() };
}

/**
 * Waits until the page's finite animations and transitions have finished (an opening dialog fades
 * in for 0.2 s): axe measures colour contrast on what is painted, and mid-fade text is paler.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime ?? Infinity)))
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
}
