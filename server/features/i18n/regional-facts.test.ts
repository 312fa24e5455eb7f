// Regional facts of spec section 9 as the pages actually show them, now from their sources: the
// forex FAQ's maximum leverage is the forex cap of the entity on-boarding the locale (FSC
// Mauritius 1:500 for en and zh-hans, VFSC 1:1000 for th and zh-hant-tw, ASIC 1:30 for en-nz),
// and the number of pairs is the catalogue's, in the visible FAQ and in its FAQPage data.
import t from 'tap';
import { buildTestApp, crawlerUA } from '../../test-support/app.ts';
import { visibleSegments } from '../../test-support/english-runs.ts';
import type { LocaleCode } from '../../../shared/locales.ts';
import { localeFacts } from '../../../shared/marketing-facts.ts';

const { app } = await buildTestApp();
t.teardown(() => app.close());

const expected: [LocaleCode, string][] = [
  ['en', '1:500'],
  ['zh-hans', '1:500'],
  ['th', '1:1000'],
  ['zh-hant-tw', '1:1000'],
  ['cht', '1:1000'],
  ['zh-hant', '1:1000'],
  ['de', '1:500'],
  ['en-nz', '1:30'],
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

for (const [locale, leverage] of expected) {
  const pairs = localeFacts(locale).pairs;
  t.test(`${locale}: forex FAQ says up to ${leverage} and ${pairs} pairs`, async (t) => {
    t.equal(localeFacts(locale).forexMaxLeverage, leverage, 'the register gives the spec\'s figure');
    const res = await app.inject({ method: 'GET', url: `/${locale}/trading/forex`, headers: { 'user-agent': crawlerUA } });
    t.equal(res.statusCode, 200);
    const visible = visibleSegments(res.body).join('\n');
    t.ok(visible.includes(leverage), `visible FAQ states ${leverage}`);
    t.ok(visible.includes(pairs), `visible FAQ states ${pairs}`);
    const answers = faqJsonLd(res.body);
    t.ok(answers.length >= 5, 'FAQPage structured data');
    t.ok(answers.some((a) => a.includes(leverage)), `structured data states ${leverage}`);
    for (const a of answers) for (const r of a.match(/1:\d+/g) ?? []) t.equal(r, leverage, 'and no other leverage');
    t.ok(answers.some((a) => a.includes(pairs)), `structured data states ${pairs}`);
    t.notOk(answers.some((a) => a.includes('{{')), 'no placeholder left');
  });
}
