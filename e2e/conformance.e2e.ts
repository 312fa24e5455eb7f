// Conformance of the served HTML (issue 36 item 5), on the production build in dist/:
// - the Nu Html Checker over one page of every route in the sitemaps of en, ar, th and zh-hans
//   (every page family in four scripts and both directions), plus the search and 404 pages;
// - a same-origin link crawl from the home pages of en, ar and zh-hans: every <a href> on the
//   site's own origin found within two clicks of home answers below 400.
// Both fail on any error (named exceptions live in e2e/vnu.ts, each with its reason).
import t from 'tap';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, browserUA } from '../server/test-support/app.ts';
import { matchRoute } from '../shared/routes.ts';
import { splitLocalePath } from '../shared/locales.ts';
import { checkHtml } from './vnu.ts';

t.setTimeout(600_000);
const origin = 'https://www.example.com';
const { app } = await buildTestApp({ LOG_LEVEL: 'warn', PUBLIC_ORIGIN: origin, TEST_ROUTES: '0' });
t.teardown(() => app.close());

async function get(app: FastifyInstance, path: string): Promise<{ status: number; body: string; location?: string }> {
  const res = await app.inject({ method: 'GET', url: path, headers: { 'user-agent': browserUA, 'accept-language': 'en' } });
  return { status: res.statusCode, body: res.body, location: res.headers.location as string | undefined };
}

async function sitemapPaths(locale: string): Promise<string[]> {
  const xml = (await get(app, `/${locale}/api/sitemap`)).body;
  return [...new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname))];
}

/** The route pattern a locale path is served by ('trading/trading-{id}'), or null. */
function routeOf(path: string): string | null {
  const split = splitLocalePath(path);
  return split ? (matchRoute(split.rest)?.route.path ?? null) : null;
}

// Page families the sample must hold (the list); the sitemap supplies the concrete pages.
const families = [
  '', 'trading/forex', 'trading/trading-{id}', 'platform/trading-calculator', 'analysis/economic-calendar',
  'academy/terminology', 'academy/trading-academy/{id*}', 'academy/courses/beginner/trading-forex',
  'trading/trading-conditions', 'about/regulatory-supervision', 'about/legal-document', 'about/contact-us',
  'academy/webinars', 'analysis/article-tv-{id*}', 'analysis/our-expert-team/{id*}', 'analysis/market-news/{id*}',
  'analysis/market-insight/{id*}', 'platform/forex-vps', 'trading/deposit-and-withdrawal', 'trading/swap-free-account',
];
const checkedLocales = ['en', 'ar', 'th', 'zh-hans'];

t.test('the Nu Html Checker finds no error on a page of every route in en, ar, th and zh-hans', async (t) => {
  const sample: string[] = [];
  for (const locale of checkedLocales) {
    const byRoute = new Map<string, string>();
    for (const path of await sitemapPaths(locale)) {
      const route = routeOf(path);
      if (route !== null && !byRoute.has(route)) byRoute.set(route, path);
    }
    // A locale's sitemap lists only what is published in its language; the list pages link the rest.
    for (const path of [...byRoute.values()]) {
      const { status, body } = await get(app, path);
      if (status !== 200) continue;
      for (const link of links(body, path)) {
        const route = routeOf(link.split('?')[0]!);
        if (route !== null && !byRoute.has(route) && link.startsWith(`/${locale}/`)) byRoute.set(route, link);
      }
    }
    t.same(families.filter((f) => !byRoute.has(f)), [], `${locale}: every family has a page`);
    sample.push(...byRoute.values(), `/${locale}/analysis/components/search?q=gold`, `/${locale}/no-such-page`);
  }
  const documents = [];
  for (const path of sample) {
    const { status, body } = await get(app, path);
    t.equal(status, path.endsWith('/no-such-page') ? 404 : 200, path);
    documents.push({ url: path, html: body });
  }
  const errors = await checkHtml(documents);
  t.ok(documents.length > 200, `${documents.length} pages checked`);
  // Grouped by message, so one repeated fault reads as one line with its pages and an extract.
  const byMessage = new Map<string, { count: number; pages: Set<string>; example: string }>();
  for (const e of errors) {
    const g = byMessage.get(e.message) ?? { count: 0, pages: new Set(), example: `${e.url}:${e.line ?? '?'} ${(e.extract ?? '').trim().replace(/\s+/g, ' ').slice(0, 200)}` };
    g.count++;
    g.pages.add(e.url);
    byMessage.set(e.message, g);
  }
  const report = [...byMessage].map(([message, g]) => `${message} — ${g.count}× on ${g.pages.size} pages (${[...g.pages].slice(0, 4).join(' ')}); e.g. ${g.example}`);
  t.same(report, [], 'no checker error');
});

/** Same-origin paths of the document's links (hash and query kept; fragments dropped). */
function links(html: string, base: string): string[] {
  const out = new Set<string>();
  for (const m of html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)) {
    const href = m[1]!.replace(/&amp;/g, '&');
    if (!href || href.startsWith('#') || /^(mailto|tel|javascript):/i.test(href)) continue;
    const url = new URL(href, origin + base);
    if (url.origin !== origin) continue;
    out.add(url.pathname + url.search);
  }
  return [...out];
}

for (const locale of ['en', 'ar', 'zh-hans']) {
  t.test(`no broken same-origin link within two clicks of /${locale}`, async (t) => {
    const maxUrls = 400;
    const status = new Map<string, number>();
    const from = new Map<string, string>();
    let frontier = [`/${locale}`];
    from.set(`/${locale}`, '(start)');
    for (let depth = 0; depth <= 2 && frontier.length; depth++) {
      const next: string[] = [];
      for (const path of frontier) {
        if (status.size >= maxUrls) break;
        if (status.has(path)) continue;
        let res = await get(app, path);
        // A redirect counts as its target's answer (the locale root, old URLs).
        for (let hops = 0; res.status >= 300 && res.status < 400 && res.location && hops < 5; hops++) res = await get(app, new URL(res.location, origin + path).pathname);
        status.set(path, res.status);
        if (depth === 2 || res.status !== 200) continue;
        for (const link of links(res.body, path)) {
          if (!from.has(link)) from.set(link, path);
          next.push(link);
        }
      }
      frontier = next;
    }
    t.ok(status.size >= 100, `${status.size} URLs fetched`);
    const broken = [...status].filter(([, s]) => s >= 400).map(([path, s]) => `${s} ${path} (linked from ${from.get(path)})`);
    t.same(broken, [], 'every link answers below 400');
  });
}
