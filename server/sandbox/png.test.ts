import t, { type Test } from 'tap';
import { crc32, inflateSync } from 'node:zlib';
import { encodePng } from './png.ts';
import { chartPng, portraitPng } from './placeholder-photos.ts';

/** Decodes what encodePng writes (8-bit RGB, any of the five row filters) back to pixels, checking every chunk's CRC. */
function decode(t: Test, png: Buffer): { width: number; height: number; rgb: Uint8Array } {
  t.same([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'PNG signature');
  let at = 8;
  let width = 0;
  let height = 0;
  const idat: Buffer[] = [];
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    t.equal(png.readUInt32BE(at + 8 + length), crc32(png.subarray(at + 4, at + 8 + length)), `${type} CRC`);
    if (type === 'IHDR') [width, height] = [data.readUInt32BE(0), data.readUInt32BE(4)];
    if (type === 'IDAT') idat.push(data);
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * 3;
  const rgb = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const type = raw[y * (stride + 1)]!;
    if (type > 4) t.fail(`row ${y}: filter type ${type}`);
    for (let x = 0; x < stride; x++) {
      const a = x >= 3 ? rgb[y * stride + x - 3]! : 0;
      const b = y > 0 ? rgb[(y - 1) * stride + x]! : 0;
      const c = x >= 3 && y > 0 ? rgb[(y - 1) * stride + x - 3]! : 0;
      const p = a + b - c;
      const paeth = Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c) ? a : Math.abs(p - b) <= Math.abs(p - c) ? b : c;
      const predicted = [0, a, b, (a + b) >> 1, paeth][type]!;
      rgb[y * stride + x] = (raw[y * (stride + 1) + 1 + x]! + predicted) & 0xff;
    }
  }
  return { width, height, rgb };
}

t.test('encodes RGB pixels that decode back to the same values', async (t) => {
  const rgb = new Uint8Array([255, 0, 0, 0, 255, 0, 0, 0, 255, 10, 20, 30, 250, 5, 128, 0, 0, 0]);
  const out = decode(t, await encodePng(3, 2, rgb));
  t.equal(out.width, 3);
  t.equal(out.height, 2);
  t.same([...out.rgb], [...rgb]);
  // A gradient, a flat area and noise: every kind of row decodes exactly.
  const mixed = new Uint8Array(16 * 8 * 3).map((_, i) => (i < 120 ? i * 2 : i < 240 ? 77 : (i * 7919) % 251));
  t.same([...decode(t, await encodePng(16, 8, mixed)).rgb], [...mixed]);
});

t.test('refuses a size that does not match the pixels', async (t) => {
  await t.rejects(encodePng(2, 2, new Uint8Array(11)), RangeError);
  await t.rejects(encodePng(0, 1, new Uint8Array(0)), RangeError);
});

t.test('placeholder photos: sizes, colours from the palette, deterministic, small', async (t) => {
  const portrait = decode(t, await portraitPng('#0b3d91', '#1f7a8c'));
  t.same([portrait.width, portrait.height], [200, 200]);
  t.same([...portrait.rgb.subarray(0, 3)], [0x0b, 0x3d, 0x91], 'top-left corner is the first colour');
  t.ok(portrait.rgb[(80 * 200 + 100) * 3]! > 200, 'the head (100, 80) is light');
  t.ok(portrait.rgb[(185 * 200 + 100) * 3]! > 200, 'so are the shoulders (100, 185)');
  t.ok(portrait.rgb[(150 * 200 + 10) * 3]! < 100, 'the background beside them is not');
  const chart = await chartPng('#6c3483', '#b9770e', 42);
  t.same(chart, await chartPng('#6c3483', '#b9770e', 42), 'same seed, same bytes');
  t.notOk(chart.equals(await chartPng('#6c3483', '#b9770e', 43)), 'another seed draws another line');
  const decoded = decode(t, chart);
  t.same([decoded.width, decoded.height], [480, 270]);
  t.ok(chart.length < 40_000, `480 x 270 chart is ${chart.length} bytes`);
});
