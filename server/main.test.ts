// The process as operators run it: configuration errors stop it with one clear line, and
// SIGTERM lets an in-flight request finish before the process exits.
import t from 'tap';
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { freePort } from './test-support/redis-server.ts';

const main = fileURLToPath(new URL('./main.ts', import.meta.url));

function run(env: Record<string, string>) {
  return spawn(process.execPath, [main], { env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
}

t.test('a bad configuration value stops the server with one line naming the variable', async (t) => {
  for (const [name, value] of [['PORT', 'abc'], ['REDIS_URL', 'http://not-redis'], ['PUBLIC_ORIGIN', 'not a url'], ['LOG_LEVEL', 'loud']] as const) {
    const child = run({ [name]: value });
    let stderr = '';
    child.stderr.on('data', (c) => (stderr += c));
    const [code] = await once(child, 'exit');
    t.equal(code, 78, `${name}: exit code EX_CONFIG`);
    const lines = stderr.trim().split('\n');
    t.equal(lines.length, 1, `${name}: one line`);
    t.match(lines[0], new RegExp(`^Invalid configuration: ${name}=`), `${name} named: ${lines[0]}`);
  }
});

t.test('SIGTERM: in-flight requests finish, then the process exits cleanly', async (t) => {
  const port = await freePort();
  // Load shedding off: on a busy machine the start-up's event-loop delay made the slow request a
  // 503 by chance; shedding has its own test (edge.test.ts).
  const child = run({ PORT: String(port), HOST: '127.0.0.1', TEST_ROUTES: '1', LOG_LEVEL: 'info', PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0' });
  let out = '';
  child.stdout.on('data', (c) => (out += c));
  child.stderr.on('data', (c) => (out += c));
  const deadline = Date.now() + 60_000; // a wait, not a budget: start-up on a busy machine
  while (!out.includes('Server listening')) {
    if (Date.now() > deadline) throw new Error('server did not start: ' + out);
    await new Promise((r) => setTimeout(r, 50));
  }
  const lines = out.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
  t.ok(lines.every((l) => typeof l.level === 'number' && typeof l.time === 'number'), 'pino JSON log lines');

  let headers!: () => void;
  const inFlight = new Promise<void>((r) => (headers = r));
  const body = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/en/__test/slow?ms=1500', headers: { 'user-agent': 'Mozilla/5.0 Chrome/156.0 Safari/537.36' } }, (res) => {
      headers();
      let b = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (b += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: b }));
    });
    req.on('error', reject);
    req.end();
  });
  // The page streams: its head arrives while the slow loader still runs, so the request is in flight.
  await inFlight;
  const stopAt = Date.now();
  child.kill('SIGTERM');
  const res = await body;
  t.equal(res.status, 200, 'the in-flight request was answered 200');
  t.match(res.body, 'id="slow-done"', 'the slow part was delivered');
  t.ok(res.body.endsWith('</html>'), 'complete document');
  const [code] = await once(child, 'exit');
  t.equal(code, 0, 'clean exit');
  const logs = out.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
  // exit 0 and "closed" mean app.close() finished; the shutdown bound would have exited 1 with
  // "shutdown timed out" (no wall-clock budget needed)
  t.ok(logs.some((l) => l.msg === 'closed') && !logs.some((l) => l.msg === 'shutdown timed out; exiting'), `closed, not cut by the shutdown bound (${Date.now() - stopAt} ms)`);
  t.ok(logs.some((l) => l.msg === 'shutting down'), 'logged the shutdown');
  t.ok(logs.filter((l) => l.req || l.res).every((l) => typeof l.reqId === 'string'), 'request lines carry the request id');
  // The process has exited: a new connection must be refused, and an answer is a failure.
  const probe = await new Promise<{ answered: number } | { error: string }>((resolve) => {
    const req = request({ host: '127.0.0.1', port, path: '/healthz' }, (res) => {
      res.resume();
      resolve({ answered: res.statusCode ?? 0 });
    });
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
    req.end();
  });
  t.same(probe, { error: 'ECONNREFUSED' }, 'no longer accepting connections');
});
