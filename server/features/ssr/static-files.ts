// The client build's files: hashed assets cached for a year, unhashed public files (favicon,
// logo) for an hour. Their .br/.gz copies are made at build time.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const immutable = 'public, max-age=31536000, immutable';

export async function registerStaticFiles(app: FastifyInstance, clientDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: `${clientDir}/assets`,
    prefix: '/assets/',
    preCompressed: true,
    decorateReply: false,
    cacheControl: false,
    setHeaders: (reply) => reply.header('cache-control', immutable),
  });
  // One route per file (no wildcard), so unknown paths fall through to the page handler.
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: false,
    preCompressed: true,
    decorateReply: false,
    globIgnore: ['assets/**', '.vite/**', '**/*.br', '**/*.gz'],
    cacheControl: false,
    setHeaders: (reply) => reply.header('cache-control', 'public, max-age=3600'),
  });
}
