// npm run bench:ssr — what a page costs, against ceilings measured in the same run on 127.0.0.1:
//   uncached  the site with PAGE_CACHE=off (every request rendered, streamed, brotli on the fly)
//   cached    the site with the whole-page cache on, Accept-Encoding: br
// Every request is a first visit (no cookie), as crawlers, CDNs and new visitors send them.
//   static    a bare node:http server sending the same bytes, plain and pre-compressed (br)
//   raw       the render bundle (react-router + React renderToPipeableStream) in a loop, no HTTP
//   floor     the site's own pieces writing the finished page as one string: Fastify, React's
//             stream, brotli quality 1 (bench/render-floor-server.ts). No per-request render can
//             beat it, so 'floor/static br' is the most 'uncached/static br' could ever be.
// Figures, not a test: machines here are noisy. BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_PAGES,
// BENCH_ROUNDS (alternating cached/static runs per page, 3; the median is reported).
// The sites run with the default settings a user runs (LOG_LEVEL info, issue 35);
// BENCH_LOG_LEVEL overrides that to compare.
// 'cached/static CPU per request': the cached site and the same-headers ceiling loaded at the
// same instant (both on CPU 0), each one's CPU time (/proc) over the requests it served, ceiling
// over site. Alternating runs compare throughput across minutes on a machine whose speed drifts
// by half from minute to minute; this compares cost in the same seconds (median of the rounds).
// 'static in site/static': the ceiling's own handler, run inside a process that runs the site
// (bench/static-in-site-server.ts), against the bare ceiling: what the site's process (its heap,
// code, timers, Node's functions after the site's use) costs any handler.
// 'cached/static in site': the lane against that handler. Both compare two processes, and
// identical code costs 10-25% more or less from one process to another here: read them as
// ranges. (Split by perf within one process at the same instant, a lane hit costs about 0.92x
// that handler's write: issue 35's notes.)
//
// As in the reference figures of issue 8, the server gets one core and the load generator the
// other (taskset, when there are 2+ cores), and the load generator is wrk when it is installed
// (`apt-get install wrk`): autocannon, the fallback, is JavaScript and costs about as much CPU per
// request as the static ceiling it measures.
import autocannon from 'autocannon';
import { execFile, execFileSync, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../server/test-support/redis-server.ts';
import { has, onCpu, pinned, startNode, waitUntilOk } from './processes.ts';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const pages = (process.env.BENCH_PAGES ?? '/en,/en/trading/forex,/en/platform/metatrader-4,/ar,/ar/trading/forex,/ar/platform/metatrader-4').split(',');
const browserUA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const root = fileURLToPath(new URL('..', import.meta.url));

/** The log level the sites run with: the default unless BENCH_LOG_LEVEL says otherwise. */
const logEnv: Record<string, string> = process.env.BENCH_LOG_LEVEL ? { LOG_LEVEL: process.env.BENCH_LOG_LEVEL } : {};

const useWrk = has('wrk') && process.env.BENCH_LOADGEN !== 'autocannon';

/** Started once `ready` answers 200: the site's /readyz (after its warm-up, as a load balancer waits), the ceiling's /healthz. */
const start = (args: string[], env: Record<string, string>, port: number, ready = '/readyz'): Promise<ChildProcess> =>
  startNode({ cwd: root, cpu: 0, args, env, ready: `http://127.0.0.1:${port}${ready}` });

interface Run {
  rps: number;
  p99: number;
  bad: number;
}

/** The command line of one wrk run on the load CPU. */
function wrkCommand(url: string, headers: Record<string, string>, seconds: number): [string, string[]] {
  const hs = Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]);
  return onCpu(1, 'wrk', ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', ...hs, url]);
}

function wrk(url: string, headers: Record<string, string>, seconds: number): Run {
  const out = execFileSync(...wrkCommand(url, headers, seconds), { encoding: 'utf8' });
  const ms = (v: string, unit: string) => Number(v) * (unit === 'us' ? 0.001 : unit === 's' ? 1000 : 1);
  const p99 = out.match(/^\s*99%\s+([\d.]+)(us|ms|s)/m);
  const bad = [/Non-2xx or 3xx responses: (\d+)/, /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/].flatMap((re) => (out.match(re) ?? []).slice(1).map(Number));
  return {
    rps: Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? 0),
    p99: p99 ? Math.round(ms(p99[1]!, p99[2]!) * 10) / 10 : NaN,
    bad: bad.reduce((a, b) => a + b, 0),
  };
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ 100)
}

/** wrk without blocking: the number of requests it completed. */
async function wrkCount(url: string, seconds: number): Promise<number> {
  const { stdout } = await promisify(execFile)(...wrkCommand(url, { 'user-agent': browserUA, 'accept-encoding': 'br' }, seconds), { encoding: 'utf8' });
  return Number(stdout.match(/(\d+) requests in/)?.[1] ?? 0);
}

/**
 * CPU time per request of two servers loaded at the same instant (both on CPU 0): whatever the
 * machine's speed does in that minute, it does to both, and each process's CPU time is its own.
 * The result is b's CPU per request over a's: with b the ceiling, the share of the ceiling's
 * speed a reaches on cost alone (1: a costs what the ceiling costs).
 */
async function costRatio(a: { pid: number; url: string }, b: { pid: number; url: string }): Promise<number> {
  const [ca, cb] = [cpuSeconds(a.pid), cpuSeconds(b.pid)];
  const [na, nb] = await Promise.all([wrkCount(a.url, duration), wrkCount(b.url, duration)]);
  const perA = (cpuSeconds(a.pid) - ca) / na;
  const perB = (cpuSeconds(b.pid) - cb) / nb;
  return perB / perA;
}

/** A first visit, as crawlers and CDNs make every request: no cookie, brotli accepted (callers add it). */
async function load(url: string, headers: Record<string, string> = {}): Promise<Run> {
  const h = { 'user-agent': browserUA, ...headers };
  if (useWrk) {
    wrk(url, h, 2); // warm-up
    return wrk(url, h, duration);
  }
  await autocannon({ url, connections, duration: 2, headers: h });
  const r = await autocannon({ url, connections, duration, headers: h });
  return { rps: r.requests.average, p99: r.latency.p99, bad: r.errors + r.non2xx + r.timeouts };
}

/** A page fetched until it is a cache hit with its compressed variants (made off the request path); its HTML. */
async function warmHit(url: string): Promise<string> {
  const first = await fetch(url, { headers: { 'user-agent': 'Googlebot/2.1' } });
  if (first.status !== 200) throw new Error(`${url} answers ${first.status}: measure a page that exists`);
  const html = await first.text();
  await (await fetch(url, { headers: { 'user-agent': 'Googlebot/2.1' } })).arrayBuffer();
  await new Promise((r) => setTimeout(r, 1500));
  return html;
}

/** The median of CPU-per-request ratios, with each round's figure. */
const ratioCell = (ratios: number[]) => (ratios.length ? `${[...ratios].sort((x, y) => x - y)[Math.floor(ratios.length / 2)]!.toFixed(2)} (${ratios.map((r) => r.toFixed(2)).join(', ')})` : '-');

const rows: string[][] = [];
const cacheLines: string[] = [];
const fmt = (r: Run) => [r.rps.toFixed(0), `${r.p99}`];
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
/** The run with the median requests/s (p99 from the same run): one noisy minute does not decide. */
const median = (runs: Run[]): Run => {
  const sorted = [...runs].sort((a, b) => a.rps - b.rps);
  return { ...sorted[Math.floor(sorted.length / 2)]!, bad: runs.reduce((n, r) => n + r.bad, 0) };
};
for (const path of pages) {
  const [cachedPort, uncachedPort, staticPort, floorPort, inSitePort, inSiteSitePort] = [await freePort(), await freePort(), await freePort(), await freePort(), await freePort(), await freePort()];
  const plainSite = await start(['server/main.ts'], { PORT: String(uncachedPort), HOST: '127.0.0.1', ...logEnv, PAGE_CACHE: 'off' }, uncachedPort);
  let uncached: Run;
  try {
    uncached = await load(`http://127.0.0.1:${uncachedPort}${path}`, { 'accept-encoding': 'br' });
  } finally {
    plainSite.kill();
  }
  // The cached site and the static ceilings run side by side, measured in alternation
  // (cached, static br, cached, ...): this machine's speed drifts from minute to minute.
  const site = await start(['server/main.ts'], { PORT: String(cachedPort), HOST: '127.0.0.1', ...logEnv, PAGE_CACHE: 'on' }, cachedPort);
  let ceiling: ChildProcess | undefined;
  let floorServer: ChildProcess | undefined;
  let inSite: ChildProcess | undefined;
  const inSiteRatios: number[] = [];
  const laneRatios: number[] = [];
  const floorRuns: Run[] = [];
  const cachedRuns: Run[] = [];
  const staticBrRuns: Run[] = [];
  const staticSameRuns: Run[] = [];
  const cpuRatios: number[] = [];
  let staticPlain: Run;
  let html: string;
  try {
    html = await warmHit(`http://127.0.0.1:${cachedPort}${path}`);
    // What a shared cache (nginx, a CDN) sees on a cookieless hit: a regression of cacheability
    // shows up here as a changed line.
    const hit = await fetch(`http://127.0.0.1:${cachedPort}${path}`, { headers: { 'user-agent': browserUA, 'accept-encoding': 'br' } });
    await hit.arrayBuffer();
    cacheLines.push(`${path}: ${['cache-control', 'vary', 'etag', 'content-length', 'content-encoding', 'set-cookie', 'x-cache'].map((k) => `${k}=${hit.headers.get(k) ?? '-'}`).join('; ')}`);
    const dir = mkdtempSync(join(tmpdir(), 'velora-bench-'));
    const file = join(dir, 'page.html');
    writeFileSync(file, html);
    // The hit's header block, for the ceiling that sends the same bytes (node:http adds date,
    // connection and keep-alive itself; the length is its own body's).
    const skip = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
    const hitHeaders = [...hit.headers].filter(([k]) => !skip.has(k));
    writeFileSync(join(dir, 'headers.json'), JSON.stringify(hitHeaders));
    ceiling = await start(['bench/static-server.ts', file, String(staticPort), join(dir, 'headers.json')], {}, staticPort, '/healthz');
    floorServer = await start(['bench/render-floor-server.ts', file, String(floorPort)], {}, floorPort, '/healthz');
    for (let i = 0; i < rounds; i++) {
      cachedRuns.push(await load(`http://127.0.0.1:${cachedPort}${path}`, { 'accept-encoding': 'br' }));
      staticSameRuns.push(await load(`http://127.0.0.1:${staticPort}/br-same`, { 'accept-encoding': 'br' }));
      staticBrRuns.push(await load(`http://127.0.0.1:${staticPort}/br`, { 'accept-encoding': 'br' }));
      floorRuns.push(await load(`http://127.0.0.1:${floorPort}/floor`, { 'accept-encoding': 'br' }));
    }
    staticPlain = await load(`http://127.0.0.1:${staticPort}/plain`);
    if (useWrk && site.pid && ceiling.pid) {
      const sitePage = { pid: site.pid, url: `http://127.0.0.1:${cachedPort}${path}` };
      const bare = { pid: ceiling.pid, url: `http://127.0.0.1:${staticPort}/br-same` };
      for (let i = 0; i < rounds; i++) cpuRatios.push(await costRatio(sitePage, bare));
      // The same bare handler inside a process that runs the site (its own cache serving the
      // page as the cached site does).
      inSite = await start(['bench/static-in-site-server.ts', file, String(inSitePort), join(dir, 'headers.json')], { PORT: String(inSiteSitePort), HOST: '127.0.0.1', ...logEnv, PAGE_CACHE: 'on' }, inSiteSitePort);
      await waitUntilOk(`http://127.0.0.1:${inSitePort}/healthz`, 'the in-site ceiling', () => inSite!.exitCode === null);
      await warmHit(`http://127.0.0.1:${inSiteSitePort}${path}`);
      wrk(`http://127.0.0.1:${inSiteSitePort}${path}`, { 'user-agent': browserUA, 'accept-encoding': 'br' }, 2);
      const plainInSite = { pid: inSite.pid!, url: `http://127.0.0.1:${inSitePort}/br-same` };
      for (let i = 0; i < rounds; i++) {
        inSiteRatios.push(await costRatio(plainInSite, bare));
        laneRatios.push(await costRatio(sitePage, plainInSite));
      }
    }
  } finally {
    site.kill();
    ceiling?.kill();
    floorServer?.kill();
    inSite?.kill();
  }
  const cached = median(cachedRuns);
  const staticBr = median(staticBrRuns);
  const staticSame = median(staticSameRuns);
  const floor = median(floorRuns);
  const [rawCmd, rawArgs] = onCpu(0, process.execPath, ['bench/raw-render.ts', path, String(Math.min(duration, 5))]);
  const raw = JSON.parse(execFileSync(rawCmd, rawArgs, { cwd: root, env: { ...process.env, NODE_ENV: 'production' } }).toString()) as { rendersPerSecond: number };
  rows.push([
    path,
    `${(html.length / 1024).toFixed(0)}`,
    ...fmt(uncached),
    (uncached.rps / staticBr.rps).toFixed(4),
    String(uncached.bad),
    floor.rps.toFixed(0),
    (floor.rps / staticBr.rps).toFixed(4),
    (uncached.rps / floor.rps).toFixed(2),
    raw.rendersPerSecond.toFixed(0),
    (uncached.rps / raw.rendersPerSecond).toFixed(2),
    ...fmt(cached),
    ...fmt(staticSame),
    (cached.rps / staticSame.rps).toFixed(2),
    ratioCell(cpuRatios),
    ratioCell(inSiteRatios),
    ratioCell(laneRatios),
    ...fmt(staticBr),
    (cached.rps / staticBr.rps).toFixed(2),
    ...fmt(staticPlain),
    String(cached.bad),
  ]);
}

const header = ['page', 'KB', 'uncached br r/s', 'p99 ms', 'uncached/static br', 'uncached errors', 'floor br r/s', 'floor/static br', 'uncached/floor', 'raw render/s', 'uncached/raw', 'cached br r/s', 'p99 ms', 'static br same headers r/s', 'p99 ms', 'cached/static same', 'cached/static CPU per request', 'static in site/static CPU per request', 'cached/static in site CPU per request', 'static br 3 headers r/s', 'p99 ms', 'cached/static 3 headers', 'static r/s', 'p99 ms', 'cached errors'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (cells: string[]) => '| ' + cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ') + ' |';
console.log(`\n${connections} connections, ${duration} s per run (cached, static br and floor: median of ${rounds} alternating runs; 'same headers': the ceiling sends the cached hit's own header block, the budget's baseline; '3 headers': content-type, -encoding and -length only), NODE_ENV=production, LOG_LEVEL ${process.env.BENCH_LOG_LEVEL ?? 'info (default)'}, load generator ${useWrk ? 'wrk' : 'autocannon'}, ${pinned ? 'server on CPU 0 and load on CPU 1 (taskset)' : 'server and load generator sharing the CPUs'}\n`);
console.log(line(header));
console.log('|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|');
for (const r of rows) console.log(line(r));
console.log('\nHeaders of a cookieless cache hit (what a shared cache sees):');
for (const l of cacheLines) console.log(`  ${l}`);
