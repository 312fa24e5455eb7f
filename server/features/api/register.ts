// POST /api/register and POST /api/signUp. In order: same-origin only (403), rate limit per
// client IP (429 + Retry-After), the shared sign-up schema (400 naming the field), the captcha
// verified server-side for action 'register' (400 verifyIdentity; 503 when the provider is
// unavailable), then one upstream call, never retried. The answer is the upstream status with
// data.redirect_address (only if it points into the client portal) and data.message.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { registrationMessageKeys, registrationPayloadSchema } from '../../../shared/schemas/registration.ts';
import { UpstreamError, UpstreamHttpError } from '../../plugins/upstream.ts';
import type { CaptchaVerifier } from './captcha.ts';
import { parseInput, sendError, ValidationError } from './errors.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import { crossOriginBody, isSameOrigin } from './same-origin.ts';
import { upstreamActions } from '../../../shared/api/endpoints.ts';

export const CAPTCHA_ACTION = 'register';

export interface RegisterOptions {
  verifyCaptcha: CaptchaVerifier;
  limiter: RateLimiter;
  /** Client-portal base URL; redirect addresses must point inside it. */
  portalUrl: string;
  allowedOrigins: readonly string[];
  bodyLimit: number;
}

const upstreamAnswer = z.looseObject({
  code: z.union([z.number(), z.string()]).optional(),
  message: z.string().optional(),
  msg: z.string().optional(),
  data: z
    .looseObject({ redirect_address: z.string().optional(), message: z.string().optional() })
    .nullable()
    .optional(),
});

/** True when address is an absolute http(s) URL inside the portal (same origin, under its path). */
export function isPortalAddress(address: string, portalUrl: string): boolean {
  let u: URL;
  let p: URL;
  try {
    u = new URL(address);
    p = new URL(portalUrl);
  } catch {
    return false;
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') return false;
  if (u.origin !== p.origin || u.username || u.password) return false;
  const base = p.pathname.replace(/\/+$/, '');
  return base === '' || u.pathname === base || u.pathname.startsWith(`${base}/`);
}

const unavailableMessage = 'Registration is temporarily unavailable. Please try again later.';

export function registerRoutes(app: FastifyInstance, options: RegisterOptions): void {
  const handler = (kind: 'register' | 'signUp') => async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    try {
      if (!isSameOrigin(request, options.allowedOrigins)) return reply.code(403).send(crossOriginBody);

      const rate = await options.limiter.hit(request);
      if (!rate.allowed) {
        return reply
          .code(429)
          .header('retry-after', String(rate.retryAfterS))
          .send({ error: 'rate_limited', message: 'Too many attempts', data: { message: 'Too many attempts. Please try again later.' } });
      }

      const payload = parseInput(registrationPayloadSchema, request.body ?? {}, 'body');

      const captcha = await options.verifyCaptcha(payload.token, CAPTCHA_ACTION, request.ip);
      if (!captcha.ok) {
        const down = captcha.reason === 'unavailable' || captcha.reason === 'unconfigured';
        if (down) request.log.warn({ reason: captcha.reason }, 'captcha verification unavailable');
        return reply.code(down ? 503 : 400).send({
          error: 'captcha',
          field: 'token',
          reason: captcha.reason,
          message: registrationMessageKeys.verifyIdentity,
          data: { message: registrationMessageKeys.verifyIdentity },
        });
      }

      let status: number;
      let body: z.infer<typeof upstreamAnswer>;
      try {
        const res = await app.upstream.request({
          method: 'POST',
          path: kind === 'register' ? upstreamActions.register : upstreamActions.signUp,
          body: payload,
          headers: { 'x-forwarded-for': request.ip },
          schema: upstreamAnswer,
          retry: false,
          name: kind,
        });
        status = res.status;
        body = res.data;
      } catch (error) {
        if (error instanceof UpstreamHttpError) {
          const b = upstreamAnswer.safeParse(error.body);
          const d = b.success ? b.data : {};
          const message = d.data?.message ?? d.message ?? d.msg ?? unavailableMessage;
          return reply.code(error.status).send({ code: d.code ?? error.status, data: { message } });
        }
        if (error instanceof UpstreamError) {
          return reply.code(error.status).send({ code: error.status, error: error.body.error, data: { message: unavailableMessage } });
        }
        throw error;
      }

      const redirect = body.data?.redirect_address;
      if (redirect !== undefined && redirect !== '' && !isPortalAddress(redirect, options.portalUrl)) {
        request.log.error({ kind }, 'upstream redirect_address outside the client portal refused');
        return reply.code(502).send({ code: 502, error: 'bad_redirect', data: { message: unavailableMessage } });
      }
      const data: { redirect_address?: string; message?: string } = {};
      if (redirect) data.redirect_address = new URL(redirect).href;
      const message = body.data?.message ?? body.message ?? body.msg;
      if (message !== undefined) data.message = message;
      return reply.code(status).send({ code: body.code ?? status, data });
    } catch (error) {
      if (error instanceof ValidationError) {
        return reply.code(400).send({ ...error.body, data: { message: error.issues[0]!.message } });
      }
      return sendError(reply, error, request.log);
    }
  };
  app.post('/api/register', { bodyLimit: options.bodyLimit }, handler('register'));
  app.post('/api/signUp', { bodyLimit: options.bodyLimit }, handler('signUp'));
}
