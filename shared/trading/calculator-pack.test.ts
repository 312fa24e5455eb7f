// The calculator page's packed specs unpack to exactly the specs, for the whole sandbox catalogue.
import t from 'tap';
import { instrumentCatalogue } from '../../server/sandbox/fixtures/instruments.ts';
import { packSpecs, unpackSpecs } from './calculator-spec.ts';
import { toCalculatorSpec } from './to-calculator-spec.ts';
import { entityById } from '../company/entities.ts';

t.test('pack and unpack are inverse, and packing is smaller', async (t) => {
  const specs = instrumentCatalogue.map((s) => toCalculatorSpec(s, entityById('mu')));
  const packed = packSpecs(specs);
  t.same(unpackSpecs(JSON.parse(JSON.stringify(packed))), specs);
  const ratio = JSON.stringify(packed).length / JSON.stringify(specs).length;
  t.ok(ratio < 0.6, `packed is ${Math.round(ratio * 100)} % of the objects`);
});
