// The privacy notice (issue 31): every item a privacy notice must carry (GDPR art. 13/14, APP 1/5),
// for the entity that serves the locale (the controller, with its sample contact details), and
// its own jurisdiction's law, supervisor and complaint route; in every language (issue 34).
import t from 'tap';
import { existsSync } from 'node:fs';
import { buildTestApp, crawlerUA } from '../../../server/test-support/app.ts';
import { entityForLocale } from '../../../shared/company/entities.ts';
import { privacyFacts } from '../../../shared/company/privacy.ts';
import { privacyItems } from '../../../shared/content/about.ts';
import { getLocale, localeCodes, messageLanguages, type LocaleCode } from '../../../shared/locales.ts';

const { app } = await buildTestApp({ LOG_LEVEL: 'silent' });
t.teardown(() => app.close());
const get = (url: string) => app.inject({ method: 'GET', url, headers: { 'user-agent': crawlerUA } });
const noticeOf = (html: string) => {
  const start = html.indexOf('data-testid="privacy-notice"');
  return start === -1 ? '' : html.slice(start, html.indexOf('aria-labelledby="privacy-cookies"', start));
};

t.test('every message language has its own notice file', async (t) => {
  for (const language of messageLanguages) t.ok(existsSync(new URL(`../../../content/${language}/about/privacy-notice.json`, import.meta.url)), language);
});

t.test('each entity\'s locale: the controller is that entity, every item, its own jurisdiction', async (t) => {
  const cases: [LocaleCode, RegExp][] = [['en-nz', /Office of the Australian Information Commissioner/], ['en', /Data Protection Office/], ['th', /Vanuatu Financial Services Commission/]];
  for (const [locale, supervisor] of cases) {
    const entity = entityForLocale(locale);
    const res = await get(`/${locale}/about/privacy-policy`);
    t.equal(res.statusCode, 200, locale);
    const notice = noticeOf(res.body);
    for (const item of privacyItems) t.match(notice, `data-item="${item}"`, `${locale}: ${item}`);
    t.match(notice, 'data-item="jurisdiction"', `${locale}: its jurisdiction`);
    t.ok(notice.includes(entity.legalName), `${locale}: controller ${entity.legalName}`);
    t.ok(notice.includes(entity.email) && notice.includes(privacyFacts[entity.id].dpoEmail), `${locale}: controller and DPO contacts`);
    t.match(notice, supervisor, `${locale}: the supervisor to complain to`);
    t.notMatch(notice, /\{\{/, `${locale}: every placeholder filled`);
    // The summary's figures and contact are the entity's too (Vanuatu keeps records 6 years, not 7).
    const summary = res.body.slice(res.body.indexOf('id="privacy-summary"'), res.body.indexOf('data-testid="english-prevails"'));
    t.match(summary, privacyFacts[entity.id].dpoEmail, `${locale}: summary contact`);
    t.match(summary, new RegExp(`\\b${privacyFacts[entity.id].recordsYears}\\b`), `${locale}: summary retention`);
    t.match(res.body, new RegExp(`href="/legal/${entity.id}/privacy-policy-v`), `${locale}: its own entity's documents`);
  }
  const au = noticeOf((await get('/zh-hans-nz/about/privacy-policy')).body);
  t.match(au, /<span lang="en" dir="ltr">Office of the Australian Information Commissioner/, 'the OAIC named in English, marked');
  t.notMatch(au, /Financial Services Commission, Mauritius|Data Protection Office/, 'no other jurisdiction');
});

t.test('every language: the notice in its own language, not English', async (t) => {
  const seen = new Set<string>();
  for (const code of localeCodes) {
    const language = getLocale(code).messages[0]!;
    if (seen.has(language)) continue;
    seen.add(language);
    const notice = noticeOf((await get(`/${code}/about/privacy-policy`)).body);
    t.match(notice, /data-item="rights"/, `${code}: rights`);
    if (language !== 'en') t.notMatch(notice.slice(0, 200), /lang="en"/, `${code}: not the English fallback`);
  }
  t.equal(seen.size, 14);
});
