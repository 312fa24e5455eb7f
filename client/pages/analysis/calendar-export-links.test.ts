// "Take it to your calendar" on the rendered pages (issue 32): the calendar page links its
// filtered week as .ics and .csv (type="text/calendar" / "text/csv", the page's filters in the
// query) and each release as .ics; upcoming webinars link their .ics. Link text in every language;
// every link answers its file through the app.
import t from 'tap';
import { readFileSync } from 'node:fs';
import { buildTestApp, crawlerUA } from '../../../server/test-support/app.ts';
import { locales, messageLanguages } from '../../../shared/locales.ts';

const { app } = await buildTestApp({ LOG_LEVEL: 'silent' });
t.teardown(() => app.close());
const get = (url: string) => app.inject({ method: 'GET', url, headers: { 'user-agent': crawlerUA } });
const strings = (lang: string) => JSON.parse(readFileSync(new URL(`../../../locales/${lang}/calendarExport.json`, import.meta.url), 'utf8')) as Record<string, string>;
const unescape = (s: string | undefined) => (s ?? '').replace(/&amp;/g, '&');

t.test('calendar page: week and release files with the page filters, in each language', async (t) => {
  for (const lang of messageLanguages) {
    const locale = locales.find((l) => l.messages[0] === lang)!.code;
    const res = await get(`/${locale}/analysis/economic-calendar?week=2026-11-30&country=US&country=CA&importance=2&tz=Asia/Tokyo`);
    t.equal(res.statusCode, 200);
    const s = strings(lang);
    const ics = /<a href="([^"]+)" type="text\/calendar" download="" rel="nofollow" data-testid="calendar-export-ics">([^<]+)<\/a>/.exec(res.body);
    t.ok(ics, `${locale}: week .ics link with type="text/calendar"`);
    t.equal(ics![2], s.ics, `${locale}: link text in ${lang}`);
    const sp = new URL(unescape(ics![1]), 'http://x').searchParams;
    t.same({ week: sp.get('week'), countries: sp.getAll('country').sort(), importance: sp.get('importance'), tz: sp.get('tz'), locale: sp.get('locale') }, { week: '2026-11-30', countries: ['CA', 'US'], importance: '2', tz: 'Asia/Tokyo', locale }, 'the filters in the URL');
    const csv = /<a href="([^"]+)" type="text\/csv" download="" rel="nofollow" data-testid="calendar-export-csv">([^<]+)<\/a>/.exec(res.body);
    t.equal(csv?.[2], s.csv);
    t.match(res.body, `<th scope="col">${s.column}</th>`);
    const perEvent = [...res.body.matchAll(/<a href="(\/api\/economic-calendar\/events\/[a-z0-9-]+\.ics\?locale=[a-z-]+)" type="text\/calendar"/g)].map((m) => m[1]!);
    t.ok(perEvent.length >= 5, `${locale}: ${perEvent.length} release links`);
    if (lang === 'en') {
      const week = await get(unescape(ics![1]));
      t.equal(week.statusCode, 200);
      t.equal(week.headers['content-type'], 'text/calendar; charset=utf-8');
      t.ok(week.body.includes('BEGIN:VEVENT') && !/SUMMARY:(?!USD|CAD)/.test(week.body), 'only US and Canadian releases');
      const csvFile = await get(unescape(csv![1]));
      t.equal(csvFile.headers['content-type'], 'text/csv; charset=utf-8; header=present');
      t.match(csvFile.headers['content-disposition'], /^attachment; filename="economic-calendar-2026-11-30\.csv"$/);
      const one = await get(perEvent[0]!);
      t.equal(one.statusCode, 200);
      t.match(one.body, /BEGIN:VCALENDAR[\s\S]*BEGIN:VEVENT[\s\S]*END:VCALENDAR\r\n$/);
    }
  }
});

t.test('webinars: each upcoming session offers its .ics, in each language', async (t) => {
  for (const lang of messageLanguages) {
    const locale = locales.find((l) => l.messages[0] === lang)!.code;
    const res = await get(`/${locale}/academy/webinars`);
    t.equal(res.statusCode, 200);
    const links = [...res.body.matchAll(/<a href="(\/api\/webinar\/(\d+)\.ics\?locale=[a-z-]+)" type="text\/calendar" download="" rel="nofollow" data-testid="webinar-ics">([^<]+)<span class="visually-hidden">: <span[^>]*>[^<]+<\/span><\/span><\/a>/g)];
    t.ok(links.length >= 1, `${locale}: ${links.length} webinar links`);
    t.ok(links.every((m) => m[3]!.trim() === strings(lang).addWebinar), `${locale}: link text in ${lang}`);
    if (lang === 'en') {
      const file = await get(links[0]![1]!);
      t.equal(file.statusCode, 200);
      t.equal(file.headers['content-disposition'], `attachment; filename="webinar-${links[0]![2]}.ics"`);
      t.match(file.body, new RegExp(`UID:webinar-${links[0]![2]}@`));
    }
  }
});
