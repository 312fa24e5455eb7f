// A second engine: Debian's Firefox ESR (/usr/bin/firefox-esr, FIREFOX_PATH to override) driven
// through WebDriver BiDi by puppeteer-core, never a downloaded browser. A missing Firefox fails
// the test file that launches it (build/test.sh installs it like Chromium).
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

export async function launchFirefox(): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath: firefoxPath,
    headless: true,
    extraPrefsFirefox: {
      // Only the site under test: no update, telemetry or captive-portal checks on the network.
      'network.captive-portal-service.enabled': false,
      'network.connectivity-service.enabled': false,
      'app.update.disabledForTesting': true,
      'datareporting.policy.dataSubmissionEnabled': false,
      'toolkit.telemetry.enabled': false,
      'browser.safebrowsing.malware.enabled': false,
      'browser.safebrowsing.phishing.enabled': false,
    },
  });
}

/** Console errors and warnings, and uncaught page errors (hydration mismatches land here). */
export function watchFirefoxConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warn') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e instanceof Error ? e.message : String(e)}`));
  return problems;
}

/** Resolves when React has hydrated the bar and the page's last section (as e2e/support.ts's). */
export async function waitForFirefoxHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      ['.nav-bar button', '#main > :last-child'].every((selector) => {
        const el = document.querySelector(selector);
        return !el || Object.keys(el).some((k) => k.startsWith('__reactProps'));
      }) && !!document.querySelector('.nav-bar button'),
    // On a timer, not animation frames (puppeteer's default): a tab behind another paints none.
    { timeout: 30_000, polling: 100 },
  );
}
