// A minimal PNG encoder (8-bit RGB, no interlace) for the sandbox's generated photos. Every row
// uses the Sub filter: the placeholder images are smooth gradients, whose left-neighbour
// differences are near constant and deflate well. (Choosing a filter per row saved ~20 % of the
// bytes for five times the event-loop time.)
import { promisify } from 'node:util';
import { crc32, deflate } from 'node:zlib';

const deflateAsync = promisify(deflate);

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/**
 * A PNG of `rgb`: width x height pixels, three bytes each, row by row from the top. Deflating runs
 * on libuv's thread pool, not the event loop.
 */
export async function encodePng(width: number, height: number, rgb: Uint8Array): Promise<Buffer> {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) throw new RangeError('PNG size must be positive integers');
  if (rgb.length !== width * height * 3) throw new RangeError(`expected ${width * height * 3} bytes of RGB, got ${rgb.length}`);
  const stride = width * 3;
  const filtered = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (stride + 1);
    const at = y * stride;
    filtered[row] = 1; // Sub: each byte minus the same channel of the pixel to its left
    for (let x = 0; x < 3; x++) filtered[row + 1 + x] = rgb[at + x]!;
    for (let x = 3; x < stride; x++) filtered[row + 1 + x] = (rgb[at + x]! - rgb[at + x - 3]!) & 0xff;
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', await deflateAsync(filtered, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}
