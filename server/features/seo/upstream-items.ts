// The SEO documents read editorial items through the BFF cache: an answer that failed, has a
// non-200 code or does not match its schema leaves those items out (the documents still list the
// static pages) instead of failing the sitemap.
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

export async function itemsOf<T>(app: FastifyInstance, what: string, read: Promise<{ code?: unknown; data?: unknown }>, schema: z.ZodType<T>): Promise<T | null> {
  try {
    const body = await read;
    if (body.code !== undefined && Number(body.code) !== 200) return null;
    const parsed = schema.safeParse(body.data);
    return parsed.success ? parsed.data : null;
  } catch (error) {
    app.log.warn({ err: error }, `seo: ${what} unavailable; documents leave them out`);
    return null;
  }
}
