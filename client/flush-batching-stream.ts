// The destination of React's server stream, and the readable the response sends. React writes a
// page as many small views (4 KB) and long strings (the reused frame HTML, the hydration block),
// and calls `flush()` after each batch it completes; each batch leaves as one Buffer, so the
// response goes to the socket in one write per batch instead of one per 4 KB (each a system call
// with its own share of the HTTP machinery: ~20 per page).
//
// Why not a Transform: every write then ran the Writable machinery, and each long string was
// encoded into a Buffer of its own and copied again by Buffer.concat. Here `write` only keeps the
// chunk; `flush` encodes strings straight into the batch's one Buffer (issue 17: the writes and
// copies were ~15 % of a content page's render, --cpu-prof).
//
// What React needs of a destination: write() (true: never a reason to wait, the batch is held
// until flush), end(), 'drain', and 'error'/'close' to stop rendering when the visitor has gone
// (destroying this stream emits 'close'). 'finish' is emitted when React has ended its writes,
// as a Writable would (render-page.ts tells a complete document from one cut short by it).
import { Readable } from 'node:stream';

export class FlushBatchingStream extends Readable {
  private parts: (string | Uint8Array)[] = [];
  private bytes = 0;
  private ended = false;

  override _read(): void {
    // Data is pushed when React flushes; nothing to fetch on demand.
  }

  write(chunk: string | Uint8Array): boolean {
    if (this.ended || this.destroyed) return false;
    if (typeof chunk === 'string') this.bytes += Buffer.byteLength(chunk, 'utf8');
    else this.bytes += chunk.byteLength;
    this.parts.push(chunk);
    return true;
  }

  /** Called by React at the end of each batch of writes. */
  flush(): void {
    if (this.parts.length === 0 || this.destroyed) return;
    const batch = Buffer.allocUnsafe(this.bytes);
    let at = 0;
    for (const part of this.parts) {
      if (typeof part === 'string') at += batch.write(part, at, 'utf8');
      else {
        batch.set(part, at);
        at += part.byteLength;
      }
    }
    this.parts = [];
    this.bytes = 0;
    this.push(batch);
  }

  end(): this {
    if (this.ended) return this;
    this.ended = true;
    this.flush();
    if (!this.destroyed) {
      this.emit('finish');
      this.push(null);
    }
    return this;
  }
}
