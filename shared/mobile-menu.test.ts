import t from 'tap';
import { filterMenu, flattenMenu, indentFor, toggleExpanded, type TreeNode } from './mobile-menu.ts';

const tree: TreeNode[] = [
  {
    id: 'trading',
    title: 'Trading',
    path: '/trading/range-of-markets',
    children: [
      { id: 'trading.markets', title: 'Markets', children: [{ id: 'forex', title: 'Forex', path: '/trading/forex' }, { id: 'gold', title: 'Precious Metals', path: '/trading/precious-metals' }] },
      { id: 'trading.accounts', title: 'Accounts', children: [{ id: 'types', title: 'Account Types', path: '/trading/account-types' }] },
    ],
  },
  { id: 'academy', title: 'Academy', path: '/academy/overview', children: [{ id: 'a.b', title: 'Beginner', children: [{ id: 'fx', title: 'Trading Forex', path: '/academy/beginner/trading-forex' }] }] },
  { id: 'partners', title: 'Partners', path: 'https://partners.example', external: true },
];

t.test('flattening keeps entries with a path, depth first, with their ancestor trail', async (t) => {
  const flat = flattenMenu(tree);
  t.same(flat.map((e) => e.title), ['Trading', 'Forex', 'Precious Metals', 'Account Types', 'Academy', 'Trading Forex', 'Partners']);
  const forex = flat.find((e) => e.id === 'forex')!;
  t.same(forex.ancestors, ['Trading', 'Markets']);
  t.equal(forex.trail, 'Trading > Markets');
  t.equal(forex.level, 2);
  t.equal(flat[0]!.trail, '');
  t.equal(flat.at(-1)!.external, true);
});

t.test('filtering by title or trail, case-insensitive, trimmed', async (t) => {
  const flat = flattenMenu(tree);
  t.same(filterMenu(flat, 'forex').map((e) => e.id), ['forex', 'fx']);
  t.same(filterMenu(flat, 'MARKETS').map((e) => e.id), ['forex', 'gold'], 'by the ancestor path');
  t.same(filterMenu(flat, 'trading > acc').map((e) => e.id), ['types'], 'the joined path with its separator');
  t.same(filterMenu(flat, '  partners ').map((e) => e.id), ['partners']);
  t.same(filterMenu(flat, '   '), [], 'blank term: no search');
  t.same(filterMenu(flat, 'zzz'), [], 'no results');
});

t.test('indentation 16 px per level and toggling', async (t) => {
  t.equal(indentFor(0), 0);
  t.equal(indentFor(2), 32);
  const a = toggleExpanded(new Set(), 'trading');
  t.ok(a.has('trading'));
  t.notOk(toggleExpanded(a, 'trading').has('trading'));
});
