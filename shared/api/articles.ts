// What the article endpoints answer (moved from the BFF so the client and the sandbox type against
// the same shapes). Loose objects: an upstream may add fields.
import { z } from 'zod';

export const isoDate = z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'must be a date');

export const articleAuthorSchema = z.looseObject({ id: z.number().int(), slug: z.string().optional(), name: z.string(), avatar: z.string().optional() });

export const articleSchema = z.looseObject({
  id: z.number().int(),
  title: z.string(),
  image: z.string().optional(),
  tag: z.string().optional(),
  tags_ids: z.array(z.number().int()).optional(),
  description: z.string().optional(),
  readTime: z.union([z.number(), z.string()]).optional(),
  alias: z.string().optional(),
  language: z.string().optional(),
  published_at: isoDate.optional(),
  updated_at: isoDate.optional(),
  author: articleAuthorSchema.optional(),
});

export const articleDetailSchema = articleSchema.extend({
  alias: z.string(),
  language: z.string(),
  published_at: isoDate,
  updated_at: isoDate,
  body: z.string().max(200_000),
  languages: z.array(z.string()).optional(),
});

/** A heading of a rendered body (shared/articles/markdown.ts). */
export const tocEntrySchema = z.object({ id: z.string(), text: z.string(), level: z.union([z.literal(2), z.literal(3)]) });

/** What the BFF adds to a Markdown item: the body rendered to safe HTML, and its headings. */
export const renderedBody = { html: z.string(), toc: z.array(tocEntrySchema) };

export const articleTagSchema = z.looseObject({ id: z.number().int(), name: z.string(), slug: z.string().optional() });

export const articleAliasSchema = z.looseObject({
  id: z.number().int(),
  alias: z.string().regex(/^[a-z0-9-]+$/),
  language: z.string(),
  old_aliases: z.array(z.string().regex(/^[a-z0-9-]+$/)).optional(),
  published_at: isoDate.optional(),
  updated_at: isoDate.optional(),
});
