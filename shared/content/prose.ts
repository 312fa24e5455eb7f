// Building blocks of long-form content files shared by families: a titled block of paragraphs
// and optional bullet points, questions and answers.
import { z } from 'zod';

const text = z.string().min(1);

export const proseSection = z.strictObject({
  title: text,
  paragraphs: z.array(text).default([]),
  bullets: z.array(text).optional(),
});
export type ProseSection = z.infer<typeof proseSection>;

export const faqPair = z.strictObject({ q: text, a: text });
export type FaqPairContent = z.infer<typeof faqPair>;

export const titledText = z.strictObject({ title: text, text });
export type TitledText = z.infer<typeof titledText>;
