// npm run bench:compression — what on-the-fly compression of an uncached page costs next to its
// render (issue 17): per page, the render time (render bundle, no HTTP) and the time and size of
// brotli quality 1, 2, 3, 4, 5 and 11 and gzip 6 of the same document, as the compression plugin does it
// (streamed in the chunks React writes, flushed per chunk) and in one piece (the page cache's
// variants, made off the request path). Figures, not a test. BENCH_PAGES, BENCH_ROUNDS.
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync, type BrotliCompress, type Gzip } from 'node:zlib';
import { createRenderHarness } from '../server/test-support/render-harness.ts';

const pages = (process.env.BENCH_PAGES ?? '/en,/en/about/company,/en/academy/trading-academy,/ar/trading/forex').split(',');
const rounds = Number(process.env.BENCH_ROUNDS ?? 40);
const chunkSize = 16 * 1024; // about what React flushes at a time

type Method = { name: string; once: (b: Buffer) => Buffer; stream: () => BrotliCompress | Gzip };
const br = (q: number) => ({ params: { [constants.BROTLI_PARAM_QUALITY]: q, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } });
const methods: Method[] = [
  { name: 'br q1', once: (b) => brotliCompressSync(b, br(1)), stream: () => createBrotliCompress({ ...br(1), flush: constants.BROTLI_OPERATION_FLUSH }) },
  { name: 'br q2', once: (b) => brotliCompressSync(b, br(2)), stream: () => createBrotliCompress({ ...br(2), flush: constants.BROTLI_OPERATION_FLUSH }) },
  { name: 'br q3', once: (b) => brotliCompressSync(b, br(3)), stream: () => createBrotliCompress({ ...br(3), flush: constants.BROTLI_OPERATION_FLUSH }) },
  { name: 'br q4', once: (b) => brotliCompressSync(b, br(4)), stream: () => createBrotliCompress({ ...br(4), flush: constants.BROTLI_OPERATION_FLUSH }) },
  { name: 'br q5', once: (b) => brotliCompressSync(b, br(5)), stream: () => createBrotliCompress({ ...br(5), flush: constants.BROTLI_OPERATION_FLUSH }) },
  { name: 'br q11', once: (b) => brotliCompressSync(b, br(11)), stream: () => createBrotliCompress({ ...br(11), flush: constants.BROTLI_OPERATION_FLUSH }) },
  { name: 'gzip 6', once: (b) => gzipSync(b, { level: 6 }), stream: () => createGzip({ level: 6, flush: constants.Z_SYNC_FLUSH }) },
];

async function streamed(method: Method, doc: Buffer): Promise<number> {
  const z = method.stream();
  let bytes = 0;
  z.on('data', (c: Buffer) => (bytes += c.length));
  const ended = new Promise((resolve) => z.once('end', resolve));
  for (let i = 0; i < doc.length; i += chunkSize) {
    z.write(doc.subarray(i, i + chunkSize));
    await new Promise<void>((resolve) => z.flush(resolve));
  }
  z.end();
  await ended;
  return bytes;
}

async function timed<T>(fn: () => Promise<T> | T): Promise<{ ms: number; value: T }> {
  let value!: T;
  for (let i = 0; i < 5; i++) value = await fn();
  const started = performance.now();
  for (let i = 0; i < rounds; i++) value = await fn();
  return { ms: (performance.now() - started) / rounds, value };
}

const harness = await createRenderHarness();
for (const path of pages) {
  const render = await timed(() => harness.renderOnce(path));
  const doc = render.value;
  console.log(`${path}: ${(doc.length / 1024).toFixed(1)} KB, render ${render.ms.toFixed(2)} ms`);
  for (const method of methods) {
    const once = await timed(() => method.once(doc));
    const stream = await timed(() => streamed(method, doc));
    const share = (ms: number) => `${((ms / render.ms) * 100).toFixed(0)} % of the render`;
    console.log(`  ${method.name.padEnd(7)} one piece ${once.ms.toFixed(2)} ms (${share(once.ms)}) -> ${(once.value.length / 1024).toFixed(1)} KB; streamed ${stream.ms.toFixed(2)} ms (${share(stream.ms)}) -> ${(stream.value / 1024).toFixed(1)} KB`);
  }
}
await harness.close();
