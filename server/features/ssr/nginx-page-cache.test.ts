// deploy/nginx.conf in front of one app instance: a page's first response (a miss, rendered) is
// one nginx may keep, so the next visitor is answered by nginx without reaching the app. Before
// a miss went out `private`, and every page needed a second request to the app first.
import t from 'tap';
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { request } from 'undici';
import { buildTestApp, browserUA } from '../../test-support/app.ts';
import { freePort } from '../../test-support/redis-server.ts';
import { nginxCommand } from '../../../stack/stack.ts';

// nginx on PATH or in /usr/sbin (a non-login root shell lacks it on PATH). Missing nginx fails
// this file: a skip would let CI pass without ever testing the edge cache.
const nginxPath = [...(process.env.PATH ?? '').split(':').filter(Boolean), '/usr/sbin'].map((d) => join(d, 'nginx')).find((f) => existsSync(f));

async function startNginx(appPort: number): Promise<{ url: string; stop: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'velora-nginx-'));
  chmodSync(dir, 0o755);
  const port = await freePort();
  const [command, ...args] = nginxCommand(dir, { listenPort: port, appPorts: [appPort] });
  const child: ChildProcess = spawn(command!, args, { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  for (const end = Date.now() + 10_000; ; ) {
    if (child.exitCode !== null) throw new Error(`nginx exited ${child.exitCode}: ${readFileSync(join(dir, 'nginx-error.log'), 'utf8')}`);
    if (Date.now() > end) throw new Error('nginx did not start');
    const ok = await request(`${url}/nginx-health`).then((r) => (r.body.dump(), r.statusCode === 200), () => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return { url, stop: () => child.kill('SIGTERM') };
}

t.test("nginx keeps a page's first response: the next visitor never reaches the app", async (t) => {
  if (!nginxPath) return t.fail('nginx is not installed (not on PATH, not in /usr/sbin): apt-get install nginx');
  const { app } = await buildTestApp({ LOG_LEVEL: 'warn' });
  t.teardown(() => app.close());
  await app.listen({ port: 0, host: '127.0.0.1' });
  const nginx = await startNginx((app.server.address() as AddressInfo).port);
  t.teardown(nginx.stop);
  const get = async (path: string) => {
    const res = await request(nginx.url + path, { headers: { 'user-agent': browserUA, 'accept-encoding': 'br' } });
    await res.body.dump();
    return res.headers;
  };

  const first = await get('/en/about/company');
  t.equal(first['x-cache'], 'MISS', 'the app rendered it');
  t.equal(first['x-edge-cache'], 'MISS');
  t.match(String(first['cache-control']), /^public, max-age=0, s-maxage=\d+/, 'with the headers of a hit');
  const second = await get('/en/about/company');
  t.equal(second['x-edge-cache'], 'HIT', 'the second visitor is answered by nginx');
  t.equal(second['x-cache'], 'MISS', "from the stored first response (the app's own header is kept)");
  t.equal(app.pages.renders(), 1);

  const campaign = await get('/en/about/company?utm_source=newsletter&utm_medium=email&utm_campaign=q4&gclid=Cj0KCQ');
  t.equal(campaign['x-edge-cache'], 'HIT', 'a campaign link shares the entry of its path');
  const tagged = await get('/en/about/company?fbclid=IwAR2&');
  t.equal(tagged['x-edge-cache'], 'HIT', 'so does an ad click id');
  const other = await get('/en/about/company?utm_source=newsletter&ref=partner');
  t.equal(other['x-edge-cache'], 'MISS', 'any other parameter keeps the query in the key');
  t.equal(other['x-cache'], 'HIT', "and the app answers it from its own entry for the path (the page reads no query)");
  t.equal(app.pages.renders(), 1, 'none of these rendered the page again');

  const notFound = await get('/en/no-such-page');
  t.equal(notFound['cache-control'], 'no-cache', 'a 404 is never held fresh by a shared cache');
});
