// User endpoints, proxied and never cached: POST /api/user/login, GET and PUT /api/user/info.
// Payloads are not specified, so bodies are flat objects of short scalars; writes are
// same-origin only and never retried; the caller's bearer token is passed on.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { UpstreamHttpError } from '../../plugins/upstream.ts';
import { parseInput, sendError } from './errors.ts';
import { crossOriginBody, isSameOrigin } from './same-origin.ts';
import { upstreamActions } from '../../../shared/api/endpoints.ts';

const flatBody = z
  .record(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, 'unknown field'), z.union([z.string().max(1024), z.number(), z.boolean(), z.null()]))
  .refine((o) => Object.keys(o).length <= 30, 'too many fields');
const loginBody = z.looseObject({ password: z.string().min(1).max(256) }).and(flatBody);
const bearer = /^Bearer [A-Za-z0-9._~+/=-]{1,4096}$/;

export interface UserOptions {
  allowedOrigins: readonly string[];
  bodyLimit: number;
}

export function userRoutes(app: FastifyInstance, options: UserOptions): void {
  const forward = async (request: FastifyRequest, reply: FastifyReply, method: 'GET' | 'POST' | 'PUT', body?: unknown) => {
    const headers: Record<string, string> = { 'x-forwarded-for': request.ip };
    const auth = request.headers.authorization;
    if (auth !== undefined) {
      if (!bearer.test(auth)) return reply.code(400).send({ error: 'bad_request', field: 'authorization', message: 'must be a bearer token' });
      headers.authorization = auth;
    }
    try {
      const res = await app.upstream.request({
        method,
        path: method === 'POST' ? upstreamActions.userLogin : upstreamActions.userInfo,
        body,
        headers,
        name: method === 'POST' ? 'user/login' : 'user/info',
      });
      return reply.code(res.status).send(res.data ?? {});
    } catch (error) {
      if (error instanceof UpstreamHttpError) return reply.code(error.status).send(error.body);
      return sendError(reply, error, request.log);
    }
  };

  app.post('/api/user/login', { bodyLimit: options.bodyLimit }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!isSameOrigin(request, options.allowedOrigins)) return reply.code(403).send(crossOriginBody);
    try {
      return await forward(request, reply, 'POST', parseInput(loginBody, request.body ?? {}, 'body'));
    } catch (error) {
      return sendError(reply, error, request.log);
    }
  });
  app.get('/api/user/info', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    if (request.headers.authorization === undefined) return reply.code(401).send({ error: 'unauthorized', message: 'Not logged in' });
    if (Object.keys((request.query as object) ?? {}).length) return reply.code(400).send({ error: 'bad_request', field: Object.keys(request.query as object)[0], message: 'unknown parameter' });
    return forward(request, reply, 'GET');
  });
  app.put('/api/user/info', { bodyLimit: options.bodyLimit }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!isSameOrigin(request, options.allowedOrigins)) return reply.code(403).send(crossOriginBody);
    if (request.headers.authorization === undefined) return reply.code(401).send({ error: 'unauthorized', message: 'Not logged in' });
    try {
      return await forward(request, reply, 'PUT', parseInput(flatBody, request.body ?? {}, 'body'));
    } catch (error) {
      return sendError(reply, error, request.log);
    }
  });
}
