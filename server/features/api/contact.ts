// POST /api/contact: the contact form. In order: same-origin only (403), a per-client rate limit
// (429 + Retry-After), the shared contact schema (400 naming every bad field), the captcha
// verified server-side for action 'contact' (400; 503 when the provider is down), then exactly
// one upstream call (spec 7: writes are never retried) with a time-out and an idempotency key,
// so an upstream that is slow or fails never receives the message twice.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CONTACT_CAPTCHA_ACTION, contactMessageKeys, contactPayloadSchema } from '../../../shared/schemas/contact.ts';
import { UpstreamError } from '../../plugins/upstream.ts';
import type { CaptchaVerifier } from './captcha.ts';
import { parseInput, sendError, ValidationError } from './errors.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import { crossOriginBody, isSameOrigin } from './same-origin.ts';
import { upstreamActions } from '../../../shared/api/endpoints.ts';

export interface ContactOptions {
  verifyCaptcha: CaptchaVerifier;
  /** Per-client limit: the one call to the rate limiter (which may be swapped for another). */
  limiter: RateLimiter;
  allowedOrigins: readonly string[];
  bodyLimit: number;
  /** Time-out of the upstream write. */
  timeoutMs: number;
}

const upstreamAnswer = z.looseObject({ code: z.union([z.number(), z.string()]).optional(), data: z.looseObject({ ticket: z.string().optional() }).nullable().optional() });

export const contactSendFailed = 'about.contact.errors.sendFailed';
export const contactRateLimited = 'about.contact.errors.rateLimited';

/** The rate limit as one small function: true when this client may send now (else the 429 is sent). */
export async function withinContactLimit(limiter: RateLimiter, request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  const rate = await limiter.hit(request);
  if (rate.allowed) return true;
  await reply.code(429).header('retry-after', String(rate.retryAfterS)).send({ error: 'rate_limited', message: contactRateLimited });
  return false;
}

export function contactRoutes(app: FastifyInstance, options: ContactOptions): void {
  app.post('/api/contact', { bodyLimit: options.bodyLimit }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      if (!isSameOrigin(request, options.allowedOrigins)) return reply.code(403).send(crossOriginBody);
      if (!(await withinContactLimit(options.limiter, request, reply))) return reply;

      const payload = parseInput(contactPayloadSchema, request.body ?? {}, 'body');

      const captcha = await options.verifyCaptcha(payload.token, CONTACT_CAPTCHA_ACTION, request.ip);
      if (!captcha.ok) {
        const down = captcha.reason === 'unavailable' || captcha.reason === 'unconfigured';
        if (down) request.log.warn({ reason: captcha.reason }, 'captcha verification unavailable');
        return reply.code(down ? 503 : 400).send({ error: 'captcha', field: 'token', reason: captcha.reason, message: contactMessageKeys.verifyIdentity });
      }

      const { token: _token, ...message } = payload;
      try {
        const res = await app.upstream.request({
          method: 'POST',
          path: upstreamActions.contact,
          body: message,
          headers: { 'x-forwarded-for': request.ip, 'idempotency-key': randomUUID() },
          schema: upstreamAnswer,
          retry: false,
          timeoutMs: options.timeoutMs,
          name: 'contact',
        });
        return reply.code(200).send({ code: 200, data: { ticket: res.data.data?.ticket ?? null } });
      } catch (error) {
        if (error instanceof UpstreamError) {
          request.log.warn({ status: error.status }, 'contact message not delivered upstream');
          // 4xx from upstream: the message was refused; anything else: try again later.
          const status = error.status >= 500 ? error.status : 502;
          return reply.code(status).send({ error: 'send_failed', message: contactSendFailed });
        }
        throw error;
      }
    } catch (error) {
      if (error instanceof ValidationError) {
        const fields: Record<string, string> = {};
        for (const issue of error.issues) fields[issue.field] ??= issue.message;
        return reply.code(400).send({ ...error.body, fields });
      }
      return sendError(reply, error, request.log);
    }
  });
}
