// Schemas of the academy family's content files (content/<language>/academy/*.json).
import { z } from 'zod';
import type { ContentSchemas } from './types.ts';
import { academyCourseContent } from './academy-courses.ts';

/** Stable, English-derived term id: the same in every language, used as the page anchor. */
export const glossarySlug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

export const glossaryTerm = z.strictObject({
  slug: glossarySlug,
  term: z.string().min(1).max(80),
  /** One paragraph, plain text. */
  definition: z.string().min(20),
  /** Other spellings/forms that the article linker also recognises ("pips", "stop-loss order"). */
  aliases: z.array(z.string().min(1)).optional(),
  related: z.array(glossarySlug).optional(),
  /** false: an everyday word too (lot, ask, balance), so articles do not link it. */
  autolink: z.boolean().optional(),
  /** One of the 60 most common terms (flagged in the English file; translated first). */
  common: z.boolean().optional(),
});
export type GlossaryTerm = z.infer<typeof glossaryTerm>;

export const glossaryContent = z.strictObject({
  terms: z.array(glossaryTerm).min(1),
});
export type GlossaryContent = z.infer<typeof glossaryContent>;

export const academyContent = {
  'academy/glossary': glossaryContent,
  ...academyCourseContent,
} satisfies ContentSchemas;
