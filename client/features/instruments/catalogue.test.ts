import t from 'tap';
import { loadCatalogue } from './catalogue.ts';
import type { Services } from '../../services.ts';

const eurusd = { symbol: 'EURUSD' };
const servicesAnswering = (answer: () => Promise<{ status: number; body: unknown }>) => ({ api: answer }) as unknown as Services;

t.test('the catalogue, or null when the upstream failed or sent none (pages then say the list is unavailable)', async (t) => {
  t.same(await loadCatalogue(servicesAnswering(async () => ({ status: 200, body: { code: 200, data: [eurusd] } }))), [eurusd]);
  t.same(await loadCatalogue(servicesAnswering(async () => ({ status: 200, body: { data: [eurusd] } }))), [eurusd], 'no code: the data');
  t.equal(await loadCatalogue(servicesAnswering(async () => ({ status: 200, body: { code: 200, data: [] } }))), null, 'an empty catalogue is a fault');
  t.equal(await loadCatalogue(servicesAnswering(async () => ({ status: 200, body: { code: 500, data: [eurusd] } }))), null, 'a failure code');
  t.equal(await loadCatalogue(servicesAnswering(async () => ({ status: 502, body: null }))), null, 'the BFF failed');
  t.equal(await loadCatalogue(servicesAnswering(async () => { throw new Error('network'); })), null, 'the request threw');
});
