// The locales' search indexes: each built on its first search (lazily), once however many
// searches arrive meanwhile (single-flight), and built again in the background when the site's
// content version moves or it is older than its lifetime (sooner when a source had failed),
// while the old one keeps answering. Their memory, measured as each index's JSON size, is
// bounded: past the bound the least recently searched locale's index is dropped.
import type { LocaleCode } from '../../../shared/locales.ts';
import type { LocaleIndex } from './engine.ts';

export interface BuiltIndex {
  index: LocaleIndex;
  /** Sources that failed while it was built. */
  failed: readonly string[];
}

export interface IndexStats {
  locale: LocaleCode;
  docs: number;
  terms: number;
  bytes: number;
  buildMs: number;
  failed: readonly string[];
}

export interface IndexStoreOptions {
  build(locale: LocaleCode): Promise<BuiltIndex>;
  /** The content version now: an index of another version is rebuilt. */
  version(): number;
  maxBytes: number;
  ttlMs: number;
  now?: () => number;
  onBuilt?: (stats: IndexStats) => void;
  onError?: (locale: LocaleCode, error: unknown) => void;
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
  private readonly entries = new Map<LocaleCode, Entry>();
  private readonly building = new Map<LocaleCode, Promise<Entry>>();
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

  locales(): LocaleCode[] {
    return [...this.entries.keys()];
  }

  async get(locale: LocaleCode): Promise<LocaleIndex> {
    const entry = this.entries.get(locale);
    if (entry) {
      // Most recently used last.
      this.entries.delete(locale);
      this.entries.set(locale, entry);
      const life = entry.partial ? this.options.ttlMs * PARTIAL_SHARE : this.options.ttlMs;
      if (entry.version !== this.options.version() || this.now() - entry.builtAt > life) {
        this.rebuild(locale).catch((error) => this.options.onError?.(locale, error));
      }
      return entry.index;
    }
    return (await this.rebuild(locale)).index;
  }

  private rebuild(locale: LocaleCode): Promise<Entry> {
    let pending = this.building.get(locale);
    if (pending) return pending;
    pending = this.make(locale).finally(() => this.building.delete(locale));
    this.building.set(locale, pending);
    return pending;
  }

  private async make(locale: LocaleCode): Promise<Entry> {
    const version = this.options.version();
    const started = performance.now();
    const { index, failed } = await this.options.build(locale);
    const bytes = index.serializedLength();
    const entry: Entry = { index, version, builtAt: this.now(), bytes, partial: failed.length > 0 };
    this.entries.delete(locale);
    this.entries.set(locale, entry);
    this.evict(locale);
    this.options.onBuilt?.({ locale, docs: index.docs.length, terms: index.termCount, bytes, buildMs: performance.now() - started, failed });
    return entry;
  }

  /** Drops the least recently used indexes past the bound; the one just built always stays. */
  private evict(keep: LocaleCode): void {
    let total = this.bytes;
    for (const [locale, entry] of this.entries) {
      if (total <= this.options.maxBytes) break;
      if (locale === keep) continue;
      this.entries.delete(locale);
      total -= entry.bytes;
    }
  }
}
