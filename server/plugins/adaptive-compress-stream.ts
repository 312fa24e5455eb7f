// Compression of a streamed response body that finishes in one go when it can. A page rendered
// without waiting for data arrives as one chunk and ends at once: it is compressed right there,
// on this thread, in one call. A body that is still open when the event loop comes round again
// (a shell now, slow parts later) gets a streaming encoder that flushes every chunk.
//
// Why not always the streaming encoder: its work runs on libuv's thread pool and its output
// comes back through the event loop. Under a burst of uncached pages the main thread renders
// page after page, every response's compressed bytes wait for those completions, and all of
// them leave together at the end of the burst (50 pages at once: every first byte after
// ~550 ms, and wrk time-outs past 2 s), where uncompressed pages leave one by one as rendered.
import { Transform, type TransformCallback } from 'node:stream';

export class AdaptiveCompressStream extends Transform {
  private pending: Buffer[] = [];
  private encoder: Transform | null = null;
  private ended = false;
  private readonly compressAll: (body: Buffer) => Buffer;
  private readonly createEncoder: () => Transform;

  constructor(compressAll: (body: Buffer) => Buffer, createEncoder: () => Transform) {
    super();
    this.compressAll = compressAll;
    this.createEncoder = createEncoder;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (this.encoder) {
      this.encoder.write(chunk, () => callback());
      return;
    }
    this.pending.push(chunk);
    if (this.pending.length === 1) setImmediate(() => this.startStreaming());
    callback();
  }

  override _flush(callback: TransformCallback): void {
    this.ended = true;
    if (this.encoder) {
      this.encoder.once('end', () => callback());
      this.encoder.end();
      return;
    }
    try {
      if (this.pending.length) this.push(this.compressAll(this.pending.length === 1 ? this.pending[0]! : Buffer.concat(this.pending)));
      this.pending = [];
      callback();
    } catch (error) {
      callback(error as Error);
    }
  }

  override _destroy(error: Error | null, callback: (error: Error | null) => void): void {
    this.encoder?.destroy();
    callback(error);
  }

  /** The body is still open a turn of the event loop later: stream it from here on. */
  private startStreaming(): void {
    if (this.ended || this.encoder || this.destroyed) return;
    const encoder = this.createEncoder();
    this.encoder = encoder;
    encoder.on('data', (data: Buffer) => {
      if (!this.destroyed) this.push(data);
    });
    encoder.on('error', (error) => this.destroy(error));
    const body = this.pending.length === 1 ? this.pending[0]! : Buffer.concat(this.pending);
    this.pending = [];
    encoder.write(body);
  }
}
