// Schemas of the trading family's content files (content/<language>/trading/*.json).
import type { ContentSchemas } from './types.ts';

export const tradingContent = {} satisfies ContentSchemas;
