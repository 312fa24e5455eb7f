import t from 'tap';
import { alternateLinks, canonicalUrl, keywordsFor, normalizePath, robotsContent } from './alternates.ts';
import { localeCodes } from '../locales.ts';

const origin = 'https://www.example.com';

t.test('canonical URL is origin + /locale + path, no query, no trailing slash', async (t) => {
  t.equal(canonicalUrl(origin, 'en', ''), 'https://www.example.com/en');
  t.equal(canonicalUrl(origin, 'en', '/'), 'https://www.example.com/en');
  t.equal(canonicalUrl(origin + '/', 'cht', '/trading/forex'), 'https://www.example.com/cht/trading/forex');
  t.equal(canonicalUrl(origin, 'zh-hant-tw', '/trading/forex/?utm=1#x'), 'https://www.example.com/zh-hant-tw/trading/forex');
  t.equal(canonicalUrl(origin, 'de', 'academy/overview'), 'https://www.example.com/de/academy/overview');
  t.equal(normalizePath('?a=1'), '');
});

t.test('alternate set: section 9 plus the six locales it left out', async (t) => {
  const links = alternateLinks(origin, '/trading/forex');
  t.equal(links.length, 26, 'x-default plus the 25 locales');
  t.same(links[0], { hreflang: 'x-default', href: 'https://www.example.com/en/trading/forex' });
  const by = new Map(links.map((l) => [l.hreflang, l.href]));
  t.equal(by.size, links.length, 'hreflang values are unique');
  const expected: Record<string, string> = {
    // The 20 entries of section 9, exactly as written there.
    'x-default': '/en', en: '/en', 'zh-hans': '/zh-hans', 'en-in': '/en-in', 'zh-hant': '/zh-hant',
    pt: '/pt', it: '/it', th: '/th', vi: '/vi', tl: '/tl', fr: '/fr', id: '/id', ms: '/ms', ko: '/ko',
    'zh-hant-TW': '/zh-hant-tw', 'en-TW': '/en-tw', 'zh-hant-HK': '/cht', 'en-HK': '/eng',
    'zh-hant-mo': '/zh-hant-mo', 'en-mo': '/en-mo',
    // Issue 13.
    de: '/de', ar: '/ar', 'en-NZ': '/en-nz', 'zh-Hant-NZ': '/zh-hant-nz', 'zh-Hans-NZ': '/zh-hans-nz',
    'zh-Hans-CN': '/zh-hans-cn',
  };
  t.same(Object.keys(expected).sort(), [...by.keys()].sort(), 'exactly the spec set plus the six');
  for (const [hreflang, prefix] of Object.entries(expected)) {
    t.equal(by.get(hreflang), `${origin}${prefix}/trading/forex`, hreflang);
  }
  t.equal(alternateLinks(origin, '')[0]!.href, 'https://www.example.com/en', 'home has no trailing slash');
  for (const l of links) t.ok(l.href.startsWith(origin + '/'), 'absolute');
});

t.test('reciprocal and self-referencing: every locale is in the set, which does not depend on the page locale', async (t) => {
  const set = alternateLinks(origin, '/academy/overview');
  const hrefs = new Set(set.map((l) => l.href));
  const missing = localeCodes.filter((code) => !hrefs.has(canonicalUrl(origin, code, '/academy/overview')));
  t.same(missing, [], 'no locale is missing from the set');
  t.equal(hrefs.size, localeCodes.length, '25 distinct pages (x-default and en share /en)');
});

t.test('robots and keywords', async (t) => {
  t.equal(robotsContent(true), 'noindex, nofollow');
  t.equal(robotsContent(false), undefined);
  t.equal(robotsContent(), undefined);
  t.equal(keywordsFor(), 'Velora Markets, CFD, Forex, Trading');
  t.equal(keywordsFor('  '), 'Velora Markets, CFD, Forex, Trading');
  t.equal(keywordsFor([]), 'Velora Markets, CFD, Forex, Trading');
  t.equal(keywordsFor('Forex, EURUSD'), 'Forex, EURUSD');
  t.equal(keywordsFor(['Forex', ' Gold ', '']), 'Forex, Gold');
});
