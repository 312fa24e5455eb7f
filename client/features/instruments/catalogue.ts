// The instrument catalogue for loaders: read once through the BFF (cached there), null when the
// upstream failed (pages then show a note instead of tables).
import type { Services } from '../../services.ts';
import { api } from '../../data/api.ts';
import type { InstrumentSpec } from '../../../shared/trading/instrument.ts';

export async function loadCatalogue(services: Services, signal?: AbortSignal): Promise<InstrumentSpec[] | null> {
  const answer = await api(services, 'instrumentList', {}, { signal });
  // An empty catalogue is an upstream fault, not a broker without instruments: pages say the
  // list is unavailable instead of showing empty tables.
  return answer.ok && answer.data.length > 0 ? answer.data : null;
}
