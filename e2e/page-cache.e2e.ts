import t from 'tap';
import { startSiteAndBrowser, waitForHydration, watchConsole } from './support.ts';

const { origin, browser } = await startSiteAndBrowser(t);

t.test('a cached page hydrates under its stored CSP (hashes, no nonce) with no violation', async (t) => {
  for (const path of ['/en', '/en/trading/forex', '/ar']) {
    const first = await browser.newPage();
    const firstProblems = watchConsole(first);
    const miss = await first.goto(origin + path);
    t.equal(miss?.headers()['x-cache'], 'MISS', `${path} first visit renders`);
    await waitForHydration(first);
    await first.close();
    await new Promise((r) => setTimeout(r, 300));

    const page = await browser.newPage();
    const problems = watchConsole(page);
    const res = await page.goto(origin + path);
    const headers = res!.headers();
    t.equal(headers['x-cache'], 'HIT', `${path} second visit is served from the cache`);
    t.notMatch(headers['content-security-policy'], /nonce-/, 'no nonce in a cached page');
    t.notMatch(await res!.text(), /nonce=/);
    await waitForHydration(page);
    await page.waitForTimeout(300);
    t.same([...firstProblems, ...problems], [], `${path}: no CSP violation, no hydration warning`);
    await page.close();
  }
});
