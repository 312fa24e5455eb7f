// npm run bench:search — the site search's budgets (issue 33). A child process (this file with
// BENCH_SEARCH_ROLE=server, pinned to CPU 0 with taskset when there is one) serves GET /api/search
// with the embedded sandbox upstream on 127.0.0.1, and builds every index first (one per language,
// shared by its locales), one at a time, measuring each: build time (gathering the sources, then indexing), documents, terms, its
// JSON size (what the memory bound estimates from), the heap it keeps (after full GCs) and the
// engine's own time per query, uncached. Then this
// process (CPU 1) sends searches over 50 keep-alive connections for BENCH_SECONDS (default 1) per
// locale, a mix of the locale's own words (glossary terms, their prefixes, a typo) and symbols,
// and prints p50/p99/max latency and requests/s per locale against the budget: p99 < 20 ms.
// BENCH_CONNECTIONS (50), BENCH_LOCALES (comma list; default all 25).
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Pool } from 'undici';
import * as hdr from 'hdr-histogram-js';
import { localeCodes, type LocaleCode } from '../shared/locales.ts';

const BUDGET_P99_MS = 20;

interface IndexFigures {
  key: string;
  /** The locale it was built with. */
  locale: LocaleCode;
  docs: number;
  terms: number;
  jsonBytes: number;
  heapBytes: number;
  gatherMs: number;
  indexMs: number;
  /** One query at a time, answers not cached: the index's own cost (ms). */
  engineMean: number;
  engineP99: number;
  queries: string[];
}

/** Typing a word with one letter swapped (a typo the index should forgive). */
const typo = (w: string) => (w.length >= 6 ? w.slice(0, 2) + w[3] + w[2] + w.slice(4) : w);

async function serve(): Promise<void> {
  const { buildSearchApp } = await import('../server/features/search/test-support.ts');
  const { gatherDocs } = await import('../server/features/search/sources.ts');
  const { LocaleIndex } = await import('../server/features/search/engine.ts');
  const { getLocale } = await import('../shared/locales.ts');
  const gc = (globalThis as { gc?: () => void }).gc;
  const app = await buildSearchApp({ NODE_ENV: 'production', SEARCH_RATE_LIMIT: '100000000', SEARCH_INDEX_MAX_MB: '512' });
  const { indexKey } = await import('../server/features/search/index.ts');
  const locales = (process.env.BENCH_LOCALES?.split(',') as LocaleCode[] | undefined) ?? [...localeCodes];
  const figures: IndexFigures[] = [];
  for (const locale of locales) {
    const key = indexKey(locale);
    if (figures.some((f) => f.key === key)) continue;
    // Measured apart (gather, then index), then kept by the feature's own store for the load.
    const t0 = performance.now();
    const { docs } = await gatherDocs(app, locale);
    const t1 = performance.now();
    const index = new LocaleIndex(docs, getLocale(locale).tag);
    const t2 = performance.now();
    // The heap an index keeps: three more copies held at once, after full GCs, divided by three
    // (one copy's few MB is within the noise of a single before/after reading).
    gc?.();
    const before = process.memoryUsage().heapUsed;
    const copies = [1, 2, 3].map(() => new LocaleIndex(docs, getLocale(locale).tag));
    gc?.();
    const heapBytes = (process.memoryUsage().heapUsed - before) / copies.length;
    copies.length = 0;
    await app.siteSearch.indexes.get(key);
    const glossary = docs.filter((d) => d.kind === 'glossary' && !d.lang).slice(0, 40);
    const words = glossary.map((d) => d.title).filter((w) => w.length >= 2);
    const queries = ['gold', 'xauusd', 'XAU/USD', 'eur usd', 'dax', 'margin call', 'levarage', 'sw', 'l'];
    for (const w of words.slice(0, 12)) queries.push(w, w.slice(0, Math.max(1, Math.ceil(w.length / 2))), typo(w));
    const times: number[] = [];
    for (let round = 0; round < 5; round++) {
      for (const q of queries) {
        const s0 = performance.now();
        index.search(q, { cache: false });
        if (round > 0) times.push(performance.now() - s0);
      }
    }
    times.sort((a, b) => a - b);
    figures.push({
      key, locale, docs: docs.length, terms: index.termCount, jsonBytes: index.serializedLength(), heapBytes, gatherMs: t1 - t0, indexMs: t2 - t1,
      engineMean: times.reduce((a, b) => a + b, 0) / times.length, engineP99: times[Math.floor(times.length * 0.99)]!, queries,
    });
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  // The floor: a bare Fastify route in the same process sending a dialog-sized answer (the one for
  // 'gold'), so the table can say what this machine gives any request at this concurrency.
  const { default: Fastify } = await import('fastify');
  const goldAnswer = (await app.inject('/api/search?q=gold&locale=en&limit=6')).body;
  const floor = Fastify({ logger: false });
  floor.get('/floor', async (_request, reply) => reply.type('application/json; charset=utf-8').send(goldAnswer));
  await floor.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  const floorPort = (floor.server.address() as { port: number }).port;
  process.stdout.write(`READY ${JSON.stringify({ port, floorPort, figures, locales })}\n`);
}

async function load(port: number, locale: LocaleCode, queries: string[], seconds: number, connections: number, fixedPath?: string) {
  const pool = new Pool(`http://127.0.0.1:${port}`, { connections, pipelining: 1 });
  const histogram = hdr.build({ lowestDiscernibleValue: 1, highestTrackableValue: 60_000_000, numberOfSignificantValueDigits: 3 });
  const paths = fixedPath ? [fixedPath] : queries.map((q) => `/api/search?${new URLSearchParams({ q, locale, limit: '6' })}`);
  let done = 0;
  let bad = 0;
  let next = 0;
  let end = Infinity;
  const worker = async () => {
    while (performance.now() < end) {
      const path = paths[next++ % paths.length]!;
      const t0 = performance.now();
      const res = await pool.request({ method: 'GET', path });
      await res.body.arrayBuffer();
      histogram.recordValue(Math.round((performance.now() - t0) * 1000));
      if (res.statusCode !== 200) bad++;
      done++;
    }
  };
  // A warm-up pass so the first queries' JIT does not count.
  for (const p of paths) await (await pool.request({ method: 'GET', path: p })).body.arrayBuffer();
  end = performance.now() + seconds * 1000;
  await Promise.all(Array.from({ length: connections }, worker));
  await pool.close();
  const ms = (us: number) => us / 1000;
  return { rps: done / seconds, p50: ms(histogram.getValueAtPercentile(50)), p99: ms(histogram.getValueAtPercentile(99)), max: ms(histogram.maxValue), bad, done };
}

async function main(): Promise<void> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 1);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
  const taskset = spawnSync('taskset', ['--version']).status === 0;
  const args = ['--expose-gc', fileURLToPath(import.meta.url)];
  const child = taskset
    ? spawn('taskset', ['-c', '0', process.execPath, ...args], { env: { ...process.env, BENCH_SEARCH_ROLE: 'server', NODE_ENV: 'production' }, stdio: ['ignore', 'pipe', 'inherit'] })
    : spawn(process.execPath, args, { env: { ...process.env, BENCH_SEARCH_ROLE: 'server', NODE_ENV: 'production' }, stdio: ['ignore', 'pipe', 'inherit'] });
  if (taskset) spawnSync('taskset', ['-p', '-c', '1', String(process.pid)]);
  try {
    const ready = await new Promise<{ port: number; floorPort: number; figures: IndexFigures[]; locales: LocaleCode[] }>((resolve, reject) => {
      let out = '';
      child.stdout!.on('data', (c) => {
        out += c;
        const line = out.split('\n').find((l) => l.startsWith('READY '));
        if (line) resolve(JSON.parse(line.slice(6)));
      });
      child.once('exit', (code) => reject(new Error(`server exited ${code}`)));
    });
    const mb = (b: number) => (b / 1024 / 1024).toFixed(2);
    console.log(`Search indexes, one per language (one process${taskset ? ', CPU 0' : ''}; heap kept after full GCs; engine = one query at a time, uncached):`);
    console.log('index          built with   docs  terms  JSON MB  heap MB  gather ms  index ms  engine mean/p99 ms');
    for (const f of ready.figures) {
      console.log(`${f.key.padEnd(14)} ${f.locale.padEnd(10)} ${String(f.docs).padStart(6)} ${String(f.terms).padStart(6)} ${mb(f.jsonBytes).padStart(8)} ${mb(f.heapBytes).padStart(8)} ${f.gatherMs.toFixed(0).padStart(10)} ${f.indexMs.toFixed(0).padStart(9)}  ${f.engineMean.toFixed(3)} / ${f.engineP99.toFixed(2)}`);
    }
    const total = ready.figures.reduce((s, f) => s + f.jsonBytes, 0);
    const heap = ready.figures.reduce((s, f) => s + f.heapBytes, 0);
    console.log(`all ${ready.figures.length} indexes: JSON ${mb(total)} MB, heap ${mb(heap)} MB`);
    console.log(`\nGET /api/search (answers cached per index as in production), ${connections} connections, ${seconds} s per locale${taskset ? ' (server on CPU 0, load on CPU 1)' : ''}; budget p99 < ${BUDGET_P99_MS} ms`);
    console.log('locale      req/s    p50 ms   p99 ms   max ms  non-200  holds');
    const floorRow = async (label: string) => {
      const r = await load(ready.floorPort, 'en', [], seconds, connections, '/floor');
      console.log(`${label.padEnd(10)} ${r.rps.toFixed(0).padStart(6)} ${r.p50.toFixed(2).padStart(9)} ${r.p99.toFixed(2).padStart(8)} ${r.max.toFixed(2).padStart(8)} ${String(r.bad).padStart(8)}  (a bare route sending the 'gold' answer: this machine's floor now)`);
    };
    await floorRow('floor');
    let failed = 0;
    const { indexKey } = await import('../server/features/search/index.ts');
    for (const locale of ready.locales) {
      const f = ready.figures.find((x) => x.key === indexKey(locale))!;
      const r = await load(ready.port, locale, f.queries, seconds, connections);
      const holds = r.p99 < BUDGET_P99_MS && r.bad === 0;
      if (!holds) failed++;
      console.log(`${locale.padEnd(10)} ${r.rps.toFixed(0).padStart(6)} ${r.p50.toFixed(2).padStart(9)} ${r.p99.toFixed(2).padStart(8)} ${r.max.toFixed(2).padStart(8)} ${String(r.bad).padStart(8)}  ${holds ? 'yes' : 'NO'}`);
    }
    await floorRow('floor');
    const load1 = (await import('node:os')).loadavg()[0]!;
    console.log(failed ? `${failed} locale(s) over budget (load average ${load1.toFixed(1)} on ${(await import('node:os')).cpus().length} cores)` : `every locale within budget (load average ${load1.toFixed(1)})`);
    process.exitCode = failed ? 1 : 0;
  } finally {
    child.kill('SIGTERM');
  }
}

if (process.env.BENCH_SEARCH_ROLE === 'server') await serve();
else await main();
