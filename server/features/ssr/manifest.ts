// Reads Vite's client manifest and answers which files a page needs: the entry module, the
// stylesheets of the entry and of the matched lazy pages (so nothing flashes unstyled), and the
// pages' chunks to preload (so hydration does not wait on a request waterfall).
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { PreloadFace } from '../../../shared/font-faces.ts';

const chunkSchema = z.object({
  file: z.string(),
  src: z.string().optional(),
  css: z.array(z.string()).optional(),
  imports: z.array(z.string()).optional(),
  isEntry: z.boolean().optional(),
});
const manifestSchema = z.record(z.string(), chunkSchema);
export type Manifest = z.infer<typeof manifestSchema>;

export interface PageAssets {
  /** The one script the HTML names: it loads entry and modulePreloads after the first paint. */
  boot: string;
  entry: string;
  css: string[];
  modulePreloads: string[];
}

export const clientEntrySource = 'client/entry-client.tsx';

/** The built URL of each face a page may preload (shared/font-faces.ts), from the manifest. */
export function preloadFonts(manifest: Manifest, base = '/'): Partial<Record<PreloadFace, string>> {
  const find = (re: RegExp) => Object.values(manifest).find((c) => c.src && re.test(c.src))?.file;
  const files: Partial<Record<PreloadFace, string | undefined>> = {
    latin: find(/inter-latin-wght-normal\.woff2$/),
    latinExt: find(/^\.cache\/fonts\/inter-latin-ext-wght-normal-site-[0-9a-f]+\.woff2$/),
    vietnamese: find(/^\.cache\/fonts\/inter-vietnamese-wght-normal-site-[0-9a-f]+\.woff2$/),
    arabic: find(/^\.cache\/fonts\/noto-sans-arabic-arabic-wght-normal-site-[0-9a-f]+\.woff2$/),
    thai: find(/^\.cache\/fonts\/noto-sans-thai-thai-wght-normal-site-[0-9a-f]+\.woff2$/),
  };
  return Object.fromEntries(Object.entries(files).filter(([, f]) => f).map(([k, f]) => [k, base + f]));
}
export const clientBootSource = 'client/boot.ts';

export function readManifest(path: string): Manifest {
  return manifestSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
}

export function createAssetResolver(manifest: Manifest, base = '/'): (sources: string[]) => PageAssets {
  const entry = manifest[clientEntrySource];
  const boot = manifest[clientBootSource];
  if (!entry) throw new Error(`client manifest has no ${clientEntrySource}`);
  if (!boot || boot.imports?.length) throw new Error(`client manifest has no self-contained ${clientBootSource}`);
  const url = (file: string) => base + file;
  const cache = new Map<string, PageAssets>();

  function collect(key: string, js: Set<string>, css: Set<string>, seen: Set<string>): void {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    // Imports first: a chunk's CSS comes after the CSS of what it imports, as when the browser
    // loads it, so a page's own rules win over shared ones of equal specificity.
    for (const imp of chunk.imports ?? []) collect(imp, js, css, seen);
    for (const c of chunk.css ?? []) css.add(url(c));
    js.add(url(chunk.file));
  }

  return (sources) => {
    const key = sources.join('|');
    const hit = cache.get(key);
    if (hit) return hit;
    const js = new Set<string>();
    const css = new Set<string>();
    collect(clientEntrySource, js, css, new Set());
    for (const s of sources) collect(s, js, css, new Set());
    // Everything but the entry script itself is preloaded, the entry's own static imports too
    // (React Router, the JSX runtime): otherwise they load only after the entry is parsed.
    const entryUrl = url(entry.file);
    const assets: PageAssets = {
      boot: url(boot.file),
      entry: entryUrl,
      css: [...css],
      modulePreloads: [...js].filter((f) => f !== entryUrl),
    };
    cache.set(key, assets);
    return assets;
  };
}
