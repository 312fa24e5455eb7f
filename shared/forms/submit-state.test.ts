import t from 'tap';
import { isBusy, nextPhase, type SubmitEvent, type SubmitPhase } from './submit-state.ts';

const run = (events: SubmitEvent[], from: SubmitPhase = 'idle') => {
  const seen: (SubmitPhase | null)[] = [];
  let phase = from;
  for (const e of events) {
    const next = nextPhase(phase, e);
    seen.push(next);
    if (next) phase = next;
  }
  return { seen, phase };
};

t.test('idle -> checking -> submitting -> done, and a new submit after', async (t) => {
  t.same(run(['submit', 'valid', 'succeeded']).seen, ['checking', 'submitting', 'done']);
  t.equal(nextPhase('done', 'submit'), 'checking', 'another submission may follow a success');
});

t.test('a failure ends in failed, which accepts a new submit (the data is kept to send again)', async (t) => {
  t.same(run(['submit', 'valid', 'failed']).seen, ['checking', 'submitting', 'failed']);
  t.equal(nextPhase('failed', 'submit'), 'checking');
});

t.test('invalid fields return to idle without submitting', async (t) => {
  t.same(run(['submit', 'invalid']), { seen: ['checking', 'idle'], phase: 'idle' });
});

t.test('a second submit while one runs is ignored (checking or submitting)', async (t) => {
  t.equal(nextPhase('checking', 'submit'), null);
  t.equal(nextPhase('submitting', 'submit'), null);
  t.same(run(['submit', 'submit', 'valid', 'submit', 'succeeded']).seen, ['checking', null, 'submitting', null, 'done']);
});

t.test('events out of turn change nothing', async (t) => {
  t.equal(nextPhase('idle', 'succeeded'), null);
  t.equal(nextPhase('idle', 'valid'), null);
  t.equal(nextPhase('submitting', 'invalid'), null);
  t.equal(nextPhase('done', 'failed'), null);
});

t.test('busy while checking or submitting only', async (t) => {
  t.same((['idle', 'checking', 'submitting', 'done', 'failed'] as const).map(isBusy), [false, true, true, false, false]);
});
