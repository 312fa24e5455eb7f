// The whole-page cache as one object: lookup (fresh, stale, single-flight), storing a finished
// render, its compressed variants made off the request path once the page is asked for again,
// refresh in the background, purge and the content version. It knows nothing of React: it is
// given a `render` function.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { compressEntry, createEntry, setVariants, type PageEntry } from './entry.ts';
import type { PageStore } from './store.ts';
import { CompressQueue } from './compress-queue.ts';
import { BoundedMemo } from './bounded-memo.ts';
import { pageKey, queryVariant, type PagePolicy } from './policy.ts';

export interface Rendered {
  status: number;
  page: string;
  /** The complete document, if the render produced one. */
  body?: Buffer;
}

/** Renders a page; streams it to `reply` when given, and reports the complete document (or none). */
export type RenderPage = (
  request: FastifyRequest,
  reply: FastifyReply | undefined,
  url: URL,
  policy: PagePolicy,
  onDone?: (rendered: Rendered | undefined) => void,
  /**
   * Given when the page cache will keep the page: a document already complete when React hands
   * it over goes out through this, as the cache's own response (the headers of a hit), instead
   * of being streamed and reported to `onDone`.
   */
  sendComplete?: (reply: FastifyReply, rendered: Rendered & { body: Buffer }) => FastifyReply | undefined,
) => Promise<FastifyReply | void>;

export type CacheResult = 'hit' | 'stale' | 'miss' | 'bypass';
export type CompressionResult = 'made' | 'shared' | 'dropped';

export interface PageCacheOptions {
  store: PageStore;
  buildId: string;
  render: RenderPage;
  send: (request: FastifyRequest, reply: FastifyReply, entry: PageEntry, state: 'HIT' | 'STALE' | 'MISS') => FastifyReply;
  count: (pageType: string, result: CacheResult) => void;
  onBytesChanged: (bytes: number) => void;
  onStoreError: (error: unknown) => void;
  /** Compressed variants made for a page, taken from another instance's copy, or dropped (queue full). */
  countCompression?: (result: CompressionResult) => void;
}

export class PageCache {
  readonly store: PageStore;
  private readonly options: PageCacheOptions;
  private readonly compressQueue = new CompressQueue();
  private readonly inflight = new Map<string, Promise<PageEntry | undefined>>();
  /** Entries whose variants are queued or made (an entry is compressed once). */
  private readonly compressing = new WeakSet<PageEntry>();
  private contentVersion = 0;
  /**
   * The keys of plain paths at this content version. A front-lane hit looks its key up instead of
   * building one: a new string per request had to be flattened and hashed by the LRU every time.
   */
  private readonly pathKeys = new BoundedMemo((pathname: string) => this.keyFor(pathname), 10_000);

  constructor(options: PageCacheOptions) {
    this.options = options;
    this.store = options.store;
  }

  /** Upstream content changed: older entries stop matching. */
  bumpContentVersion(): void {
    this.contentVersion++;
    this.pathKeys.clear();
  }

  get version(): number {
    return this.contentVersion;
  }

  close(): void {
    this.compressQueue.clear();
  }

  keyFor(pathAndVariant: string): string {
    return pageKey(pathAndVariant, this.options.buildId, this.contentVersion);
  }

  /** A fresh in-memory entry for a path without query (the front lane's synchronous lookup). */
  freshInMemory(pathname: string, now = Date.now()): PageEntry | undefined {
    const entry = this.store.memory.get(this.pathKeys.get(pathname));
    return entry && now - entry.storedAt <= entry.ttlMs ? entry : undefined;
  }

  async purge(prefix: string): Promise<number> {
    const purged = await this.store.purge(prefix);
    this.options.onBytesChanged(this.store.bytes);
    return purged;
  }

  async serve(request: FastifyRequest, reply: FastifyReply, url: URL, policy: PagePolicy): Promise<FastifyReply | void> {
    const { count, send, render } = this.options;
    const key = this.keyFor(url.pathname + queryVariant(policy, url.searchParams));
    const cached = await this.store.get(key);
    if (cached) {
      const age = Date.now() - cached.storedAt;
      if (age <= cached.ttlMs) {
        count(policy.pageType, 'hit');
        this.compressLater(key, cached);
        return send(request, reply, cached, 'HIT');
      }
      if (age <= cached.ttlMs + cached.staleMs) {
        count(policy.pageType, 'stale');
        this.refresh(request, url, key, policy);
        return send(request, reply, cached, 'STALE');
      }
    }
    const pending = this.inflight.get(key);
    if (pending) {
      const entry = await pending;
      if (entry) {
        count(policy.pageType, 'hit');
        this.compressLater(key, entry);
        return send(request, reply, entry, 'HIT');
      }
    }
    count(policy.pageType, 'miss');
    // This request renders; concurrent requests for the page wait for its bytes. A document
    // complete at hand-over (nearly all) is stored first and sent with the very headers its
    // hits will carry, so a shared cache in front (nginx, a CDN) may keep the first response.
    const done = this.track(key);
    return render(
      request,
      reply,
      url,
      policy,
      (rendered) => done.resolve(this.storeRendered(key, policy, rendered)),
      (reply, rendered) => {
        const entry = this.storeRendered(key, policy, rendered);
        done.resolve(entry);
        // Not stored (an error, logged): the renderer sends the page itself.
        return entry && send(request, reply, entry, 'MISS');
      },
    );
  }

  /** One background render per key refreshes a stale entry. */
  private refresh(request: FastifyRequest, url: URL, key: string, policy: PagePolicy): void {
    if (this.inflight.has(key)) return;
    const done = this.track(key);
    void this.options.render(request, undefined, url, policy, (rendered) => done.resolve(this.storeRendered(key, policy, rendered)));
  }

  private track(key: string): { resolve: (entry: PageEntry | undefined) => void } {
    let resolve!: (entry: PageEntry | undefined) => void;
    const done = new Promise<PageEntry | undefined>((r) => (resolve = r));
    this.inflight.set(key, done);
    void done.finally(() => this.inflight.delete(key));
    return { resolve };
  }

  private storeRendered(key: string, policy: PagePolicy, rendered: Rendered | undefined): PageEntry | undefined {
    if (!rendered?.body) return undefined;
    const notFound = rendered.status === 404;
    try {
      const entry = createEntry({
        body: rendered.body,
        status: rendered.status,
        pageType: policy.pageType,
        ttlMs: notFound ? Math.min(policy.ttlMs, 60_000) : policy.ttlMs,
        staleMs: notFound ? 0 : policy.staleMs,
      });
      // The memory tier at once (set synchronously), so waiting requests are answered; then the
      // shared tier (Redis). No variants yet: most pages a crawler asks for are asked for once,
      // and brotli at quality 11 costs ~50x the render (bench:crawl). They are made when the
      // page is asked for again.
      this.store.set(key, entry).catch(this.options.onStoreError);
      this.options.onBytesChanged(this.store.bytes);
      return entry;
    } catch (error) {
      // Called from stream events and the response path: a failure to keep a page costs the
      // cache one entry, never the request or the process.
      this.options.onStoreError(error);
      return undefined;
    }
  }

  /**
   * A page asked for again is worth its best-compressed variants: made once, one page at a time
   * off the request path (until then it is compressed on the fly), then stored in both tiers.
   * Another instance may have made them already: its copy in Redis (the same bytes, by ETag)
   * gives them for the cost of a read.
   */
  private compressLater(key: string, entry: PageEntry): void {
    if (entry.br || this.compressing.has(entry)) return;
    this.compressing.add(entry);
    const queued = this.compressQueue.push(async () => {
      // Purged, evicted or replaced meanwhile: nothing to keep.
      const local = this.store.local(key);
      if (local.peek(key) !== entry) return;
      const result = await this.makeVariants(key, entry);
      this.options.countCompression?.(result);
      if (local.peek(key) !== entry) return;
      // Stored again so the memory tier counts the variants' bytes; Redis only gets what it lacks.
      if (result === 'shared') local.set(key, entry);
      else await this.store.set(key, entry).catch(this.options.onStoreError);
      this.options.onBytesChanged(this.store.bytes);
    });
    if (queued) return;
    // A full queue drops the job; a later hit may queue it again.
    this.compressing.delete(entry);
    this.options.countCompression?.('dropped');
  }

  private async makeVariants(key: string, entry: PageEntry): Promise<'made' | 'shared'> {
    const shared = await this.store.shared(key);
    if (shared?.br && shared.gzip && shared.etag === entry.etag) {
      setVariants(entry, shared.br, shared.gzip);
      return 'shared';
    }
    await compressEntry(entry);
    return 'made';
  }
}
