// Worked examples of the video-library and webinar rules: addresses, durations, the filter, the
// summary's HTML, campaign ids, and the time-zone rule (GMT+3 on the server, the visitor's zone
// after mount; daylight saving included).
import t from 'tap';
import { clockDuration, durationMinutes, isoDuration, paragraphsHtml, parseVideoAddress, parseVideoCategory, videoPath } from './video.ts';
import { hasEnded, isLive, shownZone, splitWebinars, webinarTimeLabel, webinarTimeParts } from './webinar-time.ts';
import { campaignKind, EBOOK_CAMPAIGN } from './campaigns.ts';

t.test('video addresses', async (t) => {
  t.equal(videoPath(102, 'gold-weekly-outlook'), '/analysis/article-tv-102/gold-weekly-outlook');
  t.same(parseVideoAddress('102'), { id: 102, slug: null }, 'the bare id (redirects to the slug form)');
  t.same(parseVideoAddress('102/gold-weekly-outlook'), { id: 102, slug: 'gold-weekly-outlook' });
  for (const bad of ['', 'abc', '0', '012', '102/', '102/a/b', '102/Gold', '-1', '1e3', '1234567890']) t.equal(parseVideoAddress(bad), null, `'${bad}' is not a video`);
});

t.test('durations: ISO 8601 for schema.org, a clock for people', async (t) => {
  t.equal(isoDuration(754), 'PT12M34S');
  t.equal(isoDuration(3600), 'PT1H');
  t.equal(isoDuration(3725), 'PT1H2M5S');
  t.equal(isoDuration(45), 'PT45S');
  t.equal(isoDuration(0), 'PT0S');
  t.equal(clockDuration(754), '12:34');
  t.equal(clockDuration(65), '1:05');
  t.equal(clockDuration(3725), '1:02:05');
  t.equal(durationMinutes(412), 7);
  t.equal(durationMinutes(20), 1, 'at least a minute');
});

t.test('category filter: known, none, or a 404', async (t) => {
  const cats = ['daily', 'weekly'] as const;
  t.equal(parseVideoCategory('weekly', cats), 'weekly');
  t.equal(parseVideoCategory(null, cats), null);
  t.equal(parseVideoCategory('', cats), null);
  t.equal(parseVideoCategory('monthly', cats), undefined);
});

t.test('summary paragraphs are escaped HTML', async (t) => {
  t.equal(paragraphsHtml('One <b>&\n\n  Two "x"  \n\n'), '<p>One &lt;b&gt;&amp;</p><p>Two &quot;x&quot;</p>');
});

t.test('campaign ids', async (t) => {
  t.same(campaignKind(EBOOK_CAMPAIGN), { kind: 'ebook', id: 'ebooksignup2025' });
  t.same(campaignKind('webinar-201'), { kind: 'webinar', id: 'webinar-201' });
  for (const bad of ['2025', 'webinar-', 'webinar-0', 'webinar-abc', 'ebook']) t.equal(campaignKind(bad), null, bad);
});

t.test('time-zone rule: GMT+3 on the server, the visitor zone after mount', async (t) => {
  // 12:00 UTC on Tuesday 1 December 2026.
  const iso = '2026-12-01T12:00:00.000Z';
  t.match(webinarTimeLabel(iso, 'GMT+3', 'en-GB'), /^Tuesday,? 1 December 2026 · 15:00 GMT\+3$/);
  t.same(webinarTimeParts(iso, 'America/New_York', 'en-US'), { date: 'Tuesday, December 1, 2026', time: '07:00', zone: 'GMT-5' }, 'New York in winter');
  t.equal(webinarTimeParts('2026-07-01T12:00:00.000Z', 'America/New_York', 'en-US').zone, 'GMT-4', 'and in summer (DST)');
  t.equal(webinarTimeParts(iso, 'Asia/Kolkata', 'en-IN').time, '17:30', 'half-hour zones');
  const late = webinarTimeParts('2026-12-01T22:30:00.000Z', 'Asia/Tokyo', 'ja-JP');
  t.equal(late.time, '07:30');
  t.match(late.date, /12月2日/, 'the date follows the zone (next day in Tokyo)');
  t.match(webinarTimeParts(iso, 'GMT+3', 'zh-CN').date, /2026年12月1日/);
  t.equal(shownZone('Europe/Paris'), 'Europe/Paris');
  t.equal(shownZone(undefined), 'GMT+3', 'no zone from the browser: the site default');
  t.equal(shownZone('Mars/Olympus'), 'GMT+3', 'an unknown zone: the site default');
});

t.test('upcoming and past sessions', async (t) => {
  const now = Date.parse('2026-12-01T12:00:00Z');
  const w = (id: number, starts: string, minutes = 60) => ({ id, starts_at: starts, duration_minutes: minutes });
  const list = [w(1, '2026-11-20T12:00:00Z'), w(2, '2026-12-03T12:00:00Z'), w(3, '2026-12-01T11:30:00Z'), w(4, '2026-11-28T12:00:00Z'), w(5, '2026-12-02T09:00:00Z')];
  const { upcoming, past } = splitWebinars(list, now);
  t.same(upcoming.map((x) => x.id), [3, 5, 2], 'soonest first; one in progress is still upcoming');
  t.same(past.map((x) => x.id), [4, 1], 'newest first');
  t.ok(isLive(list[2]!, now));
  t.notOk(isLive(list[1]!, now));
  t.ok(hasEnded(w(6, '2026-12-01T11:00:00Z', 60), now), 'ends exactly now: past');
});
