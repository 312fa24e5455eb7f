// Regional facts of spec section 9 as the pages actually show them: the forex FAQ's maximum
// leverage (1:500 in en and zh-hans, 1:1000 in th and zh-hant-tw) and number of currency pairs
// (60+ in zh-hant-tw, else 50+), in the visible FAQ and in its FAQPage structured data. zh-hant-tw
// reads the same Traditional Chinese messages as cht and zh-hant, so those two show the defaults.
import t from 'tap';
import { buildTestApp, crawlerUA } from '../../test-support/app.ts';
import { visibleSegments } from '../../test-support/english-runs.ts';
import type { LocaleCode } from '../../../shared/locales.ts';

const { app } = await buildTestApp();
t.teardown(() => app.close());

const expected: [LocaleCode, string, string][] = [
  ['en', '1:500', '50+'],
  ['zh-hans', '1:500', '50+'],
  ['th', '1:1000', '50+'],
  ['zh-hant-tw', '1:1000', '60+'],
  ['cht', '1:500', '50+'],
  ['zh-hant', '1:500', '50+'],
  ['de', '1:500', '50+'],
];

/** The FAQPage JSON-LD's answers, as text. */
function faqJsonLd(html: string): string[] {
  const answers: string[] = [];
  for (const m of html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
    const data = JSON.parse(m[1]!) as { '@type'?: string; mainEntity?: { acceptedAnswer?: { text?: string } }[] };
    if (data['@type'] === 'FAQPage') for (const q of data.mainEntity ?? []) answers.push(q.acceptedAnswer?.text ?? '');
  }
  return answers;
}

for (const [locale, leverage, pairs] of expected) {
  t.test(`${locale}: forex FAQ says up to ${leverage} and ${pairs} pairs`, async (t) => {
    const res = await app.inject({ method: 'GET', url: `/${locale}/trading/forex`, headers: { 'user-agent': crawlerUA } });
    t.equal(res.statusCode, 200);
    const visible = visibleSegments(res.body).join('\n');
    t.ok(visible.includes(leverage), `visible FAQ states ${leverage}`);
    t.ok(visible.includes(pairs), `visible FAQ states ${pairs}`);
    const other = leverage === '1:500' ? '1:1000' : '1:500';
    const answers = faqJsonLd(res.body);
    t.ok(answers.length >= 5, 'FAQPage structured data');
    t.ok(answers.some((a) => a.includes(leverage)), `structured data states ${leverage}`);
    t.notOk(answers.some((a) => a.includes(other)), `and never ${other}`);
    t.ok(answers.some((a) => a.includes(pairs)), `structured data states ${pairs}`);
    t.notOk(answers.some((a) => a.includes('{{')), 'no placeholder left');
  });
}
