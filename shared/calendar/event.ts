// The economic calendar's event (upstream answer, BFF answer, page data) and its query.
import { z } from 'zod';
import { parseDate } from './week.ts';

export const calendarEvent = z.looseObject({
  id: z.string(),
  /** Release id (shared/calendar/schedule/releases.ts): the key of the per-language names table. */
  release: z.string().regex(/^[a-z0-9-]{1,40}$/).optional(),
  /** ISO 8601 UTC release time. */
  time: z.string().datetime(),
  country: z.string().regex(/^[A-Z]{2}$/),
  currency: z.string().regex(/^[A-Z]{3}$/),
  title: z.string().min(1),
  importance: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  unit: z.string(),
  direction: z.enum(['higher', 'lower', 'neutral']),
  actual: z.number().nullable(),
  forecast: z.number().nullable(),
  previous: z.number().nullable(),
});
export type CalendarEvent = z.infer<typeof calendarEvent>;

const date = (field: string) => z.string().refine((s) => parseDate(s) !== null, `${field} must be a date YYYY-MM-DD`);

/** GET /api/economic-calendar: from..to (at most 31 days), optional countries 'US,GB' and minimum importance. */
export const calendarQuery = z
  .strictObject({
    from: date('from'),
    to: date('to'),
    countries: z
      .preprocess((v) => (Array.isArray(v) ? v.join(',') : v), z.string().regex(/^[A-Z]{2}(,[A-Z]{2}){0,29}$/, 'must be country codes like US,GB'))
      .optional(),
    importance: z.enum(['1', '2', '3'], { error: 'must be 1, 2 or 3' }).optional(),
  })
  .superRefine((q, ctx) => {
    const from = parseDate(q.from)!;
    const to = parseDate(q.to)!;
    if (to < from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
    else if (to - from > 31 * 86_400_000) ctx.addIssue({ code: 'custom', path: ['to'], message: 'at most 31 days after from' });
  });
