import t from 'tap';
import { until } from '../test-support/until.ts';
import zlib from 'node:zlib';
import { PassThrough } from 'node:stream';
import { once } from 'node:events';
import { AdaptiveCompressStream } from './adaptive-compress-stream.ts';

const brotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 }, flush: zlib.constants.BROTLI_OPERATION_FLUSH };
const brotli = () => new AdaptiveCompressStream((b) => zlib.brotliCompressSync(b, brotliOptions), () => zlib.createBrotliCompress(brotliOptions));
const gzipOptions = { level: 6, flush: zlib.constants.Z_SYNC_FLUSH };
const gzip = () => new AdaptiveCompressStream((b) => zlib.gzipSync(b, gzipOptions), () => zlib.createGzip(gzipOptions));

const page = (n: number) => Buffer.from(`<section>${'<p>Spreads from 0.0 pips on EUR/USD.</p>'.repeat(n)}</section>`);

/** A source piped into a new compressing stream, with what comes out of it. */
function compressing(make: () => AdaptiveCompressStream): { source: PassThrough; chunks: Buffer[]; done: Promise<Buffer> } {
  const source = new PassThrough();
  const out = make();
  source.pipe(out);
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  return { source, chunks, done: new Promise((resolve, reject) => { out.on('end', () => resolve(Buffer.concat(chunks))); out.on('error', reject); }) };
}

t.test('a body that ends at once is compressed in one call, one chunk out', async (t) => {
  for (const [name, make, decode] of [['br', brotli, zlib.brotliDecompressSync], ['gzip', gzip, zlib.gunzipSync]] as const) {
    const { source, chunks, done } = compressing(make);
    const body = Buffer.concat([page(50), page(30)]);
    source.write(body.subarray(0, 1000));
    source.end(body.subarray(1000));
    const compressed = await done;
    t.equal(chunks.length, 1, `${name}: one compressed chunk`);
    t.ok(compressed.length < body.length / 5, `${name}: compressed`);
    t.same(decode(compressed), body, `${name}: decodes to the body`);
  }
});

t.test('a body still open a turn later streams: the first part leaves before the rest is written', async (t) => {
  for (const [name, make, decode] of [['br', brotli, zlib.brotliDecompressSync], ['gzip', gzip, zlib.gunzipSync]] as const) {
    const { source, chunks, done } = compressing(make);
    const shell = page(40);
    source.write(shell);
    // waited for, not slept for: zlib works in the thread pool, which a busy machine slows
    await until(() => chunks.length >= 1, 10_000);
    t.ok(chunks.length >= 1, `${name}: the shell went out while the body is still open`);
    t.same(decode(Buffer.concat(chunks), { finishFlush: name === 'br' ? zlib.constants.BROTLI_OPERATION_FLUSH : zlib.constants.Z_SYNC_FLUSH }), shell, `${name}: and decodes to the shell`);
    const rest = page(20);
    source.end(rest);
    t.same(decode(await done), Buffer.concat([shell, rest]), `${name}: the whole body decodes`);
  }
});

t.test('an empty body gives an empty answer; a destroyed stream stops its encoder', async (t) => {
  const { source, done } = compressing(brotli);
  source.end();
  t.equal((await done).length, 0, 'nothing in, nothing out');

  const open = new PassThrough();
  const cut = brotli();
  open.pipe(cut);
  cut.on('data', () => {});
  const running = once(cut, 'data');
  open.write(page(10));
  await running; // the encoder is mid-stream
  const closed = once(cut, 'close'); // rejects on an 'error' event
  cut.destroy();
  await closed;
  t.ok(cut.destroyed, 'destroyed without an error');
});
