// Response compression: brotli or gzip, negotiated from Accept-Encoding, for text bodies of 1 KB
// and more. Pages served from the page cache are not compressed here: the cache sends its own
// quality 11 variants, so what is compressed here is an uncached page (the first visitor after a
// purge, a crawler on a cold page) and API answers.
//
// A body that ends at once (a page whose data was ready: nearly every page) is compressed in one
// call on this thread (adaptive-compress-stream.ts: pages leave in the order they were rendered,
// not together at the end of a burst) at brotli quality 1. Quality 3 cost 0.7-1.1 ms for an
// 80 KB page, a third of its render and about a quarter of the server's time under uncached load
// (--cpu-prof); quality 1 costs 0.3-0.45 ms for 8 % more bytes (bench:compression, issue 17).
//
// Streamed pages (deferred data): every chunk written into the compressor is flushed straight
// away (Z_SYNC_FLUSH / BROTLI_OPERATION_FLUSH), so a shell React writes early reaches the browser
// early instead of waiting in zlib's window until the whole page is done. Flushed per chunk,
// quality 1 loses a third of its ratio (26 KB against 18 KB for /en), so streams keep quality 3.
// Buffered bodies take @fastify/compress's one-shot path (quality 3).
//
// Brotli's window is 256 KB (lgwin 18) instead of 4 MB: every response builds its own encoder,
// and at 50 concurrent uncached pages the default window's allocations cut throughput from 144 to
// 61 pages/s (bench:ssr); pages are far smaller than the window, so the bytes are the same.
import fp from 'fastify-plugin';
import fastifyCompress from '@fastify/compress';
import zlib, { constants, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { AdaptiveCompressStream } from './adaptive-compress-stream.ts';

/** html, css, plain text, JavaScript, JSON, XML (and their +json/+xml kinds), SVG. */
const COMPRESSIBLE =
  /^(?:text\/(?:html|css|plain|javascript|xml|csv|markdown)|application\/(?:javascript|json|xml|(?:[\w.-]+\+)?(?:json|xml))|image\/svg\+xml)\s*(?:;|$)/i;

export function isCompressible(contentType: string): boolean {
  return COMPRESSIBLE.test(contentType);
}

function addVary(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const tokens = (Array.isArray(current) ? current.join(',') : current === undefined ? '' : String(current))
    .split(',')
    .map((token) => token.trim())
    .filter(Boolean);
  if (tokens.includes('*')) return;
  // Lower case, because @fastify/compress looks for exactly 'accept-encoding' before adding its
  // own (a route's 'Accept-Encoding' would otherwise be listed twice).
  const rest = tokens.filter((token) => token.toLowerCase() !== 'accept-encoding');
  reply.header('vary', [...rest, 'accept-encoding'].join(', '));
}

/** A body compressed in one call (buffered, or a stream that ended at once): the streamed options at quality 1. */
function brotliInOnePiece(body: zlib.InputType, options: BrotliOptions | undefined): Buffer {
  return zlib.brotliCompressSync(body, { ...options, params: { ...options?.params, [constants.BROTLI_PARAM_QUALITY]: ONE_PIECE_BROTLI_QUALITY } });
}

export const ONE_PIECE_BROTLI_QUALITY = 1;

const compression: FastifyPluginAsync = async (app) => {
  // Caches must key compressible responses on Accept-Encoding even when this particular one
  // went out uncompressed (small, or the client asked for identity). This instance-level hook
  // runs before @fastify/compress's route-level one, which then sees the header and keeps it.
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && isCompressible(type)) addVary(reply);
    return payload;
  });

  await app.register(fastifyCompress, {
    global: true,
    zlib: {
      ...zlib,
      createBrotliCompress: (options?: BrotliOptions) => new AdaptiveCompressStream((body) => brotliInOnePiece(body, options), () => zlib.createBrotliCompress(options)),
      createGzip: (options?: ZlibOptions) => new AdaptiveCompressStream((body) => zlib.gzipSync(body, options), () => zlib.createGzip(options)),
      // A buffered body (every page that was complete when React's stream was handed over, most
      // API answers) is compressed inline, as one piece, at the same quality as a stream that
      // ended at once.
      brotliCompressSync: brotliInOnePiece,
    },
    // Inline for any buffered size: the default (8 KB on two cores, less on more) sent pages
    // through a stream pipeline per response (an AbortController, a DOMException at its end, a
    // Transform) only to be compressed in one piece on this thread anyway (adaptive-compress-stream.ts).
    syncThreshold: 64 * 1024 * 1024,
    encodings: ['br', 'gzip', 'identity'],
    threshold: 1024,
    customTypes: isCompressible,
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 3,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_LGWIN]: 18,
      },
      flush: constants.BROTLI_OPERATION_FLUSH,
    },
    zlibOptions: { level: 6, flush: constants.Z_SYNC_FLUSH },
    // Request bodies are small JSON forms; compressed uploads are not accepted.
    globalDecompression: false,
  });
};

export const compressionPlugin = fp(compression, { name: 'compression', fastify: '5.x' });
