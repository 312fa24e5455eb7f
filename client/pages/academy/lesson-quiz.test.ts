// Lesson quizzes and course progress in the server HTML (production build: npm run build first):
// a course lesson ends with its quiz (a fieldset and legend per question, native radios, a polite
// live region, the buttons disabled until hydration), the same markup for every visitor; an
// English lesson on another language's page gets the English quiz marked lang="en"; an article
// that is no lesson has none; the course page's progress is not in the HTML (it is the visitor's).
import t from 'tap';
import { buildTestApp, crawlerUA } from '../../../server/test-support/app.ts';

const { app } = await buildTestApp();
t.teardown(() => app.close());

const browserUA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: { 'user-agent': crawlerUA, ...headers } });
const quizOf = (html: string) => /<section class="lesson-quiz"[\s\S]*?<\/section>/.exec(html)?.[0];

t.test('a course lesson ends with its quiz: fieldset, legend, radios, live feedback', async (t) => {
  const res = await get('/en/academy/trading-academy/what-is-a-pip');
  t.equal(res.statusCode, 200);
  const quiz = quizOf(res.body);
  t.ok(quiz, 'quiz section');
  t.equal(quiz!.match(/<fieldset>/g)?.length, 4, 'four questions, each a fieldset');
  t.equal(quiz!.match(/<legend>/g)?.length, 4, 'each with a legend');
  t.match(quiz!, /<legend>For EUR\/USD, which change is one pip\?<\/legend>/);
  t.ok((quiz!.match(/type="radio"/g)?.length ?? 0) >= 12, 'native radio choices');
  t.equal(quiz!.match(/aria-live="polite"/g)?.length, 4, 'a polite live region per question');
  t.match(quiz!, /<button type="button" class="button button--ghost quiz-question__check" disabled="">Check answer<\/button>/, 'check is disabled until hydrated');
  t.match(quiz!, /<noscript>/, 'says the checks need JavaScript');
  t.notMatch(quiz!, /data-verdict|checked=|✓/, 'nothing chosen, checked or marked in the shared HTML');
  t.match(res.body, /data-testid="lesson-course"[\s\S]*?Lesson 3 of 13 in[\s\S]*?href="\/en\/academy\/courses\/beginner\/trading-forex"/, 'the course it belongs to');
  t.match(res.body, /rel="next" href="\/en\/academy\/trading-academy\/lots-and-position-size"/, 'the next lesson');
});

t.test('the quiz markup is the same for every visitor', async (t) => {
  const a = await get('/en/academy/trading-academy/margin-explained');
  const b = await get('/en/academy/trading-academy/margin-explained', { 'user-agent': browserUA, cookie: 'velora_seen=1' });
  t.ok(quizOf(a.body));
  t.equal(quizOf(b.body), quizOf(a.body));
});

t.test('languages: own quiz in Chinese, the English quiz marked lang="en" beside an English lesson', async (t) => {
  const zh = await get('/zh-hans/academy/trading-academy/what-is-a-pip');
  t.match(quizOf(zh.body)!, /<h2 id="quiz-\d+-title">检验学习成果<\/h2>/);
  t.notMatch(quizOf(zh.body)!, /lang="en"/, 'in the page language');
  const tw = await get('/zh-hant-tw/academy/trading-academy/position-sizing');
  t.match(quizOf(tw.body)!, /<legend>在 1% 規則中，「風險」指什麼？<\/legend>/, 'Traditional Chinese quiz of an intermediate lesson');
  const fr = await get('/fr/academy/trading-academy/position-sizing');
  const quiz = quizOf(fr.body);
  t.ok(quiz, 'French page of an English lesson has a quiz');
  t.match(quiz!, /<legend lang="en" dir="ltr">/, 'its text marked English');
  t.match(quiz!, /Vérifier la réponse/, 'its controls in French');
});

t.test('an article that is no lesson has no quiz; the course page has no progress in its HTML', async (t) => {
  const news = await get('/en/academy/trading-academy/demo-account-upgrade');
  if (news.statusCode === 200) t.notOk(quizOf(news.body), 'no quiz');
  const course = await get('/en/academy/courses/beginner/trading-forex', { 'user-agent': browserUA });
  t.equal(course.statusCode, 200);
  t.notMatch(course.body, /role="progressbar"|course-progress"|lesson-done-mark/, 'progress is shown after mount only');
});
