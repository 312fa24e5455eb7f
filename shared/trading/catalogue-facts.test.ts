import t from 'tap';
import { atLeast, catalogueFacts } from './catalogue-facts.ts';
import { instrumentCatalogue } from '../../server/sandbox/fixtures/instruments.ts';

t.test('facts counted from a catalogue', async (t) => {
  const f = catalogueFacts([{ assetClass: 'forex' }, { assetClass: 'forex' }, { assetClass: 'etfs' }]);
  t.same({ pairs: f.pairs, instruments: f.instruments, assetClasses: f.assetClasses }, { pairs: 2, instruments: 3, assetClasses: 2 });
  t.equal(f.byClass.shares, 0);
  const sandbox = catalogueFacts(instrumentCatalogue);
  t.ok(sandbox.pairs >= 60 && sandbox.instruments >= 300, 'the sandbox backs "60+ pairs" and "hundreds of instruments"');
  t.equal(sandbox.assetClasses, 7, 'the sandbox backs "7 asset classes"');
  t.equal(atLeast(70), 70);
  t.equal(atLeast(69), 60);
  t.equal(atLeast(392, 50), 350);
});
