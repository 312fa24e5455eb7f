// Economic calendar (issue 14): GET /api/economic-calendar?from&to&countries&importance, proxied
// from the upstream and cached a minute (actuals appear when a release is out).
import { z } from 'zod';
import { calendarEvent, calendarQuery } from '../../../shared/calendar/event.ts';
import { upstreamPath } from '../../plugins/upstream.ts';
import type { EndpointDef } from './endpoint.ts';

export const economicCalendar: EndpointDef = {
  name: 'economicCalendar',
  route: '/api/economic-calendar',
  query: calendarQuery,
  upstreamPath: () => upstreamPath`/api/economic-calendar`,
  data: z.array(calendarEvent),
  ttlMs: 60_000,
  staleWhileRevalidateMs: 5 * 60_000,
};

export const calendarEndpoints = [economicCalendar];
