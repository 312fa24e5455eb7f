import t from 'tap';
import { localDraft, memoryDraft } from './draft-store.ts';

t.test('memory: kept until cleared', async (t) => {
  const s = memoryDraft<{ a: string }>();
  t.equal(s.read(), null);
  s.save({ a: 'x' });
  t.same(s.read(), { a: 'x' });
  s.clear();
  t.equal(s.read(), null);
});

t.test('localStorage: parsed on read, empty drafts remove the key, failures ignored', async (t) => {
  const data = new Map<string, string>();
  const g = globalThis as { localStorage?: unknown };
  const before = g.localStorage;
  g.localStorage = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => data.set(k, v), removeItem: (k: string) => data.delete(k) };
  t.teardown(() => {
    g.localStorage = before;
  });
  const s = localDraft<{ a: string }>('k', (v) => (v && typeof (v as { a?: unknown }).a === 'string' ? { a: (v as { a: string }).a } : null), (v) => v.a === '');
  s.save({ a: 'typed' });
  t.equal(data.get('k'), '{"a":"typed"}');
  t.same(s.read(), { a: 'typed' });
  s.save({ a: '' });
  t.notOk(data.has('k'), 'an empty draft removes the key');
  data.set('k', '{broken');
  t.equal(s.read(), null, 'unreadable JSON: no draft');
  data.set('k', '{"a":1}');
  t.equal(s.read(), null, 'the wrong shape: no draft');
  s.save({ a: 'x' });
  s.clear();
  t.notOk(data.has('k'));
  g.localStorage = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('quota'); }, removeItem: () => { throw new Error('denied'); } };
  t.doesNotThrow(() => s.save({ a: 'x' }));
  t.doesNotThrow(() => s.clear());
  t.equal(s.read(), null);
});
