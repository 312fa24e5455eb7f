// The API with Redis: articles land in Redis and are shared by instances; Redis killed mid-test
// and restarted -> no failed request; the registration rate limit is shared through Redis.
import t from 'tap';
import { until } from '../../test-support/until.ts';
import { Redis } from 'ioredis';
import { startRedis } from '../../test-support/redis-server.ts';
import { mintCaptchaToken } from '../../sandbox/index.ts';
import { startApiApp } from './test-support.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

t.test('Redis-backed API', async (t) => {
  const redis = await startRedis();
  t.teardown(() => redis.stop());
  const env = { PUBLIC_ORIGIN: 'http://site.test', REDIS_URL: redis.url };
  const a = await startApiApp(env, { REGISTER_RATE_LIMIT: '3' });
  const b = await startApiApp(env, { REGISTER_RATE_LIMIT: '3' });
  t.teardown(async () => { await a.close(); await b.close(); });
  t.ok(await a.app.cache.waitForRedis(5000));
  t.ok(await b.app.cache.waitForRedis(5000));

  const first = await fetch(`${a.url}/api/articles?tags_ids[]=4&limit=3&language=en`);
  t.equal(first.headers.get('x-cache'), 'MISS');
  const probe = new Redis(redis.url);
  t.ok(await probe.exists('velora:cache:v1:api:articles:{}:{"language":"en","limit":3,"tags_ids":[4]}'), 'articles stored in Redis');
  probe.disconnect();
  const second = await fetch(`${b.url}/api/articles?tags_ids=4&limit=3&language=en`);
  t.equal(second.headers.get('x-cache'), 'HIT', 'the other instance is served from Redis');
  t.equal(b.app.sandbox!.callsTo('/api/articles').length, 0);

  // Traffic while Redis dies and comes back: every request answers 200.
  const paths = ['/api/articles?limit=2&language=en', '/api/allsymblos', '/api/promotions', '/api/articles?tags_ids=5&language=zh-hans', '/api/webinar?language=th'];
  let stop = false;
  let failures = 0;
  let total = 0;
  const traffic = (async () => {
    for (let i = 0; !stop; i++) {
      const res = await fetch(`${a.url}${paths[i % paths.length]}`);
      total++;
      if (res.status !== 200) failures++;
      await res.arrayBuffer();
      await sleep(10);
    }
  })();
  await until(() => total >= 10); // traffic is flowing
  await redis.kill();
  await until(() => a.app.cache.redisState() === 'down');
  const whileDown = total;
  await until(() => total >= whileDown + 20); // requests answered while Redis is down
  t.equal(a.app.cache.redisState(), 'down');
  await redis.restart();
  t.ok(await a.app.cache.waitForRedis(10_000), 'reconnected by itself');
  const afterUp = total;
  await until(() => total >= afterUp + 10); // and after it is back
  stop = true;
  await traffic;
  t.ok(total > 30, `${total} requests made`);
  t.equal(failures, 0, 'no failed request');

  await fetch(`${a.url}/api/dividends`);
  const probe2 = new Redis(redis.url);
  t.ok(await probe2.exists('velora:cache:v1:api:dividends:{}:{}'), 'writing to Redis again');
  probe2.disconnect();

  // Rate limit shared through Redis: 3 per window across both instances.
  const token = () => mintCaptchaToken('sandbox-captcha-secret', 'sandbox-site-key', 'register');
  const form = { first_name: 'Ada', last_name: 'Lovelace', mobile: '123456', country: 'United Kingdom', country_code: '+44' };
  const statuses: number[] = [];
  for (let i = 0; i < 4; i++) {
    const target = i % 2 ? b : a;
    const res = await fetch(`${target.url}/api/register`, {
      method: 'POST',
      headers: { origin: 'http://site.test', 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' },
      body: JSON.stringify({ ...form, email: `rl${i}@example.com`, token: token() }),
    });
    statuses.push(res.status);
    if (res.status !== 200 && res.status !== 429) t.comment(await res.text());
  }
  t.same(statuses, [200, 200, 200, 429], 'the limit counts across instances');
});
