// The destination of React's server stream: React writes a page as many 4 KB chunks and calls
// `flush()` after each batch it completes; this stream passes each batch on as one chunk, so the
// response goes to the socket in one write per batch instead of one per 4 KB (each a system call
// with its own share of the HTTP machinery: ~20 per page).
import { Transform, type TransformCallback } from 'node:stream';

export class FlushBatchingStream extends Transform {
  private parts: Buffer[] = [];

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.parts.push(chunk);
    callback();
  }

  /** Called by React at the end of each batch of writes. */
  flush(): void {
    if (this.parts.length === 0) return;
    const batch = this.parts.length === 1 ? this.parts[0]! : Buffer.concat(this.parts);
    this.parts = [];
    this.push(batch);
  }

  override _flush(callback: TransformCallback): void {
    this.flush();
    callback();
  }
}
