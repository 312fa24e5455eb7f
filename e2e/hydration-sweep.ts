// Every page of a locale's sitemap, opened in Chromium, hydrates with a clean console: no
// hydration mismatch (React error 418 threw away /about/regulatory-supervision's HTML in every
// locale, because Node's and Chromium's ICU name Hong Kong differently), no error, and no
// warning, with the sections below the fold hydrated by scrolling through the page. The
// browser's Intl words all differ from the server's (other-icu.ts), as another browser's ICU may:
// 89 of the 226 English pages failed so before the server's words were reused (shared/intl-words.ts).
// One file per locale (hydration-sweep-en/-ar.e2e.ts): each sweep takes 7-8 minutes on CI's two
// cores, and two in one file ran past tap's 15-minute limit per file.
import type { Test } from 'tap';
import type { Browser, BrowserContext } from 'playwright';
import { hydrationSettled, scrollThrough, waitForHydration, watchConsole } from './support.ts';
import { useOtherIcu } from './other-icu.ts';

const inFlight = 3;

async function sitemapPaths(origin: string, locale: string): Promise<string[]> {
  const xml = await (await fetch(`${origin}/${locale}/api/sitemap`)).text();
  return [...new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname))];
}

/** The console problems of one page (or its HTTP status, or the wait that ran out). */
async function visit(context: BrowserContext, origin: string, path: string): Promise<string[]> {
  const page = await context.newPage();
  const problems = watchConsole(page);
  try {
    const res = await page.goto(origin + path);
    if (res?.status() !== 200) problems.push(`HTTP ${res?.status()}`);
    await waitForHydration(page);
    await scrollThrough(page);
    await hydrationSettled(page);
  } catch (error) {
    problems.push(String(error).slice(0, 300));
  }
  await page.close();
  return problems;
}

/** The console problems of each path that had any (or was not a 200). */
async function sweep(browser: Browser, origin: string, paths: readonly string[]): Promise<Record<string, string[]>> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await useOtherIcu(context);
  const found: Record<string, string[]> = {};
  let next = 0;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      for (let i = next++; i < paths.length; i = next++) {
        // A wait that ran out is not a console problem: on two busy cores one page in 1,100 has
        // missed the 30 s once. It is opened again alone; a page that never hydrates still fails.
        let problems = await visit(context, origin, paths[i]!);
        if (problems.some((p) => p.startsWith('TimeoutError'))) problems = await visit(context, origin, paths[i]!);
        if (problems.length) found[paths[i]!] = problems;
      }
    }),
  );
  await context.close();
  return found;
}

/** The sweep of one locale's sitemap as a tap subtest. */
export function sweepLocale(t: Test, browser: Browser, origin: string, locale: string): void {
  t.test(`every page of the ${locale} sitemap hydrates with a clean console, whatever the browser's ICU says`, async (t) => {
    const paths = await sitemapPaths(origin, locale);
    t.ok(paths.length > 80, `${paths.length} pages`);
    t.same(await sweep(browser, origin, paths), {}, 'no page with a console problem');
  });
}
