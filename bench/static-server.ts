// The ceiling for bench/ssr.ts: Fastify replying with fixed bytes (a page rendered once).
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';

const [file, port] = process.argv.slice(2);
const body = readFileSync(file!);
const app = Fastify({ logger: false });
app.get('/*', (_req, reply) => reply.header('content-type', 'text/html; charset=utf-8').send(body));
await app.listen({ port: Number(port), host: '127.0.0.1' });
