import t from 'tap';
import Fastify from 'fastify';
import { loadConfig } from '../config.ts';
import { metricsPlugin } from './metrics.ts';

const TOKEN = 'metrics-token-0123456789';
const auth = { authorization: `Bearer ${TOKEN}` };
const scrape = (app: Awaited<ReturnType<typeof build>>) => app.inject({ url: '/metrics', headers: auth });

async function build() {
  const app = Fastify({ trustProxy: true });
  app.decorate('config', loadConfig({ NODE_ENV: 'test' }));
  await app.register(metricsPlugin, { token: TOKEN });
  app.get('/:lang/markets/:symbol', async (request) => ({ params: request.params }));
  t.teardown(() => app.close());
  return app;
}

t.test('request histogram is labelled with the route pattern, never the raw URL', async (t) => {
  const app = await build();
  t.equal((await app.inject('/en/markets/EURUSD')).statusCode, 200);
  t.equal((await app.inject('/de/markets/GBPUSD')).statusCode, 200);
  t.equal((await app.inject('/no/such/page/at/all')).statusCode, 404);

  const res = await scrape(app);
  t.equal(res.statusCode, 200);
  t.match(res.headers['content-type'], /^text\/plain; version=0\.0\.4/);
  t.equal(res.headers['cache-control'], 'no-store');
  const body = res.payload;
  t.match(body, /# TYPE http_request_duration_seconds histogram/);
  t.match(body, /http_request_duration_seconds_count\{method="GET",route="\/:lang\/markets\/:symbol",status_code="200"\} 2/);
  t.match(body, /http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/:lang\/markets\/:symbol",status_code="200"\}/);
  t.match(body, /http_request_duration_seconds_count\{method="GET",route="unmatched",status_code="404"\} 1/);
  t.notMatch(body, /EURUSD|GBPUSD|no\/such/, 'no raw URLs');
  t.match(body, /process_cpu_user_seconds_total/, 'process metrics');
  t.match(body, /nodejs_eventloop_lag_seconds/);
});

t.test('SSR histograms are decorated and exposed', async (t) => {
  const app = await build();
  app.metrics.ssrShellSeconds.observe({ page: 'home' }, 0.012);
  app.metrics.ssrRenderSeconds.observe({ page: 'home', status: '200' }, 0.05);
  const body = (await scrape(app)).payload;
  t.match(body, /ssr_shell_seconds_count\{page="home"\} 1/);
  t.match(body, /ssr_render_seconds_count\{page="home",status="200"\} 1/);
  t.ok(app.metrics.registry.getSingleMetric('http_request_duration_seconds'));
});

t.test('each app has its own registry', async (t) => {
  const a = await build();
  const b = await build();
  t.not(a.metrics.registry, b.metrics.registry);
  await a.inject('/en/markets/EURUSD');
  t.match((await scrape(a)).payload, /route="\/:lang\/markets\/:symbol"/);
  t.notMatch((await scrape(b)).payload, /route="\/:lang\/markets\/:symbol"/);
});

t.test('/metrics is not public: bearer token, else 401; no token configured, 404', async (t) => {
  const app = await build();
  t.equal((await app.inject('/metrics')).statusCode, 401);
  t.equal((await app.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong-token-0123456789' } })).statusCode, 401);
  t.equal((await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}x` } })).statusCode, 401);
  t.equal((await scrape(app)).statusCode, 200);
  const closed = Fastify();
  closed.decorate('config', loadConfig({ NODE_ENV: 'test' }));
  await closed.register(metricsPlugin);
  t.teardown(() => closed.close());
  t.equal((await closed.inject({ url: '/metrics', headers: auth })).statusCode, 404);
});
