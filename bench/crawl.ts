// npm run bench:crawl — what a crawler's walk over the site costs: every page of the sitemaps of
// a few locales requested once, cold, with the page cache on (as in production), brotli accepted,
// a crawler's user agent, a few requests in flight. Most crawler requests are cache misses, so
// this is the uncached cost as a real deployment pays it: the render, storing the page, and any
// work the cache does in the background (compressed variants), all counted as the server
// process's CPU time (/proc, all threads) until it is idle again. The upstream is the sandbox in
// a process of its own beside the crawler (as the real upstream is another service), so its work
// is not counted; BENCH_UPSTREAM=embedded keeps it in the site's process instead.
// BENCH_LOCALES (en,de,ar,zh-hans), BENCH_CRAWL_CONCURRENCY (8), BENCH_CRAWL_PAGES (all),
// BENCH_DIRS (the checkouts to compare, measured in alternation; default this one), BENCH_ROUNDS (2).
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freePort } from '../server/test-support/redis-server.ts';
import { pinned, startNode } from './processes.ts';

const locales = (process.env.BENCH_LOCALES ?? 'en,de,ar,zh-hans').split(',');
const concurrency = Number(process.env.BENCH_CRAWL_CONCURRENCY ?? 8);
const maxPages = Number(process.env.BENCH_CRAWL_PAGES ?? Infinity);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const dirs = (process.env.BENCH_DIRS ?? fileURLToPath(new URL('..', import.meta.url))).split(',');
const crawlerUA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const clockTicks = 100; // USER_HZ on Linux

/** utime + stime of a process and all its threads, in ms. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks;
}

const separateUpstream = process.env.BENCH_UPSTREAM !== 'embedded';

/** The pages of the locales' sitemaps, as paths. */
async function sitemapPaths(origin: string): Promise<string[]> {
  const paths: string[] = [];
  for (const locale of locales) {
    const xml = await (await fetch(`${origin}/${locale}/api/sitemap`)).text();
    for (const m of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) paths.push(new URL(m[1]!).pathname);
  }
  return [...new Set(paths)].slice(0, maxPages);
}

/** Waits until the process has used under 2 % of a core for half a second (its background work is done). */
async function idle(pid: number, limitMs = 60_000): Promise<void> {
  const until = Date.now() + limitMs;
  for (let before = cpuMs(pid); Date.now() < until; ) {
    await new Promise((r) => setTimeout(r, 500));
    const now = cpuMs(pid);
    if (now - before < 10) return;
    before = now;
  }
}

interface Crawl {
  pages: number;
  seconds: number;
  cpuMsPerPage: number;
  backgroundMsPerPage: number;
  bad: number;
  kbPerPage: number;
}

async function crawl(dir: string): Promise<Crawl> {
  const port = await freePort();
  const upstreamPort = await freePort();
  // The sandbox upstream on CPU 1, beside the crawler: ready once it answers an API call.
  const upstream = separateUpstream
    ? await startNode({ cwd: dir, cpu: 1, args: ['server/sandbox/main.ts'], env: { SANDBOX_PORT: String(upstreamPort), LOG_LEVEL: 'warn' }, ready: `http://127.0.0.1:${upstreamPort}/api/allsymblos` })
    : undefined;
  // WARM_UP_PATHS off: the crawl starts on a cold cache, and warm-up renders would count.
  const site = { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', PAGE_CACHE: 'on', WARM_UP_PATHS: '', ...(upstream ? { UPSTREAM_URL: `http://127.0.0.1:${upstreamPort}` } : {}) };
  const server = await startNode({ cwd: dir, cpu: 0, args: ['server/main.ts'], env: site, ready: `http://127.0.0.1:${port}/readyz` });
  try {
    const origin = `http://127.0.0.1:${port}`;
    const paths = await sitemapPaths(origin);
    await idle(server.pid!);
    const cpuBefore = cpuMs(server.pid!);
    const started = performance.now();
    let next = 0;
    let bad = 0;
    let bytes = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        for (let i = next++; i < paths.length; i = next++) {
          const res = await fetch(origin + paths[i], { headers: { 'user-agent': crawlerUA, 'accept-encoding': 'br' } });
          bytes += Number(res.headers.get('content-length') ?? 0);
          await res.arrayBuffer();
          if (res.status !== 200) bad++;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const cpuCrawl = cpuMs(server.pid!) - cpuBefore;
    await idle(server.pid!);
    const cpuAll = cpuMs(server.pid!) - cpuBefore;
    return { pages: paths.length, seconds, cpuMsPerPage: cpuAll / paths.length, backgroundMsPerPage: (cpuAll - cpuCrawl) / paths.length, bad, kbPerPage: bytes / 1024 / paths.length };
  } finally {
    server.kill();
    upstream?.kill();
  }
}

const results = new Map<string, Crawl[]>(dirs.map((d) => [d, []]));
for (let round = 0; round < rounds; round++) {
  for (const dir of round % 2 ? [...dirs].reverse() : dirs) results.get(dir)!.push(await crawl(dir));
}
console.log(`\nCrawl of the sitemaps of ${locales.join(', ')}: each page once, cold cache (PAGE_CACHE=on), ${concurrency} in flight, brotli, crawler user agent; ${pinned ? 'server on CPU 0, crawler on the other' : 'unpinned'}; sandbox upstream ${separateUpstream ? 'in its own process (not counted)' : 'in the site\'s process (counted)'}; median of ${rounds} alternating rounds\n`);
console.log('| checkout | pages | pages/s | server CPU ms per page (all threads, until idle) | of which after the crawl | non-200 | KB per page (br) |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const [dir, runs] of results) {
  const m = [...runs].sort((a, b) => a.pages / a.seconds - b.pages / b.seconds)[Math.floor(runs.length / 2)]!;
  console.log(`| ${dir} | ${m.pages} | ${(m.pages / m.seconds).toFixed(0)} | ${m.cpuMsPerPage.toFixed(2)} | ${m.backgroundMsPerPage.toFixed(2)} | ${runs.reduce((n, r) => n + r.bad, 0)} | ${m.kbPerPage.toFixed(1)} |`);
}
