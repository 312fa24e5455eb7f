// The academy's course outlines, e-book page and the editorial guideline as content files: each
// exists in all 14 message languages (no English fallback), every language has the same course
// structure as English (paths, levels, hours, modules, the article of each lesson), and every
// lesson names an academy article the sandbox upstream has, in English at least.
import t from 'tap';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { messageLanguages, locales } from '../../../shared/locales.ts';
import { coursesContent, ebookContent, type CoursesContent } from '../../../shared/content/academy-courses.ts';
import { editorialGuidelineContent } from '../../../shared/content/editorial-guideline.ts';
import { loadArticleFixtures } from '../../sandbox/fixtures/articles.ts';
import { loadContent } from './store.ts';
import { defaultContentDir } from './index.ts';

const store = loadContent(defaultContentDir);
const names = { 'academy/courses': coursesContent, 'academy/ebook': ebookContent, 'analysis/editorial-guideline': editorialGuidelineContent } as const;

t.test('every language has its own file of each, valid against its schema', async (t) => {
  for (const [name, schema] of Object.entries(names)) {
    for (const language of messageLanguages) {
      const raw = JSON.parse(readFileSync(join(defaultContentDir, language, `${name}.json`), 'utf8'));
      t.ok(schema.safeParse(raw).success, `${language}/${name}`);
    }
    for (const locale of locales) t.equal(store.get(name, locale.code)?.lang, locale.messages[0], `${locale.code} reads ${name} in its own language`);
  }
});

/** What must not differ between languages: the structure, not the words. */
const structure = (c: CoursesContent) =>
  c.courses.map((course) => ({ path: course.path, level: course.level, hours: course.hours, modules: course.modules.map((m) => m.lessons.map((l) => l.article)) }));

t.test('the outline is the same course in every language', async (t) => {
  const english = structure(store.get<CoursesContent>('academy/courses', 'en')!.data);
  for (const language of messageLanguages) {
    const file = JSON.parse(readFileSync(join(defaultContentDir, language, 'academy/courses.json'), 'utf8')) as CoursesContent;
    t.same(structure(file), english, language);
  }
});

t.test('every lesson reads an academy article that exists, once per course', async (t) => {
  const articles = loadArticleFixtures();
  const slugs = new Map(articles.map((a) => [a.slug, a]));
  const courses = store.get<CoursesContent>('academy/courses', 'en')!.data.courses;
  t.same(courses.map((c) => c.path).sort(), ['beginner/trading-forex', 'individual'], 'the two course routes of the route table');
  for (const course of courses) {
    const lessons = course.modules.flatMap((m) => m.lessons.map((l) => l.article));
    t.equal(new Set(lessons).size, lessons.length, `${course.path}: no lesson twice`);
    for (const slug of lessons) {
      const article = slugs.get(slug);
      t.ok(article?.versions.en, `${course.path}: ${slug} exists in English`);
      t.notOk(article?.tags_ids.includes(3), `${slug} is a lesson, not company news`);
    }
  }
});
