import t from 'tap';
import Fastify from 'fastify';
import { Readable } from 'node:stream';
import { request } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, constants, createBrotliDecompress, gunzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../config.ts';
import { compressionPlugin, isCompressible, ONE_PIECE_BROTLI_QUALITY } from './compression.ts';
import { securityPlugin } from './security.ts';

const html = '<!doctype html><html><body>' +
  Array.from({ length: 120 }, (_, i) => `<p class="row">Row ${i}: EUR/USD spread from 0.0 pips</p>`).join('') +
  '</body></html>';

async function build() {
  const app = Fastify({ trustProxy: true });
  app.decorate('config', loadConfig({ NODE_ENV: 'test' }));
  await app.register(securityPlugin);
  await app.register(compressionPlugin);
  app.get('/page', async (_r, reply) => reply.type('text/html; charset=utf-8').send(html));
  app.get('/small', async (_r, reply) => reply.type('text/html; charset=utf-8').send('<p>tiny</p>'));
  app.get('/stream', async (_r, reply) => {
    const chunks = html.match(/.{1,700}/gs)!;
    return reply.type('text/html; charset=utf-8').send(Readable.from(chunks));
  });
  // A page whose data was ready: one chunk, ended in the same turn of the event loop.
  app.get('/at-once', async (_r, reply) => {
    const body = new Readable({ read() {} });
    body.push(html);
    body.push(null);
    return reply.type('text/html; charset=utf-8').send(body);
  });
  app.get('/varied', async (_r, reply) => reply.type('text/html').header('vary', 'Accept-Encoding, Cookie').send(html));
  app.get('/png', async (_r, reply) => reply.type('image/png').send(Buffer.alloc(4096, 1)));
  t.teardown(() => app.close());
  return app;
}

t.ok(html.length > 5000, 'the page is over 5 KB');

t.test('buffered 5 KB HTML: br, gzip and identity give back the original', async (t) => {
  const app = await build();
  const br = await app.inject({ url: '/page', headers: { 'accept-encoding': 'gzip, deflate, br' } });
  t.equal(br.headers['content-encoding'], 'br');
  t.match(br.headers.vary, /accept-encoding/i);
  t.ok(br.rawPayload.length < html.length / 2, 'smaller');
  t.equal(brotliDecompressSync(br.rawPayload).toString(), html);
  t.ok(br.headers['content-security-policy'], 'security headers survive compression');

  const gz = await app.inject({ url: '/page', headers: { 'accept-encoding': 'gzip' } });
  t.equal(gz.headers['content-encoding'], 'gzip');
  t.equal(gunzipSync(gz.rawPayload).toString(), html);

  const id = await app.inject({ url: '/page', headers: { 'accept-encoding': 'identity' } });
  t.notOk(id.headers['content-encoding']);
  t.equal(id.payload, html);
  t.match(id.headers.vary, /accept-encoding/i, 'Vary even when not compressed');

  const none = await app.inject({ url: '/page' });
  t.notOk(none.headers['content-encoding']);
  t.equal(none.payload, html);

  const q = await app.inject({ url: '/page', headers: { 'accept-encoding': 'br;q=0, gzip;q=1' } });
  t.equal(q.headers['content-encoding'], 'gzip', 'q-values honoured');
});

t.test('streamed body (a Readable): br, gzip and identity', async (t) => {
  const app = await build();
  const br = await app.inject({ url: '/stream', headers: { 'accept-encoding': 'br' } });
  t.equal(br.headers['content-encoding'], 'br');
  t.equal(brotliDecompressSync(br.rawPayload).toString(), html);
  const gz = await app.inject({ url: '/stream', headers: { 'accept-encoding': 'gzip' } });
  t.equal(gz.headers['content-encoding'], 'gzip');
  t.equal(gunzipSync(gz.rawPayload).toString(), html);
  const id = await app.inject({ url: '/stream', headers: { 'accept-encoding': 'identity' } });
  t.notOk(id.headers['content-encoding']);
  t.equal(id.payload, html);
});

t.test('a body in one piece (a stream that ends at once, or buffered) is compressed in one call at quality 1', async (t) => {
  const app = await build();
  const params = (q: number) => ({ params: { [constants.BROTLI_PARAM_QUALITY]: q, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_LGWIN]: 18 } });
  t.equal(ONE_PIECE_BROTLI_QUALITY, 1);
  const once = await app.inject({ url: '/at-once', headers: { 'accept-encoding': 'br' } });
  t.equal(once.headers['content-encoding'], 'br');
  t.same(once.rawPayload, brotliCompressSync(html, params(1)), 'the bytes of one quality 1 call');
  t.equal(brotliDecompressSync(once.rawPayload).toString(), html);
  const buffered = await app.inject({ url: '/page', headers: { 'accept-encoding': 'br' } });
  t.same(buffered.rawPayload, brotliCompressSync(html, params(1)), 'buffered: the bytes of one quality 1 call');
  t.equal(buffered.headers['content-length'], String(buffered.rawPayload.length), 'with its length');
});

t.test('a Vary the route set is kept, with accept-encoding listed once', async (t) => {
  const app = await build();
  const res = await app.inject({ url: '/varied', headers: { 'accept-encoding': 'gzip' } });
  t.equal(res.headers['content-encoding'], 'gzip');
  t.equal(res.headers.vary, 'Cookie, accept-encoding');
});

t.test('below the threshold and non-text bodies are not compressed; Vary only on text', async (t) => {
  const app = await build();
  const small = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
  t.notOk(small.headers['content-encoding']);
  t.equal(small.payload, '<p>tiny</p>');
  t.equal(small.headers.vary, 'accept-encoding');
  const png = await app.inject({ url: '/png', headers: { 'accept-encoding': 'br' } });
  t.notOk(png.headers['content-encoding']);
  t.notOk(png.headers.vary);
});

t.test('a streamed shell is flushed before the rest of the page exists', { timeout: 10_000 }, async (t) => {
  const app = Fastify();
  await app.register(compressionPlugin);
  let release!: () => void;
  const later = new Promise<void>((resolve) => (release = resolve));
  const shell = '<!doctype html><html><head><title>Shell</title></head><body><div id="root">';
  app.get('/slow', async (_r, reply) => {
    async function* body() {
      yield shell + ' '.repeat(2000);
      await later;
      yield '</div></body></html>';
    }
    return reply.type('text/html; charset=utf-8').send(Readable.from(body()));
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  t.teardown(() => app.close());
  const { port } = app.server.address() as AddressInfo;

  const text = await new Promise<string>((resolve, reject) => {
    const req = request({ port, host: '127.0.0.1', path: '/slow', headers: { 'accept-encoding': 'br' } }, (res) => {
      t.equal(res.headers['content-encoding'], 'br');
      const decoder = createBrotliDecompress();
      let out = '';
      res.pipe(decoder);
      decoder.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('<div id="root">') && !out.includes('</html>')) {
          t.pass('shell decoded while the render is still pending');
          release();
        }
      });
      decoder.on('end', () => resolve(out));
      decoder.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
  t.ok(text.startsWith(shell) && text.endsWith('</div></body></html>'));
});

t.test('isCompressible', async (t) => {
  for (const type of ['text/html; charset=utf-8', 'text/css', 'text/plain', 'text/javascript', 'application/javascript',
    'application/json; charset=utf-8', 'application/manifest+json', 'application/xml', 'image/svg+xml', 'application/rss+xml']) {
    t.ok(isCompressible(type), type);
  }
  for (const type of ['image/png', 'font/woff2', 'application/octet-stream', 'text/event-stream', 'video/mp4']) {
    t.notOk(isCompressible(type), type);
  }
});
