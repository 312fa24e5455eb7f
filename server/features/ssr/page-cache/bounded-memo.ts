// Values computed once per key, where the keys are the client's choice (a path, a header): a
// flood of distinct keys holds at most `max` of them, then the memo starts again from empty.
// The page policy per path, the page key per path and the encoding per Accept-Encoding value
// are kept this way, so a cache hit computes none of them.
export class BoundedMemo<K, V> {
  private readonly values = new Map<K, V>();
  private readonly compute: (key: K) => V;
  private readonly max: number;

  constructor(compute: (key: K) => V, max: number) {
    this.compute = compute;
    this.max = max;
  }

  get(key: K): V {
    let value = this.values.get(key);
    if (value === undefined) {
      if (this.values.size >= this.max) this.values.clear();
      value = this.compute(key);
      this.values.set(key, value);
    }
    return value;
  }

  /** Forgets every value (what they were computed from changed). */
  clear(): void {
    this.values.clear();
  }

  get size(): number {
    return this.values.size;
  }
}
