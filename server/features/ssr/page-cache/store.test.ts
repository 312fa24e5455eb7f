// The memory tier's two parts: a flood of distinct queries (searches, filtered lists) evicts only
// other query pages, never the pages the front lane serves by path.
import t from 'tap';
import { decodeEntry, encodeEntry, PageStore, QUERY_PAGES_SHARE } from './store.ts';
import type { PageEntry } from './entry.ts';

const entry = (bytes: number): PageEntry => ({
  status: 200,
  pageType: 'test',
  body: Buffer.alloc(bytes, 'a'),
  etag: '"e"',
  scriptHashes: [],
  storedAt: Date.now(),
  ttlMs: 60_000,
  staleMs: 60_000,
});

t.test('a flood of query variants stays within its share and leaves the path pages in memory', async (t) => {
  const evicted: PageEntry[] = [];
  const maxBytes = 1024 * 1024;
  const store = new PageStore({ maxBytes, onEvict: (e) => evicted.push(e) });
  const paths = Array.from({ length: 20 }, (_, i) => `/en/page-${i}|b1|0`);
  for (const key of paths) await store.set(key, entry(10_000));
  for (let i = 0; i < 5_000; i++) await store.set(`/en/search?q=flood-${i}|b1|0`, entry(2_000));

  t.ok(paths.every((key) => store.memory.get(key)), 'every path page is still held');
  t.ok(store.queryPages.calculatedSize <= maxBytes * QUERY_PAGES_SHARE, 'the query pages within their share');
  t.ok(store.queryPages.size > 0 && store.queryPages.size < 5_000, 'the oldest query pages went');
  t.ok(evicted.length > 0 && evicted.every((e) => e.body?.length === 2_000), 'only query pages were evicted');
  t.ok(store.bytes <= maxBytes, 'both parts together within PAGE_CACHE_MAX_MB');
  t.equal(store.bytes, store.memory.calculatedSize + store.queryPages.calculatedSize);
});

t.test('reads, writes and purges reach the part a key lives in', async (t) => {
  const store = new PageStore({ maxBytes: 1024 * 1024 });
  const plain = entry(100);
  const search = entry(200);
  await store.set('/en/academy/trading-academy|b1|0', plain);
  await store.set('/en/academy/trading-academy?tag=4|b1|0', search);
  t.equal(await store.get('/en/academy/trading-academy|b1|0'), plain);
  t.equal(await store.get('/en/academy/trading-academy?tag=4|b1|0'), search);
  t.equal(store.local('/en/academy/trading-academy?tag=4|b1|0'), store.queryPages);
  t.equal(store.local('/en/academy/trading-academy|b1|0'), store.memory);
  t.equal(await store.purge('/en/academy/'), 2, 'a purge by path prefix takes both');
  t.equal(store.bytes, 0);
});

t.test('the Redis form keeps whichever parts an entry has', async (t) => {
  const doc = Buffer.from('<!DOCTYPE html><html><body>Spreads – مرحبا</body></html>');
  const fresh = { ...entry(0), body: doc };
  const back = decodeEntry(encodeEntry(fresh));
  t.same(back.body, doc, 'a new entry: its document');
  t.notOk(back.br ?? back.gzip, 'and no variants yet');
  t.equal(back.etag, fresh.etag);

  const compressed: PageEntry = { ...entry(0), br: Buffer.from('br-bytes'), gzip: Buffer.from('gzip-bytes') };
  delete compressed.body;
  const again = decodeEntry(encodeEntry(compressed));
  t.notOk(again.body, 'a compressed entry: no document');
  t.same([again.br, again.gzip], [compressed.br, compressed.gzip], 'its two variants');

  const before = decodeEntry(encodeEntry({ ...compressed, body: doc }));
  t.notOk(before.body, 'an entry stored with all three (before documents were dropped) is read without its document');
  t.same(before.gzip, compressed.gzip);
});
