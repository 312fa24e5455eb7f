// Redis backend (ioredis). Never in the way: while Redis is not ready every call is a quick
// miss/no-op (no offline queue, short command time-out); the client reconnects for ever, and the
// state is logged once per change (up, down), not once per failed command.
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { CacheStore, StoredEntry } from './store.ts';

export type RedisState = 'connecting' | 'up' | 'down';

export interface RedisStoreOptions {
  url: string;
  logger: FastifyBaseLogger;
  prefix?: string;
  commandTimeoutMs?: number;
}

export class RedisStore implements CacheStore {
  readonly client: Redis;
  #prefix: string;
  #state: RedisState = 'connecting';
  #log: FastifyBaseLogger;
  #waiters: (() => void)[] = [];

  constructor(options: RedisStoreOptions) {
    this.#prefix = options.prefix ?? 'velora:cache:v1:';
    this.#log = options.logger;
    this.client = new Redis(options.url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: options.commandTimeoutMs ?? 250,
      connectTimeout: 2_000,
      retryStrategy: (times: number) => Math.min(50 * 2 ** Math.min(times, 6), 2_000),
      enableReadyCheck: true,
      lazyConnect: false,
    });
    this.client.on('ready', () => this.#setState('up'));
    this.client.on('error', (error: Error) => this.#setState('down', error));
    this.client.on('close', () => this.#setState('down'));
    this.client.on('end', () => this.#setState('down'));
  }

  #setState(next: RedisState, error?: Error): void {
    if (next === this.#state) return;
    const prev = this.#state;
    this.#state = next;
    if (next === 'up') {
      this.#log.info({ redis: 'up', previous: prev }, 'redis connected');
      for (const w of this.#waiters.splice(0)) w();
    } else {
      this.#log.warn({ redis: 'down', err: error?.message }, 'redis unavailable; serving from upstream and memory');
    }
  }

  get state(): RedisState {
    return this.#state;
  }

  get ready(): boolean {
    return this.client.status === 'ready';
  }

  /** Resolves when Redis is (again) ready, or after timeoutMs. */
  async waitUntilReady(timeoutMs = 5_000): Promise<boolean> {
    if (this.ready) return true;
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(this.ready), timeoutMs);
      this.#waiters.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }

  async get(key: string): Promise<StoredEntry | undefined> {
    if (!this.ready) return undefined;
    try {
      const raw = await this.client.get(this.#prefix + key);
      if (!raw) return undefined;
      const entry = JSON.parse(raw) as StoredEntry;
      return entry && typeof entry.t === 'number' && typeof entry.ttl === 'number' ? entry : undefined;
    } catch {
      return undefined;
    }
  }

  async set(key: string, entry: StoredEntry, lifeMs: number): Promise<void> {
    if (!this.ready) return;
    try {
      await this.client.set(this.#prefix + key, JSON.stringify(entry), 'PX', Math.max(1, Math.round(lifeMs)));
    } catch {
      // a write that does not land is a later miss
    }
  }

  async delete(key: string): Promise<void> {
    if (!this.ready) return;
    try {
      await this.client.del(this.#prefix + key);
    } catch {
      // ignored
    }
  }

  async ping(): Promise<boolean> {
    if (!this.ready) return false;
    try {
      return (await this.client.ping()) === 'PONG';
    } catch {
      return false;
    }
  }

  close(): void {
    this.client.disconnect();
  }
}
