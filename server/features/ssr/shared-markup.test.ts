// The frame's shared parts (navigation bar, footer) are rendered once per locale and variant and
// reused (client/frame/shared-markup.tsx). Hydration needs the reused HTML to be exactly what
// React writes in place, so every page here must come out byte for byte the same with reuse on
// and off, whichever page filled the reused parts first.
import t from 'tap';
import { createRenderHarness } from '../../test-support/render-harness.ts';

const harness = await createRenderHarness();
t.teardown(() => harness.close());

// Pairs of pages share a variant (locale and highlighted section): the second is served from
// what the first left behind.
const pages = [
  '/en',
  '/en/trading/forex',
  '/en/trading/range-of-markets',
  '/en/trading/trading-eurusd',
  '/en/platform/metatrader-4', // the bar overlays the page
  '/en/platform/trading-calculator?symbol=USDJPY',
  '/en/academy/overview',
  '/en/analysis/economic-calendar',
  '/en/about/why-choose-velora',
  '/en/about/contact-us', // the offices list
  '/en/about/career', // the same list, kept from the contact page
  '/ar/about/contact-us',
  '/en/trading/trading-nosuchsymbol', // a 404 inside the frame
  '/ar',
  '/ar/trading/forex',
  '/zh-hans/academy/overview',
  '/de/platform/metatrader-4',
  '/eng/about/why-choose-velora',
];

/** The page's own render time (the calendar's loader data) is the one part meant to differ. */
const render = async (path: string, sharedMarkup = true) => (await harness.renderOnce(path, { sharedMarkup })).toString().replace(/"renderedAt":\d+/g, '"renderedAt":0');

t.test('each page is the same with the shared parts reused as rendered afresh', async (t) => {
  for (const path of pages) {
    const reused = await render(path);
    const fresh = await render(path, false);
    t.ok(reused.includes('<header class="nav-bar') && reused.includes('<footer class="footer">'), `${path}: has the bar and the footer`);
    if (reused !== fresh) {
      let i = 0;
      while (reused[i] === fresh[i]) i++;
      t.fail(`${path}: differs at ${i}: ${reused.slice(i - 80, i + 80)} | fresh: ${fresh.slice(i - 80, i + 80)}`);
    } else t.pass(`${path}: identical (${reused.length} characters)`);
  }
});

t.test('the highlighted section and the locale are part of the reused bar', async (t) => {
  const forex = await render('/en/trading/forex');
  const academy = await render('/en/academy/overview');
  const home = await render('/en');
  const active = (html: string) => [...html.matchAll(/class="nav-bar__item is-active/g)].length;
  t.equal(active(forex), 1);
  t.equal(active(academy), 1);
  t.equal(active(home), 0);
  t.not(forex.match(/<li[^>]*class="nav-bar__item is-active[^"]*"[^>]*>/)?.[0], academy.match(/<li[^>]*class="nav-bar__item is-active[^"]*"[^>]*>/)?.[0]);
  const ar = await render('/ar');
  t.match(ar, /<footer class="footer">.*href="\/ar\//s, 'Arabic footer links stay in Arabic');
  t.notMatch(ar.slice(ar.indexOf('<footer')), /href="\/en\//, 'no English links leak into it');
});
