// What the author endpoints answer (the expert team's profiles and groups).
import { z } from 'zod';

export const authorSchema = z.looseObject({
  id: z.union([z.number(), z.string()]),
  name: z.string(),
  slug: z.string().optional(),
  title: z.string().optional(),
  bio: z.string().optional(),
  avatar: z.string().optional(),
  expertise: z.array(z.string()).optional(),
  groups: z.array(z.number().int()).optional(),
  languages: z.array(z.string()).optional(),
  joined_year: z.number().int().optional(),
  articles_count: z.number().int().optional(),
  updated_at: z.string().optional(),
});

export const authorGroupSchema = z.looseObject({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string().optional(),
  author_ids: z.array(z.union([z.number(), z.string()])),
});
