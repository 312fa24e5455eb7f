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
//
// Long strings the server writes again and again (the shared markup of client/frame/shared-markup.tsx)
// are encoded once: `preEncode` keeps their UTF-8 bytes, and a write of the same string copies
// them. Encoding is not free: a string with one character beyond Latin-1 (every Arabic, Russian
// or Chinese page; an English one with an en dash) is stored as UTF-16 by V8, and measuring and
// encoding it ran at ~200 MB/s here, about a tenth of the speed for ASCII.
import { Readable } from 'node:stream';

/** Bytes of strings written on every render (bounded: a fixed set of parts per locale). */
const encoded = new Map<string, Buffer>();
/** Lengths of those strings: most strings are not among them, and a length is free to check. */
const encodedLengths = new Set<number>();
const maxEncoded = 4096;

/** Keeps the UTF-8 bytes of a string that will be written on many renders. */
export function preEncode(text: string): void {
  // React copies strings under 1,366 characters into its own 4 KB views: they never arrive whole.
  if (text.length * 3 <= 4096 || encoded.size >= maxEncoded || encoded.has(text)) return;
  encoded.set(text, Buffer.from(text, 'utf8'));
  encodedLengths.add(text.length);
}

/** The kept bytes of a string, if it is one of them. */
function encodingOf(text: string): Buffer | undefined {
  return encodedLengths.has(text.length) ? encoded.get(text) : undefined;
}

export class FlushBatchingStream extends Readable {
  private parts: (string | Uint8Array)[] = [];
  private bytes = 0;
  private ended = false;
  /** The first batch, while it is the only one. */
  private onlyBatch: Buffer | undefined;
  private batches = 0;

  override _read(): void {
    // Data is pushed when React flushes; nothing to fetch on demand.
  }

  write(chunk: string | Uint8Array): boolean {
    if (this.ended || this.destroyed) return false;
    const part = typeof chunk === 'string' ? (encodingOf(chunk) ?? chunk) : chunk;
    this.bytes += typeof part === 'string' ? Buffer.byteLength(part, 'utf8') : part.byteLength;
    this.parts.push(part);
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
    this.onlyBatch = ++this.batches === 1 ? batch : undefined;
    this.push(batch);
  }

  /**
   * The whole document when React wrote it in one batch and ended (a page whose data was
   * loaded: nearly all): the response can send it as one Buffer with its length, compressed
   * inline, instead of streaming it. The stream still flows to its own listeners when resumed.
   */
  wholeBody(): Buffer | undefined {
    return this.ended && !this.destroyed && this.batches === 1 && this.readableLength === this.onlyBatch?.length ? this.onlyBatch : undefined;
  }

  /** What a response sends: the whole body when there is one (this stream then flows on to its own listeners, if any), else this stream. */
  forResponse(): Buffer | this {
    const whole = this.wholeBody();
    if (!whole) return this;
    this.resume();
    return whole;
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
