// The contract's own consistency: every endpoint has schemas, its path parameters are exactly its
// params schema's keys (on both paths), and paths fill and encode as the routes expect.
import t from 'tap';
import { contract, type EndpointSchemas } from './contract.ts';
import { endpointNames, endpoints, fillPath, pathParams } from './endpoints.ts';

t.test("every endpoint's path parameters are its params schema", async (t) => {
  t.same(Object.keys(contract).sort(), [...endpointNames].sort(), 'the same endpoints in both tables');
  for (const name of endpointNames) {
    const e = endpoints[name];
    const schemas: EndpointSchemas = contract[name];
    const keys = Object.keys(schemas.params?.shape ?? {}).sort();
    t.same(pathParams(e.path).sort(), keys, `${name}: BFF path ${e.path}`);
    t.same(pathParams(e.upstream).sort(), keys, `${name}: upstream path ${e.upstream}`);
    t.ok(e.path.startsWith('/api/') && e.upstream.startsWith('/api/'), `${name} is under /api/`);
  }
  t.equal(new Set(endpointNames.map((n) => endpoints[n].name)).size, endpointNames.length, 'cache names are unique');
});

t.test('fillPath encodes values and refuses a missing one', async (t) => {
  t.equal(fillPath(endpoints.article.path, { slug: 'what-is-a-pip' }), '/api/article/what-is-a-pip');
  t.equal(fillPath(endpoints.instrumentCandles.path, { symbol: 'EURUSD.s' }), '/api/instruments/EURUSD.s/candles');
  t.equal(fillPath(endpoints.authorArticles.path, { authorId: '../x' }), '/api/author/..%2Fx/articles');
  t.throws(() => fillPath(endpoints.video.path, {}), /missing path parameter id/);
});

t.test('the schemas refuse what the BFF must refuse', async (t) => {
  t.equal(contract.articles.query.safeParse({ limit: '3', tags_ids: ['4'] }).success, true);
  t.equal(contract.articles.query.safeParse({ limt: 3 }).success, false, 'unknown parameter');
  t.equal(contract.allSymbols.data.safeParse([{ symbol: 'EURUSD', bid: 1.1, ask: 1.2, digits: 5 }]).success, true);
  t.equal(contract.allSymbols.data.safeParse([{ symbol: 'EURUSD', bid: '1.1', ask: 1.2, digits: 5 }]).success, false, 'a price as text');
});
