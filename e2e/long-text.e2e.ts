// Long text in each script in Chromium (issue 34 item 2), on the media and expert pages now
// written in every language: Thai biographies and abstracts wrap (no spaces between words) with
// nothing wider than a 320 px screen; Arabic symbols and figures sit in left-to-right isolates
// inside right-to-left text; Chinese uses strict line breaking; a Vietnamese page has its
// diacritics in a loaded Inter face. Every page hydrates without a console problem.
import t from 'tap';
import { openHydrated, startSiteAndBrowser } from './support.ts';

const { origin, browser } = await startSiteAndBrowser(t);
const narrow = { width: 320, height: 640 };

t.test('Thai at 320 px: long text wraps inside the screen', async (t) => {
  for (const [path, selector] of [
    ['/th/analysis/our-expert-team/amelia-hart', '.expert-profile__bio p'],
    ['/th/academy/webinars', '.webinar-card__abstract'],
    ['/th/analysis/article-tv-102/gold-weekly-outlook-real-yields', '.academy-article__lead'],
  ] as const) {
    const { page, problems } = await openHydrated(browser, origin + path, narrow);
    const result = await page.evaluate((sel) => {
      const root = document.documentElement;
      const els = [...document.querySelectorAll<HTMLElement>(sel)];
      return {
        pageOverflow: root.scrollWidth - root.clientWidth,
        count: els.length,
        overflowing: els.filter((e) => e.scrollWidth > e.clientWidth + 1).length,
        // A Thai paragraph (no spaces between words) breaks into several lines.
        multiLine: els.filter((e) => e.getBoundingClientRect().height > 2.5 * parseFloat(getComputedStyle(e).lineHeight)).length,
        wordBreak: els[0] ? getComputedStyle(els[0]).wordBreak : '',
      };
    }, selector);
    t.ok(result.count > 0, `${path}: ${selector} found`);
    t.ok(result.pageOverflow <= 0, `${path}: no horizontal scroll (${result.pageOverflow}px)`);
    t.equal(result.overflowing, 0, `${path}: no paragraph wider than its box`);
    t.ok(result.multiLine > 0, `${path}: Thai text wraps onto several lines`);
    t.equal(result.wordBreak, 'normal', `${path}: dictionary line breaking, not break-all/keep-all`);
    t.same(problems, [], `${path}: hydrates cleanly`);
    await page.close();
  }
});

t.test('Arabic: symbols and figures isolated left to right in right-to-left text', async (t) => {
  const { page, problems } = await openHydrated(browser, origin + '/ar/academy/webinars');
  const r = await page.evaluate(() => {
    const abstract = document.querySelector<HTMLElement>('.webinar-card__abstract')!;
    const tokens = [...document.querySelectorAll<HTMLElement>('.webinar-card__abstract bdi.ltr-token')];
    const pair = tokens.find((b) => b.textContent === 'EUR/USD');
    // Laid out left to right: 'EUR' starts left of 'USD'.
    let order = false;
    if (pair?.firstChild) {
      const range = document.createRange();
      range.setStart(pair.firstChild, 0); range.setEnd(pair.firstChild, 3);
      const eur = range.getBoundingClientRect();
      range.setStart(pair.firstChild, 4); range.setEnd(pair.firstChild, 7);
      order = eur.left < range.getBoundingClientRect().left;
    }
    return {
      dir: getComputedStyle(abstract).direction,
      count: tokens.length,
      styles: [...new Set(tokens.map((b) => `${getComputedStyle(b).direction} ${getComputedStyle(b).unicodeBidi}`))],
      order,
      headingSpacing: getComputedStyle(document.querySelector('h1')!).letterSpacing,
    };
  });
  t.equal(r.dir, 'rtl');
  t.ok(r.count >= 3, `${r.count} isolated tokens`);
  t.same(r.styles, ['ltr isolate'], 'each token is a left-to-right isolate');
  t.ok(r.order, 'EUR/USD reads left to right inside the Arabic sentence');
  t.ok(r.headingSpacing === 'normal' || r.headingSpacing === '0px', 'no letter spacing to break Arabic joining');
  t.same(problems, [], 'hydrates cleanly');
  await page.close();
});

t.test('Chinese: strict line breaking on long text', async (t) => {
  const { page, problems } = await openHydrated(browser, origin + '/zh-hans/analysis/our-expert-team/lin-wei');
  t.equal(await page.locator('.expert-profile__bio p').first().evaluate((e) => getComputedStyle(e).lineBreak), 'strict');
  t.same(problems, []);
  await page.close();
});

t.test('Vietnamese: the diacritics come from a loaded Inter face', async (t) => {
  const { page, problems } = await openHydrated(browser, origin + '/vi/analysis/our-expert-team/amelia-hart');
  const r = await page.evaluate(async () => {
    await document.fonts.ready;
    const text = document.querySelector('.expert-profile__bio')!.textContent ?? '';
    const loaded = [...document.fonts].filter((f) => f.family.replace(/['"]/g, '') === 'Inter Variable' && f.status === 'loaded');
    const covers = (cp: number) => loaded.some((f) => f.unicodeRange.split(',').some((part) => {
      const m = /U\+([0-9A-F]+)(?:-([0-9A-F]+))?/i.exec(part.trim());
      if (!m) return false;
      const a = parseInt(m[1]!, 16);
      const b = m[2] ? parseInt(m[2], 16) : a;
      return cp >= a && cp <= b;
    }));
    const letters = [...new Set([...text].filter((c) => /\p{Script=Latin}/u.test(c) && c.codePointAt(0)! > 0x7f))];
    return { letters: letters.length, missing: letters.filter((c) => !covers(c.codePointAt(0)!)) };
  });
  t.ok(r.letters > 10, `${r.letters} Vietnamese letters on the page`);
  t.same(r.missing, [], 'every one in a loaded Inter face');
  t.same(problems, []);
  await page.close();
});
