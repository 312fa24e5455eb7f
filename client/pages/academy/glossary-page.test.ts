// The glossary page on the production build (npm run build first): the full list server-rendered
// as <dl>s with an id per term, definitions once in the document (not in the hydration data),
// A-Z index with empty letters disabled, DefinedTermSet JSON-LD, Chinese terms indexed by the
// English term, English fallback per term marked lang="en"; article bodies link glossary terms.
import t from 'tap';
import { readFileSync } from 'node:fs';
import { buildTestApp, crawlerUA } from '../../../server/test-support/app.ts';

const { app } = await buildTestApp();
t.teardown(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url, headers: { 'user-agent': crawlerUA } });
const count = (haystack: string, needle: string) => haystack.split(needle).length - 1;
const terms = (lang: string) => (JSON.parse(readFileSync(new URL(`../../../content/${lang}/academy/glossary.json`, import.meta.url), 'utf8')) as { terms: { slug: string; term: string; definition: string }[] }).terms;
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
const hydration = (html: string) => /<script[^>]*type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
const en = terms('en');

t.test('English: every term server-rendered, definitions once, index, JSON-LD', async (t) => {
  const res = await get('/en/academy/terminology');
  t.equal(res.statusCode, 200);
  const html = res.body;
  t.match(html, /<h1>Trading Glossary<\/h1>/);
  t.equal(count(html, '<dt id="'), en.length, 'one <dt id> per term');
  t.equal(count(html, '<dl>'), 22, 'one <dl> per letter with terms (none for J, X, Y, Z)');
  t.match(html, /<dt id="margin-call" tabindex="-1"><dfn data-field="term">Margin call<\/dfn>/);
  t.match(html, /<a class="glossary-term__anchor" href="#margin-call" aria-label="Link to “Margin call”">#<\/a>/);
  const sentence = 'A margin call is a warning that your margin level has fallen to a threshold set by the broker';
  t.equal(count(html, sentence), 1, 'the definition is in the document once');
  t.notMatch(hydration(html), 'has fallen to a threshold', 'and not in the hydration data');
  t.ok(hydration(html).length < 40_000, `hydration data stays small (${hydration(html).length} characters)`);
  for (const letter of ['J', 'X', 'Y', 'Z']) t.match(html, new RegExp(`<span aria-disabled="true" title="No terms under ${letter}">${letter}</span>`), `${letter} disabled`);
  t.match(html, '<a href="#letter-A">A</a>');
  t.match(html, /<h2 id="letter-A" tabindex="-1">A<\/h2>/);
  t.match(html, `${en.length} terms`);
  t.match(html, /<a href="#spread"[^>]*>Spread<\/a>/, 'related terms link to their anchors');
  const set = jsonLd(html).find((n) => n['@type'] === 'DefinedTermSet');
  t.equal(set.hasDefinedTerm.length, en.length);
  t.match(set, { url: 'https://www.example.com/en/academy/terminology', inLanguage: 'en-US', name: 'Trading Glossary' });
  t.same(set.hasDefinedTerm.find((d: { termCode: string }) => d.termCode === 'pip'), {
    '@type': 'DefinedTerm', '@id': 'https://www.example.com/en/academy/terminology#pip', url: 'https://www.example.com/en/academy/terminology#pip',
    name: 'Pip', termCode: 'pip', inDefinedTermSet: { '@id': 'https://www.example.com/en/academy/terminology#glossary' },
  });
});

t.test('Simplified Chinese: own terms with the English term beside, indexed by it', async (t) => {
  const res = await get('/zh-hans/academy/terminology');
  t.equal(res.statusCode, 200);
  const html = res.body;
  t.equal(count(html, '<dt id="'), en.length, 'every slug is on the page');
  t.match(html, /<dt id="spread" tabindex="-1"><dfn data-field="term">点差<\/dfn><span class="glossary-term__english" lang="en" dir="ltr" data-field="english">Spread<\/span>/);
  const s = html.indexOf('<h2 id="letter-S"');
  t.ok(s > 0 && html.indexOf('id="spread"') > s && html.indexOf('id="spread"') < html.indexOf('<h2 id="letter-T"'), '点差 is under S');
  const own = new Set(terms('zh-Hans').map((x) => x.slug));
  const fallback = en.filter((x) => !own.has(x.slug));
  t.equal(count(html, '<div class="glossary-term" data-slug="'), en.length);
  t.equal(count(html, 'data-letter="') - count(html, 'lang="en" dir="ltr"><dt'), own.size, 'only untranslated terms are marked');
  for (const x of fallback) t.match(html, new RegExp(`data-slug="${x.slug}" data-letter="[A-Z#]" lang="en" dir="ltr"><dt`), `${x.slug} in English`);
  t.match(html, `有 ${fallback.length} 个术语尚未翻译，以英文显示。`);
  const set = jsonLd(html).find((n) => n['@type'] === 'DefinedTermSet');
  t.equal(set.inLanguage, 'zh-Hans');
  t.match(set.hasDefinedTerm.find((d: { termCode: string }) => d.termCode === 'spread'), { name: '点差' });
});

t.test('German: a complete file of its own, so no term falls back to English; UI in the language', async (t) => {
  // Every language now has its own glossary; Chinese (above and below) still falls back for some terms.
  t.equal(terms('de').length, en.length, 'all terms translated');
  const res = await get('/de/academy/terminology');
  t.equal(res.statusCode, 200);
  t.equal(count(res.body, '<dt id="'), en.length);
  t.equal(count(res.body, 'lang="en" dir="ltr"><dt'), 0, 'no term marked English');
  t.match(res.body, 'Im Glossar suchen');
  t.match(res.body, /<span>Siehe auch:<\/span>/, 'the label needs no lang of its own inside a German entry');
});

t.test('page-language text inside an English fallback entry is marked with the page language', async (t) => {
  const own = new Set(terms('zh-Hans').map((x) => x.slug));
  const res = await get('/zh-hans/academy/terminology');
  const fallback = en.filter((x) => !own.has(x.slug) && res.body.includes(`data-slug="${x.slug}" data-letter=`));
  t.ok(fallback.length > 0, `${fallback.length} English entries on the Chinese page`);
  const withRelated = fallback.map((x) => {
    const start = res.body.indexOf(`data-slug="${x.slug}" data-letter=`);
    return res.body.slice(start, res.body.indexOf('</div>', res.body.indexOf('glossary-term__related', start)));
  }).filter((html) => html.includes('glossary-term__related'));
  t.ok(withRelated.length > 0, 'some of them list related terms');
  for (const html of withRelated) t.match(html, /<span lang="zh[^"]*">相关术语：<\/span>/, 'the label is marked Chinese inside an English entry');
});

t.test('article bodies link glossary terms to their definitions', async (t) => {
  const res = await get('/en/academy/trading-academy/position-sizing');
  t.equal(res.statusCode, 200);
  const body = res.body.slice(res.body.indexOf('id="article-body"'), res.body.indexOf('class="risk-warning"'));
  const links = [...body.matchAll(/<a class="glossary-link" href="\/en\/academy\/terminology#([a-z0-9-]+)">/g)].map((m) => m[1]!);
  t.ok(links.length >= 3, `terms linked: ${links.join(', ')}`);
  t.equal(new Set(links).size, links.length, 'each term once');
  for (const slug of links) t.ok(en.some((x) => x.slug === slug), slug);
  t.notMatch(body, /<h[1-6][^>]*>[^<]*<a class="glossary-link"/, 'never inside a heading');
  const zh = await get('/zh-hans/academy/trading-academy/position-sizing');
  t.match(zh.body, /<a class="glossary-link" href="\/zh-hans\/academy\/terminology#[a-z0-9-]+">[^<]*[\u4e00-\u9fff]/, 'Chinese terms in the Chinese article');
});
