// Velora TV and webinars (issue 14): the library leads to a video whose player loads only when
// asked (keyboard included), with captions; webinars show their times in the visitor's zone after
// mount (GMT+3 in the server's HTML) and a countdown; the sign-up dialog opens from a session;
// an unknown video is the 404 page.
import t from 'tap';
import { AxeBuilder } from '@axe-core/playwright';
import { desktopUA, settleAnimations, startSiteAndBrowser, waitForHydration, watchConsole } from './support.ts';

const { origin, browser } = await startSiteAndBrowser(t);

t.test('video list -> detail -> the player loads on activation', async (t) => {
  const page = await browser.newPage();
  const problems = watchConsole(page);
  const media: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'media' || /\.(webm|mp4)(\?|$)/.test(r.url())) media.push(r.url());
  });
  await page.goto(`${origin}/en/analysis/velora-tv`);
  await waitForHydration(page);
  t.ok((await page.locator('li.article-card').count()) >= 8, 'eight or more videos');
  await page.getByRole('link', { name: 'Weekly outlook', exact: true }).click();
  await page.waitForURL(/category=weekly/);
  await page.waitForFunction(() => document.querySelectorAll('li.article-card').length === 2, undefined, { timeout: 5000 }).catch(() => undefined);
  t.equal(await page.locator('li.article-card').count(), 2, 'the category filter');
  await page.getByRole('link', { name: /Gold weekly outlook/ }).click();
  await page.waitForURL(/\/en\/analysis\/article-tv-102\/gold-weekly-outlook-real-yields$/);
  await page.locator('h1#video-title').waitFor();
  t.match(await page.locator('h1#video-title').textContent(), /Gold weekly outlook/);
  t.equal(await page.locator('video').count(), 0, 'no player before it is asked for');
  t.same(media, [], 'no video bytes fetched yet');

  const start = page.getByTestId('video-start');
  await start.focus();
  await page.keyboard.press('Enter');
  const video = page.getByTestId('video-element');
  await video.waitFor();
  t.equal(await video.getAttribute('controls'), '', 'native controls');
  t.ok(await video.evaluate((v) => document.activeElement === v), 'focus moves to the player');
  t.equal(await page.locator('video source').getAttribute('src'), '/sandbox/assets/videos/tv-102.webm', 'same-origin file, no third-party host');
  t.same(await page.locator('video track').evaluateAll((ts) => ts.map((x) => [(x as HTMLTrackElement).kind, (x as HTMLTrackElement).srclang])), ['en', 'zh-Hans', 'zh-Hant', 'ar', 'de', 'fr', 'id', 'it', 'ko', 'ms', 'pt', 'th', 'tl', 'vi'].map((l) => ['captions', l]), 'a caption track per site language (issue 34)');
  await page.waitForFunction(() => ((document.querySelector('video') as HTMLVideoElement | null)?.readyState ?? 0) >= 1, undefined, { timeout: 10_000 }).catch(() => undefined);
  t.ok(await video.evaluate((v) => (v as HTMLVideoElement).readyState >= 1 && !(v as HTMLVideoElement).error), 'the file plays (metadata loaded, no error)');

  await page.getByRole('link', { name: /Jump to 7:00/ }).click();
  await page.waitForFunction(() => ((document.querySelector('video') as HTMLVideoElement | null)?.currentTime ?? 0) > 0, undefined, { timeout: 5000 }).catch(() => undefined);
  t.ok(await video.evaluate((v) => (v as HTMLVideoElement).currentTime > 0), 'chapters seek in the same player');
  t.equal(await page.locator('video').count(), 1, 'still one player');
  t.same(problems, [], 'no console errors or hydration warnings');
  await page.close();
});

t.test('webinars: upcoming in the visitor zone after mount, countdown, sign-up', async (t) => {
  const page = await browser.newPage({ timezoneId: 'America/New_York' });
  const problems = watchConsole(page);
  const response = await page.request.get(`${origin}/en/academy/webinars`);
  const html = await response.text();
  t.match(html, /data-zone="GMT\+3"/, 'the server renders GMT+3');
  await page.goto(`${origin}/en/academy/webinars`);
  await waitForHydration(page);
  await page.waitForFunction(() => document.querySelector('.webinar-time')?.getAttribute('data-zone') === 'America/New_York');
  const zoneNote = await page.getByTestId('webinar-zone').textContent();
  t.match(zoneNote, /America\/New York · GMT-[45]/, 'times in the visitor zone');
  const first = page.locator('.webinar-list').first().locator('.webinar-time').first();
  const iso = await first.getAttribute('datetime');
  const expected = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'America/New_York' }).format(new Date(iso!));
  t.match(await first.textContent(), expected, `the first session at ${expected} New York time`);
  t.match(await page.getByTestId('webinar-countdown').textContent(), /starts in \d/, 'a countdown to the next one');
  await page.getByRole('button', { name: 'Show server time (GMT+3)' }).click();
  await page.waitForFunction(() => document.querySelector('.webinar-time')?.getAttribute('data-zone') === 'GMT+3');
  t.match(await page.getByTestId('webinar-zone').textContent(), 'GMT+3', 'the switch goes back to the site time');
  await page.getByRole('button', { name: 'Show my time zone' }).click();
  await page.waitForFunction(() => document.querySelector('.webinar-time')?.getAttribute('data-zone') === 'America/New_York');
  await page.getByRole('button', { name: 'Save my seat' }).first().click();
  await page.getByRole('dialog').waitFor({ timeout: 10_000 });
  t.ok(await page.getByRole('dialog').isVisible(), 'the sign-up dialog opens');
  t.same(problems, [], 'no console errors or hydration warnings');
  await page.close();
});

t.test('an unknown video is the 404 page', async (t) => {
  const page = await browser.newPage();
  const res = await page.goto(`${origin}/en/analysis/article-tv-999/nothing`);
  t.equal(res?.status(), 404);
  t.match(await page.title(), /404/);
  await page.close();
});

t.test('no serious or critical axe violation on the media pages (en, ar)', async (t) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, userAgent: desktopUA });
  const page = await context.newPage();
  for (const locale of ['en', 'ar']) {
    for (const path of ['/analysis/velora-tv', '/analysis/article-tv-102/gold-weekly-outlook-real-yields', '/academy/webinars', '/academy/register-webinar-201', '/academy/register-ebooksignup2025', '/academy/thank-you']) {
      const url = `/${locale}${path}`;
      const response = await page.goto(origin + url, { waitUntil: 'load' });
      t.equal(response?.status(), 200, `${url} answers`);
      await waitForHydration(page);
      await settleAnimations(page);
      const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      t.same(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 4).join(', ')}`), [], `${url}: axe`);
    }
  }
  await context.close();
});
