// Response compression: brotli or gzip, negotiated from Accept-Encoding, for text bodies of 1 KB
// and more. Brotli quality 3: once the frame's HTML was reused (client/frame/shared-markup.tsx),
// quality 4 cost half of a content page's render (0.63 of 1.3 ms for 73 KB); quality 3 costs
// 0.45 ms for 4 % more bytes (bench:compression). Pages served from the page cache are not
// compressed here: the cache sends its own quality 11 variants. Brotli's window is 256 KB
// (lgwin 18) instead of 4 MB: every response builds its own encoder, and at 50 concurrent
// uncached pages the default window's allocations cut throughput from 144 to 61 pages/s
// (bench:ssr); pages are far smaller than the window, so the bytes are the same.
//
// Streamed pages: every chunk written into the compressor is flushed straight away
// (Z_SYNC_FLUSH / BROTLI_OPERATION_FLUSH), so a shell React writes early reaches the browser
// early instead of waiting in zlib's window until the whole page is done. A streamed body that
// ends at once (a page whose data was ready) is compressed in one call on this thread instead
// (adaptive-compress-stream.ts: pages leave in the order they were rendered, not together at the
// end of a burst). Buffered bodies take @fastify/compress's one-shot path.
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
      createBrotliCompress: (options?: BrotliOptions) => new AdaptiveCompressStream((body) => zlib.brotliCompressSync(body, options), () => zlib.createBrotliCompress(options)),
      createGzip: (options?: ZlibOptions) => new AdaptiveCompressStream((body) => zlib.gzipSync(body, options), () => zlib.createGzip(options)),
    },
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
