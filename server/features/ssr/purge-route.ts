// Purge: DELETE /_cache/pages?prefix=/en/trading with Authorization: Bearer CACHE_PURGE_TOKEN.
// A CDN in front is purged by the same deploy hook that calls this (README, operations).
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export function registerPurgeRoute(app: FastifyInstance, purge: (prefix: string) => Promise<number>): void {
  app.delete('/_cache/pages', async (request, reply) => {
    const token = app.config.CACHE_PURGE_TOKEN;
    if (!token) return reply.code(404).send({ error: 'Purging is disabled (CACHE_PURGE_TOKEN unset)' });
    const expected = Buffer.from(`Bearer ${token}`);
    const actual = Buffer.from(request.headers.authorization ?? '');
    if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ error: 'Invalid or missing token', field: 'authorization' });
    }
    const prefix = (request.query as { prefix?: unknown }).prefix;
    if (prefix !== undefined && (typeof prefix !== 'string' || !prefix.startsWith('/') || prefix.length > 512)) {
      return reply.code(400).send({ error: 'prefix must be a path starting with /', field: 'prefix' });
    }
    return { purged: await purge(prefix ?? ''), prefix: prefix ?? '' };
  });
}
