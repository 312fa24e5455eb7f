// Schemas of the analysis family's content files (content/<language>/analysis/*.json).
import type { ContentSchemas } from './types.ts';
import { editorialContent } from './editorial-guideline.ts';

export const analysisContent = {
  ...editorialContent,
} satisfies ContentSchemas;
