// CSS unicode-range lists as code point intervals: parse, format, and the set operations the
// font subsetting needs (build/fonts.ts).

export type Interval = [number, number];

/** 'U+0600-06FF,U+200C' -> [[0x600, 0x6ff], [0x200c, 0x200c]] (wildcards like U+4?? too). */
export function parseRanges(list: string): Interval[] {
  return list.split(',').map((part) => {
    const m = /^\s*U\+([0-9A-F?]+)(?:-([0-9A-F]+))?\s*$/i.exec(part);
    if (!m) throw new Error(`not a unicode-range: ${part}`);
    const a = m[1]!;
    if (a.includes('?')) return [parseInt(a.replace(/\?/g, '0'), 16), parseInt(a.replace(/\?/g, 'F'), 16)] as Interval;
    const from = parseInt(a, 16);
    return [from, m[2] ? parseInt(m[2], 16) : from] as Interval;
  });
}

const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');

/** Intervals -> 'U+0600-06FF,U+200C', merging neighbours. */
export function formatRanges(intervals: Interval[]): string {
  const sorted = [...intervals].sort((x, y) => x[0] - y[0]);
  const merged: Interval[] = [];
  for (const [a, b] of sorted) {
    const last = merged[merged.length - 1];
    if (last && a <= last[1] + 1) last[1] = Math.max(last[1], b);
    else merged.push([a, b]);
  }
  return merged.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(',');
}

const inside = (p: number, intervals: Interval[]) => intervals.some(([a, b]) => p >= a && p <= b);

/** The code points of `points` that lie in the intervals, ascending. */
export function pointsIn(intervals: Interval[], points: Iterable<number>): number[] {
  return [...points].filter((p) => inside(p, intervals)).sort((a, b) => a - b);
}

/** The intervals without the given code points. */
export function subtractPoints(intervals: Interval[], points: Set<number>): Interval[] {
  const out: Interval[] = [];
  for (const [a, b] of intervals) {
    const cut = [...points].filter((p) => p >= a && p <= b).sort((x, y) => x - y);
    let from = a;
    for (const p of cut) {
      if (p > from) out.push([from, p - 1]);
      from = p + 1;
    }
    if (from <= b) out.push([from, b]);
  }
  return out;
}
