// Sandbox contact form: stored once per idempotency key (a repeated delivery gets the same ticket).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { upstreamActions } from '../../../shared/api/endpoints.ts';
import { ok, type SandboxRoutesOptions } from './context.ts';

const contactBody = z.object({ name: z.string().min(1).max(100), email: z.string().min(3).max(254), phone_code: z.string().max(16).optional(), phone: z.string().max(32).optional(), topic: z.string().min(1).max(32), message: z.string().min(1).max(5000), locale: z.string().max(16) });

export function contactRoutes(app: FastifyInstance, { state }: SandboxRoutesOptions): void {
  app.post(upstreamActions.contact, async (request, reply) => {
    const parsed = contactBody.safeParse(request.body);
    if (!parsed.success) return reply.code(422).send({ code: 422, data: { message: `Invalid ${String(parsed.error.issues[0]!.path[0] ?? 'payload')}` } });
    const key = typeof request.headers['idempotency-key'] === 'string' ? request.headers['idempotency-key'] : undefined;
    const known = key ? state.contactMessages.find((m) => m.idempotencyKey === key) : undefined;
    if (known) return ok({ ticket: known.ticket });
    const p = parsed.data;
    const ticket = `VM-${String(state.contactMessages.length + 1).padStart(6, '0')}`;
    state.contactMessages.push({ ticket, receivedAt: new Date().toISOString(), idempotencyKey: key, name: p.name, email: p.email, phone: p.phone ? `${p.phone_code ?? ''} ${p.phone}`.trim() : '', topic: p.topic, message: p.message, locale: p.locale });
    if (state.contactMessages.length > 500) state.contactMessages.splice(0, 100);
    return ok({ ticket });
  });
}
