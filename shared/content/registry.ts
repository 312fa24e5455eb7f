// Every content name the site knows, with its schema. A file under content/<language>/ whose
// name is not here, or whose data does not match, stops the build and the server's start.
import type { ContentSchemas } from './types.ts';
import { aboutContent } from './about.ts';
import { academyContent } from './academy.ts';
import { analysisContent } from './analysis.ts';
import { platformContent } from './platform.ts';
import { tradingContent } from './trading.ts';

export type { ContentSchemas } from './types.ts';

export const contentSchemas: ContentSchemas = {
  ...aboutContent,
  ...academyContent,
  ...analysisContent,
  ...platformContent,
  ...tradingContent,
};

/** Content names are lower-case path segments: 'academy/glossary', 'trading/account-types'. */
export const contentNamePattern = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;
