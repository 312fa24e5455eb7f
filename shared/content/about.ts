// Schemas of the about family's content files (content/<language>/about/*.json).
import { z } from 'zod';
import { documentKinds } from '../company/legal-documents.ts';
import type { ContentSchemas } from './types.ts';

const section = z.strictObject({ heading: z.string().min(1), paragraphs: z.array(z.string().min(1)).min(1) });

export const legalTextSchema = z.strictObject({
  title: z.string().min(1),
  sections: z.array(section).min(3),
});
export type LegalText = z.infer<typeof legalTextSchema>;

/** Every document kind must have its text. */
export const legalDocumentsSchema = z.strictObject({
  documents: z.strictObject(Object.fromEntries(documentKinds.map((k) => [k, legalTextSchema])) as Record<(typeof documentKinds)[number], typeof legalTextSchema>),
});
export type LegalDocumentsContent = z.infer<typeof legalDocumentsSchema>;

export const aboutContent = {
  'about/legal-documents': legalDocumentsSchema,
} satisfies ContentSchemas;
