// A Prometheus counter for hot paths: an increment is a Map update, or for a series asked for
// once (series()), a field update; the counts reach the prom-client Counter when the registry is
// scraped. (A prom-client child's inc() hashes its label object on every call, a measurable
// share of a cached page's cost.)
import { Counter, type Registry } from 'prom-client';

export interface BatchedCounter {
  /** Adds 1 to the series with these label values (in labelNames order). */
  inc(...labelValues: string[]): void;
  /** The increment of one series, for a caller that counts it often (no key per call). */
  series(...labelValues: string[]): () => void;
}

const separator = '\u001f';

export function batchedCounter(options: { name: string; help: string; labelNames: string[]; registers: Registry[] }): BatchedCounter {
  // One cell per series; the label sets are few (page types x results), so cells are kept.
  const cells = new Map<string, { n: number }>();
  const cellOf = (labelValues: string[]) => {
    const key = labelValues.join(separator);
    let cell = cells.get(key);
    if (!cell) cells.set(key, (cell = { n: 0 }));
    return cell;
  };
  new Counter({
    ...options,
    collect() {
      for (const [key, cell] of cells) {
        if (cell.n === 0) continue;
        const values = key.split(separator);
        this.inc(Object.fromEntries(options.labelNames.map((name, i) => [name, values[i] ?? ''])), cell.n);
        cell.n = 0;
      }
    },
  });
  return {
    inc(...labelValues) {
      cellOf(labelValues).n++;
    },
    series(...labelValues) {
      const cell = cellOf(labelValues);
      return () => void cell.n++;
    },
  };
}
