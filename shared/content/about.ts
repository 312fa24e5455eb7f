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

/**
 * What a privacy notice must say (GDPR art. 13/14, the Australian Privacy Principles 1 and 5):
 * every item is required, in this order, in every language's notice.
 */
export const privacyItems = [
  'controller', 'dpo', 'data', 'sources', 'purposes', 'legitimateInterests', 'recipients', 'transfers',
  'retention', 'rights', 'complaints', 'required', 'automated', 'changes',
] as const;
export type PrivacyItem = (typeof privacyItems)[number];

const noticeSection = z.strictObject({ id: z.enum(privacyItems), heading: z.string().min(1), paragraphs: z.array(z.string().min(1)).min(1), bullets: z.array(z.string().min(1)).optional() });
const jurisdictionSection = z.strictObject({ heading: z.string().min(1), paragraphs: z.array(z.string().min(1)).min(1), bullets: z.array(z.string().min(1)).optional() });

export const privacyNoticeSchema = z
  .strictObject({
    title: z.string().min(1),
    intro: z.string().min(1),
    sections: z.array(noticeSection),
    /** The law, supervisor and complaint route of each regulated entity's jurisdiction. */
    jurisdictions: z.strictObject({ au: jurisdictionSection, vu: jurisdictionSection, mu: jurisdictionSection }),
  })
  .refine((n) => n.sections.map((s) => s.id).join() === privacyItems.join(), { message: `sections must be, in order: ${privacyItems.join(', ')}`, path: ['sections'] });
export type PrivacyNotice = z.infer<typeof privacyNoticeSchema>;

export const aboutContent = {
  'about/legal-documents': legalDocumentsSchema,
  'about/privacy-notice': privacyNoticeSchema,
} satisfies ContentSchemas;
