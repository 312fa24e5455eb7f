// The facts route lines declare (shared/routes/<family>.ts), and the tables derived from them.
import t from 'tap';
import { definePage, defineFamily, LLMS_SECTIONS, minute } from './route-entry.ts';
import { routes } from './routes.ts';
import { platformRoutes, productPage } from './routes/platform.ts';
import { platformContent, productContent, productContentNames } from './content/platform.ts';

const byName = (name: string) => routes.find((r) => r.name === name)!;

t.test('definePage names the route and keeps its facts; defineFamily fills the family llms section in', async (t) => {
  t.same(definePage('academy/register-{id}', 'media/register-page', { cache: { ttlMs: 5 * minute } }), {
    name: 'academy-register-id', path: 'academy/register-{id}', page: 'media/register-page', cache: { ttlMs: 300_000 },
  });
  t.equal(definePage('x').page, 'content/content-page', 'default module: the generic content page');
  const [a, b, c] = defineFamily({ llms: 'Academy' }, [definePage('a'), definePage('b', undefined, { llms: 'Markets' }), definePage('c', undefined, { llms: null })]);
  t.equal(a!.llms, 'Academy');
  t.equal(b!.llms, 'Markets', "a page's own section wins");
  t.equal(c!.llms, null, 'null keeps it out of the sections');
});

t.test('the cache facts of section pages (worked examples of the former ttl and query tables)', async (t) => {
  t.same(byName('index').cache, { ttlMs: 2 * minute });
  t.same(byName('analysis-economic-calendar').cache, { ttlMs: minute, query: ['week', 'day', 'country', 'importance', 'tz'] });
  t.same(byName('search').cache, { ttlMs: 2 * minute, query: ['q', 'kind', 'page'], fold: { q: 'site-search-q', kind: 'site-search-kind', page: 'site-search-page' } }, 'keyed by the folded query');
  t.same(byName('platform-trading-calculator').cache, { query: ['symbol', 'volume', 'leverage', 'account', 'side', 'open', 'close'] });
  t.equal(byName('trading-account-types').cache, undefined, 'static copy: the default lifetime');
  for (const r of routes) {
    if (!r.cache) continue;
    if (r.cache.ttlMs !== undefined) t.ok(r.cache.ttlMs >= minute && r.cache.ttlMs <= 60 * minute, `${r.name}: ttl within a minute and an hour`);
    if (r.cache.query) t.equal(new Set(r.cache.query).size, r.cache.query.length, `${r.name}: query names once each`);
  }
});

t.test('one section home per section, each a static indexable page of that section', async (t) => {
  const homes = routes.filter((r) => r.sectionHome);
  t.same(homes.map((r) => r.path), ['about/why-choose-velora', 'academy/overview', 'analysis/overview', 'platform/metatrader-4', 'trading/range-of-markets']);
  for (const r of homes) t.ok(!r.path.includes('{') && !r.noindex, r.path);
});

t.test('every indexable page has an llms.txt section; home has none', async (t) => {
  for (const r of routes) {
    if (r.noindex || r.testOnly || r.canonical !== undefined || r.path.includes('{')) continue;
    if (r.path === '') t.equal(r.llms, null, 'home is linked in the intro');
    else t.ok(r.llms && LLMS_SECTIONS.includes(r.llms), `${r.path}: ${r.llms}`);
  }
  t.equal(byName('trading-forex').llms, 'Markets');
  t.equal(byName('trading-indices').llms, 'Markets');
  t.equal(byName('trading-account-types').llms, 'Accounts and trading');
});

t.test('product pages: one route line names the content file (with its schema) and the tab', async (t) => {
  const products = platformRoutes.filter((r) => r.page === productPage);
  t.same(products.map((r) => r.tab), ['mt5', 'app', 'copy', 'vps', 'hubx', 'news']);
  t.same(productContentNames, ['platform/metatrader-5', 'platform/velora-app', 'platform/copy-trading', 'platform/forex-vps', 'platform/hub-x', 'platform/fxstreet']);
  for (const r of products) t.same(r.messages, ['platforms', 'markets.common'], `${r.name}: the platforms' texts`);
  for (const name of productContentNames) t.equal((platformContent as Record<string, unknown>)[name], productContent, name);
  const tabs = platformRoutes.filter((r) => r.tab).map((r) => r.tab);
  t.equal(new Set(tabs).size, tabs.length, 'tab keys are unique');
});

t.test('message namespaces and streamed lists declared on route lines', async (t) => {
  t.same(byName('trading-forex').messages, ['forex', 'faq.forex', 'markets.common', 'instruments']);
  t.same(byName('trading-forex').articles, { tags_ids: [4], limit: 3 });
  t.equal(byName('trading-indices').dividends, true);
  t.equal(byName('trading-crypto').dividends, undefined, 'only the indices page streams dividends');
  for (const r of routes.filter((r) => r.page === 'markets/market-page')) t.same(r.messages, ['markets', 'home.markets', 'instruments'], r.name);
});
