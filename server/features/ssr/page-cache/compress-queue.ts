// Runs the making of cached pages' brotli/gzip variants one job at a time. Brotli at quality 11
// is costly; a burst of pages (a crawler, a deploy) must not fill libuv's thread pool and stall
// file and DNS work, and nobody waits for it: until a page's variants exist it is served as is
// (compressed on the fly by the compression plugin).

export class CompressQueue {
  private readonly queue: (() => Promise<void>)[] = [];
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

  /** Queues a job; returns false (and drops it) when the queue is full. */
  push(job: () => Promise<void>): boolean {
    if (this.queue.length >= this.maxQueued) return false;
    this.queue.push(job);
    if (!this.running) void this.drain();
    return true;
  }

  private async drain(): Promise<void> {
    this.running = true;
    try {
      for (let job = this.queue.shift(); job; job = this.queue.shift()) {
        try {
          await job();
        } catch {
          // An entry without variants is still served (compressed on the fly).
        }
      }
    } finally {
      this.running = false;
    }
  }
}
