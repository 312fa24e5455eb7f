// What the news (provider feed) and market-insight (the broker's analysis) endpoints answer.
import { z } from 'zod';
import { newsCategories } from '../news/list-query.ts';
import { articleAuthorSchema, isoDate } from './articles.ts';

const itemId = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+){0,20}$/, 'must be an item id').max(120);

export const newsItemSchema = z.looseObject({
  id: itemId,
  title: z.string().min(1).max(300),
  summary: z.string().max(1000),
  category: z.enum(newsCategories),
  source: z.string().min(1).max(100),
  /** Written by the broker (its research team), not by the news provider: credited as such. */
  in_house: z.boolean().optional(),
  language: z.string(),
  symbols: z.array(z.string().regex(/^[A-Z0-9]{2,12}$/)).max(20),
  published_at: isoDate,
  updated_at: isoDate,
});

export const newsDetailSchema = newsItemSchema.extend({ body: z.string().min(1).max(100_000) });

export const insightItemSchema = newsItemSchema.omit({ source: true }).extend({
  readTime: z.number().int().positive().optional(),
  author: articleAuthorSchema,
});

export const insightDetailSchema = insightItemSchema.extend({
  body: z.string().min(1).max(200_000),
  languages: z.array(z.string()).optional(),
});
