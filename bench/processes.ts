// What the benchmarks share: servers on CPU 0 and the load on CPU 1 (taskset, when the machine
// has 2+ CPUs; counted over the whole machine, as a benchmark may itself run pinned), and a Node
// process started once it answers.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpus } from 'node:os';

export function has(cmd: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export const pinned = has('taskset') && cpus().length >= 2;

/** The command line of a process pinned to one CPU (0: servers and renders, 1: load). */
export const onCpu = (cpu: number, cmd: string, args: string[]): [string, string[]] => (pinned ? ['taskset', ['-c', String(cpu), cmd, ...args]] : [cmd, args]);

/** Resolves once `url` answers 2xx; throws when `alive` says the process is gone or after 30 s. */
export async function waitUntilOk(url: string, what: string, alive: () => boolean = () => true): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (!alive()) throw new Error(`${what} exited`);
    if (Date.now() > deadline) throw new Error(`${what} did not answer ${url}`);
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A Node script (NODE_ENV=production) on one CPU, returned once `ready` (a URL) answers 2xx. */
export async function startNode(o: { cwd: string; cpu: number; args: string[]; env: Record<string, string>; ready: string }): Promise<ChildProcess> {
  const [cmd, argv] = onCpu(o.cpu, process.execPath, o.args);
  const child = spawn(cmd, argv, { cwd: o.cwd, env: { ...process.env, NODE_ENV: 'production', ...o.env }, stdio: ['ignore', 'ignore', 'inherit'] });
  await waitUntilOk(o.ready, `${o.args.join(' ')} in ${o.cwd}`, () => child.exitCode === null);
  return child;
}
