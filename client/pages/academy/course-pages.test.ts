// The courses, the beginner level, the catalogue, the e-book landing and the editorial guideline
// on the production build (npm run build first): lessons link to academy articles that exist
// (checked against getArticleAlias), the second addresses of the beginner pages point their
// canonical at /academy/courses, Course / ItemList / Book / AboutPage JSON-LD, the e-book's
// calls to action, the guideline's body once in the document, and the hubs on the overview.
import t from 'tap';
import { buildTestApp, crawlerUA } from '../../../server/test-support/app.ts';

const { app } = await buildTestApp();
t.teardown(() => app.close());

const origin = 'https://www.example.com';
const get = (url: string) => app.inject({ method: 'GET', url, headers: { 'user-agent': crawlerUA } });
const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
const ofType = (html: string, type: string) => jsonLd(html).filter((n) => n['@type'] === type || (Array.isArray(n['@type']) && n['@type'].includes(type)));
const lessonLinks = (html: string) => [...html.matchAll(/<li class="course-lesson" data-article="(\d+)"><a class="course-lesson__link"( hrefLang="en")? href="([^"]+)"/g)].map((m) => ({ id: Number(m[1]), english: Boolean(m[2]), href: m[3]! }));

t.test('without the article index a course page is a 503, not a page without links (and not cached)', async (t) => {
  const sandbox = app.sandbox!;
  sandbox.faults.push({ path: '/api/getArticleAlias', status: 500 });
  t.teardown(() => void sandbox.faults.splice(0));
  const res = await get('/en/academy/courses/individual');
  t.equal(res.statusCode, 503);
  sandbox.faults.splice(0);
  const overview = await get('/en/academy/overview');
  t.equal(overview.statusCode, 200, 'the overview still answers');
});

t.test('course page: outline, lessons that open existing articles, start link, JSON-LD', async (t) => {
  const res = await get('/en/academy/courses/beginner/trading-forex');
  t.equal(res.statusCode, 200);
  t.equal(canonical(res.body), `${origin}/en/academy/courses/beginner/trading-forex`);
  t.match(res.body, '<h1 id="course-title">Forex Trading for Beginners</h1>');
  t.match(res.body, /<dt>Level<\/dt><dd>Beginner<\/dd>/);
  t.match(res.body, /<dt>Study time<\/dt><dd>5 hours<\/dd>/);
  t.match(res.body, /<dt>Lessons<\/dt><dd>13<\/dd>/);
  t.match(res.body, 'What you will learn');
  const lessons = lessonLinks(res.body);
  t.equal(lessons.length, 13);
  t.ok(lessons.every((l) => !l.english), 'English lessons on the English page are not marked');
  const aliases = JSON.parse((await app.inject('/api/getArticleAlias')).body).data as { id: number; alias: string }[];
  for (const l of lessons) {
    t.ok(aliases.some((a) => a.id === l.id && l.href === `/en/academy/trading-academy/${a.alias}`), `${l.href} is article ${l.id}'s current address`);
    t.equal((await get(l.href)).statusCode, 200, `${l.href} answers 200`);
  }
  t.match(res.body, new RegExp(`<a class="button button--primary" data-testid="course-start" href="${lessons[0]!.href}"[^>]*>Start the course</a>`), 'start = the first lesson');

  const [course] = ofType(res.body, 'Course');
  t.match(course, {
    name: 'Forex Trading for Beginners', educationalLevel: 'Beginner', inLanguage: 'en-US',
    provider: { '@type': 'Organization', name: 'Velora Markets' },
    hasCourseInstance: [{ courseMode: 'Online', courseWorkload: 'PT5H' }],
  });
  const [list] = ofType(res.body, 'ItemList');
  t.same((list!.itemListElement as { url: string }[]).map((i) => i.url), lessons.map((l) => origin + l.href), 'ItemList = the lessons, in order');
  const crumbs = ofType(res.body, 'BreadcrumbList');
  t.equal(crumbs.length, 1);
  t.equal((crumbs[0]!.itemListElement as { name: string }[]).at(-1)!.name, 'Forex Trading for Beginners', 'the last crumb names the course');

  const individual = await get('/en/academy/courses/individual');
  t.equal(individual.statusCode, 200);
  t.equal(lessonLinks(individual.body).length, 18);
  t.match(ofType(individual.body, 'Course')[0], { educationalLevel: 'Intermediate', hasCourseInstance: [{ courseWorkload: 'PT9H' }] });
});

t.test('other languages: translated outline; lessons without an article in the language open the English one, marked', async (t) => {
  const fr = await get('/fr/academy/courses/beginner/trading-forex');
  t.equal(fr.statusCode, 200);
  t.match(fr.body, 'Le forex pour débutants');
  const lessons = lessonLinks(fr.body);
  t.equal(lessons.length, 13);
  // The beginner lessons are written in French (issue 34); the individual course's are English.
  t.ok(lessons.every((l) => !l.english && l.href.startsWith('/fr/academy/trading-academy/')), 'French: every beginner lesson in French, in the locale');
  t.ok((ofType(fr.body, 'ItemList')[0]!.itemListElement as { url: string }[]).every((i) => i.url.startsWith(`${origin}/fr/academy/trading-academy/`)), 'JSON-LD names the French articles');
  const frIndividual = await get('/fr/academy/courses/individual');
  t.ok(lessonLinks(frIndividual.body).every((l) => l.english && l.href.startsWith('/fr/academy/trading-academy/')), 'French: a lesson without a French article is hreflang=en, in the locale');
  t.match(frIndividual.body, '(en anglais)');
  t.ok((ofType(frIndividual.body, 'ItemList')[0]!.itemListElement as { url: string }[]).every((i) => i.url.startsWith(`${origin}/en/academy/trading-academy/`)), 'JSON-LD names the English articles (their canonical)');
  const zh = await get('/zh-hant/academy/courses/individual');
  t.ok(lessonLinks(zh.body).every((l) => !l.english), 'Traditional Chinese articles exist for every lesson');
  t.match(zh.body, '個人交易者課程');
  const ar = await get('/ar/academy/courses/individual');
  t.match(ar.body, 'dir="rtl"');
  t.match(ar.body, 'دورة المتداول الفردي');
});

t.test('the beginner pages: one canonical under /academy/courses, the second address points there', async (t) => {
  const lesson = await get('/en/academy/beginner/trading-forex');
  t.equal(lesson.statusCode, 200);
  t.equal(canonical(lesson.body), `${origin}/en/academy/courses/beginner/trading-forex`);
  t.notMatch(lesson.body, 'rel="alternate" hrefLang', 'no alternates on a second address');
  t.same(lessonLinks(lesson.body), lessonLinks((await get('/en/academy/courses/beginner/trading-forex')).body), 'the same course');
  const landing = await get('/de/academy/beginner');
  t.equal(canonical(landing.body), `${origin}/de/academy/courses/beginner`);
  const level = await get('/de/academy/courses/beginner');
  t.equal(canonical(level.body), `${origin}/de/academy/courses/beginner`);
  t.match(level.body, 'Forex-Trading für Einsteiger');
  const cards = /<ul class="course-cards">[\s\S]*?<\/ul>/.exec(level.body)?.[0] ?? '';
  t.match(cards, 'href="/de/academy/courses/beginner/trading-forex"');
  t.notMatch(cards, 'href="/de/academy/courses/individual"', 'only the level’s courses');
  t.match(level.body, 'Nach den Kursen');

  const sitemap = (await app.inject('/en/api/sitemap')).body;
  t.match(sitemap, `<loc>${origin}/en/academy/courses/beginner/trading-forex</loc>`);
  t.match(sitemap, `<loc>${origin}/en/academy/courses/beginner</loc>`);
  t.notMatch(sitemap, `<loc>${origin}/en/academy/beginner/trading-forex</loc>`, 'the second address is not in the sitemap');
  t.notMatch(sitemap, `<loc>${origin}/en/academy/beginner</loc>`);
  for (const unknown of ['/en/academy/courses/advanced', '/en/academy/courses/beginner/trading-crypto', '/en/academy/beginner/x']) {
    t.equal((await get(unknown)).statusCode, 404, `${unknown} is a 404`);
  }
});

t.test('catalogue: every course by level, counts from the checked lessons, ItemList', async (t) => {
  const res = await get('/en/academy/courses');
  t.equal(res.statusCode, 200);
  t.match(res.body, 'Beginner courses');
  t.match(res.body, 'Intermediate courses');
  t.match(res.body, 'href="/en/academy/courses/individual"');
  t.match(res.body, /<dt>Lessons<\/dt><dd>18<\/dd>/);
  t.match(res.body, /href="\/en\/academy\/courses\/beginner"[^>]*>Where beginners start/);
  const [list] = ofType(res.body, 'ItemList');
  t.same((list!.itemListElement as { url: string }[]).map((i) => i.url), [`${origin}/en/academy/courses/beginner/trading-forex`, `${origin}/en/academy/courses/individual`]);
});

t.test('e-book: chapters, audience, table of contents, two calls to action, Book JSON-LD', async (t) => {
  const res = await get('/en/academy/ebook');
  t.equal(res.statusCode, 200);
  t.match(res.body, 'Free E-book: Forex Trading Essentials');
  t.match(res.body, 'Who this e-book is for');
  t.match(res.body, 'Table of contents (preview)');
  t.equal((res.body.match(/class="ebook-chapter"/g) ?? []).length, 8);
  t.equal((res.body.match(/data-testid="ebook-cta-/g) ?? []).length, 2);
  t.match(ofType(res.body, 'Book')[0], { name: 'Forex Trading Essentials', numberOfPages: 64, bookFormat: 'https://schema.org/EBook', inLanguage: 'en-US' });
  const ko = await get('/ko/academy/ebook');
  t.match(ko.body, '무료 전자책 받기');
});

t.test('editorial guideline: sections once in the document, expert team link, AboutPage JSON-LD', async (t) => {
  const res = await get('/en/analysis/velora-editorial-guideline');
  t.equal(res.statusCode, 200);
  for (const heading of ['Sources', 'Conflicts of interest', 'How we use AI', 'Risk warnings', 'Corrections', 'How often we update', 'Review by a second analyst and the compliance team']) {
    t.match(res.body, `>${heading}</h2>`, heading);
  }
  const sentence = 'AI never produces our market views, forecasts or trade ideas.';
  t.equal(res.body.split(sentence).length - 1, 1, 'the body appears once (not in the hydration data)');
  t.match(res.body, 'href="/en/analysis/our-expert-team"');
  t.match(res.body, '<time dateTime="2026-11-02">November 2, 2026</time>');
  t.match(ofType(res.body, 'AboutPage')[0], { dateModified: '2026-11-02', about: { publishingPrinciples: `${origin}/en/analysis/velora-editorial-guideline` } });
  const th = await get('/th/analysis/velora-editorial-guideline');
  t.match(th.body, 'แนวทางบรรณาธิการ');
});

t.test('academy overview: courses, e-book and glossary as hubs', async (t) => {
  const res = await get('/en/academy/overview');
  t.equal(res.statusCode, 200);
  for (const href of ['/en/academy/courses', '/en/academy/courses/beginner', '/en/academy/ebook', '/en/academy/terminology', '/en/academy/courses/individual']) {
    t.match(res.body, `href="${href}"`, href);
  }
  const sections = /<section class="academy-sections"[\s\S]*?<\/section>/.exec(res.body)?.[0] ?? '';
  t.notMatch(sections, 'href="/en/academy/beginner"', 'the sections link the canonical beginner page');
  t.match(sections, 'href="/en/academy/courses/beginner"');
  t.match(res.body, 'class="course-cards"');
});
