import t from 'tap';
import { breadcrumbDefaultOffset, breadcrumbSeparator, buildBreadcrumb, crumbHref, humaniseSegment } from './breadcrumb.ts';

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

t.test('nested paths: every level, known or not, in order; only the last is active', async (t) => {
  const nested: Record<string, { name: string; link?: string }> = {
    '/academy': { name: 'Academy', link: '/academy/overview' },
    '/academy/courses': { name: 'Courses' },
    '/academy/courses/beginner/trading-forex': { name: 'Forex Basics' },
  };
  const crumbs = buildBreadcrumb('/academy/courses/beginner/trading-forex', 'Home', (p) => nested[p]);
  t.same(crumbs.map((c) => c.name), ['Home', 'Academy', 'Courses', 'Beginner', 'Forex Basics']);
  t.same(crumbs.map((c) => c.path), ['', '/academy', '/academy/courses', '/academy/courses/beginner', '/academy/courses/beginner/trading-forex']);
  t.same(crumbs.map((c) => c.isActive), [false, false, false, false, true]);
  t.same(crumbs.map((c) => crumbHref('de', c)), ['/de', '/de/academy/overview', '/de/academy/courses', '/de/academy/courses/beginner', '/de/academy/courses/beginner/trading-forex']);
  t.equal(crumbs.map((c) => c.name).join(breadcrumbSeparator), 'Home > Academy > Courses > Beginner > Forex Basics');
});

t.test('separator and default top offset', async (t) => {
  t.equal(breadcrumbSeparator, ' > ');
  t.equal(breadcrumbDefaultOffset, 120);
  t.same(buildBreadcrumb('/', 'Start', lookup), [{ name: 'Start', path: '', isActive: true }], 'the locale root is home');
});
