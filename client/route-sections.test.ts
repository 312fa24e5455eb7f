import t from 'tap';
import { matchRoutes, type RouteObject } from 'react-router';
import { RouteTableShapeError, requestSection, routeSection, routeTreesBySection } from './route-sections.ts';

const pages: RouteObject[] = [
  { id: 'home', index: true },
  { id: 'forex', path: 'trading/forex' },
  { id: 'instrument', path: 'trading/:slug' },
  { id: 'article', path: 'academy/trading-academy/*' },
  { id: 'warning', path: 'warning' },
  { id: 'getRouters', path: 'getRouters' },
  { id: 'by-param', path: ':anything/special' },
  { id: 'unmatched', path: '*' },
];
const routes: RouteObject[] = [{ id: 'root', path: '/', children: [{ id: 'locale', path: ':locale', children: pages }] }];
const { trees, other } = routeTreesBySection(routes);
const ids = (tree: RouteObject[], path: string) => matchRoutes(tree, path)?.map((m) => m.route.id).join(' > ');
const treeFor = (path: string) => {
  const section = requestSection(path);
  return section === null ? routes : (trees.get(section) ?? other);
};

t.test('a route belongs to the section of its first literal segment', async (t) => {
  t.same(pages.map(routeSection), ['', 'trading', 'trading', 'academy', 'warning', 'getrouters', null, null]);
});

t.test('a request path names its section after the locale, lower-cased', async (t) => {
  t.equal(requestSection('/en'), '');
  t.equal(requestSection('/en/'), '');
  t.equal(requestSection('/de/trading/forex'), 'trading');
  t.equal(requestSection('/de/Trading/Forex'), 'trading', 'matching ignores case, so the section does');
  t.equal(requestSection('/zh-hant-tw/getRouters'), 'getrouters');
  t.equal(requestSection('/en/tr%61ding/forex'), null, 'a segment the matcher decodes first: the whole table');
  t.equal(requestSection('/xx/trading/forex'), null, 'no locale: the whole table');
  t.equal(requestSection('/'), null);
});

t.test('each section tree keeps the root and locale routes, its pages and the shared routes, in table order', async (t) => {
  t.same([...trees.keys()], ['', 'trading', 'academy', 'warning', 'getrouters']);
  const trading = trees.get('trading')![0]!.children![0]!;
  t.equal(trees.get('trading')![0]!.id, 'root');
  t.equal(trading.id, 'locale');
  t.same(trading.children!.map((r) => r.id), ['forex', 'instrument', 'by-param', 'unmatched']);
  t.same(other[0]!.children![0]!.children!.map((r) => r.id), ['by-param', 'unmatched']);
  t.equal(pages.length, 8, 'the table itself is left alone');
});

t.test('every path matches the same routes in its section as in the whole table', async (t) => {
  const paths = ['/en', '/en/', '/en/trading/forex', '/en/TRADING/FOREX', '/en/trading/trading-eurusd', '/en/trading', '/en/academy/trading-academy/a/b', '/en/academy/x', '/en/warning', '/en/getrouters', '/en/getRouters', '/en/x/special', '/en/trading/special', '/en/nowhere/at/all', '/en/tr%61ding/forex', '/xx/trading/forex', '/'];
  for (const path of paths) t.equal(ids(treeFor(path), path), ids(routes, path), path);
});

t.test('a table of another shape is refused rather than split wrongly', async (t) => {
  // Compared by type and fields: any other error (a TypeError from a wrong guess) fails.
  const caught = (f: () => unknown): unknown => {
    try {
      f();
    } catch (e) {
      return e;
    }
    return undefined;
  };
  const noLocale = caught(() => routeTreesBySection([{ id: 'a', path: '/' }]));
  t.ok(noLocale instanceof RouteTableShapeError, 'a root without a locale route');
  t.match(noLocale, { roots: 1, children: 0 });
  const twoRoots = caught(() => routeTreesBySection([...routes, { id: 'b', path: '/b' }]));
  t.ok(twoRoots instanceof RouteTableShapeError, 'two roots');
  t.match(twoRoots, { roots: 2, children: 1 });
  const noPages = caught(() => routeTreesBySection([{ id: 'r', path: '/', children: [{ id: 'l', path: ':locale' }] }]));
  t.ok(noPages instanceof RouteTableShapeError, 'a locale route without pages');
  t.match(noPages, { roots: 1, children: 1 });
});
