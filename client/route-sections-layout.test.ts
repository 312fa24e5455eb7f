// Layout routes under the locale route (a family's frame part around its pages): the section
// split keeps them, so a path matches the same routes in its section as in the whole table.
import t from 'tap';
import { matchRoutes, type RouteObject } from 'react-router';
import { requestSection, routeTreesBySection } from './route-sections.ts';

const pages: RouteObject[] = [
  { id: 'home', index: true },
  // A pathless family layout whose pages sit in two sections.
  { id: 'markets-frame', children: [{ id: 'forex', path: 'trading/forex' }, { id: 'mt4', path: 'platform/metatrader-4' }] },
  // A layout with a path of its own: the whole family in one section.
  { id: 'academy-frame', path: 'academy', children: [{ id: 'overview', path: 'overview' }, { id: 'article', path: 'trading-academy/*' }] },
  { id: 'instrument', path: 'trading/:slug' },
  // A pathless layout around a shared route only.
  { id: 'param-frame', children: [{ id: 'by-param', path: ':anything/special' }] },
  { id: 'unmatched', path: '*' },
];
const routes: RouteObject[] = [{ id: 'root', path: '/', children: [{ id: 'locale', path: ':locale', children: pages }] }];
const { trees, other } = routeTreesBySection(routes);
const ids = (tree: RouteObject[], path: string) => matchRoutes(tree, path)?.map((m) => m.route.id).join(' > ') ?? null;
const treeFor = (path: string) => {
  const section = requestSection(path);
  return section === null ? routes : (trees.get(section) ?? other);
};
const pageIds = (tree: RouteObject[]) => tree[0]!.children![0]!.children!.map((r) => (r.children ? `${r.id}(${r.children.map((c) => c.id).join(',')})` : r.id));

t.test('a pathless layout takes its children\'s sections; a layout with a path is its own', async (t) => {
  t.same([...trees.keys()], ['', 'trading', 'platform', 'academy']);
  t.same(pageIds(trees.get('trading')!), ['markets-frame(forex)', 'instrument', 'param-frame(by-param)', 'unmatched'], 'the layout keeps only this section\'s pages');
  t.same(pageIds(trees.get('platform')!), ['markets-frame(mt4)', 'param-frame(by-param)', 'unmatched']);
  t.same(pageIds(trees.get('academy')!), ['academy-frame(overview,article)', 'param-frame(by-param)', 'unmatched']);
  t.same(pageIds(other), ['param-frame(by-param)', 'unmatched'], 'a layout of shared routes is in every tree');
  t.same(pages[1]!.children!.map((r) => r.id), ['forex', 'mt4'], 'the table itself is left alone');
});

t.test('every path matches the same routes in its section as in the whole table', async (t) => {
  const paths = ['/en', '/en/trading/forex', '/en/platform/metatrader-4', '/en/trading/trading-eurusd', '/en/academy/overview', '/en/academy/trading-academy/a/b', '/en/academy/x', '/en/x/special', '/en/trading/special', '/en/nowhere'];
  for (const path of paths) t.equal(ids(treeFor(path), path), ids(routes, path), path);
  t.equal(ids(treeFor('/en/trading/forex'), '/en/trading/forex'), 'root > locale > markets-frame > forex', 'the page matches inside its layout');
  t.equal(ids(treeFor('/en/academy/overview'), '/en/academy/overview'), 'root > locale > academy-frame > overview');
});
