// Every read endpoint: bad input is a 400 naming the field, and nothing reaches the upstream.
// Traversal, encoded slashes, backslashes and absolute URLs never leave the intended path.
import t from 'tap';
import { request } from 'node:http';
import { startApiApp } from './test-support.ts';

/** A GET with the path exactly as written (fetch would normalise dot segments away). */
function rawGet(base: string, path: string): Promise<{ status: number; json: () => Promise<unknown> }> {
  const u = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ host: u.hostname, port: u.port, path, method: 'GET' }, (res) => {
      let data = '';
      res.on('data', (c) => (data += c));
      res.on('end', () => resolve({ status: res.statusCode!, json: async () => JSON.parse(data) }));
    });
    req.on('error', reject);
    req.end();
  });
}

t.test('validation and path safety', async (t) => {
  const s = await startApiApp({ PUBLIC_ORIGIN: 'http://site.test' });
  t.teardown(() => s.close());
  const sandbox = s.app.sandbox!;

  async function bad(path: string, field: string | RegExp, status = 400) {
    const before = sandbox.calls.length;
    const res = await rawGet(s.url, path);
    const body = (await res.json()) as { field?: string; error?: string };
    t.equal(res.status, status, `${path} -> ${status}`);
    if (status === 400) {
      if (typeof field === 'string') t.equal(body.field, field, `${path} names ${field}`);
      else t.match(body.field, field, `${path} names the field`);
    }
    t.equal(sandbox.calls.length, before, `${path}: no upstream call`);
  }

  const cases: [string, string][] = [
    ['/api/articles?limit=0', 'limit'],
    ['/api/articles?limit=101', 'limit'],
    ['/api/articles?limit=abc', 'limit'],
    ['/api/articles?limit=1e2', 'limit'],
    ['/api/articles?limit=1&limit=2', 'limit'],
    ['/api/articles?tags_ids[]=x', 'tags_ids.0'],
    ['/api/articles?tags_ids[]=-4', 'tags_ids.0'],
    ['/api/articles?tags_ids=http://evil.example', 'tags_ids.0'],
    ['/api/articles?ids=48,abc', 'ids.1'],
    ['/api/articles?language=xx', 'language'],
    ['/api/articles?page=0', 'page'],
    ['/api/articles?callback=x', 'callback'],
    ['/api/articles/null?language=../en', 'language'],
    ['/api/articles/null?x=1', 'x'],
    ['/api/promotions?limit=500', 'limit'],
    ['/api/promotions?language=EN', 'language'],
    ['/api/webinar?page=-1', 'page'],
    ['/api/articleTags?language=zz', 'language'],
    ['/api/dividends?symbol=US500', 'symbol'],
    ['/api/urls?u=http://evil.example', 'u'],
    ['/api/getArticleAlias?language=en', 'language'],
    ['/api/author?limit=1', 'limit'],
    ['/api/author/1/articles?limit=0', 'limit'],
    ['/api/author/%2e%2e/articles', 'authorId'],
    ['/api/author/a%2Fb/articles', 'authorId'],
    ['/api/author/..%5Cadmin/articles', 'authorId'],
    ['/api/author/http:%2F%2Fevil.example/articles', 'authorId'],
    ['/api/author/%252e%252e/articles', 'authorId'],
    ['/api/market-api/symblos/3/..', 'symbol'],
    ['/api/market-api/symblos/3/%2e%2e', 'symbol'],
    ['/api/market-api/symblos/3/EURUSD%2F..%2F..%2Fadmin', 'symbol'],
    ['/api/market-api/symblos/3/EURUSD%5C..', 'symbol'],
    ['/api/market-api/symblos/3/https:%2F%2Fevil.example', 'symbol'],
    ['/api/market-api/symblos/3/EURUSD?x=1', 'x'],
    ['/api/allsymblos?symbols=EURUSD', 'symbols'],
    ['/api/getSymbolToday?date=today', 'date'],
    ['/api/fxstreet-api/news?limit=51', 'limit'],
    ['/api/fxstreet-api/news?language=xx', 'language'],
    ['/api/fxstreet-api/getNewsById', 'id'],
    ['/api/fxstreet-api/getNewsById?id=../../etc/passwd', 'id'],
    ['/api/fxstreet-api/getNewsById?id=a&id=b', 'id'],
    ['/api/location?sandbox_country=GBR', 'sandbox_country'],
  ];
  for (const [path, field] of cases) await bad(path, field);

  // Paths that cannot even match a route: 404 JSON, still nothing sent upstream.
  for (const path of ['/api/author/../../admin/articles', '/api/market-api/symblos/3/EURUSD/../../x', '/api/..%2F..%2Fadmin', '/api//evil.example/x', '/api/articles/1']) {
    await bad(path, '', 404);
  }

  const ok = await fetch(`${s.url}/api/articles?tags_ids[]=4&limit=3&language=en`);
  t.equal(ok.status, 200, 'a valid call still works');
  const last = sandbox.calls.at(-1)!;
  t.equal(last.path, '/api/articles');
  t.equal(decodeURIComponent(last.query), 'tags_ids[]=4&limit=3&language=en', 'forwarded as the upstream expects');
});

t.test('bodies: size limit, JSON only, never a 500', async (t) => {
  const s = await startApiApp({ PUBLIC_ORIGIN: 'http://site.test' });
  t.teardown(() => s.close());
  const headers = { origin: 'http://site.test', 'content-type': 'application/json' };
  const big = await fetch(`${s.url}/api/register`, { method: 'POST', headers, body: JSON.stringify({ first_name: 'x'.repeat(40_000) }) });
  t.equal(big.status, 413);
  t.equal(((await big.json()) as { error: string }).error, 'payload_too_large');
  const broken = await fetch(`${s.url}/api/register`, { method: 'POST', headers, body: '{"first_name": ' });
  t.equal(broken.status, 400);
  t.match(await broken.json(), { field: 'body' });
  const form = await fetch(`${s.url}/api/register`, { method: 'POST', headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=b' });
  t.equal(form.status, 415);
  const arr = await fetch(`${s.url}/api/register`, { method: 'POST', headers, body: '[1,2]' });
  t.equal(arr.status, 400);
  const login = await fetch(`${s.url}/api/user/login`, { method: 'POST', headers, body: JSON.stringify({ password: 1, email: { $ne: 1 } }) });
  t.equal(login.status, 400);
});
