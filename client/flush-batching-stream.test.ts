import t from 'tap';
import { FlushBatchingStream } from './flush-batching-stream.ts';

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
