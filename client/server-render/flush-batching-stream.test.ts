import t from 'tap';
import { FlushBatchingStream, preEncode } from './flush-batching-stream.ts';

t.test('writes between flushes come out as one chunk; the rest at the end; bytes intact', async (t) => {
  const stream = new FlushBatchingStream();
  const out: Buffer[] = [];
  stream.on('data', (c: Buffer) => out.push(c));
  const ended = new Promise((r) => stream.on('end', r));
  for (let i = 0; i < 5; i++) stream.write(Buffer.from(`a${i}`));
  stream.flush();
  stream.flush(); // nothing new: no empty chunk
  stream.write(Buffer.from('b'));
  stream.write(Buffer.from('c'));
  stream.end();
  await ended;
  t.same(out.map(String), ['a0a1a2a3a4', 'bc']);
});

t.test('strings (any script) and views in one batch come out as their UTF-8 bytes, in order', async (t) => {
  const stream = new FlushBatchingStream();
  const out: Buffer[] = [];
  stream.on('data', (c: Buffer) => out.push(c));
  const ended = new Promise((r) => stream.on('end', r));
  const long = 'مرحبا بالعالم — 日本語 € '.repeat(200); // over React's 1,365-character limit: written as a string
  const view = new Uint8Array(4096).fill(0x61).subarray(0, 10);
  t.equal(stream.write('<p>'), true, 'never asks React to wait');
  stream.write(view);
  stream.write(long);
  stream.write(Buffer.from('</p>'));
  stream.flush();
  stream.end();
  await ended;
  t.equal(out.length, 1, 'one chunk for the batch');
  t.equal(out[0]!.toString('utf8'), `<p>aaaaaaaaaa${long}</p>`);
  t.equal(out[0]!.length, Buffer.byteLength(`<p>aaaaaaaaaa${long}</p>`), 'no spare bytes at the end of the batch');
});

t.test("end() emits 'finish' (React has written everything) before the readable side ends", async (t) => {
  const stream = new FlushBatchingStream();
  const events: string[] = [];
  stream.on('finish', () => events.push('finish'));
  stream.on('end', () => events.push('end'));
  stream.on('close', () => events.push('close'));
  stream.resume();
  stream.write('x');
  stream.end();
  stream.end(); // React ends once; a second call changes nothing
  await new Promise((r) => stream.on('close', r));
  t.same(events, ['finish', 'end', 'close']);
});

t.test("a destroyed stream (the visitor left) closes, refuses writes and never emits 'finish'", async (t) => {
  const stream = new FlushBatchingStream();
  const events: string[] = [];
  stream.on('finish', () => events.push('finish'));
  stream.on('close', () => events.push('close'));
  stream.write('x');
  stream.destroy();
  await new Promise((r) => stream.on('close', r));
  t.equal(stream.write('y'), false);
  stream.flush();
  stream.end();
  t.same(events, ['close']);
});

t.test('a pre-encoded string is written as its kept bytes; another string of the same length is encoded as usual', async (t) => {
  const kept = 'نص مشترك — '.repeat(300);
  const sameLength = 'x'.repeat(kept.length);
  preEncode(kept);
  const stream = new FlushBatchingStream();
  const out: Buffer[] = [];
  stream.on('data', (c: Buffer) => out.push(c));
  const ended = new Promise((r) => stream.on('end', r));
  stream.write('<p>');
  stream.write(kept);
  stream.write(sameLength);
  stream.write(kept);
  stream.end();
  await ended;
  const expected = `<p>${kept}${sameLength}${kept}`;
  t.equal(Buffer.concat(out).toString('utf8'), expected);
  t.equal(Buffer.concat(out).length, Buffer.byteLength(expected));
});

t.test('the kept bytes are copied into each batch: a consumer that reuses its buffer cannot corrupt the next page', async (t) => {
  const kept = 'Общий текст — '.repeat(200);
  preEncode(kept);
  const page = async () => {
    const stream = new FlushBatchingStream();
    const out: Buffer[] = [];
    stream.on('data', (c: Buffer) => out.push(c));
    const ended = new Promise((r) => stream.on('end', r));
    stream.write(kept);
    stream.end();
    await ended;
    t.equal(out.length, 1, 'one batch');
    return out[0]!; // the stream's own buffer, not a copy
  };
  const first = await page();
  t.equal(first.toString('utf8'), kept);
  (await page()).fill(0); // a consumer scribbling over what it was given
  t.equal((await page()).toString('utf8'), kept);
});

t.test('wholeBody: the one batch of a stream that ended after it; nothing while open, after a second batch or once read', async (t) => {
  const whole = new FlushBatchingStream();
  whole.write('<html>');
  whole.write(Buffer.from('</html>'));
  t.equal(whole.wholeBody(), undefined, 'not yet ended');
  whole.end();
  t.equal(whole.wholeBody()?.toString(), '<html></html>');
  const out: Buffer[] = [];
  whole.on('data', (c: Buffer) => out.push(c));
  await new Promise((r) => whole.on('end', r));
  t.equal(Buffer.concat(out).toString(), '<html></html>', 'still flows to its listeners');
  t.equal(whole.wholeBody(), undefined, 'read already');

  const streamed = new FlushBatchingStream();
  streamed.write('<html>');
  streamed.flush(); // the shell went out first
  streamed.write('</html>');
  streamed.end();
  t.equal(streamed.wholeBody(), undefined, 'two batches: streamed');
  t.equal(streamed.forResponse(), streamed, 'so the response sends the stream');
  streamed.resume();
});

t.test('forResponse: the whole body, and the stream still ends for its listeners', async (t) => {
  const stream = new FlushBatchingStream();
  const seen: Buffer[] = [];
  stream.on('data', (c: Buffer) => seen.push(c));
  const ended = new Promise((r) => stream.on('end', r));
  stream.write('<html></html>');
  stream.end();
  const body = stream.forResponse();
  t.ok(Buffer.isBuffer(body));
  t.equal(body.toString(), '<html></html>');
  await ended;
  t.equal(Buffer.concat(seen).toString(), '<html></html>');
});
