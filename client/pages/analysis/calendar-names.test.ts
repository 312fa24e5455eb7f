// Calendar event names in every language (issue 34): the rendered calendar page of each of the 14
// languages shows each release by its name in the page's language (locales/<lang>/calendarEvents.json),
// and any name still in English carries lang="en".
import t from 'tap';
import { readFileSync } from 'node:fs';
import { buildTestApp, crawlerUA } from '../../../server/test-support/app.ts';
import { locales, messageLanguages } from '../../../shared/locales.ts';
import { eventName, eventNames } from './calendar-event-names.ts';

const { app } = await buildTestApp({ LOG_LEVEL: 'silent' });
t.teardown(() => app.close());

const table = (lang: string) => JSON.parse(readFileSync(new URL(`../../../locales/${lang}/calendarEvents.json`, import.meta.url), 'utf8')) as Record<string, string>;
const english = table('en');
const decode = (s: string) => s.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>');

t.test('every language has a name for every release', async (t) => {
  for (const lang of messageLanguages) t.same(Object.keys(table(lang)).sort(), Object.keys(english).sort(), lang);
});

t.test('an unknown release or a name equal to the English title is marked English', async (t) => {
  const de = eventNames({ calendarEvents: { 'us-nfp': 'Beschäftigung außerhalb der Landwirtschaft' } }, false);
  t.same(eventName(de, { release: 'us-nfp', title: 'Nonfarm Payrolls' }), { text: 'Beschäftigung außerhalb der Landwirtschaft' });
  t.same(eventName(de, { release: 'xx-new', title: 'New Release' }), { text: 'New Release', lang: 'en' });
  t.same(eventName(de, { title: 'No Release Id' }), { text: 'No Release Id', lang: 'en' });
  t.same(eventName(eventNames({}, true), { release: 'xx-new', title: 'New Release' }), { text: 'New Release' }, 'nothing to mark on an English page');
});

t.test('the rendered calendar page of each language names the releases in that language', async (t) => {
  for (const lang of messageLanguages) {
    const locale = locales.find((l) => l.messages[0] === lang)!;
    const res = await app.inject({ method: 'GET', url: `/${locale.code}/analysis/economic-calendar?week=2026-11-30`, headers: { 'user-agent': crawlerUA } });
    t.equal(res.statusCode, 200, locale.code);
    const names = table(lang);
    const rows = [...res.body.matchAll(/<th scope="row"([^>]*)>([^<]*)<\/th>/g)].map((m) => ({ attrs: m[1]!, text: decode(m[2]!) }));
    t.ok(rows.length >= 20, `${locale.code}: ${rows.length} releases`);
    let translated = 0;
    for (const row of rows) {
      const release = /data-release="([^"]+)"/.exec(row.attrs)?.[1];
      t.ok(release && names[release], `${locale.code}: row has a known release ${release}`);
      t.equal(row.text, names[release!], `${locale.code} ${release}: the table's name`);
      const marked = / lang="en"/.test(row.attrs);
      if (lang === 'en') t.notOk(marked, `${release}: not marked on an English page`);
      else t.equal(marked, row.text === english[release!], `${locale.code} ${release}: lang="en" exactly when the name is English`);
      if (!marked) translated++;
    }
    if (lang !== 'en') t.ok(translated >= rows.length * 0.8, `${locale.code}: ${translated} of ${rows.length} names in ${lang}`);
  }
});
