// How long the glossary linker takes on an instance's first article (its patterns compile then):
// 500 targets with 1,000 names over an 8 KB body. Moved out of the unit tests, where a time budget
// failed by chance on a busy machine. The look-around patterns it replaced took seconds.
//
//   node bench/link-terms.ts [--runs 20]
import { performance } from 'node:perf_hooks';
import { linkGlossaryTerms, type LinkTarget } from '../shared/glossary/link-terms.ts';

const i = process.argv.indexOf('--runs');
const runs = i === -1 ? 20 : Number(process.argv[i + 1]);
const body = `<p>${'Traders weigh term number 7 against risk. '.repeat(200)}</p>`;
const href = (slug: string) => `/en/academy/terminology#${slug}`;
const times: number[] = [];
for (let run = 0; run < runs; run++) {
  // A fresh target list each run: the compiled patterns are kept per list (per glossary).
  const many: LinkTarget[] = Array.from({ length: 500 }, (_, n) => ({ slug: `term-${n}`, names: [`Term number ${n}`, `tn${n}x-${run}`] }));
  const started = performance.now();
  linkGlossaryTerms(body, many, href);
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
console.log(`first article per glossary, ${runs} runs: p50 ${at(0.5)} ms, p90 ${at(0.9)} ms, max ${at(1)} ms`);
