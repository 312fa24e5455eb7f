// The catalogue schema: the sandbox catalogue passes it, and what a broken upstream could send fails.
import t from 'tap';
import { instrumentCatalogue } from '../../server/sandbox/fixtures/instruments.ts';
import { instrumentCatalogueSchema, instrumentPath, instrumentSpecSchema } from './instrument.ts';

t.test('the sandbox catalogue is valid and complete', async (t) => {
  const list = instrumentCatalogueSchema.parse(instrumentCatalogue);
  t.ok(list.length >= 60);
  const eurusd = list.find((i) => i.symbol === 'EURUSD')!;
  t.match(eurusd, { digits: 5, pipSize: 0.0001, contractSize: 100000, minVolume: 0.01, volumeStep: 0.01, calcMode: 'forex', swapType: 'points', tripleSwapDay: 3 });
  t.notOk('leverage' in eurusd, 'no leverage in the catalogue: the entity register holds the caps');
  t.notOk(instrumentSpecSchema.safeParse({ ...eurusd, leverage: { global: { standard: 1000, raw: 1000, professional: 1000 } } }).success, 'a catalogue leverage field is refused');
  t.equal(list.find((i) => i.symbol === 'GER40')!.timeZone, 'Europe/Berlin');
  for (const i of list) t.doesNotThrow(() => new Intl.DateTimeFormat('en', { timeZone: i.timeZone }), `${i.symbol} zone is IANA`);
});

t.test('bad specifications are refused', async (t) => {
  const good = instrumentCatalogue[0]!;
  t.notOk(instrumentSpecSchema.safeParse({ ...good, calcMode: 'futures' }).success, 'unknown calc mode');
  t.notOk(instrumentSpecSchema.safeParse({ ...good, sessions: [{ day: 1, open: '17:00', close: '09:00' }] }).success, 'session closing before it opens');
  t.notOk(instrumentSpecSchema.safeParse({ ...good, minVolume: 200 }).success, 'min above max');
  t.notOk(instrumentSpecSchema.safeParse({ ...good, marginCurrency: 'usd' }).success, 'currency code');
  t.notOk(instrumentSpecSchema.safeParse({ ...good, extra: 1 }).success, 'strict: unknown field');
});

t.test('canonical path is lower case', async (t) => {
  t.equal(instrumentPath('EURUSD'), '/trading/trading-eurusd');
});
