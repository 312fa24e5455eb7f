// The image pipeline (spec 9): every source under public/images/source/ becomes WebP files at
// the breakpoint widths and densities of client/ui/image-sizes.ts, written to
// dist/client/images/{name}-{width}.webp. The sources themselves are not shipped.
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import sharp from 'sharp';
import { imageWidths } from '../client/ui/image-sizes.ts';

const sourceExtensions = new Set(['.svg', '.png', '.jpg', '.jpeg', '.webp', '.avif']);

export async function buildImages(root: string): Promise<number> {
  const sourceDir = join(root, 'public/images/source');
  const outDir = join(root, 'dist/client/images');
  if (!existsSync(sourceDir)) return 0;
  mkdirSync(outDir, { recursive: true });
  let count = 0;
  for (const file of readdirSync(sourceDir)) {
    const ext = extname(file).toLowerCase();
    if (!sourceExtensions.has(ext)) continue;
    const name = basename(file, ext);
    const input = join(sourceDir, file);
    // SVG sources are rasterised at a density high enough for the largest width.
    const meta = await sharp(input).metadata();
    const width = meta.width ?? 0;
    for (const w of imageWidths(width)) {
      const density = ext === '.svg' ? Math.max(72, Math.ceil((72 * w) / width)) : undefined;
      await sharp(input, density ? { density } : {})
        .resize({ width: w, withoutEnlargement: ext !== '.svg' })
        .webp({ quality: 78, effort: 5 })
        .toFile(join(outDir, `${name}-${w}.webp`));
      count++;
    }
  }
  // Vite copied public/ as is; the sources are build inputs only.
  rmSync(join(outDir, 'source'), { recursive: true, force: true });
  return count;
}
