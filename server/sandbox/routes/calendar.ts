// Sandbox economic calendar: releases between two dates, by country and importance.
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../shared/api/endpoints.ts';
import { calendarEvents } from '../fixtures/economic-calendar.ts';
import { ok, q } from './context.ts';

export function calendarRoutes(app: FastifyInstance): void {
  app.get(endpoints.economicCalendar.upstream, async (request, reply) => {
    const query = q(request);
    const date = /^\d{4}-\d{2}-\d{2}$/;
    const from = String(query.from ?? '');
    const to = String(query.to ?? '');
    if (!date.test(from) || !date.test(to)) return reply.code(400).send({ code: 400, msg: 'from and to must be YYYY-MM-DD' });
    const countries = typeof query.countries === 'string' ? query.countries.split(',').filter(Boolean) : [];
    return ok(calendarEvents(from, to, Date.now(), { countries, importance: Number(query.importance) || undefined }));
  });
}
