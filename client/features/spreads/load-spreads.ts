// The measured spreads for loaders (GET /api/spreads through the BFF services, in-process on the
// server). They are part of the cached page: figures over 24 hours and 7 days barely move within
// the page's cache life (10 minutes), and every visitor sees the same HTML. null when unavailable.
import type { Services } from '../../services.ts';
import type { InstrumentSpreads } from '../../../shared/quotes/spread-stats.ts';

export interface SpreadsBody {
  generatedAt: string;
  instruments: InstrumentSpreads[];
}

export async function loadSpreads(services: Services, symbol?: string, signal?: AbortSignal): Promise<SpreadsBody | null> {
  try {
    const answer = await services.api<SpreadsBody>('/api/spreads', symbol ? { symbol } : {}, signal ? { signal } : {});
    return answer.status === 200 && answer.body && Array.isArray(answer.body.instruments) ? answer.body : null;
  } catch {
    return null;
  }
}

/** Only what the conditions tables show: symbol -> typical spread (a small hydration payload). */
export function typicalBySymbol(body: SpreadsBody | null): Record<string, InstrumentSpreads['typical']> {
  const out: Record<string, InstrumentSpreads['typical']> = {};
  for (const i of body?.instruments ?? []) out[i.symbol] = i.typical;
  return out;
}
