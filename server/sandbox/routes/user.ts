// Sandbox user: log in (any password of 8+ characters), read and change the profile by token.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { upstreamActions } from '../../../shared/api/endpoints.ts';
import { ok, type SandboxRoutesOptions } from './context.ts';

const loginBody = z.object({ email: z.string().min(3).max(254), password: z.string().min(1).max(256) });
const notLoggedIn = { code: 401, msg: 'Not logged in', data: null };

export function userRoutes(app: FastifyInstance, { state }: SandboxRoutesOptions): void {
  app.post(upstreamActions.userLogin, async (request, reply) => {
    const parsed = loginBody.safeParse(request.body);
    if (!parsed.success || parsed.data.password.length < 8) return reply.code(401).send({ code: 401, msg: 'Invalid email or password', data: null });
    const token = randomUUID();
    state.users.set(token, { email: parsed.data.email, first_name: 'Sandbox', last_name: 'User', language: 'en' });
    return ok({ token, token_type: 'Bearer', expires_in: 3600 });
  });
  const userOf = (request: FastifyRequest) => {
    const m = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '');
    return m ? state.users.get(m[1]!) : undefined;
  };
  app.get(upstreamActions.userInfo, async (request, reply) => {
    const user = userOf(request);
    if (!user) return reply.code(401).send(notLoggedIn);
    return ok(user);
  });
  app.put(upstreamActions.userInfo, async (request, reply) => {
    const user = userOf(request);
    if (!user) return reply.code(401).send(notLoggedIn);
    const body = (request.body ?? {}) as Record<string, unknown>;
    for (const key of ['first_name', 'last_name', 'language'] as const) {
      if (typeof body[key] === 'string') user[key] = body[key] as string;
    }
    return ok(user);
  });
}
