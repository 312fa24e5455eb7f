// Schemas of the academy family's content files (content/<language>/academy/*.json).
import type { ContentSchemas } from './types.ts';

export const academyContent = {} satisfies ContentSchemas;
