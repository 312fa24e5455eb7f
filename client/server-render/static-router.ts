// react-router's createStaticRouter() converts the whole route tree (a copy of every route and a
// React element per component) on every call: a tenth of a content page's render. The
// conversion depends on the routes alone, so it is made once; per request only the router's
// state is new. The router is the one createStaticRouter() gives, with its state replaced.
// Lazy routes are the exception: resolving one fills in the handler's route object (its
// component, `lazy` cleared), so a request matching a route that was still lazy when the
// routes were converted converts them again (once per page module, at most).
import { createStaticRouter, type StaticHandlerContext } from 'react-router';

type StaticRouter = ReturnType<typeof createStaticRouter>;
type DataRoutes = Parameters<typeof createStaticRouter>[0];

/** A createStaticRouter() for one handler's routes that converts them on the first call only. */
export function staticRouterFactory(dataRoutes: DataRoutes): (context: StaticHandlerContext) => StaticRouter {
  let template: { router: StaticRouter; idle: StaticRouter['state'] } | undefined;
  const stale = (router: StaticRouter, context: StaticHandlerContext) =>
    context.matches.some((match) => router.manifest[match.route.id]?.lazy !== match.route.lazy);
  return (context) => {
    if (!template || stale(template.router, context)) {
      const router = createStaticRouter(dataRoutes, context);
      template = { router, idle: router.state };
      return router;
    }
    const { router: base, idle } = template;
    const matches = context.matches.map((match) => ({ ...match, route: base.manifest[match.route.id] ?? match.route }));
    const state = (): StaticRouter['state'] => ({
      ...idle,
      location: context.location,
      matches: matches as StaticRouter['state']['matches'],
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: context.errors,
      fetchers: new Map(),
      blockers: new Map(),
    });
    return Object.create(base, { state: { get: state } }) as StaticRouter;
  };
}
