import t from 'tap';
import { createElement } from 'react';
import { createStaticHandler, createStaticRouter, type StaticHandlerContext } from 'react-router';
import { staticRouterFactory } from './static-router.ts';

const Page = () => createElement('p', null, 'page');
const Failure = () => createElement('p', null, 'failure');
const routes = [
  {
    id: 'root',
    path: '/',
    Component: Page,
    ErrorBoundary: Failure,
    loader: () => ({ root: true }),
    children: [
      { id: 'a', path: 'a', Component: Page, loader: () => ({ page: 'a' }) },
      { id: 'b', path: 'b/:slug', Component: Page, loader: ({ params }: { params: { slug?: string } }) => ({ slug: params.slug }) },
    ],
  },
];
const handler = createStaticHandler(routes);
type State = ReturnType<typeof createStaticRouter>['state'];
/** The state with each match's route by id (the routes hold React elements, made anew per conversion). */
const plain = (state: State) => ({ ...state, matches: state.matches.map((m) => ({ ...m, route: m.route.id })) });
const contextFor = async (path: string) => (await handler.query(new Request('http://x' + path))) as StaticHandlerContext;

t.test('each request gets the state createStaticRouter gives it; the routes are converted once', async (t) => {
  const routerFor = staticRouterFactory(handler.dataRoutes);
  const first = routerFor(await contextFor('/a'));
  for (const path of ['/b/eurusd', '/a', '/nowhere']) {
    const context = await contextFor(path);
    const cached = routerFor(context);
    const fresh = createStaticRouter(handler.dataRoutes, context);
    t.same(plain(cached.state), plain(fresh.state), path);
    t.ok(cached.state.matches.every((m) => m.route === first.manifest[m.route.id]), `${path}: matches point into the converted routes`);
    t.equal(cached.routes, first.routes, `${path}: the converted routes are reused`);
    t.equal(cached.manifest, first.manifest);
    t.equal(cached.basename, fresh.basename);
    t.same(cached.match(context.location)?.map((m) => m.route.id), fresh.match(context.location)?.map((m) => m.route.id));
  }
  t.same(first.state.loaderData, { root: { root: true }, a: { page: 'a' } }, 'the first router is the one createStaticRouter made');
});

t.test('two requests do not share state', async (t) => {
  const routerFor = staticRouterFactory(handler.dataRoutes);
  routerFor(await contextFor('/a'));
  const b = routerFor(await contextFor('/b/gold'));
  const c = routerFor(await contextFor('/b/oil'));
  t.same(b.state.loaderData.b, { slug: 'gold' });
  t.same(c.state.loaderData.b, { slug: 'oil' });
  t.equal(c.state.location.pathname, '/b/oil');
  t.not(b.state.fetchers, c.state.fetchers);
});

t.test('a lazy route resolved after the conversion is converted again: its page renders', async (t) => {
  const lazyRoutes = [
    {
      id: 'root',
      path: '/',
      Component: Page,
      children: [
        { id: 'a', path: 'a', lazy: async () => ({ Component: Page, loader: () => 'a' }) },
        { id: 'b', path: 'b', lazy: async () => ({ Component: Failure, loader: () => 'b' }) },
      ],
    },
  ];
  const lazyHandler = createStaticHandler(lazyRoutes);
  const routerFor = staticRouterFactory(lazyHandler.dataRoutes);
  const query = async (path: string) => (await lazyHandler.query(new Request('http://x' + path))) as StaticHandlerContext;
  const first = routerFor(await query('/a'));
  t.ok(first.manifest.a?.element, 'a resolved before the first conversion');
  t.notOk(first.manifest.b?.element, 'b was still lazy');
  const b = routerFor(await query('/b'));
  t.equal((b.manifest.b?.element as { type?: unknown } | undefined)?.type, Failure, 'b is converted again once resolved');
  const again = routerFor(await query('/a'));
  t.equal(again.routes, b.routes, 'and then kept');
});
