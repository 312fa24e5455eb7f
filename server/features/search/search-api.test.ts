// GET /api/search: answers, validation (any string is a 200 or a 400, never a 5xx), escaping and
// the per-client rate limit (over real HTTP: the server's own in-process requests are not counted).
import t from 'tap';
import { createInProcessApi } from '../api/in-process.ts';
import { readEndpoints } from '../api/routes.ts';
import { buildSearchApp } from './test-support.ts';
import { localeFacts } from '../../../shared/marketing-facts.ts';
import type { SiteSearchAnswer } from '../../../shared/site-search.ts';

const app = await buildSearchApp();
t.teardown(() => app.close());
const get = (qs: string) => app.inject(`/api/search?${qs}`);
const enc = encodeURIComponent;

t.test('answers the ranked hits, the count per kind and the groups', async (t) => {
  const res = await get('q=gold&locale=en&groups=1');
  t.equal(res.statusCode, 200);
  t.match(res.headers['content-type'], /application\/json/);
  const body = res.json() as SiteSearchAnswer;
  t.equal(body.q, 'gold');
  t.equal(body.hits[0]!.kind, 'instruments', 'an instrument named exactly comes first');
  t.equal(body.hits[0]!.href, '/en/trading/trading-xauusd');
  t.equal(body.hits[0]!.exact, true);
  t.ok(body.counts.news > 0 && body.counts.glossary > 0, 'news and glossary also mention gold');
  t.ok(body.groups!.every((g) => g.hits.length <= 5 && g.total === body.counts[g.kind]), 'groups hold the first five of each kind');
  t.ok(body.hits.every((h) => h.href.startsWith('/en/')), 'hrefs carry the locale');
  const dialog = (await get('q=gold&locale=en-in&limit=6')).json() as SiteSearchAnswer;
  t.notOk('groups' in dialog, 'groups only when asked');
  t.equal(dialog.hits.length, 6);
  t.same(dialog.hits.map((h) => h.href), body.hits.slice(0, 6).map((h) => h.href.replace('/en/', '/en-in/')), 'en-in shares the English index, with its own hrefs');
});

t.test('a kind and a page', async (t) => {
  const first = (await get('q=margin&locale=en&kind=glossary')).json() as SiteSearchAnswer;
  t.ok(first.hits.every((h) => h.kind === 'glossary'));
  t.equal(first.total, first.counts.glossary);
  t.ok(first.pages >= 2, 'margin is in more than ten glossary entries');
  const second = (await get('q=margin&locale=en&kind=glossary&page=2')).json() as SiteSearchAnswer;
  t.equal(second.page, 2);
  t.notSame(second.hits.map((h) => h.href), first.hits.map((h) => h.href), 'page 2 is other results');
  t.notOk('groups' in second, 'no groups for one kind');
  const beyond = await get('q=margin&locale=en&kind=glossary&page=50');
  t.equal(beyond.statusCode, 200);
  t.same(beyond.json().hits, [], 'past the last page: no hits, still 200');
});

t.test('every locale has its own index in its language', async (t) => {
  const zh = (await get(`q=${enc('保证金')}&locale=zh-hans`)).json() as SiteSearchAnswer;
  t.equal(zh.hits[0]!.title, '保证金', 'zh-hans: the glossary term first');
  t.ok(zh.hits[0]!.href.startsWith('/zh-hans/academy/terminology#'));
  const th = (await get(`q=${enc('เลเวอเรจ')}&locale=th`)).json() as SiteSearchAnswer;
  t.ok(th.counts.glossary > 0 && th.counts.help > 0, 'th: glossary and help centre');
  const ar = (await get(`q=${enc('الرافعه الماليه')}&locale=ar`)).json() as SiteSearchAnswer;
  t.equal(ar.hits[0]!.title, 'الرافعة المالية', 'ar: typed with heh, found with teh marbuta');
  const vi = (await get('q=don%20bay&locale=vi')).json() as SiteSearchAnswer;
  t.equal(vi.hits[0]!.title, 'Đòn bẩy', 'vi: without tone marks');
  const de = (await get('q=levarage&locale=de')).json() as SiteSearchAnswer;
  t.ok(de.total > 0, 'de: English words with a typo still find the English-named things');
  const en = (await get('q=levarage&locale=en')).json() as SiteSearchAnswer;
  t.equal(en.hits[0]!.title, 'Leverage', 'en: a typo');
});

t.test('bad input is a 400 naming the field', async (t) => {
  const cases: [string, string][] = [
    ['locale=en', 'q'],
    ['q=&locale=en', 'q'],
    ['q=%20%20&locale=en', 'q'],
    [`q=${'a'.repeat(101)}&locale=en`, 'q'],
    ['q=gold', 'locale'],
    ['q=gold&locale=xx', 'locale'],
    ['q=gold&locale=en&kind=all', 'kind'],
    ['q=gold&locale=en&page=0', 'page'],
    ['q=gold&locale=en&page=51', 'page'],
    ['q=gold&locale=en&page=1e3', 'page'],
    ['q=gold&locale=en&limit=500', 'limit'],
    ['q=gold&locale=en&groups=yes', 'groups'],
    ['q=gold&q=silver&locale=en', 'q'],
    ['q=gold&locale=en&debug=1', 'debug'],
  ];
  for (const [qs, field] of cases) {
    const res = await get(qs);
    t.equal(res.statusCode, 400, qs);
    t.equal(res.json().field, field, `${qs} names ${field}`);
  }
  t.equal((await get(`q=${'a'.repeat(100)}&locale=en`)).statusCode, 200, '100 characters are allowed');
});

t.test('any string answers 200 or 400, and nothing comes back unescaped', async (t) => {
  const probes = [
    '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "' OR 1=1 --", '%00', '\u0000\u0001', '\u202e\u2066rtl',
    '😀😀😀', '🏳️‍🌈', 'a'.repeat(99) + '😀', '../../etc/passwd', '${7*7}{{7*7}}', '\\u003c', '*', '?', '.', '/', '-', 'ＸＡＵ／ＵＳＤ',
    'constructor', '__proto__', 'toString', 'a b c d e f g h i j k l m n o p q r s t u v w x y z', '金'.repeat(100), 'ก'.repeat(100),
  ];
  for (const p of probes) {
    const res = await app.inject({ method: 'GET', url: `/api/search?locale=en&q=${enc(p)}` });
    t.ok(res.statusCode === 200 || res.statusCode === 400, `${JSON.stringify(p)} -> ${res.statusCode}`);
    t.notOk(/<script|<img/i.test(res.body), 'no markup in the answer');
  }
  for (const raw of ['%E0%A4%A', '%ED%A0%80', '%FF%FE', '%', '%%32']) {
    const res = await app.inject({ method: 'GET', url: `/api/search?locale=en&q=${raw}` });
    t.ok(res.statusCode === 200 || res.statusCode === 400, `broken percent-encoding ${raw} -> ${res.statusCode}`);
  }
  const xss = await get(`q=${enc('<b>gold</b>')}&locale=en`);
  t.equal(xss.statusCode, 200);
  t.ok(xss.body.includes('\\u003cb\\u003egold\\u003c/b\\u003e'), 'the query comes back with < and > escaped');
  t.equal((xss.json() as SiteSearchAnswer).q, '<b>gold</b>', 'and parses back to what was sent');
});

t.test('rate-limited per client address; the server\'s own renders are not counted', async (t) => {
  const limited = await buildSearchApp({ SEARCH_RATE_LIMIT: '3', SEARCH_RATE_WINDOW_MS: '60000' });
  t.teardown(() => limited.close());
  await limited.listen({ port: 0, host: '127.0.0.1' });
  const { port } = limited.server.address() as { port: number };
  const statuses: number[] = [];
  let last: Response | undefined;
  for (let i = 0; i < 5; i++) {
    last = await fetch(`http://127.0.0.1:${port}/api/search?q=gold&locale=en`);
    statuses.push(last.status);
    await last.arrayBuffer();
  }
  t.same(statuses, [200, 200, 200, 429, 429]);
  t.ok(Number(last!.headers.get('retry-after')) >= 1, 'Retry-After says when');
  t.equal(last!.headers.get('cache-control'), 'no-store');
  const other = await fetch(`http://127.0.0.1:${port}/api/search?q=gold&locale=en`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
  t.equal(other.status, 200, 'another client address has its own budget');
  await other.arrayBuffer();
  const injected = await limited.inject('/api/search?q=gold&locale=en');
  t.equal(injected.statusCode, 200, 'a request of the server itself (app.inject) is not limited');
  // What the search page's loader reads: the route's answer, in-process, never limited.
  const read = createInProcessApi(limited, readEndpoints);
  const http = await fetch(`http://127.0.0.1:${port}/api/search?q=gold&locale=en`, { headers: { 'x-forwarded-for': '203.0.113.10' } });
  const inProcess = await read('/api/search?q=gold&locale=en');
  t.same(inProcess, { status: 200, body: await http.json() }, 'a page render gets what the route answers');
  t.match(await read('/api/search?q=gold&locale=xx'), { status: 400, body: { field: 'locale' } });
});

t.test('indexes: built once per locale, bounded, rebuilt when the content version moves', async (t) => {
  const built: string[] = [];
  const small = await buildSearchApp({ SEARCH_INDEX_MAX_MB: '1' }, (s) => built.push(s.key));
  t.teardown(() => small.close());
  await Promise.all([small.inject('/api/search?q=gold&locale=en'), small.inject('/api/search?q=swap&locale=en'), small.inject('/api/search?q=a&locale=en')]);
  t.same(built, ['en'], 'concurrent first searches build one index');
  await small.inject('/api/search?q=gold&locale=en');
  t.same(built, ['en'], 'and the next search of the locale uses it');
  await small.inject('/api/search?q=gold&locale=de');
  await small.inject('/api/search?q=gold&locale=fr');
  t.ok(small.siteSearch.indexes.bytes <= 1024 * 1024 || small.siteSearch.indexes.keys().length === 1, 'within the bound (or only the newest)');
  t.notOk(small.siteSearch.indexes.keys().includes('en'), 'the least recently used index was dropped');
  await small.inject('/api/search?q=gold&locale=en');
  t.equal(built.filter((l) => l === 'en').length, 2, 'a dropped index is built again on its next search');
});

t.test("a snippet states the searching locale's own facts, as its page does", async (t) => {
  // en and en-nz read the same English messages; en-nz is onboarded by another entity.
  const leverage = async (locale: string) => {
    const answer = (await get(`q=${enc('forex currency pairs')}&locale=${locale}`)).json() as SiteSearchAnswer;
    return JSON.stringify(answer).match(/leverage up to (1:\d+)/)?.[1];
  };
  // The pages state the same fact (server/features/i18n/entity-pages.test.ts checks them).
  for (const locale of ['en', 'en-nz', 'eng'] as const) {
    const said = await leverage(locale);
    t.ok(said, `${locale}: the forex page's snippet states a leverage`);
    t.equal(said, localeFacts(locale).forexMaxLeverage, `${locale}: the snippet says ${said}, as the forex page does`);
  }
  t.not(await leverage('en'), await leverage('en-nz'), 'two entities, two figures');
});
