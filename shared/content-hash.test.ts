import t from 'tap';
import { contentHash } from './content-hash.ts';

t.test('the same text gives the same hash, another text another one', (t) => {
  const a = contentHash('{"nav":{"home":"Home"}}');
  t.equal(a, contentHash('{"nav":{"home":"Home"}}'), 'stable');
  t.not(a, contentHash('{"nav":{"home":"Home!"}}'), 'one character more changes it');
  t.not(contentHash('ab'), contentHash('ba'), 'order matters');
  t.match(a, /^[0-9a-z]{11}$/, 'eleven base-36 characters: safe in a file name');
  t.equal(contentHash(''), contentHash(''), 'empty text too');
  t.end();
});

t.test('no collisions over many near-identical texts', (t) => {
  const seen = new Set<string>();
  for (let i = 0; i < 20_000; i++) seen.add(contentHash(`{"label":"item ${i}"}`));
  t.equal(seen.size, 20_000);
  t.end();
});
