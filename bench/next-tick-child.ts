// One process of bench/next-tick.ts: the cost of process.nextTick after a major GC that runs while
// the tick queue is empty, with or without server/tick-object-shape.ts loaded first. Prints
// nanoseconds per call as JSON. Run with --expose-gc.
const keep = process.argv[2] === 'keep';
if (keep) await import('../server/tick-object-shape.ts');
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with --expose-gc');

const noop = () => {};
function batch(n: number): Promise<void> {
  return new Promise((resolve) => {
    for (let i = 0; i < n; i++) process.nextTick(noop);
    process.nextTick(resolve);
  });
}
// Start-up: nextTick's feedback is collected, then a major GC with the queue empty (as happens
// while a server loads its modules), then enough calls for the optimizing compiler.
for (let i = 0; i < 50; i++) await batch(10);
gc();
gc();
for (let i = 0; i < 2000; i++) await batch(100);
const calls = 2_000_000;
const started = performance.now();
for (let i = 0; i < calls / 100; i++) await batch(100);
process.stdout.write(JSON.stringify({ nsPerCall: ((performance.now() - started) * 1e6) / calls }) + '\n');
