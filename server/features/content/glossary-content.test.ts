// The glossary's content files (content/<language>/academy/glossary.json): 200+ English terms with
// 60 flagged common, 150+ in each Chinese script, the 60 common terms in every other language that
// (every language must have a file); slugs unique and the same in every language; every related slug exists.
import t from 'tap';
import { existsSync, readFileSync } from 'node:fs';
import { messageLanguages } from '../../../shared/locales.ts';
import { glossaryContent, type GlossaryContent } from '../../../shared/content/academy.ts';
import { defaultContentDir } from './index.ts';

const read = (language: string): GlossaryContent | null => {
  const file = `${defaultContentDir}${language}/academy/glossary.json`;
  return existsSync(file) ? glossaryContent.parse(JSON.parse(readFileSync(file, 'utf8'))) : null;
};
const en = read('en')!;
const englishSlugs = new Set(en.terms.map((x) => x.slug));
const common = en.terms.filter((x) => x.common).map((x) => x.slug);
const words = (s: string) => s.trim().split(/\s+/).length;

t.test('English: 200+ terms, 60 common, one paragraph of 40-90 words each', async (t) => {
  t.ok(en.terms.length >= 200, `${en.terms.length} terms`);
  t.equal(common.length, 60);
  t.equal(englishSlugs.size, en.terms.length, 'slugs unique');
  for (const x of en.terms) {
    t.ok(words(x.definition) >= 40 && words(x.definition) <= 90, `${x.slug}: ${words(x.definition)} words`);
    t.notMatch(x.definition, /\n/, `${x.slug}: one paragraph`);
    for (const r of x.related ?? []) t.ok(englishSlugs.has(r) && r !== x.slug, `${x.slug} -> ${r}`);
  }
  for (const must of ['pip', 'pipette', 'lot', 'micro-lot', 'leverage', 'margin', 'margin-call', 'stop-out', 'free-margin', 'equity', 'spread', 'swap', 'rollover', 'triple-swap', 'bid', 'ask', 'slippage', 'requote', 'market-execution', 'take-profit', 'stop-loss', 'trailing-stop', 'ecn', 'stp', 'market-maker', 'cfd', 'rsi', 'macd', 'bollinger-bands', 'fibonacci-retracement', 'average-true-range', 'non-farm-payrolls', 'carry-trade', 'drawdown', 'expert-advisor', 'vps', 'mql', 'swap-free-account', 'know-your-customer', 'segregated-funds', 'negative-balance-protection']) {
    t.ok(englishSlugs.has(must), must);
  }
});

for (const language of messageLanguages.filter((l) => l !== 'en')) {
  t.test(`${language}: slugs from the English file, unique, related slugs exist`, async (t) => {
    const file = read(language);
    if (!file) return t.fail(`content/${language}/academy/glossary.json is missing`);
    const slugs = file.terms.map((x) => x.slug);
    t.equal(new Set(slugs).size, slugs.length, 'slugs unique');
    t.same(slugs.filter((s) => !englishSlugs.has(s)), [], 'every slug is an English slug');
    for (const x of file.terms) for (const r of x.related ?? []) t.ok(englishSlugs.has(r), `${x.slug} -> ${r}`);
    t.same(common.filter((s) => !slugs.includes(s)), [], 'the 60 common terms are translated');
    t.notOk(file.terms.some((x) => x.common !== undefined), 'the common flag lives in the English file');
    if (language === 'zh-Hans' || language === 'zh-Hant') {
      t.ok(file.terms.length >= 150, `${file.terms.length} terms`);
      for (const x of file.terms) t.ok(/\p{Script=Han}/u.test(x.definition) && x.definition.length >= 40, `${x.slug}: a Chinese definition`);
    }
  });
}

t.test('both Chinese files exist', async (t) => {
  t.ok(read('zh-Hans'));
  t.ok(read('zh-Hant'));
});
