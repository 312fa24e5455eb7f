import t from 'tap';
import { menu, footerColumns } from './menu.ts';
import { matchRoute } from './routes.ts';

t.test('every menu and footer link is a real page (no link of ours may 404)', async (t) => {
  const links = [...menu.flatMap((s) => [{ path: s.path, name: s.key }, ...s.lists.flatMap((l) => l.links)]), ...footerColumns.flatMap((c) => c.links)];
  t.ok(links.length > 40);
  for (const l of links) t.ok(matchRoute(l.path), l.path);
});

t.test('five footer columns', async (t) => {
  t.equal(footerColumns.length, 5);
});
