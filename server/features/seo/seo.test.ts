import t from 'tap';
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtemp, writeFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../config.ts';
import { seoFeature, type SeoOptions } from './index.ts';
import { indexableRoutes, instrumentPaths, legacyUrlMap, localeSitemapXml, xmlEscape } from './sitemap.ts';
import { LLMS_SECTIONS, sectionOf } from './llms.ts';
import { localeCodes, alternateLanguages } from '../../../shared/locales.ts';
import { routes } from '../../../shared/routes.ts';

const origin = 'https://www.example.com';
const lastmod = new Date('2025-06-01T12:34:56.789Z');

async function build(options: SeoOptions = {}): Promise<FastifyInstance> {
  const app = Fastify();
  app.decorate('config', loadConfig({ PUBLIC_ORIGIN: origin }));
  await app.register(seoFeature, { lastmod, messagesPath: null, ...options });
  await app.ready();
  return app;
}

// ---- a tiny strict XML reader (enough for sitemaps; rejects anything malformed) -------------

interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  text: string;
}

function decode(s: string, where: string): string {
  if (/[<]/.test(s)) throw new Error(`raw '<' in ${where}`);
  return s.replace(/&([^;]*);|&/g, (all, name: string | undefined) => {
    const map: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
    if (name === undefined || !(name in map)) throw new Error(`bad entity ${JSON.stringify(all)} in ${where}`);
    return map[name]!;
  });
}

function parseXml(xml: string): XmlElement {
  let i = 0;
  const decl = /^<\?xml version="1\.0" encoding="UTF-8"\?>\n/.exec(xml);
  if (!decl) throw new Error('missing XML declaration');
  i = decl[0].length;
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  while (i < xml.length) {
    if (xml[i] === '<') {
      const end = xml.indexOf('>', i);
      if (end === -1) throw new Error('unterminated tag');
      const tag = xml.slice(i + 1, end);
      i = end + 1;
      if (tag.startsWith('/')) {
        const open = stack.pop();
        if (!open || open.name !== tag.slice(1)) throw new Error(`mismatched </${tag.slice(1)}>`);
        continue;
      }
      const selfClosing = tag.endsWith('/');
      const body = selfClosing ? tag.slice(0, -1) : tag;
      const m = /^([A-Za-z_][\w:.-]*)((?:\s+[A-Za-z_][\w:.-]*="[^"]*")*)\s*$/.exec(body);
      if (!m) throw new Error(`malformed tag <${tag}>`);
      const attrs: Record<string, string> = {};
      for (const a of m[2]!.matchAll(/([A-Za-z_][\w:.-]*)="([^"]*)"/g)) {
        if (a[1]! in attrs) throw new Error(`duplicate attribute ${a[1]}`);
        attrs[a[1]!] = decode(a[2]!, `attribute ${a[1]}`);
      }
      const el: XmlElement = { name: m[1]!, attrs, children: [], text: '' };
      if (stack.length) stack[stack.length - 1]!.children.push(el);
      else if (root) throw new Error('more than one root element');
      else root = el;
      if (!selfClosing) stack.push(el);
    } else {
      const next = xml.indexOf('<', i);
      const raw = xml.slice(i, next === -1 ? xml.length : next);
      i = next === -1 ? xml.length : next;
      const text = decode(raw, 'text');
      if (stack.length) stack[stack.length - 1]!.text += text;
      else if (text.trim()) throw new Error('text outside the root element');
    }
  }
  if (stack.length) throw new Error(`unclosed <${stack[stack.length - 1]!.name}>`);
  if (!root) throw new Error('no root element');
  return root;
}

const kids = (el: XmlElement, name: string) => el.children.filter((c) => c.name === name);

t.test('the XML reader itself rejects malformed documents', async (t) => {
  const h = '<?xml version="1.0" encoding="UTF-8"?>\n';
  t.throws(() => parseXml(h + '<a><b></a></b>'));
  t.throws(() => parseXml(h + '<a>x & y</a>'));
  t.throws(() => parseXml(h + '<a/><b/>'));
  t.throws(() => parseXml('<a/>'));
  t.equal(parseXml(h + '<a x="&amp;&lt;">&quot;</a>').attrs.x, '&<');
});

// ---- locale sitemap -----------------------------------------------------------------------

t.test('locale sitemap: well-formed urlset with locs, alternates and lastmod', async (t) => {
  const app = await build();
  t.teardown(() => app.close());
  const indexable = indexableRoutes();
  t.equal(indexable.length, routes.filter((r) => !r.noindex && !r.testOnly && !r.path.includes('{') && r.canonical === undefined).length, 'second addresses of a page (canonical elsewhere) left out');
  t.ok(indexable.length > 50, 'the static pages of the table');

  const clusters = new Map<string, string>();
  for (const locale of localeCodes) {
    const res = await app.inject(`/${locale}/api/sitemap`);
    t.equal(res.statusCode, 200, locale);
    t.equal(res.headers['content-type'], 'application/xml; charset=utf-8');
    // This app has no instrument catalogue: the static stand-in lists the instruments, and such a
    // sitemap is kept briefly (instrument-sitemap.test.ts: an hour once built from the catalogue).
    t.equal(res.headers['cache-control'], 'public, max-age=300');
    const root = parseXml(res.body);
    t.equal(root.name, 'urlset');
    t.equal(root.attrs.xmlns, 'http://www.sitemaps.org/schemas/sitemap/0.9');
    t.equal(root.attrs['xmlns:xhtml'], 'http://www.w3.org/1999/xhtml');
    const urls = kids(root, 'url');
    t.equal(urls.length, indexable.length + instrumentPaths().length, `${locale}: one <url> per indexable route and instrument`);
    const instrumentLocs = urls.map((u) => kids(u, 'loc')[0]!.text).filter((l) => l.includes('/trading/trading-'));
    t.ok(instrumentLocs.includes(`https://www.example.com/${locale}/trading/trading-eurusd`) || instrumentLocs.some((l) => l.endsWith(`/${locale}/trading/trading-eurusd`)), `${locale}: EURUSD instrument page listed`);
    t.ok(instrumentLocs.length >= 60 && instrumentLocs.every((l) => l === l.toLowerCase()), `${locale}: every instrument, lower case`);
    const locs = new Set<string>();
    let ok = true;
    for (const url of urls) {
      const loc = kids(url, 'loc');
      const alts = kids(url, 'xhtml:link');
      const mod = kids(url, 'lastmod');
      const href = loc[0]?.text ?? '';
      locs.add(href);
      const base = `${origin}/${locale}`;
      const good =
        loc.length === 1 && (href === base || href.startsWith(base + '/')) && !href.endsWith('/') &&
        mod.length === 1 && mod[0]!.text === '2025-06-01T12:34:56Z' &&
        alts.length === 26 && alts.every((a) => a.attrs.rel === 'alternate' && a.attrs.href!.startsWith(origin + '/')) &&
        alts[0]!.attrs.hreflang === 'x-default' &&
        new Set(alts.map((a) => a.attrs.hreflang)).size === 26;
      if (!good) {
        ok = false;
        t.fail(`bad entry ${href} in ${locale}`);
      }
      // Remember each alternate cluster, keyed by the page path, to check reciprocity below.
      const path = href.slice(base.length);
      const cluster = alts.map((a) => `${a.attrs.hreflang}=${a.attrs.href}`).join(' ');
      const seen = clusters.get(path);
      if (seen === undefined) clusters.set(path, cluster);
      else if (seen !== cluster) {
        ok = false;
        t.fail(`alternates of ${path} differ in ${locale}`);
      }
      // Every page lists itself among its alternates (every locale is in the set).
      const own = alternateLanguages.find((a) => a.locale === locale && a.hreflang !== 'x-default');
      if (!own || !alts.some((a) => a.attrs.hreflang === own.hreflang && a.attrs.href === href)) {
        ok = false;
        t.fail(`${href} is not among its own alternates`);
      }
    }
    t.ok(ok, `${locale}: every <url> has one absolute <loc> in the locale, 26 alternates (x-default + all 25 locales), self-referencing, lastmod`);
    t.equal(locs.size, urls.length, 'no duplicate locs');
    t.ok(locs.has(`${origin}/${locale}`) && locs.has(`${origin}/${locale}/trading/forex`));
    t.notOk([...locs].some((l) => l.includes('/components/') || l.includes('getRouters') || l.includes('__test') || l.includes('thank-you')), 'noindex and test routes are left out');
  }

  // Reciprocity: every alternate href of a page is itself a <loc> of some locale sitemap, and
  // that sitemap lists the very same cluster (checked above: one cluster per path).
  const allLocs = new Set<string>();
  for (const locale of localeCodes) for (const path of clusters.keys()) allLocs.add(`${origin}/${locale}${path}`);
  const dangling = [...clusters.values()]
    .flatMap((cluster) => cluster.split(' ').map((pair) => pair.slice(pair.indexOf('=') + 1)))
    .filter((href) => !allLocs.has(href));
  t.same(dangling, [], 'every alternate is a listed page, whose own alternates are the same set');
});

t.test('sitemap index lists the 25 locale sitemaps', async (t) => {
  const app = await build();
  t.teardown(() => app.close());
  const res = await app.inject('/sitemap.xml');
  t.equal(res.statusCode, 200);
  t.equal(res.headers['content-type'], 'application/xml; charset=utf-8');
  t.equal(res.headers['cache-control'], 'public, max-age=3600');
  const root = parseXml(res.body);
  t.equal(root.name, 'sitemapindex');
  t.equal(root.attrs.xmlns, 'http://www.sitemaps.org/schemas/sitemap/0.9');
  const locs = kids(root, 'sitemap').map((s) => kids(s, 'loc')[0]!.text);
  t.equal(locs.length, 25);
  t.same(locs, localeCodes.map((c) => `${origin}/${c}/api/sitemap`));
  t.ok(kids(root, 'sitemap').every((s) => kids(s, 'lastmod')[0]?.text === '2025-06-01T12:34:56Z'));
});

t.test('old-URL sitemap: the locale URLs of the old unprefixed paths', async (t) => {
  const app = await build();
  t.teardown(() => app.close());
  const res = await app.inject('/cht/api/sitemap-old-urls');
  t.equal(res.statusCode, 200);
  t.equal(res.headers['content-type'], 'application/xml; charset=utf-8');
  const root = parseXml(res.body);
  const locs = kids(root, 'url').map((u) => kids(u, 'loc')[0]!.text);
  const map = legacyUrlMap();
  t.equal(locs.length, map.length);
  t.ok(map.some((u) => u.oldPath === '/trading/forex' && u.path === '/trading/forex'));
  t.ok(locs.includes(`${origin}/cht/trading/forex`));
  t.ok(locs.every((l) => l.startsWith(`${origin}/cht/`)));
  t.ok(kids(root, 'url').every((u) => kids(u, 'xhtml:link').length === 26));
});

t.test('extra (alias) paths are added, de-duplicated and escaped', async (t) => {
  const xml = localeSitemapXml(origin, 'en', lastmod, ['/academy/trading-academy/a&b', 'trading/forex/']);
  const root = parseXml(xml);
  const locs = kids(root, 'url').map((u) => kids(u, 'loc')[0]!.text);
  t.equal(locs.length, indexableRoutes().length + instrumentPaths().length + 1);
  t.ok(locs.includes(`${origin}/en/academy/trading-academy/a&b`));
  t.match(xml, '/a&amp;b</loc>');
  t.equal(xmlEscape(`<a href="x">'&'</a>`), '&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
});

// ---- llms.txt -----------------------------------------------------------------------------

t.test('llms.txt format', async (t) => {
  const app = await build();
  t.teardown(() => app.close());
  const res = await app.inject('/zh-hant-tw/api/llms');
  t.equal(res.statusCode, 200);
  t.equal(res.headers['content-type'], 'text/plain; charset=utf-8');
  t.equal(res.headers['cache-control'], 'public, max-age=3600');
  const lines = res.body.split('\n');
  t.equal(lines[0], '# Velora Markets', 'H1 first');
  t.equal(lines.filter((l) => l.startsWith('# ')).length, 1, 'one H1');
  const firstH2 = lines.findIndex((l) => l.startsWith('## '));
  t.ok(lines.slice(1, firstH2).some((l) => /^> \S/.test(l)), 'blockquote summary before the sections');
  t.same(lines.filter((l) => l.startsWith('## ')), LLMS_SECTIONS.map((s) => `## ${s}`), 'H2 sections in order');
  const links = lines.filter((l) => l.startsWith('- '));
  const linkLine = /^- \[[^\]\n]+\]\((https:\/\/www\.example\.com\/zh-hant-tw\/[^)\s]+)\): \S.*$/;
  t.ok(links.every((l) => linkLine.test(l)), 'every list line is - [title](absolute locale url): note');
  const hrefs = links.map((l) => linkLine.exec(l)![1]!);
  t.equal(new Set(hrefs).size, hrefs.length, 'each page once');
  t.equal(links.length, indexableRoutes().filter((r) => sectionOf(r)).length, 'every indexable page but home');
  t.ok(links.includes('- [Forex](https://www.example.com/zh-hant-tw/trading/forex): Trade currency pairs as CFDs; live prices and spreads.'));
  t.ok(res.body.includes('https://www.example.com/zh-hant-tw'), 'home is linked in the intro');
  const sectionOfLink = (href: string) => {
    const at = lines.findIndex((l) => l.includes(`](${href})`));
    return lines.slice(0, at).reverse().find((l) => l.startsWith('## '));
  };
  t.equal(sectionOfLink(`${origin}/zh-hant-tw/platform/metatrader-4`), '## Platforms');
  t.equal(sectionOfLink(`${origin}/zh-hant-tw/trading/account-types`), '## Accounts and trading');
  t.equal(sectionOfLink(`${origin}/zh-hant-tw/trading/indices`), '## Markets');
  t.equal(sectionOfLink(`${origin}/zh-hant-tw/about/regulatory-supervision`), '## Company');
});

t.test('llms.txt takes titles and notes from the English messages when present', async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'seo-'));
  t.teardown(() => rm(dir, { recursive: true, force: true }));
  const file = join(dir, 'messages.json');
  await writeFile(file, JSON.stringify({
    pages: {
      'trading-forex': { title: 'Forex Trading [CFDs] | Velora Markets', description: 'Trade 50+ currency\npairs.' },
      'trading-crypto': { title: 'Crypto with {{count}} coins' },
    },
  }));
  const app = await build({ messagesPath: file });
  t.teardown(() => app.close());
  const body = (await app.inject('/en/api/llms')).body;
  t.ok(body.includes('- [Forex Trading \\[CFDs\\]](https://www.example.com/en/trading/forex): Trade 50+ currency pairs.'));
  t.ok(body.includes('- [Crypto](https://www.example.com/en/trading/crypto): '), 'unresolved interpolation falls back');

  const missing = await build({ messagesPath: join(dir, 'nope.json') });
  t.teardown(() => missing.close());
  t.equal((await missing.inject('/en/api/llms')).statusCode, 200, 'a missing messages file is fine');
});

// ---- robots, user, unknown locale ------------------------------------------------------------

t.test('robots.txt', async (t) => {
  const app = await build();
  t.teardown(() => app.close());
  const res = await app.inject('/robots.txt');
  t.equal(res.statusCode, 200);
  t.equal(res.headers['content-type'], 'text/plain; charset=utf-8');
  const lines = res.body.split('\n');
  t.equal(lines[0], 'User-agent: *');
  t.ok(lines.includes('Allow: /'));
  for (const d of ['/*/api/user', '/_i18n/', '/api/']) t.ok(lines.includes(`Disallow: ${d}`), d);
  t.ok(lines.includes('Sitemap: https://www.example.com/sitemap.xml'));
});

t.test('/{locale}/api/user is anonymous and private', async (t) => {
  const app = await build();
  t.teardown(() => app.close());
  const res = await app.inject('/en/api/user');
  t.equal(res.statusCode, 200);
  t.match(res.headers['content-type'], /^application\/json/);
  t.equal(res.headers['cache-control'], 'private, no-store');
  t.same(res.json(), { code: 200, data: null });
});

t.test('unknown locale is a 404 with the field named', async (t) => {
  const app = await build();
  t.teardown(() => app.close());
  for (const path of ['/xx/api/sitemap', '/EN/api/sitemap-old-urls', '/es/api/llms', '/en-au/api/user']) {
    const res = await app.inject(path);
    t.equal(res.statusCode, 404, path);
    t.match(res.headers['content-type'], /^application\/json/);
    t.same(res.json(), { error: 'Unknown locale', field: 'locale' }, path);
  }
});

t.test('HEAD works on the documents', async (t) => {
  const app = await build();
  t.teardown(() => app.close());
  const res = await app.inject({ method: 'HEAD', url: '/sitemap.xml' });
  t.equal(res.statusCode, 200);
  t.equal(res.body, '');
});
