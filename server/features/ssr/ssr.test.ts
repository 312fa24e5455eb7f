import t from 'tap';
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { locales } from '../../../shared/locales.ts';
import { routes, examplePath } from '../../../shared/routes.ts';
import { buildTestApp, browserUA, crawlerUA } from '../../test-support/app.ts';

const { app, logs } = await buildTestApp();
t.teardown(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { 'user-agent': crawlerUA, ...headers } });

// Detail pages of real items answer 404 for unknown ones: they are checked with a known item.
const knownItems: Record<string, string> = {
  'academy-trading-academy-id': 'position-sizing',
  'analysis-our-expert-team-id': 'lin-wei',
  'analysis-our-expert-team-group-id': 'education',
  'analysis-market-news-id': '1040-eur-usd-holds-above-1-0850-ahead-of-us-pce',
  'analysis-market-insight-id': '2012-eur-usd-outlook-fed-and-ecb-divergence',
  'analysis-article-tv-id': '102/gold-weekly-outlook-real-yields',
  'academy-register-id': 'webinar-201',
};

t.test('every route of the table answers 200 in every locale with the right lang and dir', { timeout: 280_000 }, async (t) => {
  // Item routes whose unknown ids are real 404s (company news: about/company/{alias}).
  // Insight's /article/{id} redirects (301) to the canonical /analysis/market-insight/{id}.
  const itemRoutes = new Set(['about-company-id', 'about-sponsorship-id', 'analysis-market-insight-article-id']);
  const pages = routes.filter((r) => !r.testOnly && !itemRoutes.has(r.name));
  let checked = 0;
  for (const locale of locales) {
    for (const route of pages) {
      // Detail pages 404 for unknown items: the examples are real ones.
      const id = knownItems[route.name] ?? (route.path.includes('{id*}') ? 'a/b/c' : route.name === 'trading-trading-id' ? 'eurusd' : '42');
      const path = `/${locale.code}${route.path ? '/' + examplePath(route, id) : ''}`;
      const res = await get(path);
      if (res.statusCode !== 200) {
        t.fail(`${path} answered ${res.statusCode}`);
        continue;
      }
      if (!res.body.startsWith(`<!DOCTYPE html><html lang="${locale.tag}" dir="${locale.dir}">`)) t.fail(`${path} lang/dir`);
      if (!res.body.endsWith('</html>')) t.fail(`${path} is not a complete document`);
      checked++;
    }
  }
  t.equal(checked, locales.length * pages.length, `${checked} pages`);
});

t.test('exact patterns: catch-all, register-{id}, article-tv-{id}, trading-{id}, leveroge', async (t) => {
  for (const p of ['/en/academy/trading-academy/position-sizing', '/en/academy/register-ebooksignup2025', '/en/academy/register-webinar-201', '/en/analysis/article-tv-102/gold-weekly-outlook-real-yields', '/en/trading/trading-eurusd', '/en/trading/components/leveroge', '/en/about/sponsorship/velora-and-nets']) {
    t.equal((await get(p)).statusCode, 200, p);
  }
  for (const p of ['/en/about/sponsorship/no-such-team', '/en/academy/trading-academy/a/b/c', '/en/academy/register-a/b', '/en/academy/registerx', '/en/academy/register-2025', '/en/academy/register-webinar-999', '/en/analysis/articles-tv-1', '/en/analysis/article-tv-7/x', '/en/analysis/article-tv-abc', '/en/trading/leverage', '/en/trading/components/leverage']) {
    t.equal((await get(p)).statusCode, 404, p);
  }
});

t.test('404: unknown locale, unknown path, unprefixed path', async (t) => {
  for (const [path, message] of [
    ['/en/no-such-page', 'Page not found: /en/no-such-page'],
    ['/es/trading/forex', 'Page Not Found: /es/trading/forex'],
    ['/trading/forex', 'Page Not Found: /trading/forex'],
    ['/en/academy/registerx', 'Page Not Found: /en/academy/registerx'],
  ] as const) {
    const res = await get(path, { 'user-agent': browserUA });
    t.equal(res.statusCode, 404, path);
    t.match(res.body, /<title>Error 404 \| Velora Markets<\/title>/, `${path} title`);
    t.ok(res.body.toLowerCase().includes(message.toLowerCase()), `${path}: ${message}`);
    t.match(res.body, "We&#x27;re sorry, the page you are looking for does not exist", 'spec 404 text');
    t.match(res.body, /name="robots" content="noindex, nofollow"/);
    t.ok(res.body.endsWith('</html>'));
  }
  const inLocale = await get('/zh-hans/nope');
  t.match(inLocale.body, /<html lang="zh-Hans"/, 'a 404 inside a locale keeps its language');
  t.match(inLocale.body, /class="nav-bar"/, 'and its frame');
  const ar = await get('/ar/nope');
  t.match(ar.body, /<html lang="ar-AE" dir="rtl"/);
});

t.test('a render failure is a logged 500 with the error page, never a half document', async (t) => {
  const res = await get('/en/__test/throw', { 'user-agent': browserUA });
  t.equal(res.statusCode, 500);
  t.match(res.headers['content-type'], /text\/html/);
  t.match(res.body, /<title>Error 500 \| Velora Markets<\/title>/);
  t.match(res.body, /Internal server error. Our technical team has been notified/);
  t.ok(res.body.endsWith('</html>'));
  t.equal(res.headers['cache-control'], 'no-store');
  t.ok(logs.some((l) => l.includes('Deliberate render failure') && l.includes('"reqId"')), 'logged with the request id');
});

t.test('head: title, description, keywords, canonical, alternates', async (t) => {
  const res = await get('/zh-hant-tw/trading/forex');
  const html = res.body;
  t.match(html, '<link rel="canonical" href="https://www.example.com/zh-hant-tw/trading/forex"/>');
  t.match(html, '<link rel="alternate" hrefLang="x-default" href="https://www.example.com/en/trading/forex"/>');
  t.match(html, '<link rel="alternate" hrefLang="en" href="https://www.example.com/en/trading/forex"/>');
  t.match(html, '<link rel="alternate" hrefLang="zh-hant-TW" href="https://www.example.com/zh-hant-tw/trading/forex"/>');
  t.match(html, '<link rel="alternate" hrefLang="zh-hant-HK" href="https://www.example.com/cht/trading/forex"/>');
  t.match(html, '<link rel="alternate" hrefLang="en-HK" href="https://www.example.com/eng/trading/forex"/>');
  t.match(html, '<link rel="alternate" hrefLang="de" href="https://www.example.com/de/trading/forex"/>');
  t.match(html, '<link rel="alternate" hrefLang="zh-Hans-CN" href="https://www.example.com/zh-hans-cn/trading/forex"/>');
  t.equal((html.match(/rel="alternate"/g) ?? []).length, 26, 'x-default + the 25 locales');
  t.match(html, /<title>[^<]+ \| Velora Markets<\/title>/);
  t.match(html, /<meta name="description" content="[^"]{40,}"\/>/);
  t.match(html, '<meta name="keywords" content="Velora Markets, CFD, Forex, Trading"/>');
  t.match(html, '"@type":"BreadcrumbList"');
  t.match(html, '"@type":"FinancialService"');
  const home = (await get('/en')).body;
  t.match(home, '<link rel="canonical" href="https://www.example.com/en"/>');
  const query = (await get('/en/trading/forex?utm_source=x')).body;
  t.match(query, '<link rel="canonical" href="https://www.example.com/en/trading/forex"/>', 'canonical has no query');
  const hidden = (await get('/en/trading/components/tabs')).body;
  t.match(hidden, '<meta name="robots" content="noindex, nofollow"/>');
});

t.test('hydration data is a JSON block; the only inline scripts are React\'s, under this response\'s nonce', async (t) => {
  for (const path of ['/en/trading/forex', '/en/about/company', '/en']) {
    const res = await app.inject({ url: path, headers: { 'user-agent': crawlerUA, 'cache-control': 'no-cache' } });
    const csp = String(res.headers['content-security-policy']);
    t.notMatch(csp, /script-src[^;]*unsafe-inline/, 'no unsafe-inline for scripts');
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    const allowedByHash = csp.includes("'sha256-");
    for (const m of res.body.matchAll(/<script([^>]*)>/g)) {
      const attrs = m[1]!;
      if (/type="(application\/json|application\/ld\+json)"/.test(attrs)) continue;
      if (/type="module"/.test(attrs)) {
        t.match(attrs, /src="\/assets\//, 'the boot script is an external module');
        continue;
      }
      t.ok(allowedByHash || (nonce && attrs.includes(`nonce="${nonce}"`)), `${path}: inline script allowed by nonce or hash`);
    }
  }
});

t.test('pages write no cookie (the browser does, e2e/frame.e2e.ts); html is the same whoever asks', async (t) => {
  const a = await get('/zh-hans/trading/forex', { cookie: 'i18n_redirected=en' });
  t.notOk(a.headers['set-cookie'], 'no Set-Cookie on a page, whatever the cookie says');
  const b = await get('/zh-hans/trading/forex', { cookie: 'i18n_redirected=zh-hans; campaign_code=abc' });
  t.notOk(b.headers['set-cookie']);
  const c = await get('/zh-hans/trading/forex', { cookie: 'referral_code=x; i18n_redirected=ar' });
  const d = await get('/zh-hans/trading/forex', {});
  t.equal(b.body, c.body, 'byte-identical body for visitors with different cookies');
  t.equal(c.body, d.body, 'and for a visitor without cookies');
  t.equal(a.body.replace(/ nonce="[^"]*"/g, ''), b.body, 'the first render differs only by its own nonce');
  t.match(String(b.headers['cache-control']), /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+, stale-if-error=\d+$/, 'a shared cache may hold it');
  t.equal(b.headers['cache-control'], d.headers['cache-control'], 'the same headers with or without cookies');
  const bogus = await get('/en', { cookie: 'i18n_redirected=xx' });
  t.notOk(bogus.headers['set-cookie']);
});

t.test('root redirect through the whole app', async (t) => {
  const res = await app.inject({ url: '/?utm_source=news', headers: { 'accept-language': 'zh-TW,zh;q=0.9' } });
  t.equal(res.statusCode, 302);
  t.equal(res.headers.location, '/zh-hant-tw?utm_source=news');
  const cookie = await app.inject({ url: '/', headers: { cookie: 'i18n_redirected=ar', 'accept-language': 'fr' } });
  t.equal(cookie.headers.location, '/ar');
  const none = await app.inject({ url: '/' });
  t.equal(none.headers.location, '/en');
});

t.test('hashed assets are immutable and precompressed', async (t) => {
  const html = (await get('/en')).body;
  // The one script tag is the boot script; it names the entry and the page's chunks.
  const boot = /<script type="module" id="app-boot" src="([^"]+)"[^>]*data-modules="([^"]+)"/.exec(html)!;
  const [entry, ...chunks] = boot[2]!.split(' ');
  t.match(entry, /^\/assets\/entry-client-[\w-]+\.js$/, 'the entry comes first');
  t.ok(chunks.length > 0, 'and the chunks to preload');
  for (const url of [boot[1]!, entry!]) {
    const res = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    t.equal(res.statusCode, 200);
    t.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
    t.equal(res.headers['content-encoding'], 'br');
  }
  const css = /<link rel="stylesheet" href="([^"]+)"/.exec(html)![1]!;
  t.equal((await app.inject({ url: css })).statusCode, 200);
});

t.test('html is compressed for browsers', async (t) => {
  const res = await app.inject({ url: '/en/trading/forex', headers: { 'user-agent': browserUA, 'accept-encoding': 'br' } });
  t.equal(res.headers['content-encoding'], 'br');
  t.match(String(res.headers.vary), /accept-encoding/i);
});

t.test('a page complete when rendered goes out whole: Content-Length, not chunked, brotli in one piece', async (t) => {
  for (const url of ['/en/about/contact-us', '/ar', '/en/no-such-page']) {
    const res = await app.inject({ url, headers: { 'user-agent': browserUA, 'accept-encoding': 'br' } });
    t.equal(res.headers['content-encoding'], 'br', `${url}: br`);
    t.equal(res.headers['content-length'], String(res.rawPayload.length), `${url}: with its length`);
    t.notOk(res.headers['transfer-encoding'], `${url}: not chunked`);
    t.ok(brotliDecompressSync(res.rawPayload).toString('utf8').endsWith('</html>'), `${url}: the whole document`);
  }
});

t.test('streaming is real: the shell arrives before a slow loader finishes', async (t) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const started = Date.now();
  const { firstChunk, firstAt, body, csp } = await new Promise<{ firstChunk: string; firstAt: number; body: string; csp: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: '/en/__test/slow?ms=1500', headers: { 'user-agent': browserUA } }, (res) => {
      let first: string | undefined;
      let firstAt = 0;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        if (first === undefined) [first, firstAt] = [c, Date.now()];
        body += c;
      });
      res.on('end', () => resolve({ firstChunk: first ?? '', firstAt, body, csp: String(res.headers['content-security-policy']) }));
    });
    req.on('error', reject);
    req.end();
  });
  // Streaming shown by order, not by a clock: the first bytes hold the shell, not the slow part.
  t.notMatch(firstChunk, 'id="slow-done"', 'the first bytes came before the slow part');
  const finishedAt = Date.parse(/Slow part finished at (?:<!-- -->)?([^<]+)</.exec(body)?.[1] ?? '');
  t.ok(firstAt < finishedAt, 'and before its loader had finished (same clock, this process)');
  t.ok(Date.now() - started >= 1400, 'the whole response waited for the slow part');
  t.match(body, 'id="shell-marker"');
  t.match(body, 'id="slow-done"');
  t.match(body, /data-deferred="slow"/);
  t.ok(body.endsWith('</html>'));
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  t.ok(nonce, 'a streamed response carries a fresh nonce for React\'s completion script');
  for (const m of body.matchAll(/<script(?![^>]*type=)([^>]*)>/g)) t.match(m[1], `nonce="${nonce}"`, 'inline scripts carry it');
  const crawler = await get('/en/__test/slow?ms=300');
  t.match(crawler.body, /id="slow-done"/, 'crawlers get the complete document');
  const crawlerNonce = /'nonce-([^']+)'/.exec(String(crawler.headers['content-security-policy']))?.[1];
  for (const m of crawler.body.matchAll(/<script(?![^>]*type=)([^>]*)>/g)) t.match(m[1], `nonce="${crawlerNonce}"`, 'any inline script React outlines carries the nonce');
});

t.test('past the render queue, pages answer 503 with Retry-After and the error page; the rest render', async (t) => {
  const { app: busy } = await buildTestApp({ LOG_LEVEL: 'silent', PAGE_CACHE: 'off', SSR_CONCURRENCY: '1', SSR_QUEUE_MAX: '0' });
  t.teardown(() => busy.close());
  const paths = ['/en/trading/forex', '/de/trading/forex', '/fr/trading/crypto', '/ko/trading/indices', '/th/platform/metatrader-4', '/ar/trading/shares', '/it/trading/energies', '/pt/trading/precious-metals'];
  const answers = await Promise.all(paths.flatMap((url) => [url, url]).map((url) => busy.inject({ url, headers: { 'user-agent': crawlerUA } })));
  const shed = answers.filter((r) => r.statusCode === 503);
  t.ok(answers.some((r) => r.statusCode === 200), 'renders that got a slot complete');
  t.ok(shed.length > 0, `${shed.length} of ${answers.length} shed`);
  t.equal(answers.filter((r) => r.statusCode !== 200 && r.statusCode !== 503).length, 0, 'nothing else');
  for (const r of shed) {
    t.equal(r.headers['retry-after'], '1');
    t.equal(r.headers['cache-control'], 'no-store');
    t.match(r.body, /<main id="main"/, 'a page, not an empty body');
  }
});
