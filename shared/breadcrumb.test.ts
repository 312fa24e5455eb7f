import t from 'tap';
import { buildBreadcrumb, crumbHref, humaniseSegment } from './breadcrumb.ts';

const labels: Record<string, { name: string; link?: string }> = {
  '/trading': { name: 'Trading', link: '/trading/range-of-markets' },
  '/trading/forex': { name: 'Forex' },
};
const lookup = (p: string) => labels[p];

t.test('home only', async (t) => {
  t.same(buildBreadcrumb('', 'Home', lookup), [{ name: 'Home', path: '', isActive: true }]);
});

t.test('known sections, override link, last active', async (t) => {
  const crumbs = buildBreadcrumb('/trading/forex', 'Home', lookup);
  t.same(crumbs.map((c) => c.name), ['Home', 'Trading', 'Forex']);
  t.same(crumbs.map((c) => c.isActive), [false, false, true]);
  t.equal(crumbHref('en', crumbs[1]!), '/en/trading/range-of-markets');
  t.equal(crumbHref('zh-hans', crumbs[0]!), '/zh-hans');
});

t.test('unknown segments are humanised', async (t) => {
  t.equal(humaniseSegment('market-news'), 'Market news');
  const crumbs = buildBreadcrumb('/trading/some-thing-new', 'Home', lookup);
  t.equal(crumbs[2]!.name, 'Some thing new');
  t.equal(buildBreadcrumb('/x/%E2%82%AC-rate', 'Home', lookup)[2]!.name, '€ rate');
  t.equal(buildBreadcrumb('/x/%E2%82', 'Home', lookup)[2]!.name, '%E2%82', 'bad escapes kept as given');
});
