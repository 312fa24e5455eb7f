import t from 'tap';
import { IndexStore, HEAP_PER_JSON_BYTE } from './index-store.ts';
import { LocaleIndex } from './engine.ts';

function harness(options: { maxBytes?: number; ttlMs?: number } = {}) {
  let version = 0;
  let now = 0;
  const builds: string[] = [];
  let fail: string[] = [];
  const store = new IndexStore({
    build: async (key) => {
      builds.push(key);
      const docs = [{ kind: 'pages' as const, title: `${key} v${version}`, path: '/x', snippet: '', keywords: [], body: 'x'.repeat(1000) }];
      return { index: new LocaleIndex(docs, 'en'), failed: fail };
    },
    version: () => version,
    maxBytes: options.maxBytes ?? 1e9,
    ttlMs: options.ttlMs ?? 60_000,
    now: () => now,
  });
  return {
    store, builds,
    setVersion: (v: number) => (version = v),
    advance: (ms: number) => (now += ms),
    failNext: (names: string[]) => (fail = names),
  };
}
const title = async (store: IndexStore, key: string) => (await store.get(key)).docs[0]!.title;
const settle = () => new Promise((r) => setImmediate(r));

t.test('built lazily, once for concurrent searches', async (t) => {
  const h = harness();
  t.same(h.store.keys(), [], 'nothing before the first search');
  await Promise.all([h.store.get('en'), h.store.get('en'), h.store.get('en')]);
  t.same(h.builds, ['en']);
});

t.test('a new content version rebuilds in the background; the old index answers meanwhile', async (t) => {
  const h = harness();
  t.equal(await title(h.store, 'en'), 'en v0');
  h.setVersion(1);
  t.equal(await title(h.store, 'en'), 'en v0', 'the old one answers while the new one builds');
  await settle();
  t.equal(await title(h.store, 'en'), 'en v1', 'then the new one');
  t.same(h.builds, ['en', 'en']);
});

t.test('rebuilt after its lifetime, sooner when a source failed', async (t) => {
  const h = harness({ ttlMs: 60_000 });
  h.failNext(['news']);
  await h.store.get('en');
  h.failNext([]);
  h.advance(7_000);
  await h.store.get('en');
  await settle();
  t.equal(h.builds.length, 2, 'a partial index is retried after a tenth of its lifetime');
  h.advance(30_000);
  await h.store.get('en');
  t.equal(h.builds.length, 2, 'a whole one is kept for its lifetime');
  h.advance(31_000);
  await h.store.get('en');
  await settle();
  t.equal(h.builds.length, 3);
});

t.test('bounded by the estimated heap: the least recently searched goes first', async (t) => {
  const one = new LocaleIndex([{ kind: 'pages', title: 'en v0', path: '/x', snippet: '', keywords: [], body: 'x'.repeat(1000) }], 'en').serializedLength() * HEAP_PER_JSON_BYTE;
  const h = harness({ maxBytes: one * 2.5 });
  await h.store.get('en');
  await h.store.get('de');
  await h.store.get('en');
  await h.store.get('fr');
  t.same(h.store.keys().sort(), ['en', 'fr'], 'de was the least recently used');
  t.ok(h.store.bytes <= one * 2.5);
});
