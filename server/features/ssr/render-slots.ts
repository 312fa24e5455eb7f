// At most `limit` React renders run at once, and at most `limit` start in one turn of the event
// loop; the others wait their turn, first come, first served. A slot is taken once the loaders
// have their data and given back when the document is ready to send, so slow upstream calls
// never hold one. Past `maxQueue` waiting renders the caller answers 503 with Retry-After (load
// shedding).
//
// Why per turn: React renders in a microtask, so a render that starts inside a socket's callback
// runs to its end there. With 50 busy keep-alive connections, one poll of the sockets rendered
// every waiting page (45 pages, ~150 ms) before the loop came round again, and as libuv accepts
// one new connection per poll (libuv#3696), 50 new connections took 2-6 s to be accepted (wrk
// time-outs at 50 connections uncached). Renders now start from a setImmediate, a few per turn,
// so the loop polls its sockets, accepts and writes between them.
export class RenderSlots {
  private active = 0;
  private readonly waiting: Array<(release: () => void) => void> = [];
  private scheduled = false;
  private readonly limit: number;
  private readonly maxQueue: number;

  constructor(limit: number, maxQueue: number) {
    this.limit = limit;
    this.maxQueue = maxQueue;
  }

  /** Slots no render holds (renders waiting for them start on the next turn). */
  private get free(): number {
    return this.limit - this.active;
  }

  /** Renders waiting for a slot that is not free yet. */
  get queued(): number {
    return Math.max(0, this.waiting.length - this.free);
  }

  /** A release function once a slot is free (on a later turn); undefined when the queue is full. */
  acquire(): Promise<() => void> | undefined {
    // Those waiting for a free slot (starting next turn) do not count against the bound.
    if (this.waiting.length - this.free >= this.maxQueue) return undefined;
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.waiting.length === 0 || this.free === 0) return;
    this.scheduled = true;
    setImmediate(() => this.start());
  }

  /** Hands the free slots to the first waiting renders; they run after this callback returns. */
  private start(): void {
    this.scheduled = false;
    while (this.free > 0 && this.waiting.length > 0) {
      this.active++;
      this.waiting.shift()!(this.releaser());
    }
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.active--;
      // Scheduled from here (a render's end), the next start is on the next turn.
      this.schedule();
    };
  }
}
