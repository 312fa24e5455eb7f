// A cached page's variants: once brotli and gzip exist, the uncompressed document is dropped and
// made again from gzip for the rare client that accepts no compression.
import t from 'tap';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressEntry, createEntry, identityBody } from './entry.ts';

const doc = Buffer.from(`<!DOCTYPE html><html lang="ar" dir="rtl"><body>${'<p>فروق أسعار من 0.0 نقطة – Spreads from 0.0 pips</p>'.repeat(200)}</body></html>`);

t.test('variants replace the document; the identity bytes and the ETag stay the same', async (t) => {
  const entry = createEntry({ body: doc, status: 200, pageType: 'test', ttlMs: 60_000, staleMs: 60_000 });
  const etag = entry.etag;
  t.equal(identityBody(entry), entry.body, 'before compression: the document itself, not a copy');
  await compressEntry(entry);
  t.notOk(entry.body, 'the document is dropped');
  t.same(brotliDecompressSync(entry.br!), doc);
  t.same(gunzipSync(entry.gzip!), doc);
  t.same(identityBody(entry), doc, 'identity: gunzipped from the gzip variant');
  t.equal(entry.etag, etag, 'the ETag still names the same document');
  t.ok(entry.br!.length + entry.gzip!.length < doc.length / 4, `an entry is now ${entry.br!.length + entry.gzip!.length} bytes instead of ${doc.length + entry.br!.length + entry.gzip!.length}`);
  await compressEntry(entry);
  t.same(gunzipSync(entry.gzip!), doc, 'compressing again is a no-op');
});

t.test('an entry with neither its document nor gzip is an error, not an empty page', async (t) => {
  const entry = createEntry({ body: doc, status: 200, pageType: 'test', ttlMs: 60_000, staleMs: 60_000 });
  delete entry.body;
  t.throws(() => identityBody(entry), /neither its document nor a gzip variant/);
});
