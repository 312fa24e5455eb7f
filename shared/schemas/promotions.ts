// A promotion as the upstream sends it (GET /api/promotions): validated by the BFF, read by the
// promotions page.
import { z } from 'zod';

export const promotionSchema = z.looseObject({
  id: z.number().int().positive(),
  key: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  description: z.string().min(1),
  img: z.string().optional(),
  path: z.string().optional(),
  category: z.enum(['bonus', 'rewards', 'trading', 'education']).optional(),
  start_at: z.iso.datetime(),
  end_at: z.iso.datetime(),
  terms: z.array(z.string().min(1)).default([]),
  /** Entity ids allowed to offer it (shared/promotions/eligibility.ts); absent: by category rules. */
  entities: z.array(z.string().regex(/^[a-z]+$/)).optional(),
  /** The language the texts are written in, when the CMS had none in the one asked for. */
  language: z.string().regex(/^[A-Za-z]{2,3}(-[A-Za-z]{2,4})?$/).optional(),
});
export type Promotion = z.infer<typeof promotionSchema>;

export const promotionList = z.array(promotionSchema);
