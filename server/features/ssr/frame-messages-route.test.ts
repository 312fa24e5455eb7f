import t from 'tap';
import { locales } from '../../../shared/locales.ts';
import { buildTestApp, browserUA } from '../../test-support/app.ts';

const { app } = await buildTestApp();
t.teardown(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url, headers: { 'user-agent': browserUA } });

function pageParts(html: string): { url: string; hydration: { router: { loaderData: Record<string, Record<string, unknown>> } } } {
  const url = /<script type="module" id="app-boot"[^>]* data-messages="([^"]+)"/.exec(html)?.[1];
  const json = /<script type="application\/json" id="__velora_data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!url || !json) throw new Error('page without a messages file or hydration data');
  return { url, hydration: JSON.parse(json) };
}

t.test('a page names its locale frame messages file instead of carrying them', async (t) => {
  for (const locale of locales) {
    const page = await get(`/${locale.code}/platform/metatrader-4`);
    t.equal(page.statusCode, 200);
    const { url, hydration } = pageParts(page.body);
    t.match(url, new RegExp(`^/_i18n/${locale.code}/frame/[0-9a-z]{11}\\.json$`), `${locale.code}: the file is the locale's`);
    const localeData = hydration.router.loaderData.locale!;
    t.equal(localeData.messagesUrl, url, `${locale.code}: the hydration data names the same file`);
    t.notOk('messages' in localeData, `${locale.code}: and leaves the messages out`);

    const file = await get(url);
    t.equal(file.statusCode, 200);
    t.equal(file.headers['cache-control'], 'public, max-age=31536000, immutable', `${locale.code}: kept a year`);
    t.match(file.headers['content-type'], /^application\/json/);
    const messages = file.json() as { nav?: unknown; footer?: unknown; pages?: Record<string, unknown> };
    t.ok(messages.nav && messages.footer, `${locale.code}: the frame's namespaces`);
  }
});

t.test('every page of a locale names the same file; the text differs by locale', async (t) => {
  const a = pageParts((await get('/en')).body).url;
  const b = pageParts((await get('/en/trading/trading-eurusd')).body).url;
  const c = pageParts((await get('/de')).body).url;
  t.equal(a, b, 'one file for /en and an instrument page');
  t.not(a.split('/').pop(), c.split('/').pop(), 'German has its own hash');
});

t.test('an older hash (a page cached before a deploy) still gets messages, briefly cached', async (t) => {
  const res = await get('/_i18n/en/frame/0000000000a.json');
  t.equal(res.statusCode, 200);
  t.equal(res.headers['cache-control'], 'public, max-age=60');
  t.ok((res.json() as { nav?: unknown }).nav, 'today\'s messages');
});

t.test('bad locale or file name: 404 with a JSON body naming the field', async (t) => {
  for (const [url, field] of [
    ['/_i18n/xx/frame/0000000000a.json', 'locale'],
    ['/_i18n/en/frame/..%2F..%2Fpackage.json', 'file'],
    ['/_i18n/en/frame/abc', 'file'],
    [`/_i18n/en/frame/${'a'.repeat(40)}.json`, 'file'],
  ] as const) {
    const res = await get(url);
    t.equal(res.statusCode, 404, url);
    t.equal((res.json() as { field?: string }).field, field, `${url} names ${field}`);
    t.equal(res.headers['cache-control'], 'no-store');
  }
});
