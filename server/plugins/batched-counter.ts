// A Prometheus counter for hot paths: an increment is a Map update; the counts reach the
// prom-client Counter when the registry is scraped. (A prom-client child's inc() hashes its label
// object on every call, a measurable share of a cached page's cost.)
import { Counter, type Registry } from 'prom-client';

export interface BatchedCounter {
  /** Adds 1 to the series with these label values (in labelNames order). */
  inc(...labelValues: string[]): void;
}

const separator = '\u001f';

export function batchedCounter(options: { name: string; help: string; labelNames: string[]; registers: Registry[] }): BatchedCounter {
  const pending = new Map<string, number>();
  new Counter({
    ...options,
    collect() {
      for (const [key, n] of pending) {
        const values = key.split(separator);
        this.inc(Object.fromEntries(options.labelNames.map((name, i) => [name, values[i] ?? ''])), n);
      }
      pending.clear();
    },
  });
  return {
    inc(...labelValues) {
      const key = labelValues.join(separator);
      pending.set(key, (pending.get(key) ?? 0) + 1);
    },
  };
}
