// The promotions page per entity (issue 31): an ASIC locale (en-nz, zh-hans-nz, zh-hant-nz) shows
// no inducement and says why, naming its entity and regulator (the regulator's name marked
// lang="en"); a Mauritius locale shows every promotion. Issue 34: each language shows the
// promotions and their terms in its own language, nothing left unmarked in English.
import t from 'tap';
import { buildTestApp, crawlerUA } from '../../../server/test-support/app.ts';
import { visibleSegments } from '../../../server/test-support/english-runs.ts';
import { entityById } from '../../../shared/company/entities.ts';
import { getLocale, localeCodes, type LocaleCode } from '../../../shared/locales.ts';

const { app } = await buildTestApp({ LOG_LEVEL: 'silent' });
t.teardown(() => app.close());
const get = (url: string) => app.inject({ method: 'GET', url, headers: { 'user-agent': crawlerUA } });
const main = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
const promotionKeys = (html: string) => [...html.matchAll(/data-promotion="([a-z-]+)"/g)].map((m) => m[1]);

t.test('an ASIC locale: no inducement on the page, the reason and its entity stated', async (t) => {
  const au = entityById('au');
  for (const locale of au.locales) {
    const res = await get(`/${locale}/trading/promotions-and-rewards`);
    t.equal(res.statusCode, 200, locale);
    const html = main(res.body);
    t.same(promotionKeys(html), ['ebook'], `${locale}: only the education offer`);
    t.notMatch(html, /20%|20 %|首存/, `${locale}: no deposit bonus anywhere on the page`);
    t.match(html, /data-testid="promotions-excluded"/, `${locale}: the page says why`);
    t.match(html, new RegExp(`<span lang="en" dir="ltr">${au.regulator!.name} \\(ASIC\\)</span>`), `${locale}: the regulator, marked English`);
    t.ok(html.includes(au.legalName), `${locale}: the entity named`);
  }
  const home = main((await get('/en-nz')).body);
  t.notMatch(home, /data-promo="(cas|refer)"/, 'the home page advertises no cashback or referral reward on en-nz');
});

t.test('a Mauritius locale: every promotion with its terms, no exclusion note', async (t) => {
  const html = main((await get('/en/trading/promotions-and-rewards')).body);
  t.same(promotionKeys(html), ['deposit-bonus', 'refer-a-friend', 'zero-spread-week', 'ebook']);
  t.notMatch(html, /promotions-excluded/);
  t.match(html, /capped at \$2,000/);
  t.match(main((await get('/en')).body), /data-promo="refer"/, 'the home page keeps its referral card');
});

t.test('every language shows the promotions and their terms in its own language', async (t) => {
  const english = main((await get('/en/trading/promotions-and-rewards')).body);
  const englishTexts = new Set(visibleSegments(english).filter((s) => s.split(' ').length >= 4));
  const oneLocalePerLanguage = new Map<string, LocaleCode>();
  for (const code of localeCodes) {
    const language = getLocale(code).messages[0]!;
    if (language !== 'en' && !oneLocalePerLanguage.has(language)) oneLocalePerLanguage.set(language, code);
  }
  t.equal(oneLocalePerLanguage.size, 13);
  for (const [language, locale] of oneLocalePerLanguage) {
    const html = main((await get(`/${locale}/trading/promotions-and-rewards`)).body);
    const cards = html.slice(html.indexOf('data-testid="promotions"'), html.indexOf('</ul>', html.indexOf('data-testid="promotions"')));
    t.ok(promotionKeys(html).length >= 1, `${language}: promotions shown`);
    t.notMatch(cards, /lang="en"/, `${language}: no card falls back to English`);
    const left = visibleSegments(cards, { skipLang: 'en' }).filter((s) => englishTexts.has(s));
    t.same(left, [], `${language}: no English title, description or term`);
  }
});
