// At most `limit` React renders run at once; the others wait their turn, first come, first
// served. Rendering is CPU work on one thread, so more at once finish no sooner in total; they
// only hold more half-built trees in memory (a burst of a thousand uncached requests would hold
// a thousand). A slot is taken once the loaders have their data, so slow upstream calls never
// hold one. A render for a visitor keeps it until its response is written out (`heldUntil`):
// compression and socket writes are CPU work on the same thread too, and when the slot was given
// back as soon as React was done, 50 connections of uncached pages shared the CPU among every
// half-written response and some waited past 2 s (9-15 wrk time-outs per 10 s run; none since).
// Past `maxQueue` waiting renders the caller answers 503 with Retry-After (load shedding).
export class RenderSlots {
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  private readonly limit: number;
  private readonly maxQueue: number;

  constructor(limit: number, maxQueue: number) {
    this.limit = limit;
    this.maxQueue = maxQueue;
  }

  get queued(): number {
    return this.waiting.length;
  }

  /** A release function once a slot is free; undefined when the queue is full. */
  acquire(): Promise<() => void> | undefined {
    if (this.active < this.limit) {
      this.active++;
      return Promise.resolve(this.releaser());
    }
    if (this.waiting.length >= this.maxQueue) return undefined;
    return new Promise((resolve) => this.waiting.push(() => resolve(this.releaser())));
  }

  /**
   * A slot for a render whose work goes on after React is done: the release the render gets is a
   * no-op, and the slot goes back when `finished` settles (a response's 'close', which comes
   * however the exchange ends, so a slot taken after the visitor left is given back at once).
   */
  heldUntil(finished: Promise<void>): () => Promise<() => void> | undefined {
    return () => {
      const slot = this.acquire();
      if (!slot) return undefined;
      return slot.then((release) => {
        void finished.then(release, release);
        return () => {};
      });
    };
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) next(); // the slot passes straight to the next render
      else this.active--;
    };
  }
}
