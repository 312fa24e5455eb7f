import t from 'tap';
import { formatRanges, parseRanges, pointsIn, subtractPoints } from './unicode-ranges.ts';

t.test('parses and formats CSS unicode-range lists', async (t) => {
  t.same(parseRanges('U+0600-06FF,U+200C, U+4??'), [[0x600, 0x6ff], [0x200c, 0x200c], [0x400, 0x4ff]]);
  t.equal(formatRanges([[0x200c, 0x200c], [0x600, 0x6ff], [0x700, 0x710]]), 'U+0600-0710,U+200C', 'sorted, neighbours merged');
  t.throws(() => parseRanges('U+ZZ'), /not a unicode-range/);
});

t.test('a face range split into the site part and the rest covers it exactly once', async (t) => {
  const range = parseRanges('U+0600-060F,U+FB50-FB52');
  const used = new Set([0x41, 0x600, 0x605, 0x60f, 0xfb51]);
  const mine = pointsIn(range, used);
  t.same(mine, [0x600, 0x605, 0x60f, 0xfb51], 'Latin A is not in the face');
  const rest = subtractPoints(range, new Set(mine));
  t.equal(formatRanges(rest), 'U+0601-0604,U+0606-060E,U+FB50,U+FB52');
  const covered = [...rest.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => a + i)), ...mine].sort((a, b) => a - b);
  t.same(covered, [...Array.from({ length: 16 }, (_, i) => 0x600 + i), 0xfb50, 0xfb51, 0xfb52], 'no gap, no overlap');
});
