// Upstream calls are counted where they are made, in the upstream client: the page loaders read
// the API in-process (no HTTP request, so nothing in http_request_duration_seconds), and ops
// still see every call they cause, by endpoint and outcome.
import t from 'tap';
import { buildTestApp, crawlerUA, TEST_METRICS_TOKEN } from '../../test-support/app.ts';

const scrape = async (app: Awaited<ReturnType<typeof buildTestApp>>['app']) =>
  (await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TEST_METRICS_TOKEN}` } })).body;
const count = (metrics: string, labels: string) => Number(new RegExp(`^upstream_request_duration_seconds_count\\{${labels}\\} (\\d+)$`, 'm').exec(metrics)?.[1] ?? 0);

t.test("a page's in-process reads that reach upstream are counted by endpoint and outcome", async (t) => {
  const { app } = await buildTestApp({ LOG_LEVEL: 'warn' });
  t.teardown(() => app.close());
  const page = await app.inject({ url: '/en/analysis/market-news', headers: { 'user-agent': crawlerUA } });
  t.equal(page.statusCode, 200);
  const metrics = await scrape(app);
  t.ok(count(metrics, 'endpoint="news",method="GET",outcome="2xx"') >= 1, 'the news the page lists came from upstream, counted');
  t.notMatch(metrics, /http_request_duration_seconds_count\{method="GET",route="\/api\//, 'no HTTP request to /api was made for it');

  const item = await app.inject({ url: '/api/article/no-such-article-here?language=en' });
  t.equal(item.statusCode, 404);
  t.ok(count(await scrape(app), 'endpoint="article",method="GET",outcome="4xx"') >= 1, "a visitor's /api request that upstream answers 404 is a 4xx call");
});
