import t from 'tap';
import { bundlePath, textVersion } from '../../../shared/message-bundles.ts';
import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import { request as httpRequest } from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { i18nFeature, localeCookie, rootRedirectLocation } from './index.ts';
import type { MessageResources } from './messages.ts';

const resources = {
  en: { hello: 'Hello', nav: { home: 'Home', forex: 'Forex' } },
  'zh-Hant': { hello: '你好', nav: { home: '首頁' } },
} as unknown as MessageResources;

/** The part of a tap test that build() uses. */
interface Teardown {
  teardown(fn: () => unknown): void;
}

async function build(t: Teardown, options: Record<string, unknown> = { resources }) {
  const app = Fastify();
  await app.register(cookie);
  await app.register(i18nFeature, options);
  // stands in for the SSR catch-all: nothing but / may redirect
  app.get('/*', async () => 'page');
  await app.ready();
  t.teardown(() => app.close());
  return app;
}

t.test('root redirect', async (t) => {
  const app = await build(t);

  const res = await app.inject({ url: '/', headers: { 'accept-language': 'zh-TW,zh;q=0.9' } });
  t.equal(res.statusCode, 302);
  t.equal(res.headers.location, '/zh-hant-tw');
  t.equal(res.headers.vary, 'Cookie, Accept-Language');
  t.equal(res.headers['cache-control'], 'private, no-store');
  const setCookie = String(res.headers['set-cookie']);
  t.match(setCookie, /^i18n_redirected=zh-hant-tw; /);
  t.match(setCookie, /; Path=\/(;|$)/);
  t.match(setCookie, /; Max-Age=31536000(;|$)/);
  t.match(setCookie, /; SameSite=Lax(;|$)/);
  const expires = /Expires=([^;]+)/.exec(setCookie)?.[1];
  t.ok(expires && Math.abs(Date.parse(expires) - Date.now() - 31536000_000) < 5_000, 'expires in 365 days');
  t.same(res.cookies.map((c) => c.name), ['i18n_redirected']);
  t.equal(res.body, '');

  t.equal((await app.inject({ url: '/' })).headers.location, '/en', 'no header: en');
  t.equal((await app.inject({ url: '/', headers: { 'accept-language': 'es-ES' } })).headers.location, '/en');
  t.equal((await app.inject({ url: '/', headers: { 'accept-language': 'es-ES,de;q=0.5' } })).headers.location, '/de');
  t.equal((await app.inject({ url: '/', headers: { 'accept-language': '*' } })).headers.location, '/en');
});

t.test('cookie priority', async (t) => {
  const app = await build(t);
  const withCookie = await app.inject({
    url: '/',
    headers: { 'accept-language': 'fr-FR', cookie: 'other=1; i18n_redirected=ko' },
  });
  t.equal(withCookie.headers.location, '/ko', 'cookie beats Accept-Language');
  t.match(String(withCookie.headers['set-cookie']), /^i18n_redirected=ko;/, 'cookie refreshed');

  const unknown = await app.inject({ url: '/', headers: { 'accept-language': 'fr-FR', cookie: 'i18n_redirected=es' } });
  t.equal(unknown.headers.location, '/fr', 'unknown cookie ignored');
  t.match(String(unknown.headers['set-cookie']), /^i18n_redirected=fr;/);

  const upper = await app.inject({ url: '/', headers: { cookie: 'i18n_redirected=DE' } });
  t.equal(upper.headers.location, '/en');
});

t.test('query string kept, never an open redirect', async (t) => {
  const app = await build(t);
  const cases: [string, string][] = [
    ['/?utm_source=x&a=b', '/en?utm_source=x&a=b'],
    ['/?a=%2F%2Fevil.com&b=c%20d', '/en?a=%2F%2Fevil.com&b=c%20d'],
    ['/?//evil.com', '/en?//evil.com'],
    ['/?@evil.com', '/en?@evil.com'],
  ];
  for (const [url, location] of cases) {
    const res = await app.inject({ url });
    t.equal(res.statusCode, 302, url);
    t.equal(res.headers.location, location, url);
  }
  t.equal(rootRedirectLocation('/?q=\u00e9 x', 'fr'), '/fr?q=%E9%20x', 'header-unsafe bytes encoded');
  t.equal(rootRedirectLocation('/', 'ar'), '/ar');
});

t.test('real HTTP: GET and HEAD, raw query', async (t) => {
  const app = await build(t);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const send = (method: string, path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    });

  const head = await send('HEAD', '/?utm_source=x&a=b', { 'accept-language': 'ar' });
  t.equal(head.status, 302);
  t.equal(head.headers.location, '/ar?utm_source=x&a=b');
  t.match(String(head.headers['set-cookie']), /^i18n_redirected=ar;/);
  t.equal(head.headers['cache-control'], 'private, no-store');
  t.equal(head.body, '');

  const get = await send('GET', '/?x=%ZZ&y=a+b', { 'accept-language': 'ms-MY', cookie: 'i18n_redirected=nope' });
  t.equal(get.status, 302);
  t.equal(get.headers.location, '/ms?x=%ZZ&y=a+b', 'query kept byte for byte');

  t.equal((await send('GET', '/?')).headers.location, '/en?', 'even an empty query');
  t.equal((await send('GET', '/?//evil.com/%0d%0a')).headers.location, '/en?//evil.com/%0d%0a');

  const dots = await send('GET', '/_i18n/../x/messages.json');
  t.not(dots.headers['cache-control'], 'public, max-age=86400', 'dot segments never reach the messages route');
});

t.test('only / redirects', async (t) => {
  const app = await build(t);
  for (const url of ['/en', '/fr/trading/forex', '/index.html', '/es']) {
    const res = await app.inject({ url, headers: { 'accept-language': 'fr' } });
    t.equal(res.statusCode, 200, url);
    t.equal(res.headers['set-cookie'], undefined, url);
  }
  t.equal((await app.inject({ method: 'POST', url: '/' })).statusCode, 404, 'POST / not handled');
});

t.test('messages endpoint', async (t) => {
  const app = await build(t);
  const res = await app.inject({ url: '/_i18n/zh-hant-tw/messages.json' });
  t.equal(res.statusCode, 200);
  t.match(res.headers['content-type'], /^application\/json/);
  t.equal(res.headers['cache-control'], 'public, max-age=86400');
  t.same(res.json(), { 'zh-hant-tw': { hello: '你好', nav: { home: '首頁', forex: 'Forex' } } });
  const etag = res.headers.etag as string;
  t.match(etag, /^"[\w-]+"$/);

  const again = await app.inject({ url: '/_i18n/zh-hant-tw/messages.json', headers: { 'if-none-match': etag } });
  t.equal(again.statusCode, 304);
  t.equal(again.body, '');
  t.equal(again.headers.etag, etag);
  t.equal(again.headers['cache-control'], 'public, max-age=86400');

  const weak = await app.inject({ url: '/_i18n/zh-hant-tw/messages.json', headers: { 'if-none-match': `W/${etag}` } });
  t.equal(weak.statusCode, 304, 'weak comparison');

  const other = await app.inject({ url: '/_i18n/en/messages.json', headers: { 'if-none-match': etag } });
  t.equal(other.statusCode, 200, 'another locale has another ETag');
  t.same(other.json(), { en: { hello: 'Hello', nav: { home: 'Home', forex: 'Forex' } } });

  const head = await app.inject({ method: 'HEAD', url: '/_i18n/en/messages.json' });
  t.equal(head.statusCode, 200);
  t.equal(head.headers.etag, other.headers.etag);

  for (const locale of ['es', 'EN', '..%2Fx', '%2E%2E%2Fx', 'en-au', '__proto__', 'constructor']) {
    const bad = await app.inject({ url: `/_i18n/${locale}/messages.json` });
    t.equal(bad.statusCode, 404, locale);
    t.same(bad.json(), { error: 'Unknown locale', field: 'locale' }, locale);
  }
});

t.test('frame messages endpoint: the frame namespaces, immutable at the current version only', async (t) => {
  const app = await build(t);
  const entry = app.messages.bundle('zh-hant-tw', 'frame');
  t.same(JSON.parse(entry.body), { pages: {}, nav: { home: '首頁', forex: 'Forex' } }, 'frame namespaces only (hello is not one)');
  t.equal(entry.version, textVersion(entry.body));
  const res = await app.inject({ url: `/_i18n/zh-hant-tw/frame.json?v=${entry.version}` });
  t.equal(res.statusCode, 200);
  t.match(res.headers['content-type'], /^application\/json/);
  t.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
  t.equal(res.body, entry.body);
  t.equal(bundlePath('zh-hant-tw', 'frame', entry.version), `/_i18n/zh-hant-tw/frame.json?v=${entry.version}`);

  for (const url of ['/_i18n/zh-hant-tw/frame.json', '/_i18n/zh-hant-tw/frame.json?v=old', `/_i18n/zh-hant-tw/frame.json?v=${entry.version}&v=x`]) {
    const other = await app.inject({ url });
    t.equal(other.statusCode, 200, url);
    t.equal(other.headers['cache-control'], 'public, max-age=0, must-revalidate', `${url}: another version is revalidated, never kept for good`);
    t.equal(other.body, entry.body, `${url}: today's messages`);
  }
  const again = await app.inject({ url: `/_i18n/zh-hant-tw/frame.json?v=${entry.version}`, headers: { 'if-none-match': res.headers.etag as string } });
  t.equal(again.statusCode, 304);
  t.not(app.messages.bundle('en', 'frame').version, entry.version, 'another locale, another version');
  const bad = await app.inject({ url: '/_i18n/xx/frame.json?v=1' });
  t.equal(bad.statusCode, 404);
  t.same(bad.json(), { error: 'Unknown locale', field: 'locale' });
});

t.test("a page family's bundle: its keys' subtrees, immutable at the current version; bad keys are a 4xx naming the field", async (t) => {
  const app = await build(t);
  const entry = app.messages.bundle('en', 'hello,nav.home');
  t.same(JSON.parse(entry.body), { hello: 'Hello', nav: { home: 'Home' } });
  const url = bundlePath('en', 'hello,nav.home', entry.version);
  t.equal(url, `/_i18n/en/pick.json?keys=hello,nav.home&v=${entry.version}`);
  const res = await app.inject({ url });
  t.equal(res.statusCode, 200);
  t.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
  t.equal(res.body, entry.body);
  const old = await app.inject({ url: '/_i18n/en/pick.json?keys=hello,nav.home&v=old' });
  t.equal(old.headers['cache-control'], 'public, max-age=0, must-revalidate');
  t.equal(old.body, entry.body);

  for (const keys of ['', 'a,,b', '__proto__.x,', '../x', Array.from({ length: 13 }, (_, i) => `k${i}`).join(','), 'x'.repeat(401)]) {
    const bad = await app.inject({ url: `/_i18n/en/pick.json?keys=${encodeURIComponent(keys)}` });
    t.equal(bad.statusCode, 400, `keys=${keys.slice(0, 20)}`);
    t.equal(bad.json().field, 'keys');
  }
  const noKeys = await app.inject({ url: '/_i18n/en/pick.json' });
  t.equal(noKeys.statusCode, 400);
  t.equal(noKeys.json().field, 'keys');
  for (const keys of ['nothing', 'hello,constructor', 'nav.toString', 'hello.length']) {
    const unknown = await app.inject({ url: `/_i18n/en/pick.json?keys=${keys}` });
    t.equal(unknown.statusCode, 404, keys);
    t.equal(unknown.json().field, 'keys', keys);
  }
  const badLocale = await app.inject({ url: '/_i18n/xx/pick.json?keys=hello' });
  t.equal(badLocale.statusCode, 404);
  t.same(badLocale.json(), { error: 'Unknown locale', field: 'locale' });
});

t.test('app.messages decorator', async (t) => {
  const app = await build(t);
  t.equal(app.messages.resources, resources);
  t.same(app.messages.forLocale('cht'), { hello: '你好', nav: { home: '首頁', forex: 'Forex' } });
  t.same(app.messages.forLocale('de'), resources.en);
});

t.test('loads locales from a folder', async (t) => {
  const dir = t.testdir({});
  mkdirSync(join(dir, 'en'));
  writeFileSync(join(dir, 'en', 'messages.json'), '{"hello":"Hi"}');
  mkdirSync(join(dir, 'fr'));
  writeFileSync(join(dir, 'fr', 'messages.json'), '{"hello":"Salut"}');
  const app = await build(t, { localesDir: dir });
  t.same((await app.inject({ url: '/_i18n/fr/messages.json' })).json(), { fr: { hello: 'Salut' } });
  t.same((await app.inject({ url: '/_i18n/ko/messages.json' })).json(), { ko: { hello: 'Hi' } });
});

t.test('default folder loads (repository locales/)', async (t) => {
  const app = Fastify();
  await app.register(i18nFeature);
  await app.ready();
  t.teardown(() => app.close());
  const res = await app.inject({ url: '/_i18n/en/messages.json' });
  t.equal(res.statusCode, 200);
  t.type(res.json().en, 'object');
});

t.test('localeCookie is the header written', async (t) => {
  const app = await build(t);
  const res = await app.inject({ url: '/', headers: { cookie: 'i18n_redirected=th' } });
  const written = String(res.headers['set-cookie']);
  t.equal(written.replace(/Expires=[^;]+/, ''), localeCookie('th').replace(/Expires=[^;]+/, ''));
});
