// npm run bench:api — requests/s and p99 for cached GET /api/articles and GET /api/allsymblos
// against the raw Fastify baseline (a route sending the same JSON object), measured in one run
// with autocannon. The servers run in a child process (this file with BENCH_API_ROLE=server)
// with the embedded sandbox upstream, so the client does not compete with them in one thread.
// BENCH_SECONDS (10), BENCH_CONNECTIONS (50), REDIS_URL (optional: Redis-backed cache).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { loadConfig } from '../server/config.ts';
import { apiFeature } from '../server/features/api/index.ts';
import { loadApiConfig } from '../server/features/api/config.ts';

interface CannonResult {
  requests: { average: number };
  latency: { p99: number };
  errors: number;
  non2xx: number;
}
type Autocannon = (o: { url: string; connections: number; duration: number }) => Promise<CannonResult>;
// autocannon ships no types; the specifier is widened so the import stays untyped here.
const loadAutocannon = async (): Promise<Autocannon> => ((await import('autocannon' as string)) as { default: Autocannon }).default;

const ARTICLES = '/api/articles?tags_ids[]=4&limit=3&language=en';
const SYMBOLS = '/api/allsymblos';

async function serve(): Promise<void> {
  const api = Fastify({ logger: false, trustProxy: true });
  api.decorate('config', loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', PORT: '0', PUBLIC_ORIGIN: 'http://bench.test', REDIS_URL: process.env.REDIS_URL ?? '' }));
  await api.register(apiFeature, { apiConfig: loadApiConfig({ NODE_ENV: 'production' }) });
  await api.listen({ port: 0, host: '127.0.0.1' });
  const apiPort = (api.server.address() as { port: number }).port;
  if (process.env.REDIS_URL) await api.cache.waitForRedis(5000);

  // The same JSON objects, sent by a bare route: the ceiling for this payload.
  const articles = await (await fetch(`http://127.0.0.1:${apiPort}${ARTICLES}`)).json();
  const symbols = await (await fetch(`http://127.0.0.1:${apiPort}${SYMBOLS}`)).json();
  const raw = Fastify({ logger: false });
  raw.get('/articles', async () => articles);
  raw.get('/symbols', async () => symbols);
  await raw.listen({ port: 0, host: '127.0.0.1' });
  const rawPort = (raw.server.address() as { port: number }).port;
  process.stdout.write(`listening ${apiPort} ${rawPort}\n`);
}

async function main(): Promise<void> {
  const duration = Number(process.env.BENCH_SECONDS ?? 10);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url)], {
    env: { ...process.env, BENCH_API_ROLE: 'server', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [apiPort, rawPort] = await new Promise<[number, number]>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (c) => {
      out += c;
      const m = /listening (\d+) (\d+)/.exec(out);
      if (m) resolve([Number(m[1]), Number(m[2])]);
    });
    child.once('exit', (code) => reject(new Error(`server exited ${code}`)));
  });

  const autocannon = await loadAutocannon();
  async function measure(url: string) {
    await autocannon({ url, connections, duration: 2 });
    const r = await autocannon({ url, connections, duration });
    return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx };
  }

  const rows: [string, Awaited<ReturnType<typeof measure>>][] = [];
  rows.push(['raw Fastify, articles JSON', await measure(`http://127.0.0.1:${rawPort}/articles`)]);
  rows.push([`GET ${ARTICLES}`, await measure(`http://127.0.0.1:${apiPort}${ARTICLES}`)]);
  rows.push(['raw Fastify, symbols JSON', await measure(`http://127.0.0.1:${rawPort}/symbols`)]);
  rows.push([`GET ${SYMBOLS}`, await measure(`http://127.0.0.1:${apiPort}${SYMBOLS}`)]);
  child.kill('SIGTERM');

  console.log(`\n${connections} connections, ${duration} s each, cache: ${process.env.REDIS_URL ? 'redis + memory' : 'memory'}`);
  console.log(['what'.padEnd(60), 'req/s'.padStart(10), 'p99 ms'.padStart(8), 'errors'.padStart(7), 'non-2xx'.padStart(8)].join(' '));
  for (const [name, r] of rows) {
    console.log([name.padEnd(60), r.rps.toFixed(0).padStart(10), String(r.p99).padStart(8), String(r.errors).padStart(7), String(r.non2xx).padStart(8)].join(' '));
  }
  console.log(`articles: ${((rows[1]![1].rps / rows[0]![1].rps) * 100).toFixed(0)}% of baseline; allsymblos: ${((rows[3]![1].rps / rows[2]![1].rps) * 100).toFixed(0)}% of baseline`);
}

if (process.env.BENCH_API_ROLE === 'server') await serve();
else await main();
