// Schemas of the about family's content files (content/<language>/about/*.json).
import type { ContentSchemas } from './types.ts';

export const aboutContent = {} satisfies ContentSchemas;
