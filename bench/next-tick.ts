// process.nextTick after a start-up GC, with and without server/tick-object-shape.ts (#35): fresh
// processes, alternating, median of the rounds. The ratio is the cost without the kept entry over
// the cost with it (above 1: the kept entry helps).
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const child = fileURLToPath(new URL('./next-tick-child.ts', import.meta.url));
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const run = (mode: 'keep' | 'none'): number =>
  (JSON.parse(execFileSync(process.execPath, ['--expose-gc', child, mode], { encoding: 'utf8' })) as { nsPerCall: number }).nsPerCall;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const kept: number[] = [];
const plain: number[] = [];
for (let i = 0; i < rounds; i++) {
  plain.push(run('none'));
  kept.push(run('keep'));
}
const k = median(kept);
const p = median(plain);
console.log(`nextTick after a start-up GC (median of ${rounds} processes each):`);
console.log(`  without the kept entry: ${p.toFixed(1)} ns per call  [${plain.map((x) => x.toFixed(0)).join(', ')}]`);
console.log(`  with the kept entry:    ${k.toFixed(1)} ns per call  [${kept.map((x) => x.toFixed(0)).join(', ')}]`);
console.log(`  ratio without/with: ${(p / k).toFixed(2)}`);
