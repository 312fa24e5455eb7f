import t from 'tap';
import { matchRoute, routes, routeName } from './routes.ts';

t.test('route names follow the page name', async (t) => {
  t.equal(routeName(''), 'index');
  t.equal(routeName('academy/trading-academy/{id*}'), 'academy-trading-academy-id');
  t.equal(routeName('academy/register-{id}'), 'academy-register-id');
  t.equal(new Set(routes.map((r) => r.name)).size, routes.length, 'names are unique');
});

t.test('exact patterns of section 2.2', async (t) => {
  const name = (p: string) => matchRoute(p)?.route.name ?? null;
  t.equal(name(''), 'index');
  t.equal(name('/trading/forex'), 'trading-forex');
  t.equal(name('/trading/forex/'), 'trading-forex', 'trailing slash tolerated');
  t.same(matchRoute('/academy/trading-academy/a/b/c'), { route: routes.find((r) => r.name === 'academy-trading-academy-id'), id: 'a/b/c' });
  t.equal(name('/academy/trading-academy'), 'academy-trading-academy', 'the list page wins over an empty catch-all');
  t.equal(name('/academy/register-ebooksignup2025'), 'academy-register-id');
  t.equal(matchRoute('/academy/register-ebooksignup2025')?.id, 'ebooksignup2025');
  t.equal(matchRoute('/academy/register-webinar-201')?.id, 'webinar-201');
  t.equal(name('/academy/register-a/b'), null, 'register-{id} is one segment');
  t.equal(name('/academy/register-'), null, 'register-{id} needs an id');
  t.equal(name('/academy/registerx'), null);
  t.equal(name('/analysis/article-tv-102/gold-weekly-outlook-real-yields'), 'analysis-article-tv-id');
  t.equal(matchRoute('/analysis/article-tv-102/gold-weekly-outlook-real-yields')?.id, '102/gold-weekly-outlook-real-yields');
  t.equal(matchRoute('/analysis/article-tv-102')?.id, '102');
  t.equal(name('/analysis/article'), 'analysis-article');
  t.equal(name('/trading/trading-eurusd'), 'trading-trading-id');
  t.equal(name('/trading/trading-conditions'), 'trading-trading-conditions', 'a literal page beats the prefix pattern');
  t.equal(name('/trading/components/leveroge'), 'trading-components-leveroge');
  t.equal(name('/about/sponsorship/velora-and-nets'), 'about-sponsorship-velora-and-nets');
  t.equal(name('/about/sponsorship/other/deep'), 'about-sponsorship-id');
  t.equal(name('/about/why-choose-velora'), 'about-why-choose-velora');
  t.equal(name('/analysis/velora-tv'), 'analysis-velora-tv');
  t.equal(name('/analysis/velora-editorial-guideline'), 'analysis-velora-editorial-guideline');
  t.equal(name('/platform/metatrader-4'), 'platform-metatrader-4');
  t.equal(name('/platform/trading-central/news-iq'), 'platform-trading-central-news-iq');
  t.equal(name('/analysis/market-insight/article/7'), 'analysis-market-insight-article-id');
  t.equal(name('/analysis/market-insight/7'), 'analysis-market-insight-id');
  t.equal(name('/analysis/our-expert-team/group/3'), 'analysis-our-expert-team-group-id');
});

t.test('menu targets without spec routes still resolve', async (t) => {
  for (const p of ['/about/career', '/about/nets', '/academy/courses/beginner', '/platform/fxstreet', '/trading/trading-conditions']) {
    t.ok(matchRoute(p), p);
  }
});

t.test('unknown paths do not match', async (t) => {
  t.equal(matchRoute('/nope'), null);
  t.equal(matchRoute('/trading/forexx'), null);
  t.equal(matchRoute('/trading/leverage'), null);
  t.equal(matchRoute('/__test/slow'), null, 'test routes are off by default');
  t.ok(matchRoute('/__test/slow', { testRoutes: true }));
});

t.test('every route names a page module that exists (client/pages/<page>.tsx, found by its -page suffix)', async (t) => {
  const { existsSync } = await import('node:fs');
  for (const route of routes) {
    t.ok(route.page.endsWith('-page') && existsSync(new URL(`../client/pages/${route.page}.tsx`, import.meta.url)), `${route.path} -> ${route.page}`);
  }
});
