// Content files (content/<language>/<name>.json): the site's own evergreen copy, one zod schema
// per content name. A family's schemas live in its own file (academy.ts, trading.ts ...) and the
// registry joins them; the server validates every file at build and at start.
import type { z } from 'zod';

/** Content name (path under content/<language>/ without '.json', e.g. 'academy/glossary') -> schema. */
export type ContentSchemas = Record<string, z.ZodType>;
