import t from 'tap';
import { articleIndex, coursePath, formatHours, isoHours, levelPath, resolveCourse, type ArticleAliasEntry } from './courses.ts';

// The shape of GET /api/getArticleAlias: one entry per article and language.
const aliases: ArticleAliasEntry[] = [
  { id: 102, alias: 'what-is-a-pip', language: 'en', old_aliases: ['what-is-a-pip-in-forex'] },
  { id: 102, alias: 'what-is-a-pip', language: 'zh-hans', old_aliases: ['what-is-a-pip-in-forex'] },
  { id: 104, alias: 'leverage-explained', language: 'en', old_aliases: ['forex-leverage'] },
  // An article whose old slug is another article's current slug: the current one wins.
  { id: 200, alias: 'order-types', language: 'en' },
  { id: 201, alias: 'order-types-2', language: 'en', old_aliases: ['order-types'] },
];

const lesson = (article: string) => ({ article, title: `T ${article}`, summary: `S ${article}` });

t.test('article index: current and old slugs, languages per article', async (t) => {
  const index = articleIndex(aliases);
  t.same([...index.get('what-is-a-pip')!.languages].sort(), ['en', 'zh-hans']);
  t.equal(index.get('what-is-a-pip-in-forex')!.alias, 'what-is-a-pip', 'an old slug finds the article');
  t.equal(index.get('order-types')!.id, 200, 'a current slug is never shadowed by an old one');
  t.notOk(index.has('nothing'));
});

t.test('resolveCourse: missing articles dropped and reported, renamed ones linked at the current slug', async (t) => {
  const index = articleIndex(aliases);
  const course = {
    modules: [
      { title: 'A', lessons: [lesson('what-is-a-pip'), lesson('no-such-article'), lesson('forex-leverage')] },
      { title: 'B', lessons: [lesson('gone-too')] },
    ],
  };
  const en = resolveCourse(course, index, 'en');
  t.same(en.missing, ['no-such-article', 'gone-too']);
  t.equal(en.modules.length, 1, 'a module left without lessons is left out');
  t.same(en.modules[0]!.lessons.map((l) => [l.slug, l.articleId, l.english]), [['what-is-a-pip', 102, false], ['leverage-explained', 104, false]]);
  t.equal(en.lessonCount, 2);
  t.equal(en.modules[0]!.lessons[0]!.title, 'T what-is-a-pip', 'the outline keeps its own lesson title');

  const zh = resolveCourse(course, index, 'zh-hans');
  t.same(zh.modules[0]!.lessons.map((l) => l.english), [false, true], 'zh-hans: the pip lesson exists in Chinese, leverage only in English');
  const fr = resolveCourse(course, index, null);
  t.ok(fr.modules[0]!.lessons.every((l) => l.english), 'a locale without own articles reads them all in English');
});

t.test('paths and durations', async (t) => {
  t.equal(coursePath({ path: 'beginner/trading-forex' }), '/academy/courses/beginner/trading-forex');
  t.equal(levelPath('beginner'), '/academy/courses/beginner');
  t.equal(isoHours(5), 'PT5H');
  t.equal(isoHours(6.5), 'PT6H30M');
  t.equal(isoHours(0.25), 'PT15M');
  t.equal(formatHours(5, 'en-US'), '5 hours');
  t.equal(formatHours(1, 'en-US'), '1 hour');
  t.equal(formatHours(2.5, 'fr-FR').replace(/\s/g, ' '), '2,5 heures', 'the locale’s decimal comma (ICU spaces may be no-break)');
  t.equal(formatHours(9, 'de-DE'), '9 Stunden');
});
