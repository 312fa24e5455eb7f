// Makes the brotli/gzip variants of cached pages one at a time. Brotli at quality 11 is costly;
// a burst of cold pages (a crawler, a deploy) must not fill libuv's thread pool and stall file
// and DNS work, and nobody waits for it: until a page's variants exist it is served as is
// (compressed on the fly by the compression plugin).
import { compressEntry, type PageEntry } from './entry.ts';

export class CompressQueue {
  private readonly queue: { entry: PageEntry; done: (e: PageEntry) => void }[] = [];
  private running = false;
  private readonly maxQueued: number;

  constructor(maxQueued = 200) {
    this.maxQueued = maxQueued;
  }

  get pending(): number {
    return this.queue.length;
  }

  /** Drops queued work (server closing). */
  clear(): void {
    this.queue.length = 0;
  }

  /** Queues an entry; `done` runs once its variants are made. Drops work when the queue is full. */
  push(entry: PageEntry, done: (e: PageEntry) => void): boolean {
    if (this.queue.length >= this.maxQueued) return false;
    this.queue.push({ entry, done });
    if (!this.running) void this.drain();
    return true;
  }

  private async drain(): Promise<void> {
    this.running = true;
    try {
      for (let job = this.queue.shift(); job; job = this.queue.shift()) {
        try {
          await compressEntry(job.entry);
          job.done(job.entry);
        } catch {
          // An entry without variants is still served (compressed on the fly).
        }
      }
    } finally {
      this.running = false;
    }
  }
}
