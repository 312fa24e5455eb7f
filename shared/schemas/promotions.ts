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
});
export type Promotion = z.infer<typeof promotionSchema>;

export const promotionList = z.array(promotionSchema);
