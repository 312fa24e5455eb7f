// Sandbox registration (register and signUp): one account per email, a portal redirect address.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { upstreamActions } from '../../../shared/api/endpoints.ts';
import { registrationPayloadSchema } from '../../../shared/schemas/registration.ts';
import type { SandboxRoutesOptions } from './context.ts';

export function registerRoutes(app: FastifyInstance, { state }: SandboxRoutesOptions): void {
  const register = (kind: 'register' | 'signUp') => async (request: FastifyRequest, reply: FastifyReply) => {
    const parsed = registrationPayloadSchema.safeParse(request.body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return reply.code(422).send({ code: 422, data: { message: `Invalid ${String(issue.path[0] ?? 'payload')}` } });
    }
    const p = parsed.data;
    const email = p.email.toLowerCase();
    if (state.registeredEmails.has(email)) {
      return reply.code(422).send({ code: 422, data: { message: 'This email address is already registered.' } });
    }
    state.registeredEmails.add(email);
    const url = new URL(`${state.portalUrl}/${p.redirect}`);
    url.searchParams.set('session', randomUUID());
    url.searchParams.set('language', p.language);
    if (p.register_account_type !== 1) url.searchParams.set('register_type', 'demo');
    if (p.referral_code) url.searchParams.set('referral_code', p.referral_code);
    return { code: 200, data: { redirect_address: url.toString(), message: kind === 'register' ? 'Registration successful' : 'Sign-up successful' } };
  };
  app.post(upstreamActions.register, register('register'));
  app.post(upstreamActions.signUp, register('signUp'));
}
