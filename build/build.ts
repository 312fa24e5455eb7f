// Production build: the client bundle, the server render bundle, then precompressed
// (.br, .gz) copies of every text asset so the static server never compresses per request.
import { build } from 'vite';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, extname } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

process.env.NODE_ENV = 'production';
const root = join(import.meta.dirname, '..');

// Content files are validated before anything is built: a bad file fails the build with its path.
(await import('../server/features/content/store.ts')).loadContent(join(root, 'content'));

// The web fonts cut to the characters the site's text uses (.cache/fonts, imported by base.css).
for (const line of (await (await import('./fonts.ts')).buildFonts(root)).report) console.log(`fonts: ${line}`);

await build({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'warn', mode: 'production' });
process.env.VELORA_SSR_BUILD = '1';
await build({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'warn', mode: 'production' });
await (await import('./images.ts')).buildImages(root); // responsive WebP images (spec 9)

const compressible = new Set(['.js', '.css', '.svg', '.json', '.txt', '.xml', '.html', '.map', '.webmanifest']);
function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) yield* files(p);
    else yield p;
  }
}
let count = 0;
for (const file of files(join(root, 'dist/client'))) {
  if (!compressible.has(extname(file)) || file.includes('/.vite/')) continue;
  const body = readFileSync(file);
  if (body.length < 512) continue;
  writeFileSync(file + '.br', brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
  writeFileSync(file + '.gz', gzipSync(body, { level: 9 }));
  count++;
}
writeFileSync(join(root, 'dist/build-id.txt'), String(Date.now().toString(36)));
console.log(`build: client, server render bundle, ${count} precompressed assets`);
