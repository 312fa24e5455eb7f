// No English on translated pages (issue 13): the flagship and frame set rendered by the real app
// in one locale per message language must not show a run of 4+ English words that is also on the
// /en page (brand and product names, symbols, URLs and e-mail addresses aside). The detector is
// tested on its own fixture in server/test-support/english-runs.test.ts.
import t from 'tap';
import { buildTestApp, crawlerPage } from '../../test-support/app.ts';
import { DEFAULT_ALLOW_LIST, englishRuns } from '../../test-support/english-runs.ts';
import { entities, registerEnglishNames } from '../../../shared/company/entities.ts';
import { officialEnglishNames } from '../../../shared/marked-names.ts';
import { visibleSegments } from '../../test-support/english-runs.ts';
import { getLocale, type LocaleCode } from '../../../shared/locales.ts';

// The entity register's facts are quoted as registered in every language (legal names, company
// numbers, licence types, addresses): read from the register, not typed again.
const registerFacts: readonly string[] = [
  ...DEFAULT_ALLOW_LIST,
  ...entities.flatMap((e) => [
    e.legalName.replace(/[()]/g, ' ').replace(/\s+/g, ' ').trim(),
    e.registration,
    e.licence?.type ?? '',
    e.compensation?.name ?? '',
    e.address.streetAddress.replace(/^\d+\s*/, ''),
    `${e.address.streetAddress.replace(/^\d+\s*/, '')} ${e.address.addressLocality}`,
  ]).map((s) => s.replace(/\([A-Z]{2,}\)/g, ' ').replace(/[(),]/g, ' ').replace(/\s+/g, ' ').trim()).filter((s) => s.split(' ').length > 1),
];

/** One locale per non-English message language. */
const localesToCheck: readonly LocaleCode[] = [
  'ar', 'de', 'fr', 'id', 'it', 'ko', 'ms', 'pt', 'th', 'tl', 'vi', 'zh-hans', 'zh-hant',
];

/** Home, the flagship pages, one market page and one content page: the frame is on all of them. */
const pages = ['', '/trading/forex', '/platform/metatrader-4', '/trading/precious-metals', '/about/regulatory-supervision', '/about/privacy-policy', '/trading/promotions-and-rewards', '/platform/hub-x', '/platform/fxstreet', '/trading/swap-free-account'];

const { app } = await buildTestApp();
t.teardown(() => app.close());

const html = (locale: LocaleCode, path: string): Promise<string> => crawlerPage(app, `/${locale}${path}`);

t.test('one locale per message language', async (t) => {
  const languages = localesToCheck.map((code) => getLocale(code).messages[0]);
  t.equal(new Set(languages).size, 13, 'the 13 languages besides English');
  t.notOk(languages.includes('en'));
});

for (const path of pages) {
  t.test(`${path || '/'}: no English sentence in any language`, async (t) => {
    const english = await html('en', path);
    const report: Record<string, string[]> = {};
    for (const locale of localesToCheck) {
      const findings = englishRuns(english, await html(locale, path), { allowList: registerFacts });
      if (findings.length > 0) report[locale] = findings.map((f) => `"${f.run}" in "${f.segment.slice(0, 160)}"`);
    }
    t.same(report, {}, 'no run of 4+ words shared with the English page');
  });
}

// Official English names (issue 34, WCAG 3.1.2): a regulator's name, a licence type, an
// ombudsman's or a compensation scheme's name stays English in every language, so it must sit in
// an element marked lang="en" (else a screen reader reads it with the page's voice). The names
// come from the register and shared/marked-names.ts; the pages are those that show them (the
// footer on every page), plus an ASIC locale's promotions page (its exclusion note names ASIC).
const officialNames = [...new Set([...registerEnglishNames, ...officialEnglishNames])];
const namePages = ['', '/about/regulatory-supervision', '/about/legal-document', '/about/privacy-policy', '/warning', '/trading/promotions-and-rewards'];

t.test('the official names are the register\'s and the copy\'s', async (t) => {
  t.ok(officialNames.includes('Australian Securities and Investments Commission'));
  t.ok(officialNames.includes('Financial Conduct Authority'));
});

for (const path of namePages) {
  t.test(`${path || '/'}: official English names are marked lang="en" in every language`, async (t) => {
    const report: Record<string, string[]> = {};
    for (const locale of [...localesToCheck, 'zh-hant-nz' as const]) {
      const unmarked = visibleSegments(await html(locale, path), { skipLang: 'en' }).flatMap((segment) =>
        officialNames.filter((n) => new RegExp(`(?<![A-Za-z])${n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z])`).test(segment)).map((n) => `"${n}" in "${segment.slice(0, 120)}"`));
      if (unmarked.length) report[locale] = [...new Set(unmarked)];
    }
    t.same(report, {}, 'no official English name outside lang="en"');
  });
}
