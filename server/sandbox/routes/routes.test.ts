// The sandbox serves every upstream path of the contract (shared/api/endpoints.ts), so a new
// endpoint cannot reach the BFF without its sandbox route.
import t from 'tap';
import { endpointNames, endpoints, fillPath, pathParams, upstreamActions } from '../../../shared/api/endpoints.ts';
import { buildSandboxServer, createSandboxState } from '../index.ts';

t.test('every contract endpoint and action has a sandbox route', async (t) => {
  const app = await buildSandboxServer({ state: createSandboxState({ assetOrigin: 'http://site.test', portalUrl: 'http://portal.test' }) });
  t.teardown(() => app.close());
  await app.ready();
  for (const name of endpointNames) {
    const upstream = endpoints[name].upstream;
    const url = fillPath(upstream, Object.fromEntries(pathParams(upstream).map((p) => [p, 'x1'])));
    t.ok(app.hasRoute({ method: 'GET', url: upstream }), `${name}: GET ${upstream}`);
    const res = await app.inject({ method: 'GET', url });
    t.not(res.statusCode, 500, `${name} answers (${res.statusCode})`);
  }
  t.ok(app.hasRoute({ method: 'GET', url: upstreamActions.location }));
  for (const path of [upstreamActions.register, upstreamActions.signUp, upstreamActions.contact, upstreamActions.userLogin]) t.ok(app.hasRoute({ method: 'POST', url: path }), `POST ${path}`);
  t.ok(app.hasRoute({ method: 'PUT', url: upstreamActions.userInfo }));
});
