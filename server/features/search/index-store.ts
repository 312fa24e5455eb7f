// The search indexes (one per language: locales that read the same messages share one): each
// built on its first search (lazily), once however many searches arrive meanwhile
// (single-flight), and built again in the background when the site's content version moves or
// it is older than its lifetime (sooner when a source had failed), while the old one keeps
// answering. Their memory is bounded: each index's JSON size times the heap it was measured to
// keep per JSON byte (npm run bench:search: 5.6-8.6x), and past the bound the least recently
// searched index is dropped.
import type { LocaleIndex } from './engine.ts';

/** Heap bytes an index keeps per byte of its JSON (measured 5.6-8.6x; rounded up). */
export const HEAP_PER_JSON_BYTE = 9;

export interface BuiltIndex {
  index: LocaleIndex;
  /** Sources that failed while it was built. */
  failed: readonly string[];
}

export interface IndexStats {
  /** The index's key (a language's message chain, 'zh-Hant>en'). */
  key: string;
  docs: number;
  terms: number;
  /** Estimated heap (JSON size x HEAP_PER_JSON_BYTE). */
  bytes: number;
  buildMs: number;
  failed: readonly string[];
}

export interface IndexStoreOptions {
  build(key: string): Promise<BuiltIndex>;
  /** The content version now: an index of another version is rebuilt. */
  version(): number;
  maxBytes: number;
  ttlMs: number;
  now?: () => number;
  onBuilt?: (stats: IndexStats) => void;
  onError?: (key: string, error: unknown) => void;
}

interface Entry {
  index: LocaleIndex;
  version: number;
  builtAt: number;
  bytes: number;
  partial: boolean;
}

/** A partial index (a source failed) is retried after this share of its lifetime. */
const PARTIAL_SHARE = 0.1;

export class IndexStore {
  private readonly entries = new Map<string, Entry>();
  private readonly building = new Map<string, Promise<Entry>>();
  private readonly options: IndexStoreOptions;
  private readonly now: () => number;

  constructor(options: IndexStoreOptions) {
    this.options = options;
    this.now = options.now ?? Date.now;
  }

  get bytes(): number {
    let sum = 0;
    for (const e of this.entries.values()) sum += e.bytes;
    return sum;
  }

  keys(): string[] {
    return [...this.entries.keys()];
  }

  async get(key: string): Promise<LocaleIndex> {
    const entry = this.entries.get(key);
    if (entry) {
      // Most recently used last.
      this.entries.delete(key);
      this.entries.set(key, entry);
      const life = entry.partial ? this.options.ttlMs * PARTIAL_SHARE : this.options.ttlMs;
      if (entry.version !== this.options.version() || this.now() - entry.builtAt > life) {
        this.rebuild(key).catch((error) => this.options.onError?.(key, error));
      }
      return entry.index;
    }
    return (await this.rebuild(key)).index;
  }

  private rebuild(key: string): Promise<Entry> {
    let pending = this.building.get(key);
    if (pending) return pending;
    pending = this.make(key).finally(() => this.building.delete(key));
    this.building.set(key, pending);
    return pending;
  }

  private async make(key: string): Promise<Entry> {
    const version = this.options.version();
    const started = performance.now();
    const { index, failed } = await this.options.build(key);
    const bytes = index.serializedLength() * HEAP_PER_JSON_BYTE;
    const entry: Entry = { index, version, builtAt: this.now(), bytes, partial: failed.length > 0 };
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.evict(key);
    this.options.onBuilt?.({ key, docs: index.docs.length, terms: index.termCount, bytes, buildMs: performance.now() - started, failed });
    return entry;
  }

  /** Drops the least recently used indexes past the bound; the one just built always stays. */
  private evict(keep: string): void {
    let total = this.bytes;
    for (const [key, entry] of this.entries) {
      if (total <= this.options.maxBytes) break;
      if (key === keep) continue;
      this.entries.delete(key);
      total -= entry.bytes;
    }
  }
}
