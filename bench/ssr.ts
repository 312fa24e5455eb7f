// npm run bench:ssr — pages rendered per request against the ceiling of sending the same bytes
// as a static string, both from a Fastify process on 127.0.0.1, measured in one run with
// autocannon. Prints requests/s, p99 latency and the ratio SSR / static. Figures, not a test.
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../server/test-support/redis-server.ts';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const pages = (process.env.BENCH_PAGES ?? '/en,/en/trading/forex').split(',');
const browserUA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const root = fileURLToPath(new URL('..', import.meta.url));

async function startProcess(args: string[], env: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, NODE_ENV: 'production', ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`${args.join(' ')} did not start`);
    try {
      await fetch(`http://127.0.0.1:${port}/healthz`);
      return child;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

async function measure(url: string): Promise<{ rps: number; p99: number; errors: number; non2xx: number }> {
  // Warm up, then measure.
  await autocannon({ url, connections, duration: 2, headers: { 'user-agent': browserUA } });
  const r = await autocannon({ url, connections, duration, headers: { 'user-agent': browserUA } });
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx };
}

const sitePort = await freePort();
const site = await startProcess(['server/main.ts'], { PORT: String(sitePort), HOST: '127.0.0.1', LOG_LEVEL: 'warn' }, sitePort);
const rows: string[][] = [];
try {
  for (const path of pages) {
    const url = `http://127.0.0.1:${sitePort}${path}`;
    const html = await (await fetch(url, { headers: { 'user-agent': browserUA, cookie: `i18n_redirected=${path.split('/')[1]}` } })).text();
    const dir = mkdtempSync(join(tmpdir(), 'velora-bench-'));
    const file = join(dir, 'page.html');
    writeFileSync(file, html);
    const staticPort = await freePort();
    const baseline = await startProcess(['bench/static-server.ts', file, String(staticPort)], {}, staticPort);
    try {
      const staticResult = await measure(`http://127.0.0.1:${staticPort}${path}`);
      const ssrResult = await measure(url);
      rows.push([
        path,
        `${(html.length / 1024).toFixed(1)} KB`,
        ssrResult.rps.toFixed(0),
        `${ssrResult.p99} ms`,
        staticResult.rps.toFixed(0),
        `${staticResult.p99} ms`,
        (ssrResult.rps / staticResult.rps).toFixed(3),
        String(ssrResult.errors + ssrResult.non2xx),
      ]);
    } finally {
      baseline.kill();
    }
  }
} finally {
  site.kill();
}

const header = ['page', 'size', 'SSR req/s', 'SSR p99', 'static req/s', 'static p99', 'SSR/static', 'errors'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (cells: string[]) => '| ' + cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ') + ' |';
console.log(`\n${connections} connections, ${duration} s per run, NODE_ENV=production, uncompressed\n`);
console.log(line(header));
console.log('|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|');
for (const r of rows) console.log(line(r));
