import t from 'tap';
import { menu, footerColumns, isActiveSection, partnersItem, sectionLinks } from './menu.ts';
import { matchRoute, routes } from './routes.ts';

t.test('every menu and footer link is a real page (no link of ours may 404)', async (t) => {
  const links = [...menu.flatMap((s) => [{ path: s.path, name: s.key }, ...s.lists.flatMap((l) => l.links)]), ...footerColumns.flatMap((c) => c.links)];
  t.ok(links.length > 40);
  for (const l of links) t.ok(matchRoute(l.path), l.path);
});

t.test('five footer columns', async (t) => {
  t.equal(footerColumns.length, 5);
});

t.test('mega-menu panels have at most four sub-lists, one of each kind', async (t) => {
  for (const s of menu) {
    t.ok(s.lists.length >= 1 && s.lists.length <= 4, s.key);
    t.equal(new Set(s.lists.map((l) => l.kind)).size, s.lists.length, `${s.key}: kinds are unique`);
    t.ok(s.path.startsWith(`/${s.segment}/`), `${s.key}: learn-more stays in its section`);
  }
});

t.test('the menu covers every section of the route table', async (t) => {
  const sections = new Set(routes.filter((r) => r.path.includes('/') && !r.testOnly && !r.noindex).map((r) => r.path.split('/')[0]!));
  for (const s of sections) t.ok(menu.some((m) => m.segment === s), s);
});

t.test('section links are de-duplicated', async (t) => {
  for (const s of menu) {
    const paths = sectionLinks(s).map((l) => l.path);
    t.equal(new Set(paths).size, paths.length);
  }
});

t.test('active item: its path is among the URL path segments', async (t) => {
  const trading = menu.find((s) => s.key === 'trading')!;
  t.ok(isActiveSection(trading, '/en/trading/forex'));
  t.ok(isActiveSection(trading, '/zh-hant-tw/trading'));
  t.notOk(isActiveSection(trading, '/en/about/company'));
  t.notOk(isActiveSection(trading, '/en'));
  t.notOk(isActiveSection(trading, '/en/academy/trading-academy'), 'a segment must match whole');
  t.equal(partnersItem.isHome, true);
});
