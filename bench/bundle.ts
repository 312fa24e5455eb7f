// npm run bench:bundle — what each package and source file adds to the initial JavaScript of
// the entry chunk and its static imports (brotli bytes, estimated per source from the source
// map), then the start-up JavaScript of every page type: the entry's set plus the page module's
// static imports, as a first visit loads them (budget 110 KB br, issue 35). The per-source
// breakdown needs a build with source maps: VELORA_SOURCEMAP=1 npm run build (then build again
// without it before serving: the maps are not for production).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';

const assets = join(import.meta.dirname, '..', 'dist/client/assets');
const manifest = JSON.parse(readFileSync(join(assets, '..', '.vite/manifest.json'), 'utf8')) as Record<string, { file: string; imports?: string[] }>;
const initial = new Set<string>();
const walk = (key: string) => {
  const chunk = manifest[key];
  if (!chunk || initial.has(chunk.file)) return;
  initial.add(chunk.file);
  for (const i of chunk.imports ?? []) walk(i);
};
walk('client/entry-client.tsx');
// The one script the HTML names (it adds the entry and the page's chunks after the first paint):
// a visitor downloads it too, so it counts (as npm run audit:pages counts it).
walk('client/boot.ts');

const owner = (source: string) =>
  source.includes('node_modules/') ? source.replace(/.*node_modules\/((@[^/]+\/)?[^/]+).*/, '$1') : source.replace(/^(\.\.\/)+/, '');

for (const file of [...initial].map((f) => f.replace(/^assets\//, ''))) {
  const code = readFileSync(join(assets, file), 'utf8');
  const mapFile = join(assets, file + '.map');
  console.log(`${file}: ${code.length} bytes, ${brotliCompressSync(code).length} br`);
  if (!existsSync(mapFile)) {
    console.log('  (no source map: build with VELORA_SOURCEMAP=1)');
    continue;
  }
  const lines = code.split('\n');
  const segments: { line: number; column: number; source: string }[] = [];
  new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8'))).eachMapping((m) => segments.push({ line: m.generatedLine, column: m.generatedColumn, source: m.source ?? '?' }));
  segments.sort((a, b) => a.line - b.line || a.column - b.column);
  const text = new Map<string, string>();
  segments.forEach((s, i) => {
    const next = segments[i + 1];
    const line = lines[s.line - 1] ?? '';
    const end = next && next.line === s.line ? next.column : line.length;
    const k = owner(s.source);
    text.set(k, (text.get(k) ?? '') + line.slice(s.column, end));
  });
  for (const [k, v] of [...text].sort((a, b) => b[1].length - a[1].length).slice(0, 20)) {
    console.log(`  ${k.padEnd(48)} ${String(v.length).padStart(7)} bytes  ~${brotliCompressSync(v).length} br`);
  }
}
// Start-up JavaScript per page type: the entry's files plus each page module's static imports.
const brSize = new Map<string, number>();
const br = (file: string) => {
  let n = brSize.get(file);
  if (n === undefined) brSize.set(file, (n = brotliCompressSync(readFileSync(join(assets, '..', file))).length));
  return n;
};
const graph = (key: string, into: Set<string>) => {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const i of chunk.imports ?? []) graph(i, into);
};
const budget = 110 * 1024;
const rows = Object.keys(manifest)
  .filter((k) => /^client\/pages\/(?!test\/).*-page\.tsx$/.test(k))
  .map((k) => {
    const files = new Set(initial);
    graph(k, files);
    return { page: k.replace('client/pages/', ''), bytes: [...files].reduce((a, f) => a + br(f), 0), chunks: files.size };
  })
  .sort((a, b) => b.bytes - a.bytes);
console.log(`\nStart-up JavaScript per page type (entry set + page module's static imports, brotli; budget ${budget / 1024} KB):`);
for (const r of rows) console.log(`  ${r.page.padEnd(48)} ${(r.bytes / 1024).toFixed(1).padStart(6)} KB ${String(r.chunks).padStart(3)} chunks${r.bytes > budget ? '  over' : ''}`);
console.log(`  entry set alone: ${([...initial].reduce((a, f) => a + br(f), 0) / 1024).toFixed(1)} KB; over budget: ${rows.filter((r) => r.bytes > budget).length} of ${rows.length}`);
// The largest page type and its margin (other work adds a little: keep a margin of ~2 KB).
const largest = rows[0];
if (largest) console.log(`  largest: ${largest.page} ${(largest.bytes / 1024).toFixed(1)} KB, margin ${((budget - largest.bytes) / 1024).toFixed(1)} KB`);
if (rows.some((r) => r.bytes > budget)) process.exitCode = 1;
if (readdirSync(assets).some((f) => f.endsWith('.map'))) console.log('\nsource maps present in dist/: rebuild without VELORA_SOURCEMAP before serving');
