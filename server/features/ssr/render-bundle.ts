// Loads the server render bundle that Vite built from client/server-render/entry-server.tsx.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { render as renderFn } from '../../../client/server-render/entry-server.tsx';

export type Render = typeof renderFn;

export interface RenderBundle {
  render: Render;
  manifestPath: string;
  clientDir: string;
  buildId: string;
}

export async function loadRenderBundle(distDir: string): Promise<RenderBundle> {
  const dist = resolve(distDir);
  const entry = join(dist, 'server/entry-server.js');
  const manifestPath = join(dist, 'client/.vite/manifest.json');
  if (!existsSync(entry) || !existsSync(manifestPath)) {
    throw new Error(`No build in ${dist}: run \`npm run build\` first`);
  }
  const mod = (await import(pathToFileURL(entry).href)) as { render: Render };
  const idFile = join(dist, 'build-id.txt');
  const buildId = existsSync(idFile) ? readFileSync(idFile, 'utf8').trim() : 'dev';
  return { render: mod.render, manifestPath, clientDir: join(dist, 'client'), buildId };
}
