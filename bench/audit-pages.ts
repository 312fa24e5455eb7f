// npm run audit:pages [-- --origin http://host:port] [--runs 3] [paths...]
// Lighthouse (mobile preset) on the production build with Debian's Chromium (CHROME_PATH, default
// /usr/bin/chromium; never a downloaded browser), plus each page's initial JavaScript and CSS
// (brotli sizes of the scripts, module preloads and stylesheets the HTML names), the HTML's own
// size and the DOM's element count (Lighthouse dom-size); with --runs, each run's score and TBT. Without
// --origin it serves dist/ in-process on a free port.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { buildTestApp } from '../server/test-support/app.ts';
import { freePort } from '../server/test-support/redis-server.ts';
import { observedLongTasks } from './trace-tasks.ts';

const args = process.argv.slice(2);
const originFlag = args.indexOf('--origin');
const runsFlag = args.indexOf('--runs');
const runCount = runsFlag >= 0 ? Math.max(1, Number(args[runsFlag + 1]) || 1) : 1;
let origin = originFlag >= 0 ? args[originFlag + 1]! : '';
const paths = args.filter((a, i) => !a.startsWith('--') && (originFlag < 0 || i !== originFlag + 1) && (runsFlag < 0 || i !== runsFlag + 1));
const pages = paths.length ? paths : ['/en', '/ar', '/en/trading/forex', '/ar/trading/forex', '/en/platform/metatrader-4', '/ar/platform/metatrader-4'];
const distDir = process.env.DIST_DIR ?? 'dist';
// Lighthouse slows this host's CPU 4x for "mobile"; a faster host therefore scores higher.
// AUDIT_CPU_SLOWDOWN=8 on a host twice as fast (see benchmarkIndex) approximates the other.
const cpuSlowdown = Number(process.env.AUDIT_CPU_SLOWDOWN ?? 0) || undefined;

let close = async () => {};
if (!origin) {
  process.env.QUOTES_ALLOWED_ORIGINS ??= 'http://127.0.0.1:*';
  // The origin is known before start: the sandbox names its pictures by the public origin, and
  // on another port they were other-origin images the CSP blocks (a console error in the audit).
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  const { app } = await buildTestApp({ PUBLIC_ORIGIN: origin, TEST_ROUTES: '0', LOG_LEVEL: 'warn', DIST_DIR: distDir });
  await app.listen({ port, host: '127.0.0.1' });
  close = () => app.close();
}

/** Brotli bytes of the initial JS and CSS the page's HTML names, and the HTML's own (uncompressed) bytes. */
async function initialAssets(path: string): Promise<{ js: number; css: number; html: number }> {
  const html = await (await fetch(origin + path, { headers: { 'user-agent': 'Mozilla/5.0 Chrome/156.0.0.0 Safari/537.36' } })).text();
  const js = new Set<string>();
  const css = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) js.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) js.add(m[1]!);
  for (const m of html.matchAll(/data-modules="([^"]+)"/g)) for (const href of m[1]!.split(' ')) js.add(href);
  for (const m of html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)) css.add(m[1]!);
  const size = (href: string) => {
    const file = join(distDir, 'client', href.split('?')[0]!);
    for (const f of [file + '.br', file + '.gz', file]) if (existsSync(f)) return readFileSync(f).length;
    return 0;
  };
  const sum = (s: Set<string>) => [...s].reduce((n, h) => n + size(h), 0);
  return { js: sum(js), css: sum(css), html: Buffer.byteLength(html) };
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
const rows: string[] = [];
const kb = (n: number) => (n / 1024).toFixed(1);
try {
  for (const path of pages) {
    const assets = await initialAssets(path);
    // Lighthouse's own advice on noisy machines: several runs, report the median one.
    const runs = [];
    // A run Lighthouse could not record (NO_NAVSTART on a busy host) is run again, up to twice,
    // instead of entering the median as a 0.
    for (let i = 0, retries = 0; i < runCount; i++) {
      const result = await lighthouse(origin + path, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      }, cpuSlowdown ? { extends: 'lighthouse:default', settings: { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } } : undefined);
      // A run Lighthouse could not finish scores 0: say why, or the median hides a broken page.
      if (result!.lhr.runtimeError) console.error(path, `run ${i + 1}: Lighthouse error:`, result!.lhr.runtimeError.code, result!.lhr.runtimeError.message);
      if (result!.lhr.runtimeError && retries < 2) {
        retries++;
        i--;
        continue;
      }
      runs.push({ lhr: result!.lhr, trace: result!.artifacts.Trace as unknown as { traceEvents: Parameters<typeof observedLongTasks>[0] } | undefined });
    }
    runs.sort((a, b) => (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0));
    const { lhr, trace } = runs[Math.floor(runs.length / 2)]!;
    if (runs.length > 1) console.error(path, 'performance (TBT ms) of each run:', runs.map((r) => `${Math.round((r.lhr.categories.performance?.score ?? 0) * 100)} (${Math.round(r.lhr.audits['total-blocking-time']?.numericValue ?? NaN)})`).join(', '));
    if (lhr.runtimeError) console.error(path, 'Lighthouse error:', lhr.runtimeError.code, lhr.runtimeError.message);
    const score = (k: string) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
    const cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN;
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && (a.scoreDisplayMode === 'binary' || a.scoreDisplayMode === 'numeric') && !['performance'].includes(a.id))
      .map((a) => a.id);
    // The categories that must score 100: name what they lost points on.
    for (const k of ['accessibility', 'best-practices', 'seo']) {
      const refs = lhr.categories[k]?.auditRefs ?? [];
      const lost = refs.filter((r) => r.weight > 0 && (lhr.audits[r.id]?.score ?? 1) < 1).map((r) => r.id);
      if (lost.length) console.error(path, `${k} below 100:`, lost.map((id) => `${id} (${JSON.stringify((lhr.audits[id]?.details as { items?: unknown[] } | undefined)?.items?.slice(0, 3) ?? []).slice(0, 600)})`).join('; '));
    }
    const ms = (k: string) => ((lhr.audits[k]?.numericValue ?? NaN) / 1000).toFixed(2);
    rows.push(
      `| ${path} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${cls.toFixed(3)} | ` +
        `${ms('first-contentful-paint')} | ${ms('largest-contentful-paint')} | ${ms('total-blocking-time')} | ${ms('speed-index')} | ${kb(assets.js)} | ${kb(assets.css)} | ` +
        `${kb(assets.html)} | ${lhr.audits['dom-size']?.numericValue ?? lhr.audits['dom-size-insight']?.numericValue ?? '?'} |`,
    );
    if (process.env.AUDIT_VERBOSE) {
      const lcpEl = (lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined)?.items?.[0]?.items?.[0]?.node?.snippet;
      console.error(path, 'LCP element:', lcpEl, 'benchmarkIndex:', lhr.environment?.benchmarkIndex, 'throttling:', JSON.stringify(lhr.configSettings.throttling));
      const tasks = (lhr.audits['long-tasks']?.details as { items?: { url: string; duration: number; startTime: number }[] } | undefined)?.items ?? [];
      const items = (id: string) => (lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
      console.error(path, 'main thread:', items('mainthread-work-breakdown').map((i) => `${i.group} ${Math.round(i.duration as number)}`).join(', '));
      console.error(path, 'bootup:', items('bootup-time').map((i) => `${String(i.url).split('/').pop()} script ${Math.round(i.scripting as number)} parse ${Math.round(i.scriptParseCompile as number)}`).join(', '));
      console.error(path, 'forced reflow:', JSON.stringify(lhr.audits['forced-reflow-insight']?.details).slice(0, 1500));
      console.error(path, 'long tasks:', tasks.map((t) => `${t.url.split('/').pop()} ${Math.round(t.startTime)}+${Math.round(t.duration)}ms`).join(', '));
      if (trace) console.error(path, 'observed tasks long at 4x, with what ran in them:\n' + observedLongTasks(trace.traceEvents, path).join('\n'));
    }
    if (process.env.AUDIT_VERBOSE) {
      console.error(path, 'below 1:', failing.join(', '));
      const shifts = (lhr.audits['layout-shifts']?.details as { items?: { node?: { snippet?: string; selector?: string }; score?: number }[] } | undefined)?.items ?? [];
      if (shifts.length) console.error(path, 'layout shifts:', shifts.slice(0, 5).map((i) => `${i.score?.toFixed(3)} ${i.node?.selector ?? i.node?.snippet ?? '?'}`).join(' | '));
      const reqs = (lhr.audits['network-requests']?.details as { items?: { url: string; networkRequestTime: number; networkEndTime: number; transferSize: number; priority: string }[] } | undefined)?.items ?? [];
      console.error(path, 'requests:\n' + reqs.map((r) => `  ${Math.round(r.networkRequestTime)}-${Math.round(r.networkEndTime)} ${r.priority} ${r.transferSize} ${r.url.replace(origin, '')}`).join('\n'));
      for (const [k, v] of Object.entries(lhr.audits.metrics?.details as object ?? {})) if (k === 'items') console.error(path, 'metrics', JSON.stringify((v as object[])[0]).slice(0, 800));
      for (const id of ['color-contrast', 'lcp-discovery-insight']) {
        const d = lhr.audits[id]?.details as { items?: { node?: { snippet?: string; explanation?: string } }[] } | undefined;
        if (lhr.audits[id]?.score !== 1) console.error(path, id, JSON.stringify(d?.items?.slice(0, 5) ?? null).slice(0, 1500));
      }
    }
  }
} finally {
  await chrome.kill();
  await close();
}
console.log('| page | perf | a11y | best practices | SEO | CLS | FCP s | LCP s | TBT s | SI s | initial JS KB (br) | CSS KB (br) | HTML KB | DOM nodes |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const r of rows) console.log(r);
