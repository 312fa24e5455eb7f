// The page's observed main-thread tasks that Lighthouse's 4x CPU accounting makes long
// (4 x duration > 50 ms), each with the trace events inside it that took the most time. Lighthouse
// simulates from these observed tasks: this says what each blocking task actually was (layout,
// a module evaluation, a timer of the boot script...), which its own "long tasks" list does not.
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { data?: { url?: string; documentLoaderURL?: string }; beginData?: { url?: string } };
}

const kinds = ['ParseHTML', 'UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'Layerize', 'v8.evaluateModule', 'EvaluateScript', 'FunctionCall', 'RunMicrotasks', 'TimerFire', 'EventDispatch', 'FireAnimationFrame', 'MinorGC', 'MajorGC', 'DocumentLoader::CommitNavigation'];

export function observedLongTasks(events: TraceEvent[], path: string): string[] {
  const parse = events.find((e) => e.name === 'ParseHTML' && (e.args?.beginData?.url ?? '').includes(path));
  if (!parse) return ['(no ParseHTML event for the page in the trace)'];
  const main = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X' && e.dur !== undefined);
  const nav = events.find((e) => e.name === 'navigationStart' && e.pid === parse.pid && (e.args?.data?.documentLoaderURL ?? '').includes(path))?.ts ?? parse.ts;
  const lines: string[] = [];
  for (const task of main.filter((e) => e.name === 'RunTask' && e.ts >= nav && e.dur! * 4 > 50_000)) {
    const inside = main.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= task.ts + task.dur!);
    const parts = kinds
      .map((kind) => {
        const of = inside.filter((e) => e.name === kind);
        // Only the outermost event of a kind: nested ones are already in its duration.
        const outer = of.filter((e) => !of.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur! >= e.ts + e.dur!));
        return [kind, (outer.reduce((s, e) => s + e.dur!, 0) / 1000) * 4] as const;
      })
      .filter(([, ms]) => ms >= 4)
      .map(([kind, ms]) => `${kind} ${Math.round(ms)}`);
    const url = inside.find((e) => e.args?.data?.url)?.args?.data?.url?.split('/').pop() ?? '';
    lines.push(`  @${Math.round((task.ts - nav) / 1000)} ms, ${Math.round((task.dur! * 4) / 1000)} ms at 4x ${url}: ${parts.join(' | ')}`);
  }
  return lines;
}
