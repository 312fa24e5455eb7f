// Schemas of the platform family's content files (content/<language>/platform/*.json).
import type { ContentSchemas } from './types.ts';

export const platformContent = {} satisfies ContentSchemas;
