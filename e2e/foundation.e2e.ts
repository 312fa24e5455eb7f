import t from 'tap';
import { hydrationSettled, startSiteAndBrowser, waitForHydration, watchConsole } from './support.ts';

const { origin, browser } = await startSiteAndBrowser(t);

for (const path of ['/en', '/en/trading/forex', '/en/platform/metatrader-4', '/ar/academy/overview', '/zh-hant-tw/academy/trading-academy/position-sizing', '/en/no-such-page']) {
  t.test(`${path} hydrates with no console error or hydration warning`, async (t) => {
    const page = await browser.newPage();
    const problems = watchConsole(page);
    const res = await page.goto(origin + path);
    t.equal(res?.status(), path.includes('no-such') ? 404 : 200);
    await hydrationSettled(page);
    // A 404 page load itself is logged by Chromium as a failed resource; that is not our error.
    t.same(problems.filter((p) => !/status of 404/.test(p)), [], 'clean console');
    await page.close();
  });
}

t.test('arabic renders right to left', async (t) => {
  const page = await browser.newPage();
  await page.goto(origin + '/ar');
  t.equal(await page.getAttribute('html', 'dir'), 'rtl');
  t.equal(await page.getAttribute('html', 'lang'), 'ar-AE');
  await page.close();
});

// The browser's router starts with the rendered branch only (client/entry-client.tsx): the
// other pages' routes are discovered on the first navigation.
t.test('client-side navigation between three pages, without a reload', async (t) => {
  const page = await browser.newPage();
  const problems = watchConsole(page);
  // The boot script starts the worker that pays ICU's start-up off the main thread.
  const worker = page.waitForEvent('worker', { timeout: 10_000 });
  await page.goto(origin + '/en');
  t.match((await worker).url(), /\/assets\/intl-warm\.worker-[\w-]+\.js$/, 'the Intl warm-up worker ran');
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(r.url());
  });

  // Each step: a click on a real link, the URL and the new page's own content, same document.
  await page.click('.nav-bar__menu a[href="/en/trading/range-of-markets"]');
  await page.waitForURL(origin + '/en/trading/range-of-markets');
  await page.waitForFunction(() => document.title.startsWith('Range of Markets') && !document.querySelector('.home-page'));
  const h1a = await page.textContent('h1');

  await page.click('.footer a[href="/en/trading/forex"]');
  await page.waitForURL(origin + '/en/trading/forex');
  await page.waitForFunction((prev) => document.title.startsWith('Forex') && document.querySelector('h1')?.textContent !== prev, h1a);
  const h1b = await page.textContent('h1');

  await page.click('.breadcrumb a[href="/en"]');
  await page.waitForURL(origin + '/en');
  await page.waitForSelector('.home-page');

  t.not(h1a, h1b, 'headings change with the page');
  t.match(await page.title(), /Velora Markets/);
  t.equal(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker), 42, 'same document all along');
  t.same(documents, [], 'no full page load');
  t.same(problems, [], 'clean console');
  await page.close();
});

t.test('the browser gets HTML before a slow loader finishes (streaming), then hydrates cleanly', async (t) => {
  const page = await browser.newPage();
  const problems = watchConsole(page);
  const started = Date.now();
  await page.goto(origin + '/en/__test/slow?ms=2500', { waitUntil: 'commit' });
  await page.waitForSelector('#shell-marker');
  const shellMs = Date.now() - started;
  // Streaming is an order, not a speed: the shell and the fallback are there while the slow part
  // is not (no budget in ms for the shell; a busy machine may take long for both).
  t.ok(await page.isVisible('#slow-fallback'), `the fallback shows while the loader runs (shell after ${shellMs} ms)`);
  t.equal((await page.$('#slow-done')) === null, true, 'slow part not there yet');
  await page.waitForSelector('#slow-done', { timeout: 30_000 });
  const doneMs = Date.now() - started;
  t.ok(doneMs >= 2400, `slow part after ${doneMs} ms: after its 2.5 s loader (a lower bound)`);
  await hydrationSettled(page);
  t.same(problems, [], 'no CSP violation, no hydration warning');
  await page.close();
});

t.test('a client-side navigation to a slow page streams it through the loader promise', async (t) => {
  const page = await browser.newPage();
  const problems = watchConsole(page);
  await page.goto(origin + '/en');
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 7));
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(r.url());
  });
  // No page links to the test route, so the router is driven as the Back button would: a history
  // entry, then popstate, which the router answers with a client-side navigation.
  await page.evaluate(() => {
    history.pushState({ usr: null, key: 'slow', idx: (history.state?.idx ?? 0) + 1 }, '', '/en/__test/slow?ms=1500');
    window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  });
  await page.waitForSelector('#slow-fallback');
  t.pass('the page shows its fallback while the slow promise runs');
  t.equal(await page.$('#slow-done'), null, 'the slow part is not there yet');
  await page.waitForSelector('#slow-done', { timeout: 10_000 });
  t.pass('then the slow part');
  t.equal(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker), 7, 'same document');
  t.same(documents, [], 'no document load');
  t.same(problems, [], 'clean console');
  await page.close();
});

// The hydration block leaves the message bundles out (shared/message-bundles.ts): the boot
// script fetches them from immutable URLs named by their versions, once per locale.
t.test("the frame's and the page family's messages come from their own immutable URLs, not from every page's HTML", async (t) => {
  const page = await browser.newPage();
  const problems = watchConsole(page);
  const fetched: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/_i18n/')) fetched.push(`${new URL(r.url()).pathname} ${r.status()} ${r.headers()['cache-control']}`);
  });
  const res = await page.goto(origin + '/de/about/contact-us');
  const html = await res!.text();
  const block = JSON.parse(/<script type="application\/json" id="__velora_data">([^<]*)<\/script>/.exec(html)![1]!) as {
    router: { loaderData: Record<string, Record<string, unknown>> };
    assets: { messageBundles: Record<string, string> };
  };
  const localeData = block.router.loaderData.locale!;
  t.notOk('messages' in localeData, 'the locale route carries no messages in the HTML');
  t.same(localeData, { locale: 'de', onboarding: { id: 'mu', legalName: 'Velora Markets (Mauritius) Ltd', regulator: 'FSC' } }, 'only the locale and the entity that onboards it');
  t.notOk('messages' in block.router.loaderData['about-contact-us']!, "nor does the page's route");
  const { locale: frameUrl, 'about-contact-us': pageUrl } = block.assets.messageBundles;
  t.match(frameUrl, /^\/_i18n\/de\/frame\.json\?v=[0-9a-z]+$/);
  t.match(pageUrl, /^\/_i18n\/de\/pick\.json\?keys=about,entities&v=[0-9a-z]+$/);
  t.match(html, `data-messages="${frameUrl} ${pageUrl!.replace('&', '&amp;')}"`, 'the boot script is told where they are');
  await waitForHydration(page);
  t.same(fetched.sort(), ['/_i18n/de/frame.json 200 public, max-age=31536000, immutable', '/_i18n/de/pick.json 200 public, max-age=31536000, immutable'], 'fetched once each, cacheable for good');
  await hydrationSettled(page);
  t.same(problems, [], 'clean console: the frame hydrated from them matches the German HTML');
  await page.close();
});

t.test("when the message bundles cannot be fetched, the page still hydrates from the locale's messages", async (t) => {
  const page = await browser.newPage();
  const problems = watchConsole(page);
  await page.route(/\/_i18n\/[^/]+\/(frame|pick)\.json/, (route) => route.fulfill({ status: 503, body: 'down' }));
  const fallback = page.waitForResponse((r) => r.url().endsWith('/_i18n/fr/messages.json'));
  await page.goto(origin + '/fr/trading/forex');
  t.equal((await fallback).status(), 200, 'asked for the locale messages instead');
  await hydrationSettled(page);
  t.same(problems.filter((p) => !/status of 503/.test(p)), [], 'no hydration warning, only the failed request itself');
  await page.close();
});
