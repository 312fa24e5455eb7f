import t from 'tap';
import { desktopUA, hydrationSettled, startSiteAndBrowser, waitForHydration, watchConsole } from './support.ts';

const { origin, browser } = await startSiteAndBrowser(t);

t.test('a cached page hydrates under its stored CSP (hashes, no nonce) with no violation', async (t) => {
  for (const path of ['/en', '/en/trading/forex', '/ar']) {
    const first = await browser.newPage();
    const firstProblems = watchConsole(first);
    const miss = await first.goto(origin + path);
    t.equal(miss?.headers()['x-cache'], 'MISS', `${path} first visit renders`);
    await waitForHydration(first);
    await first.close();
    // The server stores the page once its response has ended: wait until it answers from there.
    for (let hit = false, end = Date.now() + 10_000; !hit && Date.now() < end; ) {
      const res = await fetch(origin + path, { headers: { 'user-agent': desktopUA } });
      await res.arrayBuffer();
      hit = res.headers.get('x-cache') === 'HIT';
    }

    const page = await browser.newPage();
    const problems = watchConsole(page);
    const res = await page.goto(origin + path);
    const headers = res!.headers();
    t.equal(headers['x-cache'], 'HIT', `${path} second visit is served from the cache`);
    t.notMatch(headers['content-security-policy'], /nonce-/, 'no nonce in a cached page');
    t.notMatch(await res!.text(), /nonce=/);
    await hydrationSettled(page);
    t.same([...firstProblems, ...problems], [], `${path}: no CSP violation, no hydration warning`);
    await page.close();
  }
});
