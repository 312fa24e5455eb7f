// Course progress from worked examples: a lesson marked done counts, a reset forgets one
// course only, the stored JSON read back after a reload is the same progress, and anything
// unreadable in storage is no progress (never an error).
import t from 'tap';
import { courseProgress, emptyProgress, isDone, markDone, markNotDone, quizPassed, resetLessons, serialiseProgress } from './progress.ts';
import { parseProgress } from './progress-storage.ts';

const beginner = [101, 113, 102, 103, 107];
const other = [111, 112];

t.test('marking lessons done counts them and moves "continue" to the first not done', async (t) => {
  let p = emptyProgress;
  t.same(courseProgress(p, beginner), { done: 0, total: 5, next: 101, started: false, complete: false }, 'nothing done: continue at the first lesson');
  p = markDone(p, 101);
  p = markDone(p, 102);
  t.same(courseProgress(p, beginner), { done: 2, total: 5, next: 113, started: true, complete: false }, 'the second lesson in course order is the first not done');
  t.equal(markDone(p, 101), p, 'marking twice changes nothing');
  for (const id of beginner) p = markDone(p, id);
  t.same(courseProgress(p, beginner), { done: 5, total: 5, next: undefined, started: true, complete: true }, 'all done');
  p = markNotDone(p, 113);
  t.same(courseProgress(p, beginner).next, 113, 'un-marking brings it back');
  t.notOk(isDone(p, 113));
});

t.test('reset forgets the course and keeps the other course', async (t) => {
  let p = emptyProgress;
  for (const id of [101, 102, 111]) p = markDone(p, id);
  const after = resetLessons(p, beginner);
  t.same(courseProgress(after, beginner).done, 0, 'the course is back to 0');
  t.same(courseProgress(after, other).done, 1, 'the other course keeps its lesson');
});

t.test('progress survives a reload: serialise then parse gives the same progress', async (t) => {
  let p = emptyProgress;
  for (const id of [113, 101, 102]) p = markDone(p, id);
  const stored = serialiseProgress(p);
  t.equal(stored, '{"version":1,"done":[101,102,113]}', 'a small, versioned, sorted value');
  t.same(parseProgress(stored), p);
  t.same(courseProgress(parseProgress(stored), beginner).done, 3);
});

t.test('corrupted or foreign storage is no progress', async (t) => {
  for (const raw of [null, undefined, '', 'not json', '{"version":1', '[]', 'null', '42', '{"done":[1]}', '{"version":2,"done":[1]}', '{"version":1,"done":"101"}', '{"version":1,"done":[-1]}', '{"version":1,"done":[1.5]}', '{"version":1,"done":["101"]}', JSON.stringify({ version: 1, done: Array.from({ length: 3000 }, (_, i) => i + 1) })]) {
    t.same(parseProgress(raw), emptyProgress, String(raw).slice(0, 40));
  }
  t.same(parseProgress('{"version":1,"done":[102,101,102],"extra":true}'), { done: [101, 102] }, 'duplicates folded, unknown keys ignored');
});

t.test('a quiz passes when every question is answered correctly', async (t) => {
  t.ok(quizPassed(3, new Set([0, 1, 2])));
  t.notOk(quizPassed(3, new Set([0, 2])), 'one still wrong or unanswered');
  t.notOk(quizPassed(0, new Set()), 'no questions is no quiz');
});
