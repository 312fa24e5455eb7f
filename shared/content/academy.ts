// Schemas of the academy family's content files (content/<language>/academy/*.json).
import type { ContentSchemas } from './types.ts';
import { academyCourseContent } from './academy-courses.ts';

export const academyContent = {
  ...academyCourseContent,
} satisfies ContentSchemas;
