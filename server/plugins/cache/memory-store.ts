// In-process LRU backend; always present, also as the first tier in front of Redis.
import { LRUCache } from 'lru-cache';
import type { CacheStore, StoredEntry } from './store.ts';

export class MemoryStore implements CacheStore {
  #lru: LRUCache<string, StoredEntry>;

  constructor(maxEntries = 5000) {
    this.#lru = new LRUCache<string, StoredEntry>({ max: maxEntries, ttlAutopurge: false });
  }

  async get(key: string): Promise<StoredEntry | undefined> {
    return this.#lru.get(key);
  }

  /** Synchronous read for the hot path. */
  peek(key: string): StoredEntry | undefined {
    return this.#lru.get(key);
  }

  async set(key: string, entry: StoredEntry, lifeMs: number): Promise<void> {
    this.#lru.set(key, entry, { ttl: Math.max(1, lifeMs) });
  }

  async delete(key: string): Promise<void> {
    this.#lru.delete(key);
  }

  clear(): void {
    this.#lru.clear();
  }

  get size(): number {
    return this.#lru.size;
  }
}
