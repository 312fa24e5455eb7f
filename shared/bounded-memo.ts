// A memo with a size bound: values made once per key, the oldest key dropped first when full.
// For caches whose keys come from outside (URLs, upstream bodies, time zones), where an unbounded
// Map would grow with whatever a crawler asks for.

export interface BoundedMemo<K, V> {
  /** The value for `key`, made by `make` on the first call (and again after it was dropped). */
  get(key: K, make: () => V): V;
  /** Forgets `key` (e.g. a promise that failed), so the next `get` makes it again. */
  delete(key: K): void;
  readonly size: number;
}

export function boundedMemo<K, V>(max: number): BoundedMemo<K, V> {
  if (!(max >= 1)) throw new RangeError(`a bounded memo holds at least one value (got ${max})`);
  const values = new Map<K, V>();
  return {
    get(key, make) {
      if (values.has(key)) return values.get(key)!;
      const value = make();
      if (values.size >= max) values.delete(values.keys().next().value!);
      values.set(key, value);
      return value;
    },
    delete(key) {
      values.delete(key);
    },
    get size() {
      return values.size;
    },
  };
}
