// What a cache backend stores: the value, when it was stored and how long it is fresh.
export interface StoredEntry {
  /** The value (JSON-serialisable). */
  v: unknown;
  /** Stored at (epoch ms). */
  t: number;
  /** Fresh for (ms). */
  ttl: number;
}

export interface CacheStore {
  get(key: string): Promise<StoredEntry | undefined>;
  /** lifeMs: how long the entry may be kept at all (fresh + stale windows). */
  set(key: string, entry: StoredEntry, lifeMs: number): Promise<void>;
  delete(key: string): Promise<void>;
}
