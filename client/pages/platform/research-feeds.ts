// The research feeds' answer schemas, imported lazily by the research page's loader (as the
// calendar's are, calendar-answer.ts): zod stays out of the page's first JavaScript, since the
// first render's data comes with the HTML and only a navigation in the browser runs the loader.
import { z } from 'zod';
import { corporateEventSchema, economicEventSchema, newsIqSchema, signalSchema } from '../../../shared/schemas/research.ts';

export const feedSchemas = {
  signal: z.array(signalSchema),
  'corporate-calendar': z.array(corporateEventSchema),
  'news-iq': z.array(newsIqSchema),
  'economic-calendar': z.array(economicEventSchema),
} as const;
