const [path = '/ar', roundsArg = '8'] = process.argv.slice(2);
const { createRenderHarness: A } = await import('/tmp/abold/server/test-support/render-harness.ts');
const { createRenderHarness: B } = await import('/work/main/server/test-support/render-harness.ts');
const hs = { old: await A(), new: await B() };
for (const h of Object.values(hs)) for (let i = 0; i < 100; i++) await h.renderOnce(path);
const res: Record<string, number[]> = { old: [], new: [] };
for (let r = 0; r < Number(roundsArg); r++) {
  const order = r % 2 ? ['old', 'new'] as const : ['new', 'old'] as const;
  for (const k of order) {
    const h = hs[k]; const s = performance.now(); let n = 0;
    while (performance.now() - s < 1000) { await h.renderOnce(path); n++; }
    res[k].push(n / ((performance.now() - s) / 1000));
  }
}
const med = (a: number[]) => [...a].sort((x, y) => x - y)[a.length >> 1]!;
console.log(path, 'old', med(res.old).toFixed(0), 'new', med(res.new).toFixed(0), 'ratio', (med(res.new) / med(res.old)).toFixed(3), 'per-round', res.new.map((v, i) => (v / res.old[i]!).toFixed(2)).join(' '));
for (const h of Object.values(hs)) await h.close();
