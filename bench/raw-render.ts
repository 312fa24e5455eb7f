// The ceiling for uncached pages: the render bundle (react-router's static handler and React's
// renderToPipeableStream of the same tree) in a loop, no HTTP. Prints renders/s as JSON.
// "The same tree": the loaders get the answers the site's own API gives (asked once from an
// in-process app with the sandbox upstream, then kept in memory), so the articles and other
// upstream content render exactly as on the site; only fetching them is left out.
import { Writable } from 'node:stream';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadMessageResources, messagesForLocale } from '../server/features/i18n/messages.ts';
import { createAssetResolver, readManifest } from '../server/features/ssr/manifest.ts';
import type { Render } from '../server/features/ssr/render-bundle.ts';
import { apiUrl, type Messages, type Services } from '../client/services.ts';
import { buildTestApp } from '../server/test-support/app.ts';
import type { LocaleCode } from '../shared/locales.ts';

const [path = '/en', seconds = '5'] = process.argv.slice(2);
const root = join(import.meta.dirname, '..');
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

async function once(): Promise<number> {
  const result = await render({
    request: new Request('http://127.0.0.1' + path),
    services,
    assetsFor,
    waitForAll: true,
    nonce: 'bench',
    timeoutMs: 10_000,
    onError: () => {},
  });
  if (result.kind !== 'stream') throw new Error('not a page');
  let bytes = 0;
  await new Promise<void>((resolve) => {
    result.stream.pipe(new Writable({ write(c, _e, cb) { bytes += c.length; cb(); }, final(cb) { resolve(); cb(); } }));
  });
  return bytes;
}

for (let i = 0; i < 50; i++) await once();
const end = performance.now() + Number(seconds) * 1000;
let n = 0;
let bytes = 0;
const started = performance.now();
while (performance.now() < end) {
  bytes = await once();
  n++;
}
const rendersPerSecond = n / ((performance.now() - started) / 1000);
await app.close();
process.stdout.write(JSON.stringify({ rendersPerSecond, bytes }) + '\n');
