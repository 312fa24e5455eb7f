// Fan-out benchmark of GET /ws/quotes (issue 4).
//
//   node bench/quotes.ts [--clients 1000,5000,10000] [--seconds 10] [--ticks 300] [--procs 1]
//                        [--spread-seconds 4] [--only fanout|spreads]
//
// For each N: a fresh server instance in this process (quotes feature only, simulator at
// --ticks ticks/s over every symbol, no Redis), N browsers in --procs separate processes, each
// subscribed to the home page's 27 symbols. Latency = arrival time - the server's send
// timestamp in each quotes frame (the conflation wait before the flush is not counted; that is
// the 100 ms window by design). Prints p50/p99/max, frames/s, server CPU (% of one core) and RSS.
//
// Spread recording (issue 32, bench/quotes-spreads.ts): the quote hub's CPU at --ticks ticks/s
// with and without recording, alternating phases in one run, the recorder's own time per tick,
// and its memory per instrument after a simulated full week.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import Fastify from 'fastify';
import { loadConfig } from '../server/config.ts';
import { quotesFeature } from '../server/features/quotes/index.ts';
import { connect, type Socket } from 'node:net';
import { randomBytes } from 'node:crypto';
import { homeSymbols } from '../shared/quotes/instruments.ts';
import { benchSpreads } from './quotes-spreads.ts';

const args = process.argv.slice(2);
const arg = (name: string, def: string) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? def : args[i + 1]!;
};

interface ClientReport {
  connected: number;
  frames: number;
  histogram: number[];
  closed: number;
}

// ---- child: N browsers ----------------------------------------------------------------------
// Each browser is a bare TCP socket speaking just enough WebSocket (handshake, one masked
// subscribe frame, unmasked server frames): the measuring side must cost far less per frame than
// the server, or it measures itself. ws's client is about 3x more expensive per message.
function maskedText(text: string): Buffer {
  const payload = Buffer.from(text);
  const n = payload.length;
  const head = n < 126 ? Buffer.from([0x81, 0x80 | n]) : Buffer.from([0x81, 0x80 | 126, n >> 8, n & 255]);
  const mask = randomBytes(4);
  for (let i = 0; i < n; i++) payload[i]! ^= mask[i % 4]!;
  return Buffer.concat([head, mask, payload]);
}

async function runClients(url: string, n: number): Promise<void> {
  const { hostname, port, pathname } = new URL(url);
  const hist = new Uint32Array(5001); // 1 ms buckets, last = overflow
  let frames = 0;
  let connected = 0;
  let closed = 0;
  let measuring = false;
  const sockets: Socket[] = [];
  const subscribe = maskedText(JSON.stringify({ type: 'subscribe', symbols: homeSymbols }));
  const request = `GET ${pathname} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\n\r\n`;
  const onFrame = (buf: Buffer, start: number, end: number) => {
    if (!measuring) return;
    // quotes frames end with ,"ts":<ms>} — read the digits backwards, no string, no parse
    let i = end - 2;
    let ts = 0;
    let scale = 1;
    while (i >= start && buf[i]! >= 48 && buf[i]! <= 57) {
      ts += (buf[i]! - 48) * scale;
      scale *= 10;
      i--;
    }
    if (scale === 1 || buf[i] !== 58 /* : */) return;
    const lat = Date.now() - ts;
    hist[Math.min(5000, Math.max(0, lat))]!++;
    frames++;
  };
  // One shared read buffer for every socket (net's `onread`): no stream machinery and no
  // allocation per read; a frame cut between two reads is copied aside until the rest comes.
  const readBuffer = Buffer.allocUnsafe(256 * 1024);
  const open = () =>
    new Promise<void>((resolve) => {
      let upgraded = false;
      let pending: Buffer | undefined;
      const onRead = (nread: number, chunk: Buffer): boolean => {
        let buf = chunk.subarray(0, nread);
        if (pending) {
          buf = Buffer.concat([pending, buf]);
          pending = undefined;
        }
        let off = 0;
        if (!upgraded) {
          const end = buf.indexOf('\r\n\r\n');
          if (end === -1) {
            pending = Buffer.from(buf);
            return true;
          }
          upgraded = true;
          connected++;
          s.write(subscribe);
          resolve();
          off = end + 4;
        }
        while (buf.length - off >= 2) {
          let len = buf[off + 1]! & 127;
          let head = 2;
          if (len === 126) {
            if (buf.length - off < 4) break;
            len = buf.readUInt16BE(off + 2);
            head = 4;
          } else if (len === 127) {
            if (buf.length - off < 10) break;
            len = buf.readUInt32BE(off + 6);
            head = 10;
          }
          if (buf.length - off < head + len) break;
          if ((buf[off]! & 0x0f) === 1) onFrame(buf, off + head, off + head + len);
          off += head + len;
        }
        if (off < buf.length) pending = Buffer.from(buf.subarray(off));
        return true;
      };
      const s = connect({ port: Number(port), host: hostname, onread: { buffer: readBuffer, callback: onRead } });
      s.setNoDelay(true);
      sockets.push(s);
      s.on('connect', () => s.write(request));
      s.on('close', () => {
        closed++;
        resolve();
      });
      s.on('error', () => resolve());
    });
  // connect in waves so the accept queue does not overflow
  for (let i = 0; i < n; i += 250) await Promise.all(Array.from({ length: Math.min(250, n - i) }, open));
  process.send!({ ready: connected });
  process.on('message', (m: { cmd: string }) => {
    if (m.cmd === 'start') {
      hist.fill(0);
      frames = 0;
      measuring = true;
    } else if (m.cmd === 'stop') {
      measuring = false;
      const report: ClientReport = { connected, frames, histogram: [...hist], closed };
      process.send!(report, () => {
        for (const s of sockets) s.destroy();
        process.exit(0);
      });
    }
  });
}

// ---- parent: server + orchestration ---------------------------------------------------------
function percentile(hist: number[], p: number): number {
  const total = hist.reduce((a, b) => a + b, 0);
  let seen = 0;
  for (let i = 0; i < hist.length; i++) {
    seen += hist[i]!;
    if (seen >= total * p) return i;
  }
  return hist.length - 1;
}

async function runOne(n: number, seconds: number, ticks: number, procs: number) {
  const app = Fastify({ logger: false });
  app.decorate('config', loadConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'http://127.0.0.1' }));
  await app.register(quotesFeature, {
    env: {},
    overrides: { simTicksPerSec: ticks, maxConnectionsPerIp: 1_000_000, pingMs: 30_000 },
  });
  await app.listen({ port: 0, host: '127.0.0.1', backlog: 4096 });
  const { port } = app.server.address() as { port: number };
  const url = `ws://127.0.0.1:${port}/ws/quotes`;
  const self = fileURLToPath(import.meta.url);
  const children = Array.from({ length: procs }, (_, i) =>
    fork(self, ['--child', url, String(Math.floor(n / procs) + (i < n % procs ? 1 : 0))], { stdio: 'inherit' }),
  );
  const once = <T>(c: ReturnType<typeof fork>) => new Promise<T>((r) => c.once('message', (m) => r(m as T)));
  const ready = await Promise.all(children.map((c) => once<{ ready: number }>(c)));
  const connected = ready.reduce((a, r) => a + r.ready, 0);
  await new Promise((r) => setTimeout(r, 2000)); // warm-up
  let rssPeak = 0;
  const rssTimer = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 200);
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const stats0 = { ...app.quotes.channel.stats };
  for (const c of children) c.send({ cmd: 'start' });
  await new Promise((r) => setTimeout(r, seconds * 1000));
  const cpu = process.cpuUsage(cpu0);
  const wall = performance.now() - t0;
  const reportsP = Promise.all(children.map((c) => once<ClientReport>(c)));
  for (const c of children) c.send({ cmd: 'stop' });
  const reports = await reportsP;
  clearInterval(rssTimer);
  const stats = { ...app.quotes.channel.stats }; // before close(), which ends every socket
  const hist = new Array<number>(5001).fill(0);
  for (const r of reports) r.histogram.forEach((v, i) => (hist[i]! += v));
  const frames = reports.reduce((a, r) => a + r.frames, 0);
  await app.close();
  return {
    clients: n,
    connected,
    p50: percentile(hist, 0.5),
    p99: percentile(hist, 0.99),
    max: percentile(hist, 1),
    framesPerSec: Math.round(frames / (wall / 1000)),
    serverCpuPct: Math.round(((cpu.user + cpu.system) / 1000 / wall) * 100),
    rssMB: Math.round(rssPeak / 1024 / 1024),
    dropped: stats.dropped - stats0.dropped,
    skipped: stats.skipped - stats0.skipped,
    flushMsAvg: Math.round(((stats.flushMsTotal - stats0.flushMsTotal) / Math.max(1, stats.flushes - stats0.flushes)) * 10) / 10,
    flushMsMax: Math.round(stats.flushMsMax),
  };
}

if (args[0] === '--child') {
  await runClients(args[1]!, Number(args[2]));
} else {
  const sizes = arg('clients', '1000,5000,10000').split(',').map(Number);
  const seconds = Number(arg('seconds', '10'));
  const ticks = Number(arg('ticks', '300'));
  const procs = Number(arg('procs', '1'));
  const only = arg('only', '');
  if (only !== 'fanout') await benchSpreads({ ticks, seconds: Number(arg('spread-seconds', '4')) });
  if (only === 'spreads') process.exit(0);
  console.log(`quotes fan-out: ${ticks} ticks/s, ${seconds} s per run, ${procs} client process(es), node ${process.version}`);
  const rows = [];
  for (const n of sizes) {
    const r = await runOne(n, seconds, ticks, procs);
    rows.push(r);
    console.log(JSON.stringify(r));
  }
  console.log('\n| clients | p50 ms | p99 ms | max ms | frames/s | frames/s per client | slot flush avg / max ms | server CPU | server RSS | skipped (slow) | cut off |');
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) console.log(`| ${r.connected} | ${r.p50} | ${r.p99} | ${r.max} | ${r.framesPerSec} | ${(r.framesPerSec / Math.max(1, r.connected)).toFixed(1)} | ${r.flushMsAvg} / ${r.flushMsMax} | ${r.serverCpuPct} % | ${r.rssMB} MB | ${r.skipped} | ${r.dropped} |`);
  process.exit(0);
}
