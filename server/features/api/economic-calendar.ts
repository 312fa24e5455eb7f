// Economic calendar (issue 14): GET /api/economic-calendar?from&to&countries&importance, proxied
// from the upstream and cached a minute (actuals appear when a release is out). Contract: shared/api/.
import { serverEndpoint } from './endpoint.ts';

export const economicCalendar = serverEndpoint('economicCalendar', { ttlMs: 60_000, staleWhileRevalidateMs: 5 * 60_000 });

export const calendarEndpoints = [economicCalendar];
