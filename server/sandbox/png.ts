// A minimal PNG encoder (8-bit RGB, no interlace) for the sandbox's generated photos. Each row
// takes the filter whose residuals are smallest (the usual heuristic): the placeholder images
// are smooth gradients, whose predicted values are near exact and deflate to little.
import { crc32, deflateSync } from 'node:zlib';

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** PNG's predictors (filter types 0-4) of byte x of row y from its left, upper and upper-left neighbours. */
function predict(type: number, rgb: Uint8Array, stride: number, x: number, y: number): number {
  const left = x >= 3 ? rgb[y * stride + x - 3]! : 0;
  const up = y > 0 ? rgb[(y - 1) * stride + x]! : 0;
  const upLeft = x >= 3 && y > 0 ? rgb[(y - 1) * stride + x - 3]! : 0;
  switch (type) {
    case 1:
      return left;
    case 2:
      return up;
    case 3:
      return (left + up) >> 1;
    case 4: {
      const p = left + up - upLeft;
      const pa = Math.abs(p - left);
      const pb = Math.abs(p - up);
      const pc = Math.abs(p - upLeft);
      return pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
    }
    default:
      return 0;
  }
}

/** `rgb` holds width x height pixels, three bytes each, row by row from the top. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) throw new RangeError('PNG size must be positive integers');
  if (rgb.length !== width * height * 3) throw new RangeError(`expected ${width * height * 3} bytes of RGB, got ${rgb.length}`);
  const stride = width * 3;
  const filtered = Buffer.alloc((stride + 1) * height);
  const candidate = Buffer.alloc(stride);
  for (let y = 0; y < height; y++) {
    let best = Infinity;
    for (let type = 0; type <= 4; type++) {
      let cost = 0;
      for (let x = 0; x < stride; x++) {
        const value = (rgb[y * stride + x]! - predict(type, rgb, stride, x, y)) & 0xff;
        candidate[x] = value;
        cost += value < 128 ? value : 256 - value;
      }
      if (cost < best) {
        best = cost;
        filtered[y * (stride + 1)] = type;
        candidate.copy(filtered, y * (stride + 1) + 1);
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(filtered, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}
