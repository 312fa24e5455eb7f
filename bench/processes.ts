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

/** A Node script (NODE_ENV=production) on one CPU, returned once `ready` (a URL) answers 2xx. */
export async function startNode(o: { cwd: string; cpu: number; args: string[]; env: Record<string, string>; ready: string }): Promise<ChildProcess> {
  const [cmd, argv] = onCpu(o.cpu, process.execPath, o.args);
  const child = spawn(cmd, argv, { cwd: o.cwd, env: { ...process.env, NODE_ENV: 'production', ...o.env }, stdio: ['ignore', 'ignore', 'inherit'] });
  const what = `${o.args.join(' ')} in ${o.cwd}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`${what} did not start`);
    try {
      if ((await fetch(o.ready)).ok) return child;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
