// Schema of the editorial guideline (content/<language>/analysis/editorial-guideline.json): how
// the broker's analysis is sourced, written, reviewed, corrected and updated.
import { z } from 'zod';
import { proseSection } from './prose.ts';

const text = z.string().min(1);

export const editorialGuidelineContent = z.strictObject({
  title: text,
  description: text.max(160),
  intro: text,
  /** When the guideline itself was last reviewed (ISO date): dateModified and the visible date. */
  reviewed: z.iso.date(),
  sections: z.array(proseSection.extend({ id: z.string().regex(/^[a-z0-9-]+$/) })).min(5),
  /** The call to meet the team behind the analysis. */
  team: z.strictObject({ title: text, text, link: text }),
  contact: text,
});
export type EditorialGuidelineContent = z.infer<typeof editorialGuidelineContent>;

export const editorialContent = {
  'analysis/editorial-guideline': editorialGuidelineContent,
};
