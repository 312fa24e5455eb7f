// The floor for bench/ssr.ts's uncached figure: what any render that ends in this page's bytes
// costs at the least. The site's own pieces, with no page to build: Fastify with the site's
// compression (brotli quality 1 for a body in one piece), React's renderToPipeableStream writing
// the page's finished HTML as one string into the site's stream (client/server-render/flush-batching-stream.ts),
// sent as one Buffer as the site sends a complete page (server/features/ssr/render-page.ts).
// An uncached page can only come close to this figure: it adds routing, loaders and React's work
// on every element. Given the page's HTML file and a port; /healthz answers when it listens.
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { FlushBatchingStream } from '../client/server-render/flush-batching-stream.ts';
import { compressionPlugin } from '../server/plugins/compression.ts';

const [file, port] = process.argv.slice(2);
const page = readFileSync(file!, 'utf8').replace(/^<!DOCTYPE html>/i, '');

const app = Fastify();
await app.register(compressionPlugin);
app.get('/healthz', async () => 'ok');
app.get('/floor', (_request, reply) => {
  const stream = new FlushBatchingStream();
  const pipeable = renderToPipeableStream(createElement('div', { dangerouslySetInnerHTML: { __html: page } }), {
    onAllReady() {
      pipeable.pipe(stream as unknown as NodeJS.WritableStream);
      reply.header('content-type', 'text/html; charset=utf-8').send(stream.forResponse());
    },
    onShellError(error) {
      reply.code(500).send(String(error));
    },
  });
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
// Exit cleanly when the bench stops it (and let --cpu-prof write its profile).
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void app.close().then(() => process.exit(0)));
