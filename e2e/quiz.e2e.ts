// Lesson quizzes and course progress in Chromium (issue 32): a lesson's quiz answered with the
// keyboard only (arrow keys in the native radio group, Tab to "check answer", Enter), the verdict
// and explanation in the question's polite live region, a wrong answer tried again; the lesson
// then counts as done on the course page (progressbar 1 of 13, "continue" at the next lesson,
// the lesson marked), still after a reload, a second tab follows by the storage event, and a
// confirmed reset brings the course back to 0.
import t from 'tap';
import type { Page } from 'playwright';
import { AxeBuilder } from '@axe-core/playwright';
import { desktopUA, startSiteAndBrowser, waitForHydration, watchConsole } from './support.ts';

const { origin, browser } = await startSiteAndBrowser(t);
const relevant = (problems: string[]) => problems.filter((p) => !/favicon/.test(p));
const course = '/en/academy/courses/beginner/trading-forex';
const firstLesson = '/en/academy/trading-academy/what-is-forex-trading';
const secondLesson = '/en/academy/trading-academy/forex-trading-sessions';

const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, userAgent: desktopUA });
t.teardown(() => context.close());

async function open(path: string, page?: Page): Promise<{ page: Page; problems: string[] }> {
  const p = page ?? (await context.newPage());
  const problems = watchConsole(p);
  await p.goto(origin + path);
  await waitForHydration(p);
  return { page: p, problems };
}

/** The progressbar's value, once the course page has read the stored progress. */
async function progressbar(page: Page): Promise<{ now: string | null; max: string | null; text: string }> {
  const bar = page.getByRole('progressbar');
  await bar.waitFor();
  return { now: await bar.getAttribute('aria-valuenow'), max: await bar.getAttribute('aria-valuemax'), text: (await page.getByTestId('course-progress-count').textContent())!.trim() };
}

t.test('answer the quiz by keyboard; the lesson counts as done on the course page, after a reload too', async (t) => {
  const { page, problems } = await open(firstLesson);
  const quiz = page.getByTestId('lesson-quiz');
  const questions = quiz.locator('.quiz-question');
  t.equal(await questions.count(), 3, 'three questions');

  // Into the first radio group (focus opens the quiz's lazy hydration), then keys only.
  await questions.nth(0).getByRole('radio').first().focus();
  await page.waitForSelector('[data-testid="lesson-quiz"][data-ready="true"]');
  const feedback = (i: number) => questions.nth(i).locator('.quiz-question__feedback');
  t.equal(await feedback(0).getAttribute('aria-live'), 'polite', 'feedback is a polite live region');

  // A wrong answer first: Space picks the focused first choice (the quote currency, wrong).
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  t.equal(await page.evaluate(() => document.activeElement?.textContent), 'Check answer', 'Tab leaves the group for the check button');
  await page.keyboard.press('Enter');
  await t.resolves(feedback(0).getByText('Not quite, try again.').waitFor(), 'the wrong answer is said');
  t.match(await feedback(0).textContent(), /first currency of a pair is the base currency/, 'with the explanation');
  t.equal(await page.getByTestId('lesson-mark-done').getAttribute('aria-pressed'), 'false', 'not done yet');

  // Back into the group (Shift+Tab lands on the checked radio), the arrow moves to the right one.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('ArrowDown');
  t.equal(await page.evaluate(() => (document.activeElement as HTMLInputElement).value), '1', 'the arrow key moved and checked the second choice');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await t.resolves(feedback(0).getByText(/^✓ Correct\./).waitFor(), 'the right answer is said');

  // Questions 2 and 3: Tab from the button enters the next group at its first radio.
  for (const i of [1, 2]) {
    await page.keyboard.press('Tab');
    t.equal(await page.evaluate(() => (document.activeElement as HTMLInputElement).name), `quiz-101-q${i}`, `Tab reaches question ${i + 1}`);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await feedback(i).getByText(/^✓ Correct\./).waitFor();
  }
  t.match(await feedback(1).textContent(), /You buy at the ask and sell at the bid/, 'explanation of question 2');
  await t.resolves(page.getByTestId('quiz-result').getByText('All answers correct: this lesson is marked as done.').waitFor(), 'the quiz says the lesson is done');
  t.equal(await page.getByTestId('lesson-mark-done').getAttribute('aria-pressed'), 'true', 'the mark-done toggle agrees');

  const axe = await new AxeBuilder({ page }).include('[data-testid="lesson-quiz"]').include('[data-testid="lesson-course"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  t.same(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), [], 'no axe violations in the quiz');

  await open(course, page);
  t.same(await progressbar(page), { now: '1', max: '13', text: '1 of 13 lessons done' }, 'progressbar: one lesson of 13');
  t.equal(await page.getByTestId('course-continue').getAttribute('href'), secondLesson, '"continue" opens the next lesson not done');
  t.equal(await page.locator('.course-lesson[data-article="101"] [data-testid="lesson-done-mark"]').textContent(), '✓ Completed', 'the lesson is marked in words');
  t.equal(await page.locator('[data-testid="lesson-done-mark"]').count(), 1, 'only that one');

  await page.reload();
  await waitForHydration(page);
  t.same(await progressbar(page), { now: '1', max: '13', text: '1 of 13 lessons done' }, 'still 1 of 13 after a reload');
  t.same(relevant(problems), [], 'clean console (no hydration mismatch)');
});

t.test('a second tab follows; reset asks first and brings the course back to 0', async (t) => {
  const { page: coursePage, problems } = await open(course);
  t.equal((await progressbar(coursePage)).now, '1');
  // Another tab marks lesson 2 done with its button: this tab hears the storage event.
  const { page: lesson } = await open(secondLesson);
  const mark = lesson.getByTestId('lesson-mark-done');
  await mark.focus();
  await lesson.waitForFunction(() => !(document.querySelector('[data-testid="lesson-mark-done"]') as HTMLButtonElement).disabled);
  await lesson.keyboard.press('Enter');
  t.equal(await mark.getAttribute('aria-pressed'), 'true');
  await coursePage.waitForFunction(() => document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow') === '2');
  t.equal((await progressbar(coursePage)).text, '2 of 13 lessons done', 'the course tab counts it without a reload');
  await lesson.close();

  await coursePage.getByTestId('course-reset').click();
  t.equal((await progressbar(coursePage)).now, '2', 'nothing is reset before confirming');
  await coursePage.getByRole('button', { name: 'Cancel' }).click();
  t.equal((await progressbar(coursePage)).now, '2', 'cancel keeps the progress');
  await coursePage.getByTestId('course-reset').click();
  await coursePage.getByTestId('course-reset-confirm').click();
  await coursePage.waitForFunction(() => document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow') === '0');
  t.same(await progressbar(coursePage), { now: '0', max: '13', text: '0 of 13 lessons done' }, 'back to 0');
  t.equal(await coursePage.locator('.course-progress [role="status"]').textContent(), 'Your progress in this course has been reset.', 'the reset is said');
  t.equal(await coursePage.locator('[data-testid="lesson-done-mark"]').count(), 0, 'no lesson marked');
  t.equal(await coursePage.getByTestId('course-continue').count(), 0, 'nothing to continue');
  await coursePage.reload();
  await waitForHydration(coursePage);
  t.equal((await progressbar(coursePage)).now, '0', 'still 0 after a reload');
  t.same(relevant(problems), [], 'clean console');
});

t.test('right to left: the Arabic lesson and course hydrate cleanly; its quiz is Arabic, an English one keeps its direction', async (t) => {
  const { page, problems } = await open('/ar/academy/trading-academy/what-is-a-pip');
  t.equal(await page.getAttribute('html', 'dir'), 'rtl');
  const quiz = page.getByTestId('lesson-quiz');
  await quiz.getByRole('radio').first().focus();
  await page.waitForSelector('[data-testid="lesson-quiz"][data-ready="true"]');
  // The beginner lessons are written in Arabic (issue 34), and so are their quizzes.
  t.equal(await quiz.locator('legend').first().getAttribute('lang'), null, 'the Arabic lesson\'s quiz is in the page\'s language');
  t.match(await quiz.locator('legend').first().textContent(), /[\u0600-\u06FF]/, 'an Arabic question');
  t.equal(await quiz.locator('.quiz-question__check').first().textContent(), 'تحقق من الإجابة', 'controls in Arabic');
  // A lesson of the individual course exists in English only: its quiz is English, marked, left to right.
  await open('/ar/academy/trading-academy/position-sizing', page);
  const english = page.getByTestId('lesson-quiz');
  await english.getByRole('radio').first().focus();
  await page.waitForSelector('[data-testid="lesson-quiz"][data-ready="true"]');
  t.equal(await english.locator('legend').first().getAttribute('dir'), 'ltr', 'English questions read left to right');
  t.equal(await english.locator('legend').first().getAttribute('lang'), 'en');
  await open('/ar/academy/courses/beginner/trading-forex', page);
  t.equal((await progressbar(page)).max, '13', 'the Arabic course page shows its progressbar');
  t.same(relevant(problems), [], 'clean console');
});
