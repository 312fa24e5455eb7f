// The docker-compose topology on one machine, without Docker: Debian's redis-server and nginx,
// the sandbox upstream with its quote feed, and the app replicas, each on a free port of
// 127.0.0.1, under one temp dir. docker-compose.yml, deploy/nginx.conf and the Dockerfile's CMD
// are the single source: this file reads them and rewrites only ports, addresses and file paths.
//
//   npm run stack                 # starts it, prints the addresses, stops after 10 minutes
//   npm run stack -- --seconds 60 # or after 60 s; Ctrl-C stops it at once (and cleans up)
//
// startStack() is what the resilience suite (stack/resilience.ts) drives.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { chmodSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const root = fileURLToPath(new URL('..', import.meta.url));

interface ComposeService {
  command?: string[];
  environment?: Record<string, string | number>;
  expose?: (string | number)[];
  ports?: string[];
  deploy?: { replicas?: number };
  stop_grace_period?: string;
  networks?: Record<string, { ipv4_address?: string }> | string[];
}
interface Compose {
  services: Record<string, ComposeService>;
}

export interface StackOptions {
  /** Extra environment for every app replica (wins over the compose file). */
  appEnv?: Record<string, string>;
  /** Keep the temp dir (logs) after stop. */
  keep?: boolean;
  log?: (line: string) => void;
}

export interface Proc {
  name: string;
  port: number;
  child: ChildProcess | undefined;
  /** Starts (again) on the same port; resolves once it is ready. */
  start(): Promise<void>;
  /** Sends a signal and waits for the exit (SIGKILL after the grace period). */
  stop(signal?: NodeJS.Signals): Promise<void>;
  readonly running: boolean;
}

export interface Stack {
  dir: string;
  /** nginx, the public entry: http://127.0.0.1:<port> */
  url: string;
  redis: Proc;
  upstream: Proc;
  apps: Proc[];
  nginx: Proc;
  metricsToken: string;
  /** The app replicas' environment as the compose file gives it, rewritten. */
  appEnv: Record<string, string>;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

async function waitFor(what: string, check: () => Promise<boolean>, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return;
    await sleep(100);
  }
  throw new Error(`stack: ${what} not ready after ${ms} ms`);
}

const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = connect(port, '127.0.0.1');
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
  });
const httpOk = async (url: string) => (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;

const seconds = (v: string | undefined, fallback: number) => {
  const m = /^(\d+(?:\.\d+)?)(ms|s|m)?$/.exec(v ?? '');
  if (!m) return fallback;
  const n = Number(m[1]);
  return m[2] === 'ms' ? n / 1000 : m[2] === 'm' ? n * 60 : n;
};

/** The Dockerfile's CMD (exec form), e.g. ["node", "server/main.ts"]. */
function dockerCmd(): string[] {
  const line = readFileSync(join(root, 'Dockerfile'), 'utf8').split('\n').filter((l) => l.startsWith('CMD ')).at(-1);
  if (!line) throw new Error('stack: no CMD in the Dockerfile');
  return JSON.parse(line.slice(4)) as string[];
}

/** Debian puts nginx in /usr/sbin, which a non-root PATH often lacks. */
const nginxBin = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';

/** nginx's version (it prints it on stderr). */
function nginxVersion(): string {
  const text = execFileSync('sh', ['-c', `${nginxBin} -v 2>&1`], { encoding: 'utf8' });
  return /nginx\/([\d.]+)/.exec(text)?.[1] ?? 'unknown';
}

/**
 * deploy/nginx.conf for this machine: the listen port, one upstream server line per replica
 * (literal addresses: no Docker DNS, so no `resolve`, which Debian's nginx 1.22 lacks anyway),
 * and file paths under the stack's dir.
 */
export function templateNginx(conf: string, o: { listenPort: number; appPorts: number[]; dir: string }): string {
  let out = conf;
  const serverLine = /^(\s*)server app:\d+( resolve)?([^;]*);$/m;
  const m = serverLine.exec(out);
  if (!m) throw new Error('stack: deploy/nginx.conf has no `server app:PORT ...;` line in its upstream');
  const params = m[3]!;
  out = out.replace(serverLine, o.appPorts.map((p) => `${m[1]}server 127.0.0.1:${p}${params};`).join('\n'));
  if (!/^\s*listen 80;$/m.test(out)) throw new Error('stack: deploy/nginx.conf has no `listen 80;`');
  out = out.replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${o.listenPort};`);
  // Docker's embedded DNS is not here: addresses are literal.
  out = out.replace(/^\s*resolver(_timeout)? [^;]*;\n/gm, '');
  out = out.replace(/^pid [^;]*;/m, `pid ${o.dir}/nginx.pid;`);
  out = out.replace(/^error_log \S+/m, `error_log ${o.dir}/nginx-error.log`);
  out = out.replace(/access_log \/var\/log\/nginx\/access\.log/, `access_log ${o.dir}/nginx-access.log`);
  out = out.replace(/proxy_cache_path \/var\/cache\/nginx\/pages/, `proxy_cache_path ${o.dir}/nginx-cache`);
  const temp = join(o.dir, 'nginx-temp');
  out = out.replace(
    /^http \{\n/m,
    `http {\n${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((k) => `  ${k}_temp_path ${temp}/${k};`).join('\n')}\n`,
  );
  return out;
}

/**
 * deploy/nginx.conf written for this machine under `dir` (its temp folders open to nginx's
 * workers, which run as an unprivileged user when nginx starts as root), and the command line
 * that runs it in the foreground.
 */
export function nginxCommand(dir: string, o: { listenPort: number; appPorts: number[] }): string[] {
  const temp = join(dir, 'nginx-temp');
  mkdirSync(temp, { recursive: true });
  chmodSync(temp, 0o777);
  const confPath = join(dir, 'nginx.conf');
  writeFileSync(confPath, templateNginx(readFileSync(join(root, 'deploy/nginx.conf'), 'utf8'), { ...o, dir }));
  return [nginxBin, '-c', confPath, '-p', dir, '-e', join(dir, 'nginx-error.log'), '-g', 'daemon off;'];
}

/** Rewrites compose addresses (service:port, published host:port, fixed IPs) to this machine's. */
function rewriter(map: [string, string][]): (v: string) => string {
  return (v) => map.reduce((acc, [from, to]) => acc.split(from).join(to), v);
}

/** ${NAME:-default} and ${NAME} as docker compose interpolates them. */
function interpolate(v: string, env: Record<string, string | undefined>): string {
  return v.replace(/\$\{(\w+)(?::?-([^}]*))?\}/g, (_m, name: string, def: string | undefined) => env[name] || def || '');
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const log = options.log ?? ((l: string) => process.stderr.write(`${l}\n`));
  const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8')) as Compose;
  const { redis: redisSvc, upstream: upstreamSvc, app: appSvc, lb: lbSvc } = compose.services;
  if (!redisSvc || !upstreamSvc || !appSvc || !lbSvc) throw new Error('stack: docker-compose.yml needs services redis, upstream, app and lb');

  const dir = mkdtempSync(join(tmpdir(), 'velora-stack-'));
  chmodSync(dir, 0o755);

  const replicas = appSvc.deploy?.replicas ?? 1;
  const redisPort = await freePort();
  const upstreamPort = await freePort();
  const lbPort = await freePort();
  const appPorts: number[] = [];
  for (let i = 0; i < replicas; i++) appPorts.push(await freePort());
  const metricsToken = randomBytes(18).toString('hex');

  const containerPort = (s: ComposeService) => String(s.expose?.[0] ?? '');
  const lbPublished = (lbSvc.ports?.[0] ?? '8080:80').split(':')[0]!;
  const lbIp = !Array.isArray(lbSvc.networks) ? Object.values(lbSvc.networks ?? {}).find((n) => n?.ipv4_address)?.ipv4_address : undefined;
  const redisContainerPort = '6379';
  const rewrite = rewriter([
    [`redis:${redisContainerPort}`, `127.0.0.1:${redisPort}`],
    [`upstream:${containerPort(upstreamSvc)}`, `127.0.0.1:${upstreamPort}`],
    [`localhost:${lbPublished}`, `127.0.0.1:${lbPort}`],
    ...(lbIp ? ([[lbIp, '127.0.0.1']] as [string, string][]) : []),
  ]);
  const envOf = (s: ComposeService, extra: Record<string, string> = {}) => {
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(s.environment ?? {})) out[k] = rewrite(interpolate(String(v), { ...process.env, METRICS_TOKEN: metricsToken }));
    return { ...out, ...extra };
  };
  const grace = (s: ComposeService) => seconds(s.stop_grace_period, 10) * 1000;

  const procs: Proc[] = [];
  function proc(name: string, port: number, cmd: string[], env: Record<string, string>, ready: () => Promise<boolean>, graceMs: number): Proc {
    const logFile = join(dir, `${name}.log`);
    const p: Proc = {
      name,
      port,
      child: undefined,
      get running() {
        return !!p.child && p.child.exitCode === null && p.child.signalCode === null;
      },
      async start() {
        const out = createWriteStream(logFile, { flags: 'a' });
        const [command, ...args] = cmd;
        const child = spawn(command === 'node' ? process.execPath : command!, args, {
          cwd: root,
          env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        child.stdout!.pipe(out);
        child.stderr!.pipe(out);
        p.child = child;
        const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`stack: ${name} exited (${code}); see ${logFile}`))));
        exited.catch(() => {});
        await Promise.race([waitFor(name, ready, 90_000), exited]);
      },
      async stop(signal: NodeJS.Signals = 'SIGTERM') {
        const child = p.child;
        if (!child || !p.running) return;
        const gone = new Promise<void>((r) => child.once('exit', () => r()));
        child.kill(signal);
        const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
        await gone;
        clearTimeout(timer);
      },
    };
    procs.push(p);
    return p;
  }

  // redis-server: the compose command, on this port and dir.
  const redisCmd = [...(redisSvc.command ?? ['redis-server']), '--port', String(redisPort), '--bind', '127.0.0.1', '--dir', dir];
  const redis = proc('redis', redisPort, redisCmd, {}, () => portOpen(redisPort), 5000);
  const upstream = proc(
    'upstream',
    upstreamPort,
    upstreamSvc.command ?? ['node', 'server/sandbox/main.ts'],
    envOf(upstreamSvc, { SANDBOX_PORT: String(upstreamPort), SANDBOX_HOST: '127.0.0.1' }),
    () => portOpen(upstreamPort),
    grace(upstreamSvc),
  );
  const appCmd = appSvc.command ?? dockerCmd();
  const appEnv = envOf(appSvc);
  const apps = appPorts.map((port, i) =>
    proc(`app${i + 1}`, port, appCmd, { ...appEnv, PORT: String(port), HOST: '127.0.0.1', ...options.appEnv }, () => httpOk(`http://127.0.0.1:${port}/readyz`), grace(appSvc)),
  );
  const version = nginxVersion();
  const nginx = proc('nginx', lbPort, nginxCommand(dir, { listenPort: lbPort, appPorts }), {}, () => httpOk(`http://127.0.0.1:${lbPort}/nginx-health`), 5000);

  let stopped = false;
  const killAll = () => {
    for (const p of procs) if (p.running) p.child!.kill('SIGKILL');
  };
  process.once('exit', killAll);
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    for (const p of [nginx, ...apps, upstream, redis]) await p.stop('SIGTERM').catch(() => {});
    process.removeListener('exit', killAll);
    if (!options.keep) rmSync(dir, { recursive: true, force: true });
  };

  try {
    await redis.start();
    await upstream.start();
    await Promise.all(apps.map((a) => a.start()));
    await nginx.start();
  } catch (error) {
    await stop();
    throw error;
  }
  log(`stack: nginx ${version} on http://127.0.0.1:${lbPort} -> ${apps.map((a) => `${a.name} :${a.port}`).join(', ')}; redis :${redisPort}; upstream :${upstreamPort} (feed ws://127.0.0.1:${upstreamPort}/feed); logs in ${dir}`);
  return { dir, url: `http://127.0.0.1:${lbPort}`, redis, upstream, apps, nginx, metricsToken, appEnv, stop };
}

// CLI: npm run stack [-- --seconds N] [--keep]
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const i = args.indexOf('--seconds');
  const limit = i >= 0 ? Number(args[i + 1]) : 600;
  const stack = await startStack({ keep: args.includes('--keep') });
  process.stdout.write(`${JSON.stringify({ url: stack.url, apps: stack.apps.map((a) => `http://127.0.0.1:${a.port}`), metricsToken: stack.metricsToken, logs: stack.dir })}\n`);
  let done = false;
  const finish = async (why: string) => {
    if (done) return;
    done = true;
    process.stderr.write(`stack: stopping (${why})\n`);
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void finish('SIGINT'));
  process.on('SIGTERM', () => void finish('SIGTERM'));
  setTimeout(() => void finish(`${limit} s elapsed`), limit * 1000);
}
