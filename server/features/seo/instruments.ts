// Instrument pages in the sitemaps: one per symbol of the instrument catalogue, read through the
// BFF (cache, stale answers, time-out), since the pages themselves are served from it and a symbol
// the catalogue lacks is a 404. When the catalogue cannot be read at all, the site's static quote
// table stands in: leaving every instrument out would drop ~390 live pages per locale from the
// sitemap for as long as crawlers keep that copy.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { getInstrumentCatalogue } from '../api/instruments.ts';
import { fallbackInstrumentSymbols } from './sitemap.ts';
import { itemsOf } from './upstream-items.ts';

/** Only the symbols matter here; the BFF has validated the whole specification already. */
const catalogueSymbols = z.array(z.object({ symbol: z.string().regex(/^[A-Z0-9]{2,12}$/) })).min(1);

export interface InstrumentSymbols {
  symbols: string[];
  /** 'fallback' when the catalogue was unavailable and the static quote table was used. */
  source: 'catalogue' | 'fallback';
}

export async function instrumentSitemapSymbols(app: FastifyInstance): Promise<InstrumentSymbols> {
  const list = await itemsOf(app, 'instrument catalogue', getInstrumentCatalogue(app), catalogueSymbols);
  if (!list) return { symbols: fallbackInstrumentSymbols(), source: 'fallback' };
  return { symbols: [...new Set(list.map((i) => i.symbol))], source: 'catalogue' };
}
