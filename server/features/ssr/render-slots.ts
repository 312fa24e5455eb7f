// At most `limit` React renders run at once; the others wait their turn, first come, first
// served. Rendering is CPU work on one thread, so more at once finish no sooner in total; they
// only hold more half-built trees in memory (a burst of a thousand uncached requests would hold
// a thousand). A slot is taken once the loaders have their data and given back when the
// document is ready to send, so slow upstream calls never hold one. Past `maxQueue` waiting
// renders the caller answers 503 with Retry-After (load shedding).
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
