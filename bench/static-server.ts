// The ceilings for bench/ssr.ts: Fastify replying with fixed bytes (the page rendered once),
// as is and pre-compressed with brotli (quality 11).
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';

const [file, port] = process.argv.slice(2);
const body = readFileSync(file!);
const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
const app = Fastify({ logger: false });
app.get('/healthz', () => 'ok');
app.get('/plain', (_req, reply) => reply.header('content-type', 'text/html; charset=utf-8').send(body));
app.get('/br', (_req, reply) => reply.header('content-type', 'text/html; charset=utf-8').header('content-encoding', 'br').send(br));
await app.listen({ port: Number(port), host: '127.0.0.1' });
