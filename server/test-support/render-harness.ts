// The render bundle with the site's own loader answers kept in memory: loaders get the answers
// the site's API gives (asked once from an in-process app with the sandbox upstream), so pages
// render exactly as on the site; only fetching them is left out. Used by raw-render.ts and
// compression.ts in bench/, and by tests that compare renders.
import { Writable } from 'node:stream';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadMessageResources, messagesForLocale } from '../features/i18n/messages.ts';
import { createAssetResolver, readManifest } from '../features/ssr/manifest.ts';
import type { Render } from '../features/ssr/render-bundle.ts';
import { apiUrl, type Messages, type Services } from '../../client/services.ts';
import { buildTestApp } from './app.ts';
import type { LocaleCode } from '../../shared/locales.ts';

/** The render bundle's optimisations a test may turn off to compare with (client/server-render/entry-server.tsx). */
export interface RenderVariant {
  sharedMarkup?: boolean;
  sectionedRoutes?: boolean;
}

export interface RenderHarness {
  /** Renders a path completely (as for a crawler) and returns the document's bytes. */
  renderOnce(path: string, options?: RenderVariant): Promise<Buffer>;
  close(): Promise<void>;
}

export async function createRenderHarness(): Promise<RenderHarness> {
  const root = join(import.meta.dirname, '../..');
  const { render } = (await import(pathToFileURL(join(root, 'dist/server/entry-server.js')).href)) as { render: Render };
  const resources = loadMessageResources(join(root, 'locales'));
  const merged = new Map<string, Messages>();
  const { app } = await buildTestApp({ PUBLIC_ORIGIN: 'http://127.0.0.1', TEST_ROUTES: '0', LOG_LEVEL: 'warn', PAGE_CACHE: 'off' });
  const answers = new Map<string, Promise<{ status: number; body: never }>>();
  const services: Services = {
    api: (path, query) => {
      const url = apiUrl(path, query);
      let answer = answers.get(url);
      if (!answer) {
        answer = app.inject({ method: 'GET', url, headers: { 'x-internal': 'ssr' } }).then((r) => ({ status: r.statusCode, body: (r.statusCode < 500 ? r.json() : null) as never }));
        answers.set(url, answer);
      }
      return answer;
    },
    content: async (name, locale) => (app.content.get(name, locale) as never) ?? null,
    messages: async (locale: LocaleCode) => {
      let m = merged.get(locale);
      if (!m) merged.set(locale, (m = messagesForLocale(resources, locale) as unknown as Messages));
      return m;
    },
    site: () => ({ origin: 'http://127.0.0.1', portalUrl: 'http://127.0.0.1/sandbox/portal', partnerUrl: 'https://partners.example.com', brandName: 'Velora Markets', buildId: 'bench' }),
    testRoutes: false,
  };
  const assetsFor = createAssetResolver(readManifest(join(root, 'dist/client/.vite/manifest.json')));

  async function renderOnce(path: string, options: RenderVariant = {}): Promise<Buffer> {
    const result = await render({
      ...options,
      request: new Request('http://127.0.0.1' + path),
      services,
      assetsFor,
      waitForAll: true,
      nonce: 'bench',
      timeoutMs: 10_000,
      onError: () => {},
    });
    if (result.kind !== 'stream') throw new Error(`${path} is not a page`);
    const chunks: Buffer[] = [];
    await new Promise<void>((resolve) => {
      result.stream.pipe(new Writable({ write(c: Buffer, _e, cb) { chunks.push(c); cb(); }, final(cb) { resolve(); cb(); } }));
    });
    return Buffer.concat(chunks);
  }

  return { renderOnce, close: () => app.close() };
}
