// The beginner lessons' pages in each language they are written in (production build: npm run
// build first): the page is in the locale's language (html lang, no lang="en" on the title or
// body, no "shown in English" note), canonical at its own URL and hreflang-linked to the others.
import t from 'tap';
import { buildTestApp, crawlerUA } from '../../../server/test-support/app.ts';
import { articleFixtures } from '../../../server/sandbox/fixtures/articles.ts';
import { beginnerLessonSlugs, lessonLanguages } from '../../../server/sandbox/fixtures/lesson-languages.ts';
import { getLocale, type LocaleCode } from '../../../shared/locales.ts';

const { app } = await buildTestApp();
t.teardown(() => app.close());
const get = (url: string) => app.inject({ method: 'GET', url, headers: { 'user-agent': crawlerUA } });
const escape = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;');

// The locale whose article language each lesson language is (they share their code).
const localeOf = (lang: string) => lang as LocaleCode;

for (const lang of lessonLanguages) {
  t.test(`${lang}: every beginner lesson page is in ${lang}`, async (t) => {
    const locale = localeOf(lang);
    for (const slug of beginnerLessonSlugs()) {
      const a = articleFixtures.find((x) => x.slug === slug)!;
      const res = await get(`/${locale}/academy/trading-academy/${slug}`);
      t.equal(res.statusCode, 200, `${locale} ${slug}`);
      const html = res.body;
      t.match(html, `<html lang="${getLocale(locale).tag}"`);
      t.ok(html.includes(`<h1 id="article-title">${escape(a.versions[lang]!.title)}</h1>`), `${locale} ${slug}: its own title, not marked English`);
      t.match(html, /<div id="article-body" class="article-body">/, `${locale} ${slug}: the body is not marked English`);
      t.notMatch(html, /id="article-title" lang="en"|class="article-body" lang="en"/);
      t.match(html, `<link rel="canonical" href="https://www.example.com/${locale}/academy/trading-academy/${slug}"/>`);
      for (const other of lessonLanguages) if (other !== lang && other !== 'en') t.match(html, `hrefLang="${getLocale(localeOf(other)).hreflang}"`, `${locale} ${slug}: hreflang ${other}`);
    }
  });
}
