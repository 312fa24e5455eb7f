// The instrument catalogue for loaders: read once through the BFF (cached there), null when the
// upstream failed (pages then show a note instead of tables).
import type { Services } from '../../services.ts';
import type { InstrumentSpec } from '../../../shared/trading/instrument.ts';

export async function loadCatalogue(services: Services, signal?: AbortSignal): Promise<InstrumentSpec[] | null> {
  try {
    const answer = await services.api<{ code?: number; data?: InstrumentSpec[] }>('/api/instruments', {}, signal ? { signal } : {});
    const data = answer.status === 200 && answer.body && (answer.body.code === undefined || answer.body.code === 200) ? answer.body.data : undefined;
    // An empty catalogue is an upstream fault, not a broker without instruments: pages say the
    // list is unavailable instead of showing empty tables.
    return Array.isArray(data) && data.length > 0 ? data : null;
  } catch {
    return null;
  }
}
