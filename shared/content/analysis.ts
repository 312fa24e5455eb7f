// Schemas of the analysis family's content files (content/<language>/analysis/*.json).
import type { ContentSchemas } from './types.ts';

export const analysisContent = {} satisfies ContentSchemas;
